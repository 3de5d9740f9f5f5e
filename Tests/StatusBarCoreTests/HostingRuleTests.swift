import Testing
@testable import StatusBarCore

/// A world on any iOS version, also one the version list does not parse yet (iOS 27).
private func hostWorld(
  _ device: String = "iPhone 14", os: OSVersion, appearance: Appearance = .light,
  _ root: ControllerNode, presented: [ControllerNode] = []
) -> World {
  var env = Environment(device: DeviceCatalog.device(named: device)!, os: os)
  env.appearance = appearance
  return World(environment: env, root: root, presented: presented)
}

private func host(
  _ name: String, _ properties: KeyValuePairs<ControllerKey, String> = [:], children: [ControllerNode] = []
) -> ControllerNode {
  ControllerNode(.hosting, name, properties, children: children)
}

private let ios17 = OSVersion(17, 0)
private let ios27 = OSVersion(27, 0)

extension World {
  fileprivate var styleRules: [String] { shown.styleTrace.map(\.rule.id) }
  fileprivate var hiddenRules: [String] { shown.hiddenTrace.map(\.rule.id) }
}

/// One test per SwiftUI hosting rule (R11.x) and decision (D30–D39).
@Suite struct HostingRuleTests {
  @Test func R11_1_hostingAnswersPrefersStatusBarHiddenFromStatusBarHidden() {
    let w = hostWorld(os: ios17, host("Host", [.statusBarHidden: "true"]))
    #expect(w.shown.hidden)
    #expect(w.hiddenBy == "Host")
    #expect(w.shown.hiddenTrace.contains { $0.text == "prefersStatusBarHidden → Host returns true (.statusBarHidden(true))" && $0.rule.id == "R11.1" })
    #expect(!hostWorld(os: ios17, host("Host", [.statusBarHidden: "false"])).shown.hidden)
  }

  @Test func R11_2_hostingAnswersDefaultStyleWithoutASwiftUIStyle() {
    let w = hostWorld(os: ios17, host("Host"))
    #expect(w.shown.style == .default)
    #expect(w.shown.foreground == .dark)
    #expect(w.styleBy == "Host")
    #expect(w.styleRules.contains("R11.2"))
    // Subclassing UIHostingController is how UIKit code changes it.
    let subclass = hostWorld(os: ios17, host("Host", [.preferredStatusBarStyle: "lightContent"]))
    #expect(subclass.shown.foreground == .light)
  }

  @Test func R11_3_preferredColorSchemeChangesTheTraitsThatResolveDefault() {
    let dark = hostWorld(os: ios17, host("Host", [.preferredColorScheme: "dark"]))
    #expect(dark.shown.style == .default)
    #expect(dark.shown.foreground == .light)
    // In Dark Mode a light preference gives dark text.
    let light = hostWorld(os: ios17, appearance: .dark, host("Host", [.preferredColorScheme: "light"]))
    #expect(light.shown.foreground == .dark)
    #expect(hostWorld(os: ios17, appearance: .dark, host("Host")).shown.foreground == .light)
    // The host's view is drawn dark.
    #expect(dark.layout.frames.first { $0.name == "Host" }?.appearance.dark == true)
  }

  @Test func R11_4_toolbarColorSchemeAppliesOnlyWhileTheBarBackgroundIsVisible() {
    let visible = hostWorld(
      os: ios17, host("Host", [.navigationStack: "true", .toolbarColorScheme: "dark", .toolbarBackground: "visible"]))
    #expect(visible.shown.style == .lightContent)
    #expect(visible.styleRules.contains("R11.4"))
    let hidden = hostWorld(
      os: ios17, host("Host", [.navigationStack: "true", .toolbarColorScheme: "dark", .toolbarBackground: "hidden"]))
    #expect(hidden.shown.style == .default)
    #expect(hidden.shown.foreground == .dark)
    #expect(hidden.shown.styleTrace.contains { $0.text.contains("background is hidden") })
    // Without a NavigationStack there is no bar to apply it to.
    let noStack = hostWorld(os: ios17, host("Host", [.toolbarColorScheme: "dark", .toolbarBackground: "visible"]))
    #expect(noStack.shown.style == .default)
    #expect(noStack.shown.styleTrace.contains { $0.text.contains("not in a NavigationStack") })
  }

  @Test func R11_5_ios27StatusBarPlacementHidesAndStylesTheBar() {
    let w = hostWorld(os: ios27, host("Host", [.statusBarColorScheme: "dark", .statusBarVisibility: "hidden"]))
    #expect(w.shown.style == .lightContent)
    #expect(w.shown.hidden)
    #expect(w.styleRules.contains("R11.5"))
    #expect(w.hiddenRules.contains("R11.5"))
    // On iOS 18 the same content changes nothing (D39).
    let older = hostWorld(os: OSVersion(18, 0), host("Host", [.statusBarColorScheme: "dark", .statusBarVisibility: "hidden"]))
    #expect(older.shown.style == .default)
    #expect(!older.shown.hidden)
  }

