/// `UISplitViewController.Style` (iOS 14): `.unspecified` is the classic API.
public enum SplitStyle: String, CaseIterable, Sendable, NamedValue {
  case unspecified
  case doubleColumn
  case tripleColumn
}

/// `UISplitViewController.DisplayMode`: which columns are shown when expanded.
public enum SplitDisplayMode: String, CaseIterable, Sendable, NamedValue {
  case automatic
  case secondaryOnly
  case oneBesideSecondary
  case oneOverSecondary
  case twoBesideSecondary
  case twoOverSecondary
}

/// `UISplitViewController`. Its children are its columns: primary, supplementary (triple
/// column only), secondary. Collapsed (compact width: iPhones) it shows one column; expanded
/// (iPad, and Plus/Max phones in landscape) it shows columns side by side.
///
/// Status bar (R3.2, D86, D87): for an app built with the iOS 14 SDK or later a collapsed split
/// forwards the style to the column shown; an expanded column-style split, or a classic one with
/// exactly two view controllers, returns nil and its leading and trailing columns style their
/// parts of the bar. Built with an older SDK a split does not forward at all (Radar 19921214):
/// apps return `viewControllers.first`. Visibility is never forwarded (D51).
public struct SplitViewControllerKind: ContainerBehavior {
  public init() {}
  public var uikitClass: String { "UISplitViewController" }
  public var swiftNameWords: [String] { ["SplitViewController", "SplitView", "Split"] }
  public var childrenAPI: ChildrenAPI { .columns }

  /// `UISplitViewController(style:)` for the column API (iOS 14+); the classic API otherwise.
  public func swiftInitializerArguments(of vc: Controller, on os: OSVersion) -> String {
    guard let style = vc.splitStyle, style != .unspecified, UIKitAPI.splitViewColumns.exists(on: os) else { return "()" }
    return "(style: \(style.swiftName))"
  }
  public var spokenName: String { "split view controller" }
  public var shortName: String { "split" }
  public var childrenKey: String { "viewControllers" }
  public var ownKeys: [ControllerKey] { [.splitStyle, .preferredDisplayMode] }
  public var childProperty: ChildReference? { .firstViewController }

  /// Primary column width (points) on iPad and regular-width phones: UIKit's default
  /// `preferredPrimaryColumnWidth` (320) unless the window is narrow.
  static let columnWidth: Double = 320

  public func childPropertyValue(of vc: Controller) -> ControllerID? { vc.children.first }

  /// The column API is in use: built with the iOS 14 SDK on iOS 14+, a style other than `.unspecified`.
  func usesColumns(_ vc: Controller, _ env: Environment) -> Bool {
    env.linkedOnOrAfter(UIKitAPI.splitViewColumns.introduced) && (vc.splitStyle ?? .unspecified) != .unspecified
  }

  /// `_shouldUseNewStatusBarBehavior`, a linked-on-or-after check (D87: sbplay reads it as the iOS 14 SDK).
  func hasNewStatusBarBehavior(_ env: Environment) -> Bool { env.linkedOnOrAfter(OSVersion(14)) }

  /// `_shouldUseSeparateStatusBarStyles` (D86): new behaviour, expanded, and the column API or a
  /// classic split with exactly two view controllers.
  func separatesStyles(_ vc: Controller, _ env: Environment) -> Bool {
    hasNewStatusBarBehavior(env) && !collapsed(env) && (usesColumns(vc, env) || vc.children.count == 2)
  }

  /// The columns by role: primary, supplementary (triple column), secondary.
  func columns(_ vc: Controller, _ env: Environment) -> (primary: ControllerID?, supplementary: ControllerID?, secondary: ControllerID?) {
    let c = vc.children
    if usesColumns(vc, env), vc.splitStyle == .tripleColumn, c.count >= 3 { return (c[0], c[1], c[2]) }
    return (c.first, nil, c.count >= 2 ? c[1] : nil)
  }

  func collapsed(_ env: Environment) -> Bool { env.isHorizontallyCompact }

  /// The display mode in effect when expanded (D52 for `.automatic`).
  func displayMode(_ vc: Controller, _ env: Environment) -> SplitDisplayMode {
    let mode = vc.preferredDisplayMode ?? .automatic
    guard mode == .automatic else { return mode }
    if env.orientation.isLandscape { return vc.splitStyle == .tripleColumn && usesColumns(vc, env) ? .twoBesideSecondary : .oneBesideSecondary }
    return .secondaryOnly
  }

