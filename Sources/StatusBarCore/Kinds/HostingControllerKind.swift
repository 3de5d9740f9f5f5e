/// `UIHostingController`: a SwiftUI root view in a UIKit controller (iOS 13+, R11.9). It answers
/// `prefersStatusBarHidden` and `preferredStatusBarStyle` from its content's modifiers
/// (`SwiftUIContent`, R11.1–R11.5), and does not forward to the UIKit controllers its content
/// hosts through `UIViewControllerRepresentable` (`representables`, D36).
public struct HostingControllerKind: ContainerBehavior {
  public init() {}
  public var uikitClass: String { "UIHostingController" }
  public var swiftNameWords: [String] { ["HostingController", "Hosting", "Host"] }
  public var hostsSwiftUI: Bool { true }
  public var childrenAPI: ChildrenAPI { .representables }
  public var spokenName: String { "hosting controller" }
  public var shortName: String { "host" }
  public var childrenKey: String { "representables" }
  public var ownKeys: [ControllerKey] {
    [
      .statusBarHidden, .preferredColorScheme, .navigationStack, .toolbarColorScheme, .toolbarBackground,
      .scrolledUnderBar, .statusBarColorScheme, .statusBarVisibility,
    ]
  }
  public var isPresentable: Bool { true }
  public var showsOwnContent: Bool { true }
  /// R11.9: SwiftUI and UIHostingController need iOS 13.
  public var introduced: (version: OSVersion, why: String)? {
    (SwiftUIAvailability.hosting, "UIHostingController (SwiftUI) needs iOS 13")
  }

  public func defaultChild(of vc: Controller, lane: Lane, environment: Environment) -> ChildAnswer {
    if !vc.children.isEmpty {
      return ChildAnswer(nil, "UIHostingController does not forward to its representables", .d36)
    }
    return ChildAnswer(nil, "UIHostingController answers from its SwiftUI content", lane == .style ? .r11_2 : .r11_1)
  }

  // MARK: Style (R11.2–R11.5)

  public func defaultStyle(of vc: Controller, id: ControllerID, world: World) -> DefaultStyle? {
    let os = world.environment.os
    let content = vc.swiftUI
    var notes: [TraceStep] = []
    func scheme(_ s: ColorScheme) -> StatusBarStyle { s == .dark ? .lightContent : .darkContent }

    var navigationAnswer: DefaultStyle?
    if let bar = content.toolbarColorScheme {
      let modifier = "toolbarColorScheme(.\(bar.rawValue), for: .navigationBar)"
      if !os.atLeast(16) {
        notes.append(TraceStep("\(vc.name): \(modifier) needs iOS 16: ignored on \(os.spoken)", .d39))
      } else if content.navigationStack != true {
        notes.append(TraceStep("\(vc.name): \(modifier) has no navigation bar to apply to: the content is not in a NavigationStack", .r11_4))
      } else if !Self.barBackgroundVisible(content, os: os) {
        notes.append(TraceStep("\(vc.name): \(modifier) does not apply: the navigation bar's background is hidden (\(Self.backgroundPhrase(content)))", .r11_4))
      } else {
        let style = scheme(bar)
        navigationAnswer = DefaultStyle(
          style: style, detail: "\(modifier), bar background visible",
          why: "decides from its SwiftUI navigation bar: \(modifier) with a visible bar background ⇒ \(style.swiftName)",
          rule: bar == .dark ? .r11_4 : .d37)
      }
    }
    if let bar = content.statusBarColorScheme {
      let modifier = "toolbarColorScheme(.\(bar.rawValue), for: .statusBar)"
      if os.atLeast(27) {
        if navigationAnswer != nil {
          notes.append(TraceStep("\(vc.name): \(modifier) wins over the navigation bar's colour scheme", .d32))
        }
        let style = scheme(bar)
        return DefaultStyle(
          style: style, detail: modifier, why: "decides from its SwiftUI content: \(modifier) ⇒ \(style.swiftName)",
          rule: .r11_5, notes: notes)
      }
      notes.append(TraceStep("\(vc.name): \(modifier) needs iOS 27: ignored on \(os.spoken)", .d39))
    }
    if var answer = navigationAnswer {
      answer.notes = notes
      return answer
    }
    let schemeNote = content.preferredColorScheme.map { ", preferredColorScheme(.\($0.rawValue)) sets the traits" } ?? ""
    return DefaultStyle(
      style: .default, detail: "SwiftUI sets no style\(schemeNote)",
      why: "decides: a UIHostingController answers .default when SwiftUI sets no style", rule: .r11_2, notes: notes)
  }

  /// D33: `.visible` always shows the bar background, `.hidden` never; `.automatic` only while
  /// content is scrolled under the bar (iOS 15+; always before).
  static func barBackgroundVisible(_ content: SwiftUIContent, os: OSVersion) -> Bool {
    switch content.toolbarBackground ?? .automatic {
    case .visible: true
    case .hidden: false
    case .automatic: content.scrolledUnderBar == true || !os.atLeast(15)
    }
  }

