/// `UINavigationController`: `children` is the stack, bottom first; only the top's view is in
/// the window. It answers the style itself while its bar is visible (R2.1, R2.3) and forwards
/// visibility depending on device and version (R2.2, D5).
public struct NavigationControllerKind: ContainerBehavior {
  public init() {}
  public var uikitClass: String { "UINavigationController" }
  public var swiftNameWords: [String] { ["NavigationController", "Navigation", "Nav"] }
  public var childrenAPI: ChildrenAPI { .viewControllers }
  public var spokenName: String { "navigation controller" }
  public var shortName: String { "nav" }
  public var childrenKey: String { "viewControllers" }
  public var ownKeys: [ControllerKey] { [.barStyle, .navigationBarHidden, .barTintColor] }
  public var childProperty: ChildReference? { .topViewController }
  public var isPresentable: Bool { true }
  /// `pushViewController(_:animated:)` of a navigation controller raises NSInvalidArgumentException
  /// "Pushing a navigation controller is not supported" (reports: ActionSheetPicker-3.0 #70,
  /// SlideMenuControllerSwift #315): no app shows one pushed.
  public var canBePushed: Bool { false }
  public var childrenFormStack: Bool { true }

  /// `topViewController`.
  public func childPropertyValue(of vc: Controller) -> ControllerID? { vc.children.last }

  public func defaultChild(of vc: Controller, lane: Lane, environment env: Environment) -> ChildAnswer {
    let top = vc.children.last
    let barHidden = vc.navigationBarHidden == true
    if lane == .style {
      return barHidden
        ? ChildAnswer(top, "topViewController: the navigation bar is hidden", .r2_1)
        : ChildAnswer(nil, "the navigation bar is visible", .r2_1)
    }
    let device = env.device
    if barHidden { return ChildAnswer(top, "topViewController: the navigation bar is hidden", .r2_2) }
    if !device.isPhone { return ChildAnswer(top, "topViewController on iPad", .r2_2) }
    if device.hasHomeButton { return ChildAnswer(top, "topViewController on a Home-button iPhone", .r2_2) }
    if !env.os.atLeast(11) { return ChildAnswer(top, "topViewController before iOS 11", .d5) }
    return ChildAnswer(nil, "Face ID iPhone with the navigation bar visible", .d5)
  }

  /// R2.3: the navigation bar's `barStyle` decides: `.black` gives `.lightContent`. With Liquid
  /// Glass (iOS 26+) it answers from its bar's appearance, dark or light (R2.3, DEC-NAV26).
  public func defaultStyle(of vc: Controller, id: ControllerID, world: World) -> DefaultStyle? {
    let bar = vc.barStyle ?? .default
    let liquidGlass = world.usesLiquidGlass
    // Say why only where the SDK or the opt-out made a difference (R13.3, D25).
    let explained = world.environment.sdk != nil || world.launchedInfoPlist.designRequiresCompatibility || !liquidGlass
    var designNotes: [TraceStep] = []
    if world.os.atLeast(26), explained {
      let design = world.design
      designNotes.append(TraceStep(design.reason, design.rule))
    }
    if liquidGlass {
      let dark = bar == .black || world.interfaceStyle(of: id).0 == .dark
      let style: StatusBarStyle = dark ? .lightContent : .darkContent
      let look = dark ? "dark" : "light"
      return DefaultStyle(
        style: style, detail: "Liquid Glass: its navigation bar is \(look)",
        why: "decides from its navigation bar's appearance (\(look)) ⇒ \(style.swiftName)", rule: .r2_3Glass, notes: designNotes)
    }
    let style: StatusBarStyle = bar == .black ? .lightContent : .default
    return DefaultStyle(
      style: style, detail: "barStyle \(bar.swiftName)",
      why: "decides from its navigation bar: barStyle \(bar.swiftName) ⇒ \(style.swiftName)", rule: .r2_3, notes: designNotes)
  }

  public func visibleChildren(of vc: Controller, environment: Environment) -> [ControllerID] { vc.children.last.map { [$0] } ?? [] }