  public func defaultChild(of vc: Controller, lane: Lane, environment env: Environment) -> ChildAnswer {
    // D51: UIKitCore overrides childForStatusBarStyle only; the hidden lane is not forwarded.
    if lane == .hidden {
      return ChildAnswer(nil, "a split has no childForStatusBarHidden: it answers itself", .d51)
    }
    guard hasNewStatusBarBehavior(env) else {
      let why =
        env.os.atLeast(14)
        ? "built with the iOS \(env.linkedSDK.major) SDK, a split keeps the old behaviour and does not forward"
        : "before iOS 14 a split does not forward"
      return ChildAnswer(nil, why, .d87)
    }
    if separatesStyles(vc, env) {
      let what = usesColumns(vc, env) ? "expanded" : "expanded classic split with two view controllers"
      return ChildAnswer(nil, "\(what): its leading and trailing columns style their parts of the bar", .d86)
    }
    if collapsed(env) {
      return ChildAnswer(columns(vc, env).primary, "collapsed: the collapsed view controller (the primary column) is shown", .d53)
    }
    return ChildAnswer(
      nil, "an expanded classic split with \(vc.children.count) view controllers has no separate styles and no collapsed view controller", .d86)
  }

  /// D86: the visible columns, leading to trailing: the leading and trailing parts, and between
  /// them a supplementary column shown beside both, which styles the centre part.
  public func styleRegions(of vc: Controller, environment env: Environment) -> [ControllerID]? {
    guard vc.childForStatusBarStyle == nil, separatesStyles(vc, env) else { return nil }
    let shown = visibleChildren(of: vc, environment: env)
    return shown.isEmpty ? nil : shown
  }

  /// Leading to trailing: the columns shown side by side (an "over" column floats above).
  public func visibleChildren(of vc: Controller, environment env: Environment) -> [ControllerID] {
    let cols = columns(vc, env)
    if collapsed(env) { return cols.primary.map { [$0] } ?? [] }
    let mode = displayMode(vc, env)
    var shown: [ControllerID?]
    switch mode {
    case .automatic, .secondaryOnly: shown = [cols.secondary]
    case .oneBesideSecondary, .oneOverSecondary:
      shown = [cols.supplementary ?? cols.primary, cols.secondary]
    case .twoBesideSecondary, .twoOverSecondary:
      shown = [cols.primary, cols.supplementary, cols.secondary]
    }
    let ids = shown.compactMap { $0 }
    return ids.isEmpty ? (cols.primary.map { [$0] } ?? []) : ids
  }

  public func layout(_ vc: Controller, in rect: Rect, context: ContainerLayoutContext, world: World) -> ContainerLayout {
    let env = context.environment
    let shown = visibleChildren(of: vc, environment: env)
    var result = ContainerLayout()
    guard shown.count > 1 else {
      result.children = shown.map { ($0, rect, context.topInset) }
      return result
    }
    let over = [.oneOverSecondary, .twoOverSecondary].contains(displayMode(vc, env))
    let width = min(Self.columnWidth, (rect.width / Double(shown.count)).rounded(.down))
    var x = rect.x
    for (index, id) in shown.enumerated() {
      let isSecondary = index == shown.count - 1
      if isSecondary {
        // Beside: the secondary takes what is left; over: it fills the split under the columns.
        let start = over ? rect.x : x
        result.children.append((id, Rect(x: start, y: rect.y, width: rect.maxX - start, height: rect.height), context.topInset))
      } else {
        result.children.append((id, Rect(x: x, y: rect.y, width: width, height: rect.height), context.topInset))
        x += width
      }
    }
    if over, let secondary = result.children.popLast() { result.children.insert(secondary, at: 0) }
    return result
  }

  public func role(ofChildAt index: Int, in vc: Controller) -> String {
    let triple = vc.splitStyle == .tripleColumn && vc.children.count >= 3
    switch index {
    case 0: return "primary column"
    case 1: return triple ? "supplementary column" : "secondary column"
    case 2 where triple: return "secondary column"
    default: return "extra child (not a column)"
    }
  }

  public func notForwardingAdvice(_ parent: Controller, child: String, lane: Lane, why: String) -> String {
    " (\(parent.name) does not forward \(lane.childQuery): \(why); return viewControllers.first, or build with the iOS 14 SDK and use the column API)"
  }

  public func explainOwnStyle(_ vc: Controller, foreground: String, ignoredAsker: String?) -> (String, [Fix])? {
    guard let ignoredAsker else { return nil }
    let name = vc.name
    return (
      "\(name) is a UISplitViewController that does not forward the style, so it answers itself (\(foreground) text); \(ignoredAsker)'s preference is never asked.",
      [
        Fix("\(name) forwards: childForStatusBarStyle = viewControllers.first", ["set \(name).childForStatusBarStyle=viewControllers.first", "update"]),
        Fix("\(name) uses the column API (.doubleColumn, iOS 14 SDK and later)", ["sdk os", "set \(name).splitStyle=doubleColumn"]),
      ]
    )
  }
}
