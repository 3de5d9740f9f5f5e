/// A property of a controller as scene files and `set NAME.key=value` spell it.
public enum ControllerKey: String, CaseIterable, Sendable, NamedValue {
  case title
  case preferredStatusBarStyle
  case prefersStatusBarHidden
  case preferredStatusBarUpdateAnimation
  case childForStatusBarStyle
  case childForStatusBarHidden
  case modalPresentationStyle
  case modalPresentationCapturesStatusBarAppearance
  case overrideUserInterfaceStyle
  case backgroundColor
  case scrollContent
  case contentOffset
  case barStyle
  case navigationBarHidden
  case barTintColor
  case selectedIndex
  case splitStyle
  case preferredDisplayMode
  case currentPage
  case sheetDetent
  // UIHostingController: its SwiftUI content's modifiers (SwiftUIContent).
  case statusBarHidden
  case preferredColorScheme
  case navigationStack
  case toolbarColorScheme
  case toolbarBackground
  case scrolledUnderBar
  case statusBarColorScheme
  case statusBarVisibility

  /// The kinds of controller that have this key.
  public var kinds: Set<ControllerKind> { Self.kindsByKey[Self.ordered.firstIndex(of: self)!] }

  /// `kinds` for every key, in case order, made once: reading a scene asks it for each property
  /// of each controller, and each answer would otherwise make every kind's behaviour and a set
  /// of them. An array searched in order, not a dictionary keyed by this type: its first use
  /// would make the runtime scan every conformance in the binary (1.4M instructions).
  private static let ordered = allCases
  private static let kindsByKey: [Set<ControllerKind>] = ordered.map { key in
    let owners = ControllerKind.allCases.filter { $0.behavior.ownKeys.contains(key) }
    return owners.isEmpty ? Set(ControllerKind.allCases) : Set(owners)
  }

  /// How a change reaches the status bar.
  public enum Effect: Sendable {
    /// A status bar preference (R9.1): UIKit re-reads it only on `update` or a transition.
    case preference
    /// UIKit observes its own bars and re-evaluates at once (D10), or it is a transition (R9.3).
    case immediate
    /// Drawing only (titles, colours: barTintColor never changes the style, R10.2).
    case cosmetic
    /// What lies under the bar moved or changed: iOS 26 re-samples it for `.default` without
    /// asking any controller (D80); earlier versions only draw it.
    case contentUnderBar
  }

  public var effect: Effect {
    switch self {
    case .preferredStatusBarStyle, .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation,
      .childForStatusBarStyle, .childForStatusBarHidden, .modalPresentationCapturesStatusBarAppearance:
      .preference
    case .barStyle, .navigationBarHidden, .selectedIndex, .overrideUserInterfaceStyle, .splitStyle,
      .preferredDisplayMode, .sheetDetent:
      .immediate
    case .currentPage:
      // D54: a page change is not a transition UIKit re-reads the bar for (Pageboy #38).
      .preference
    case .title, .backgroundColor, .barTintColor, .modalPresentationStyle:
      .cosmetic
    case .scrollContent, .contentOffset:
      .contentUnderBar
    // R11.8: SwiftUI asks UIKit to update when a preference changes.
    case .statusBarHidden, .preferredColorScheme, .navigationStack, .toolbarColorScheme, .toolbarBackground,
      .scrolledUnderBar, .statusBarColorScheme, .statusBarVisibility:
      .immediate
    }
  }