  static func backgroundPhrase(_ content: SwiftUIContent) -> String {
    switch content.toolbarBackground ?? .automatic {
    case .hidden: "toolbarBackground(.hidden)"
    case .visible: "toolbarBackground(.visible)"
    case .automatic: "toolbarBackground .automatic and the content is at the top, not scrolled under the bar"
    }
  }

  // MARK: Visibility (R11.1, R11.5, D30, D31)

  public func defaultHidden(of vc: Controller, world: World) -> DefaultHidden? {
    let os = world.environment.os
    let content = vc.swiftUI
    var notes: [TraceStep] = []
    if let visibility = content.statusBarVisibility {
      let modifier = "toolbarVisibility(.\(visibility.rawValue), for: .statusBar)"
      if !os.atLeast(27) {
        notes.append(TraceStep("\(vc.name): \(modifier) needs iOS 27: ignored on \(os.spoken)", .d39))
      } else if visibility != .automatic {
        if content.statusBarHidden != nil {
          notes.append(TraceStep("\(vc.name): \(modifier) wins over .statusBarHidden", .d31))
        }
        let hidden = visibility == .hidden
        return DefaultHidden(
          hidden: hidden, detail: modifier, why: "decides from its SwiftUI content: \(modifier)", rule: .r11_5, notes: notes)
      } else {
        notes.append(TraceStep("\(vc.name): \(modifier) leaves the choice to .statusBarHidden", .d31))
      }
    }
    if let hidden = content.statusBarHidden {
      return DefaultHidden(
        hidden: hidden, detail: ".statusBarHidden(\(hidden))",
        why: "decides from its SwiftUI content: .statusBarHidden(\(hidden))", rule: .r11_1, notes: notes)
    }
    notes.append(TraceStep("\(vc.name)'s SwiftUI content does not set .statusBarHidden: UIViewController's default applies", .d30))
    return DefaultHidden(hidden: nil, detail: "", why: "", rule: .d30, notes: notes)
  }

  // MARK: Children and layout

  /// Every representable's view is in the content.
  public func visibleChildren(of vc: Controller, environment: Environment) -> [ControllerID] { vc.children }

  public func layout(_ vc: Controller, in rect: Rect, context: ContainerLayoutContext, world: World) -> ContainerLayout {
    var result = ContainerLayout()
    var contentTop = context.topInset
    if vc.swiftUI.navigationStack == true {
      let env = context.environment
      let height: Double = context.compactPhone ? 32 : (context.inSheet ? 56 : 44)
      let bar = Rect(x: rect.x, y: rect.y + context.topInset, width: rect.width, height: height)
      let visible = Self.barBackgroundVisible(vc.swiftUI, os: env.os)
      let darkBar =
        env.os.atLeast(16) && vc.swiftUI.toolbarColorScheme != nil
        ? vc.swiftUI.toolbarColorScheme == .dark : context.dark
      let contentColour = vc.backgroundColor ?? (context.dark ? .black : .white)
      var appearance = FrameAppearance(background: visible ? (darkBar ? .darkBar : .lightBar) : contentColour, dark: darkBar)
      appearance.title = vc.title ?? vc.name
      result.bars.append(ContainerBar(kind: .navigationBar, rect: bar, appearance: appearance))
      contentTop += height
    }
    for child in vc.children { result.children.append((child, rect, contentTop)) }
    return result
  }

  public func role(ofChildAt index: Int, in vc: Controller) -> String { "representable" }

  // MARK: Explanations

  public func explainOwnStyle(_ vc: Controller, foreground fg: String, ignoredAsker: String?) -> (String, [Fix])? {
    let name = vc.name
    var sentence = "\(name) is a UIHostingController: it answers the style from its SwiftUI content, which gives \(fg) text"
    if let ignoredAsker { sentence += "; \(ignoredAsker), which its content hosts, is never asked" }
    guard fg == "dark" else {
      return (
        sentence + ".",
        [
          Fix("subclass UIHostingController: preferredStatusBarStyle = .darkContent", ["set \(name).preferredStatusBarStyle=darkContent", "update"]),
          Fix("\(name): .preferredColorScheme(.light)", ["set \(name).preferredColorScheme=light"]),
        ]
      )
    }
    var fixes = [
      Fix("subclass UIHostingController: preferredStatusBarStyle = .lightContent", ["set \(name).preferredStatusBarStyle=lightContent", "update"]),
      Fix("\(name): .preferredColorScheme(.dark)", ["set \(name).preferredColorScheme=dark"]),
    ]
    if vc.swiftUI.navigationStack == true {
      fixes.append(
        Fix(
          "\(name): .toolbarColorScheme(.dark, for: .navigationBar) + .toolbarBackground(.visible)",
          ["set \(name).toolbarColorScheme=dark", "set \(name).toolbarBackground=visible"]))
    }
    return (sentence + ".", fixes)
  }

  public func notForwardingAdvice(_ parent: Controller, child: String, lane: Lane, why: String) -> String {
    " (UIHostingController does not ask the controllers its content hosts: subclass it and return \(child) from \(lane.childQuery))"
  }
}
