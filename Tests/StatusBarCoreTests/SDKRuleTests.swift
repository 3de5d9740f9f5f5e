import Testing
@testable import StatusBarCore

/// R13.1 … R13.4 and D26: the SDK an app is built with, beside the iOS it runs on.
@Suite struct SDKRuleTests {
  /// A world built with `sdk` (nil: the OS's own).
  func built(
    _ device: String, os: String, sdk: String?, orientation: Orientation = .portrait, plist: InfoPlist = InfoPlist(),
    _ root: ControllerNode
  ) -> World {
    var env = Environment(device: DeviceCatalog.device(named: device)!, os: OSVersion(parsing: os)!)
    env.orientation = orientation
    env.sdk = sdk.map { OSVersion(parsing: $0)! }
    return World(environment: env, root: root, presented: [], infoPlist: plist)
  }

  var legacyPlist: InfoPlist {
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = false
    plist.statusBarHidden = true
    return plist
  }

  @Test func R13_1_anAppLinkedBeforeIOS8KeepsTheBarInCompactHeight() {
    let vc = ControllerNode.vc("First")
    // Linked against iOS 8 or later: hidden in compact height (R1.6).
    let linked = built("iPhone 6", os: "9.0", sdk: nil, orientation: .landscapeLeft, vc)
    #expect(linked.shown.hidden)
    // The same app built with the iOS 7 SDK keeps the bar on iOS 9: the SDK decides.
    let old = built("iPhone 6", os: "9.0", sdk: "7.0", orientation: .landscapeLeft, vc)
    #expect(!old.shown.hidden)
    #expect(old.shown.hiddenTrace.contains { $0.rule.id == "R13.1" && $0.text.contains("the SDK decides") })
    #expect(old.shown.hiddenWhy.contains("linked before iOS 8"))
    // The linked SDK is the OS's when the scene names none.
    #expect(linked.environment.linkedSDK == OSVersion(9))
  }

  @Test func R13_2_linkedAgainstIOS27TheApplicationSettersDoNothing() throws {
    // The fact as data, for lint: ignored from the iOS 27 SDK, on iOS 27.
    let api = UIKitAPI.applicationStatusBarSetters
    #expect(api.ignoredFromSDK == OSVersion(27))
    #expect(api.ignoredRule == "R13.2")
    #expect(api.isIgnored(sdk: OSVersion(27), os: OSVersion(27)))
    #expect(!api.isIgnored(sdk: OSVersion(26), os: OSVersion(27)))
    #expect(!api.isIgnored(sdk: OSVersion(27), os: OSVersion(26)))
    #expect(RuleBook.entry(api.ignoredRule!) != nil)

    // Built with the iOS 27 SDK on iOS 27: the setter does nothing; the launch value stays.
    var sim = simulation(built("iPhone 16", os: "27.0", sdk: "27.0", plist: legacyPlist, .vc("First")))
    #expect(sim.shown.hidden)
    let report = try sim.perform("app statusBarHidden=false")
    #expect(sim.shown.hidden)
    #expect(report.notes.contains { $0.contains("does nothing") && $0.contains("R13.2") })
    #expect(sim.shown.hiddenDecider == .infoPlist)
    #expect(sim.shown.hiddenWhy.contains("the SDK decides"))
    #expect(sim.snapshot.warnings.contains { $0.contains("(R13.2)") })
    // The same app built with the iOS 26 SDK on iOS 27: the setter still works.
    var older = simulation(built("iPhone 16", os: "27.0", sdk: "26.0", plist: legacyPlist, .vc("First")))
    try older.run("app statusBarHidden=false")
    #expect(!older.shown.hidden)
    #expect(older.shown.hiddenDecider == .application)
    // Rebuilding with the iOS 27 SDK is an action too: back to the launch value.
    try older.run("sdk 27.0")
    #expect(older.shown.hidden)
  }