  /// The accepted values, for error messages.
  public var expected: String {
    switch self {
    case .title: "a text"
    case .preferredStatusBarStyle: StatusBarStyle.allNames.joined(separator: ", ")
    case .prefersStatusBarHidden, .modalPresentationCapturesStatusBarAppearance, .navigationBarHidden:
      "true or false"
    case .preferredStatusBarUpdateAnimation: UpdateAnimation.allNames.joined(separator: ", ")
    case .childForStatusBarStyle, .childForStatusBarHidden:
      "a child's name, topViewController, selectedViewController or nil"
    case .modalPresentationStyle: PresentationStyle.allNames.joined(separator: ", ")
    case .overrideUserInterfaceStyle: InterfaceStyle.allNames.joined(separator: ", ")
    case .backgroundColor, .barTintColor: "a colour name (white, black, red …) or #rrggbb"
    case .scrollContent: ScrollContent.expected
    case .contentOffset: "points scrolled from the top, 0 or more (400)"
    case .barStyle: BarStyle.allNames.joined(separator: ", ")
    case .selectedIndex: "a tab index (0, 1, …)"
    case .splitStyle: SplitStyle.allNames.joined(separator: ", ")
    case .preferredDisplayMode: SplitDisplayMode.allNames.joined(separator: ", ")
    case .currentPage: "a page index (0, 1, …)"
    case .sheetDetent:
      // The range first: an 80-column message line keeps it.
      "\(SheetDetent.customHeights.lowerBound.pointString) to \(SheetDetent.customHeights.upperBound.pointString) points (300), large or medium"
    case .statusBarHidden, .navigationStack, .scrolledUnderBar: "true or false"
    case .preferredColorScheme, .toolbarColorScheme, .statusBarColorScheme: ColorScheme.allNames.joined(separator: " or ")
    case .toolbarBackground, .statusBarVisibility: Visibility.allNames.joined(separator: ", ")
    }
  }
}

/// A parsed property value.
public enum PropertyValue: Hashable, Sendable, CustomStringConvertible {
  case text(String)
  case style(StatusBarStyle)
  case bool(Bool)
  case animation(UpdateAnimation)
  case child(ChildReference)
  case presentation(PresentationStyle)
  case interfaceStyle(InterfaceStyle)
  case color(Color)
  case barStyle(BarStyle)
  case integer(Int)
  case splitStyle(SplitStyle)
  case displayMode(SplitDisplayMode)
  case detent(SheetDetent)
  case colorScheme(ColorScheme)
  case visibility(Visibility)
  case content(ScrollContent)
  case points(Double)

  public var description: String {
    switch self {
    case .text(let v): v
    case .style(let v): v.rawValue
    case .bool(let v): v ? "true" : "false"
    case .animation(let v): v.rawValue
    case .child(let v): v.description
    case .presentation(let v): v.rawValue
    case .interfaceStyle(let v): v.rawValue
    case .color(let v): v.spelling
    case .barStyle(let v): v.rawValue
    case .integer(let v): String(v)
    case .splitStyle(let v): v.rawValue
    case .displayMode(let v): v.rawValue
    case .detent(let v): v.description
    case .colorScheme(let v): v.rawValue
    case .visibility(let v): v.rawValue
    case .content(let v): v.description
    case .points(let v): ScrollContent.points(v)
    }
  }
}

/// Parses a boolean the way scene files and actions write it.
public func parseBool(_ text: String) -> Bool? {
  switch text.trimmingWhitespace().lowercased() {
  case "true", "yes", "on": true
  case "false", "no", "off": false
  default: nil
  }
}

extension ControllerKey {
  /// Parses a value for this key from its text form; nil when it is not one of `expected`.
  public func parse(_ text: String) -> PropertyValue? {
    switch self {
    case .title: return .text(text)
    case .preferredStatusBarStyle: return StatusBarStyle(name: text).map(PropertyValue.style)
    case .prefersStatusBarHidden, .modalPresentationCapturesStatusBarAppearance, .navigationBarHidden:
      return parseBool(text).map(PropertyValue.bool)
    case .preferredStatusBarUpdateAnimation:
      return UpdateAnimation(name: text).map(PropertyValue.animation)
    case .childForStatusBarStyle, .childForStatusBarHidden:
      return ChildReference(parsing: text).map(PropertyValue.child)
    case .modalPresentationStyle: return PresentationStyle(name: text).map(PropertyValue.presentation)
    case .overrideUserInterfaceStyle: return InterfaceStyle(name: text).map(PropertyValue.interfaceStyle)
    case .backgroundColor, .barTintColor: return Color(parsing: text).map(PropertyValue.color)
    case .scrollContent: return ScrollContent(parsing: text).map(PropertyValue.content)
    case .contentOffset:
      guard let points = Double(text.trimmingWhitespace()), points.isFinite, points >= 0, points <= ScrollContent.maximumOffset
      else { return nil }
      return .points(points)
    case .barStyle: return BarStyle(name: text).map(PropertyValue.barStyle)
    case .selectedIndex, .currentPage:
      guard let index = Int(text.trimmingWhitespace()), index >= 0 else { return nil }
      return .integer(index)
    case .splitStyle: return SplitStyle(name: text).map(PropertyValue.splitStyle)
    case .preferredDisplayMode: return SplitDisplayMode(name: text).map(PropertyValue.displayMode)
    case .sheetDetent: return SheetDetent(parsing: text).map(PropertyValue.detent)
    case .statusBarHidden, .navigationStack, .scrolledUnderBar: return parseBool(text).map(PropertyValue.bool)
    case .preferredColorScheme, .toolbarColorScheme, .statusBarColorScheme:
      return ColorScheme(name: text).map(PropertyValue.colorScheme)
    case .toolbarBackground, .statusBarVisibility: return Visibility(name: text).map(PropertyValue.visibility)
    }
  }
}