  @Test func R11_6_aWrapperThatDoesNotForwardHidesTheSwiftUIPreferences() throws {
    // A custom container around the host: it answers itself.
    var s = simulation(hostWorld(os: ios17, .vc("Wrapper", children: [host("Host", [.statusBarHidden: "true"])])))
    #expect(!s.shown.hidden)
    #expect(s.world.hiddenBy == "Wrapper")
    try s.run("set Wrapper.childForStatusBarHidden=Host", "update")
    #expect(s.shown.hidden)
    #expect(s.world.hiddenBy == "Host")
    // A navigation controller with a visible bar on a Face ID iPhone does not forward either (D5).
    let nav = hostWorld(os: ios17, .nav("Nav", [host("Host", [.statusBarHidden: "true"])]))
    #expect(!nav.shown.hidden)
    #expect(nav.hiddenBy == "Nav")
    let explanation = Explanation(Snapshot(nav))
    #expect(explanation.paragraph.contains("Host's .statusBarHidden(true) is never asked"))
    #expect(explanation.fixes.contains { $0.actions.contains("set Nav.childForStatusBarHidden=topViewController") })
  }

  @Test func R11_7_aSheetDoesNotTakeTheBarAndAFullScreenCoverDoes() throws {
    var s = simulation(hostWorld(os: ios17, host("Root")))
    try s.run("present Sheet kind=hosting statusBarHidden=true")
    #expect(!s.shown.hidden)
    #expect(s.world.hiddenBy == "Root")
    // The why panel offers the cover; its actions make the modifier count.
    let fix = Explanation(s.snapshot).fixes.first { $0.title.contains(".fullScreenCover") }
    #expect(fix?.actions == ["dismiss", "present Sheet kind=hosting modalPresentationStyle=fullScreen statusBarHidden=true"])
    var fixed = s
    for action in fix?.actions ?? [] { try fixed.run(action) }
    #expect(fixed.shown.hidden)
    #expect(fixed.world.hiddenBy == "Sheet")
    try s.run("dismiss", "present Cover kind=hosting modalPresentationStyle=fullScreen statusBarHidden=true")
    #expect(s.shown.hidden)
    #expect(s.world.hiddenBy == "Cover")
  }

  @Test func R11_8_aSwiftUIPreferenceChangeUpdatesTheBarItself() throws {
    var s = simulation(hostWorld(os: ios17, host("Host")))
    let report = try s.perform("set Host.statusBarHidden=true")
    #expect(s.shown.hidden)
    #expect(!s.world.pendingUpdate)
    #expect(report.events.contains { $0.contains("R11.8") })
    // A UIKit override still needs setNeedsStatusBarAppearanceUpdate() (R9.1).
    try s.run("set Host.prefersStatusBarHidden=false")
    #expect(s.world.pendingUpdate)
  }

  @Test func R11_9_hostingNeedsIOS13() throws {
    var s = simulation(hostWorld("iPhone 8", os: OSVersion(12, 0), .vc("Root")))
    #expect(throws: ActionError.self) { try s.run("present Host kind=hosting") }
    do {
      try s.run("present Host kind=hosting")
    } catch {
      #expect("\(error)".contains("needs iOS 13"))
    }
    var modern = simulation(hostWorld("iPhone 8", os: OSVersion(13, 0), host("Host")))
    do {
      try modern.run("os 12.0")
      Issue.record("os 12.0 with a hosting controller was accepted")
    } catch {
      #expect("\(error)".contains("Host is a UIHostingController"))
    }
    #expect(modern.world.os == OSVersion(13, 0))
  }

  @Test func D30_withoutStatusBarHiddenUIViewControllersDefaultApplies() {
    let w = hostWorld(os: ios17, host("Host"))
    #expect(!w.shown.hidden)
    #expect(w.hiddenRules.contains("D30"))
    #expect(w.shown.hiddenTrace.last { $0.text.hasPrefix("prefersStatusBarHidden") }?.text.contains("not overridden") == true)
  }

  @Test func D31_aNonAutomaticStatusBarVisibilityWinsOverStatusBarHidden() {
    let visible = hostWorld(os: ios27, host("Host", [.statusBarHidden: "true", .statusBarVisibility: "visible"]))
    #expect(!visible.shown.hidden)
    #expect(visible.hiddenRules.contains("D31"))
    let automatic = hostWorld(os: ios27, host("Host", [.statusBarHidden: "true", .statusBarVisibility: "automatic"]))
    #expect(automatic.shown.hidden)
  }

  @Test func D32_theStatusBarColorSchemeWinsOverTheNavigationBars() {
    let w = hostWorld(
      os: ios27,
      host("Host", [.navigationStack: "true", .toolbarColorScheme: "dark", .toolbarBackground: "visible", .statusBarColorScheme: "light"]))
    #expect(w.shown.style == .darkContent)
    #expect(w.styleRules.contains("D32"))
  }