  @Test func R13_3_liquidGlassAndCompatibilityFollowTheSDK() {
    let dark = ControllerNode.vc("A", [.backgroundColor: "#101010"])
    var compat = InfoPlist()
    compat.designRequiresCompatibility = true
    // Built with the iOS 18 SDK: iOS 26 keeps the previous design, .default follows the traits.
    let old = built("iPhone 16", os: "26.0", sdk: "18.0", dark)
    #expect(!old.usesLiquidGlass)
    #expect(old.shown.foreground == .dark)
    #expect(old.shown.styleTrace.contains { $0.rule.id == "R13.3" && $0.text.contains("the SDK decides") })
    // Built with the iOS 26 SDK: Liquid Glass keeps contrast with the dark view (D14).
    #expect(built("iPhone 16", os: "26.0", sdk: "26.0", dark).shown.foreground == .light)
    // The iOS 26 SDK with the key keeps the previous design on iOS 27 as well.
    let kept = built("iPhone 16", os: "27.0", sdk: "26.0", plist: compat, dark)
    #expect(!kept.usesLiquidGlass)
    #expect(kept.shown.foreground == .dark)
    #expect(!Snapshot(kept).warnings.contains { $0.contains("UIDesignRequiresCompatibility") })
    // The iOS 27 SDK on iOS 27 ignores it, and says the SDK decided.
    let ignored = built("iPhone 16", os: "27.0", sdk: "27.0", plist: compat, dark)
    #expect(ignored.usesLiquidGlass)
    #expect(ignored.shown.foreground == .light)
    #expect(Snapshot(ignored).warnings.contains { $0.contains("is ignored") && $0.contains("R13.3") })
    #expect(UIKitAPI.designRequiresCompatibility.ignoredFromSDK == OSVersion(27))
    // A navigation controller built with an old SDK answers from barStyle again (R2.3 before 26).
    let nav = built("iPhone 16", os: "26.0", sdk: "18.0", .nav("Nav", [.vc("First")]))
    #expect(nav.shown.style == .default)
  }

  @Test func R13_4_requiresFullScreenIsDeprecatedFromIPadOS26() throws {
    var plist = InfoPlist()
    plist.requiresFullScreen = true
    let pad = "iPad (9th generation)"
    let eighteen = built(pad, os: "18.0", sdk: nil, plist: plist, .vc("First"))
    #expect(!Snapshot(eighteen).warnings.contains { $0.contains("R13.4") })
    let twentySix = built(pad, os: "26.0", sdk: nil, plist: plist, .vc("First"))
    #expect(Snapshot(twentySix).warnings.contains { $0.contains("deprecated from iPadOS 26") && $0.contains("R13.4") })
    let twentySeven = built(pad, os: "27.0", sdk: nil, plist: plist, .vc("First"))
    #expect(Snapshot(twentySeven).warnings.contains { $0.contains("discrete resizing") })
    #expect(UIKitAPI.requiresFullScreen.deprecated == OSVersion(26))
    // The status bar decision does not change.
    #expect(twentySix.shown == built(pad, os: "26.0", sdk: nil, .vc("First")).shown)
    // The key is an action like the others, read at launch.
    var sim = simulation(built(pad, os: "26.0", sdk: nil, .vc("First")))
    try sim.run("plist UIRequiresFullScreen=true", "relaunch", "finishLaunching")
    #expect(sim.world.launchedInfoPlist.requiresFullScreen)
  }

  @Test func D26_anSDKNewerThanTheOSGetsTheOSsBehaviour() throws {
    var compat = InfoPlist()
    compat.designRequiresCompatibility = true
    let dark = ControllerNode.vc("A", [.backgroundColor: "#101010"])
    // Built with the iOS 27 SDK, running iOS 26: the key is honoured.
    let w = built("iPhone 16", os: "26.0", sdk: "27.0", plist: compat, dark)
    #expect(!w.usesLiquidGlass)
    #expect(Snapshot(w).warnings.contains { $0.contains("D26") })
    // And the setters work.
    var sim = simulation(built("iPhone 16", os: "26.0", sdk: "27.0", plist: legacyPlist, .vc("First")))
    try sim.run("app statusBarHidden=false")
    #expect(!sim.shown.hidden)
  }

  @Test func sdkActionRoundTripsThroughItsText() throws {
    #expect(try ActionParser.parse("sdk 26.0") == .sdk(OSVersion(26)))
    #expect(try ActionParser.parse("sdk os") == .sdk(nil))
    #expect(try ActionParser.parse(Action.sdk(OSVersion(27)).description) == .sdk(OSVersion(27)))
    #expect(throws: ActionError.self) { try ActionParser.parse("sdk 19") }
  }
}