extension Controller {
  /// The current override for a key, nil when not overridden.
  public func value(for key: ControllerKey) -> PropertyValue? {
    switch key {
    case .title: title.map(PropertyValue.text)
    case .preferredStatusBarStyle: preferredStatusBarStyle.map(PropertyValue.style)
    case .prefersStatusBarHidden: prefersStatusBarHidden.map(PropertyValue.bool)
    case .preferredStatusBarUpdateAnimation: preferredStatusBarUpdateAnimation.map(PropertyValue.animation)
    case .childForStatusBarStyle: childForStatusBarStyle.map(PropertyValue.child)
    case .childForStatusBarHidden: childForStatusBarHidden.map(PropertyValue.child)
    case .modalPresentationStyle: modalPresentationStyle.map(PropertyValue.presentation)
    case .modalPresentationCapturesStatusBarAppearance:
      modalPresentationCapturesStatusBarAppearance.map(PropertyValue.bool)
    case .overrideUserInterfaceStyle: overrideUserInterfaceStyle.map(PropertyValue.interfaceStyle)
    case .backgroundColor: backgroundColor.map(PropertyValue.color)
    case .scrollContent: scrollContent.map(PropertyValue.content)
    case .contentOffset: contentOffset.map(PropertyValue.points)
    case .barStyle: barStyle.map(PropertyValue.barStyle)
    case .navigationBarHidden: navigationBarHidden.map(PropertyValue.bool)
    case .barTintColor: barTintColor.map(PropertyValue.color)
    case .selectedIndex: selectedIndex.map(PropertyValue.integer)
    case .splitStyle: splitStyle.map(PropertyValue.splitStyle)
    case .preferredDisplayMode: preferredDisplayMode.map(PropertyValue.displayMode)
    case .currentPage: currentPage.map(PropertyValue.integer)
    case .sheetDetent: sheetDetent.map(PropertyValue.detent)
    case .statusBarHidden: swiftUI.statusBarHidden.map(PropertyValue.bool)
    case .preferredColorScheme: swiftUI.preferredColorScheme.map(PropertyValue.colorScheme)
    case .navigationStack: swiftUI.navigationStack.map(PropertyValue.bool)
    case .toolbarColorScheme: swiftUI.toolbarColorScheme.map(PropertyValue.colorScheme)
    case .toolbarBackground: swiftUI.toolbarBackground.map(PropertyValue.visibility)
    case .scrolledUnderBar: swiftUI.scrolledUnderBar.map(PropertyValue.bool)
    case .statusBarColorScheme: swiftUI.statusBarColorScheme.map(PropertyValue.colorScheme)
    case .statusBarVisibility: swiftUI.statusBarVisibility.map(PropertyValue.visibility)
    }
  }