  public func layout(_ vc: Controller, in rect: Rect, context: ContainerLayoutContext, world: World) -> ContainerLayout {
    var result = ContainerLayout()
    if vc.navigationBarHidden != true {
      // 44 pt below the status bar or safe area; 32 in compact height; 50 on iPad; 56 in an
      // iOS 13 sheet (BarMetrics, D16, D17).
      let env = context.environment
      let height = BarMetrics.navigationBarHeight(env, inSheet: context.inSheet, liquidGlass: world.usesLiquidGlass)
      // A sheet at a small custom detent clips its bar to its own bounds.
      let y = min(rect.y + context.topInset, rect.maxY)
      let bar = Rect(x: rect.x, y: y, width: rect.width, height: min(height, rect.maxY - y))
      let top = vc.children.last.flatMap { world.controllers[$0] }
      let previous = vc.children.count > 1 ? world.controllers[vc.children[vc.children.count - 2]] : nil
      var appearance = FrameAppearance(background: Self.barColour(vc, dark: context.dark, os: env.os), dark: context.dark)
      appearance.title = top.map { $0.title ?? $0.name } ?? vc.name
      appearance.backTitle = previous.map { $0.title ?? $0.name }
      result.bars.append(ContainerBar(kind: .navigationBar, rect: bar, appearance: appearance))
    }
    if let top = vc.children.last { result.children.append((top, rect, context.topInset)) }
    return result
  }

  /// The bar's background: `barTintColor`, else black for `.black`, else the system material,
  /// dark in Dark Mode from iOS 13 (R6.2, R10.1, R10.2).
  static func barColour(_ vc: Controller, dark: Bool, os: OSVersion) -> Color {
    if let tint = vc.barTintColor { return tint }
    if vc.barStyle == .black { return .blackBar }
    if os.atLeast(13), dark { return .darkBar }
    return .lightBar
  }

  public func role(ofChildAt index: Int, in vc: Controller) -> String {
    index == vc.children.count - 1 ? "top of stack" : "stack \(index)"
  }

  /// `present NAME kind=navigation` wraps a new root view controller.
  public func initialChildren(forPresented name: String) -> [String] { [name + ".root"] }

  public func explainOwnStyle(_ vc: Controller, foreground fg: String, ignoredAsker: String?) -> (String, [Fix])? {
    let name = vc.name
    let bar = vc.barStyle ?? .default
    var sentence = "\(name) decides the style because its navigation bar is visible: barStyle \(bar.swiftName) gives \(fg) text"
    if let ignoredAsker { sentence += "; \(ignoredAsker)'s preferredStatusBarStyle is never asked" }
    let target: BarStyle = bar == .black ? .default : .black
    return (
      sentence + ".",
      [
        Fix("\(name).barStyle = \(target.swiftName)", ["set \(name).barStyle=\(target.rawValue)"]),
        Fix("hide \(name)'s navigation bar", ["set \(name).navigationBarHidden=true"]),
        Fix("\(name) forwards: childForStatusBarStyle = topViewController", ["set \(name).childForStatusBarStyle=topViewController", "update"]),
      ]
    )
  }

  /// D5: on a Face ID iPhone a navigation controller with a visible bar does not forward.
  public func explainHiddenNotForwarded(_ vc: Controller, world: World) -> (String, [Fix])? {
    let device = world.environment.device
    guard !device.hasHomeButton, device.isPhone, vc.navigationBarHidden != true,
      let top = vc.children.last, world.controllers[top]?.prefersStatusBarHidden != nil
    else { return nil }
    let name = vc.name
    return (
      "On a Face ID iPhone \(name) does not forward prefersStatusBarHidden while its navigation bar is visible, so \(world.name(of: top)) is not asked.",
      [Fix("\(name) forwards: childForStatusBarHidden = topViewController", ["set \(name).childForStatusBarHidden=topViewController", "update"])]
    )
  }

  public func notForwardingAdvice(_ parent: Controller, child: String, lane: Lane, why: String) -> String {
    lane == .style
      ? " (\(parent.name)'s navigation bar is visible: set its barStyle, hide the bar, or return topViewController from childForStatusBarStyle)"
      : " (\(parent.name) does not forward prefersStatusBarHidden: \(why))"
  }
}