  @Test func D33_anAutomaticBarBackgroundShowsOnlyWhenScrolledUnder() throws {
    var s = simulation(hostWorld(os: ios17, host("Host", [.navigationStack: "true", .toolbarColorScheme: "dark"])))
    #expect(s.shown.style == .default)
    let bar = s.layout.frames.first { $0.name == "Host.navigationBar" }
    #expect(bar?.appearance.background == .white)  // transparent: the content shows
    try s.run("set Host.scrolledUnderBar=true")
    #expect(s.shown.style == .lightContent)
    #expect(s.layout.frames.first { $0.name == "Host.navigationBar" }?.appearance.background == .darkBar)
  }

  @Test func D34_preferredColorSchemeAppliesToThePresentationContext() {
    // A UIKit full-screen modal over a host that prefers dark inherits the scheme.
    let w = hostWorld(
      os: ios17, host("Host", [.preferredColorScheme: "dark"]),
      presented: [.vc("Modal", [.modalPresentationStyle: "fullScreen"])])
    #expect(w.styleBy == "Modal")
    #expect(w.shown.foreground == .light)
    // A host that is not on screen (an unselected tab) sets nothing.
    let tabs = hostWorld(os: ios17, .tabs("Tabs", [.vc("First"), host("Second", [.preferredColorScheme: "dark"])]))
    #expect(tabs.shown.foreground == .dark)
  }

  @Test func D35_beforeIOS16ANavigationStackIsANavigationViewWithoutToolbarColorScheme() {
    let w = hostWorld(
      "iPhone 11", os: OSVersion(15, 0),
      host("Host", [.navigationStack: "true", .toolbarColorScheme: "dark", .toolbarBackground: "visible"]))
    #expect(w.layout.frame(named: "Host.navigationBar") != nil)
    #expect(w.shown.style == .default)
  }

  @Test func D36_representablesAreNotAskedUnlessASubclassForwards() throws {
    let tree = host("Host", children: [.vc("Map", [.preferredStatusBarStyle: "lightContent"])])
    var s = simulation(hostWorld(os: ios17, tree))
    #expect(s.world.styleBy == "Host")
    #expect(s.world.styleRules.contains("D36"))
    #expect(Snapshot(s.world).warnings.contains { $0.contains("Map.preferredStatusBarStyle (.lightContent) is never asked") })
    try s.run("set Host.childForStatusBarStyle=Map", "update")
    #expect(s.world.styleBy == "Map")
    #expect(s.shown.foreground == .light)
  }

  @Test func D37_aLightBarSchemeGivesDarkContent() {
    let w = hostWorld(
      os: ios17, appearance: .dark,
      host("Host", [.navigationStack: "true", .toolbarColorScheme: "light", .toolbarBackground: "visible"]))
    #expect(w.shown.style == .darkContent)
    #expect(w.shown.foreground == .dark)
  }

  @Test func D38_aSubclassOverrideReplacesTheModifiers() {
    let w = hostWorld(
      os: ios27,
      host("Host", [.preferredStatusBarStyle: "darkContent", .prefersStatusBarHidden: "false", .statusBarColorScheme: "dark", .statusBarHidden: "true"]))
    #expect(w.shown.style == .darkContent)
    #expect(!w.shown.hidden)
  }

  @Test func D39_aModifierNewerThanTheVersionIsIgnoredWithANote() throws {
    let w = hostWorld("iPhone 11", os: OSVersion(15, 0), host("Host", [.navigationStack: "true", .toolbarColorScheme: "dark"]))
    #expect(w.shown.styleTrace.contains { $0.rule.id == "D39" && $0.text.contains("needs iOS 16") })
    var s = simulation(hostWorld("iPhone 11", os: OSVersion(15, 0), host("Host")))
    let report = try s.perform("set Host.toolbarBackground=visible")
    #expect(report.notes.contains { $0.contains("needs iOS 16") && $0.contains("D39") })
  }
}

/// `state --json`'s `hosting` list: absent without hosting controllers, and what each answers.
@Suite struct HostingStateTests {
  @Test func aUIKitWorldHasNoHostingList() {
    #expect(ResolvedState(Snapshot(world(.vc("Root"))), events: []).hosting == nil)
  }

  @Test func eachHostSaysItsModifiersAndAnswers() throws {
    var env = Environment(device: DeviceCatalog.device(named: "iPhone 14")!, os: OSVersion(15, 0))
    env.appearance = .light
    let w = World(
      environment: env,
      root: .vc(
        "Wrapper",
        children: [
          ControllerNode(.hosting, "Host", [.statusBarHidden: "true", .toolbarColorScheme: "dark", .navigationStack: "true"])
        ]))
    let state = try #require(ResolvedState(Snapshot(w), events: []).hosting?.first)
    #expect(state.name == "Host")
    #expect(state.onScreen)
    #expect(state.swiftUI == ["statusBarHidden": "true", "toolbarColorScheme": "dark", "navigationStack": "true"])
    #expect(state.prefersStatusBarHidden)
    #expect(state.preferredStatusBarStyle == "default")
    #expect(!state.hiddenAsked)  // the wrapper answers itself
    #expect(state.ignored == ["toolbarColorScheme"])  // iOS 16+
  }
}