  /// Sets (or, with nil, removes) an override. The value must come from `key.parse`.
  public mutating func setValue(_ value: PropertyValue?, for key: ControllerKey) {
    switch (key, value) {
    case (.title, .text(let v)): title = v
    case (.title, nil): title = nil
    case (.preferredStatusBarStyle, .style(let v)): preferredStatusBarStyle = v
    case (.preferredStatusBarStyle, nil): preferredStatusBarStyle = nil
    case (.prefersStatusBarHidden, .bool(let v)): prefersStatusBarHidden = v
    case (.prefersStatusBarHidden, nil): prefersStatusBarHidden = nil
    case (.preferredStatusBarUpdateAnimation, .animation(let v)): preferredStatusBarUpdateAnimation = v
    case (.preferredStatusBarUpdateAnimation, nil): preferredStatusBarUpdateAnimation = nil
    case (.childForStatusBarStyle, .child(let v)): childForStatusBarStyle = v
    case (.childForStatusBarStyle, nil): childForStatusBarStyle = nil
    case (.childForStatusBarHidden, .child(let v)): childForStatusBarHidden = v
    case (.childForStatusBarHidden, nil): childForStatusBarHidden = nil
    case (.modalPresentationStyle, .presentation(let v)): modalPresentationStyle = v
    case (.modalPresentationStyle, nil): modalPresentationStyle = nil
    case (.modalPresentationCapturesStatusBarAppearance, .bool(let v)):
      modalPresentationCapturesStatusBarAppearance = v
    case (.modalPresentationCapturesStatusBarAppearance, nil):
      modalPresentationCapturesStatusBarAppearance = nil
    case (.overrideUserInterfaceStyle, .interfaceStyle(let v)): overrideUserInterfaceStyle = v
    case (.overrideUserInterfaceStyle, nil): overrideUserInterfaceStyle = nil
    case (.backgroundColor, .color(let v)): backgroundColor = v
    case (.backgroundColor, nil): backgroundColor = nil
    case (.scrollContent, .content(let v)): scrollContent = v
    case (.scrollContent, nil): scrollContent = nil
    case (.contentOffset, .points(let v)): contentOffset = v
    case (.contentOffset, nil): contentOffset = nil
    case (.barStyle, .barStyle(let v)): barStyle = v
    case (.barStyle, nil): barStyle = nil
    case (.navigationBarHidden, .bool(let v)): navigationBarHidden = v
    case (.navigationBarHidden, nil): navigationBarHidden = nil
    case (.barTintColor, .color(let v)): barTintColor = v
    case (.barTintColor, nil): barTintColor = nil
    case (.selectedIndex, .integer(let v)): selectedIndex = v
    case (.selectedIndex, nil): selectedIndex = nil
    case (.splitStyle, .splitStyle(let v)): splitStyle = v
    case (.splitStyle, nil): splitStyle = nil
    case (.preferredDisplayMode, .displayMode(let v)): preferredDisplayMode = v
    case (.preferredDisplayMode, nil): preferredDisplayMode = nil
    case (.currentPage, .integer(let v)): currentPage = v
    case (.currentPage, nil): currentPage = nil
    case (.sheetDetent, .detent(let v)): sheetDetent = v
    case (.sheetDetent, nil): sheetDetent = nil
    case (.statusBarHidden, .bool(let v)): swiftUI.statusBarHidden = v
    case (.statusBarHidden, nil): swiftUI.statusBarHidden = nil
    case (.preferredColorScheme, .colorScheme(let v)): swiftUI.preferredColorScheme = v
    case (.preferredColorScheme, nil): swiftUI.preferredColorScheme = nil
    case (.navigationStack, .bool(let v)): swiftUI.navigationStack = v
    case (.navigationStack, nil): swiftUI.navigationStack = nil
    case (.toolbarColorScheme, .colorScheme(let v)): swiftUI.toolbarColorScheme = v
    case (.toolbarColorScheme, nil): swiftUI.toolbarColorScheme = nil
    case (.toolbarBackground, .visibility(let v)): swiftUI.toolbarBackground = v
    case (.toolbarBackground, nil): swiftUI.toolbarBackground = nil
    case (.scrolledUnderBar, .bool(let v)): swiftUI.scrolledUnderBar = v
    case (.scrolledUnderBar, nil): swiftUI.scrolledUnderBar = nil
    case (.statusBarColorScheme, .colorScheme(let v)): swiftUI.statusBarColorScheme = v
    case (.statusBarColorScheme, nil): swiftUI.statusBarColorScheme = nil
    case (.statusBarVisibility, .visibility(let v)): swiftUI.statusBarVisibility = v
    case (.statusBarVisibility, nil): swiftUI.statusBarVisibility = nil
    default: break
    }
  }

  /// The overridden keys, in `ControllerKey` order (what a scene file or Swift export writes).
  public var overriddenKeys: [ControllerKey] {
    ControllerKey.allCases.filter { value(for: $0) != nil }
  }
}
