import Testing

@testable import StatusBarCore

/// F1–F3: what React Native, Expo and Flutter call in UIKit, played through the resolver with the
/// UIKit calls each framework makes.
@Suite struct FrameworkRuleTests {
  /// The React Native and Expo template: view-controller-based appearance NO.
  var reactNativePlist: InfoPlist {
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = false
    return plist
  }

  @Test func F1_reactNativeStatusBarIsTheApplicationsStyle() throws {
    var sim = simulation(
      world("iPhone 15", os: "17.0", plist: reactNativePlist, .vc("RootView", [.backgroundColor: "white"])))
    // <StatusBar barStyle="light-content" /> is UIApplication's setter.
    try sim.run("app statusBarStyle=lightContent")
    #expect(sim.world.styleBy == "UIApplication")
    #expect(sim.shown.foreground == .light)
    // A native full-screen modal's own preference is never asked.
    try sim.run("present Viewer modalPresentationStyle=fullScreen preferredStatusBarStyle=darkContent", "update")
    #expect(sim.world.styleBy == "UIApplication")
    #expect(sim.shown.style == .lightContent)
  }

  @Test func F1_defaultFollowsDarkModeEvenWhenTheRootForcesLight() {
    let w = world(
      "iPhone 15", os: "17.0", appearance: .dark, plist: reactNativePlist,
      .vc("RootView", [.backgroundColor: "white", .overrideUserInterfaceStyle: "light"]))
    #expect(w.styleBy == "UIApplication")
    #expect(w.shown.foreground == .light)
    // With the key YES the same root decides and its forced light mode gives dark text.
    let vcBased = world(
      "iPhone 15", os: "17.0", appearance: .dark, .vc("RootView", [.backgroundColor: "white", .overrideUserInterfaceStyle: "light"]))
    #expect(vcBased.styleBy == "RootView")
    #expect(vcBased.shown.foreground == .dark)
  }

  @Test func F2_withTheKeyYESTheModalDecidesAndACardSheetDoesNot() throws {
    var sim = simulation(world("iPhone 15", os: "17.0", .vc("RootView")))
    try sim.run("present Viewer modalPresentationStyle=fullScreen preferredStatusBarStyle=lightContent")
    #expect(sim.world.styleBy == "Viewer")
    #expect(sim.shown.foreground == .light)
    // The setter that <StatusBar> would call is ignored now.
    let report = try sim.perform("app statusBarStyle=darkContent")
    #expect(report.notes.contains { $0.contains("is ignored") })
    #expect(sim.world.styleBy == "Viewer")
    try sim.run("dismiss", "present Sheet modalPresentationStyle=formSheet preferredStatusBarStyle=lightContent")
    #expect(sim.world.styleBy == "RootView")
  }

  @Test func F3_systemChromeSetsTheFlutterViewController() throws {
    var sim = simulation(world("iPhone 16", os: "18.0", .vc("FlutterViewController")))
    // SystemUiOverlayStyle.light: statusBarBrightness .dark is .lightContent, then an update.
    try sim.run("set FlutterViewController.preferredStatusBarStyle=lightContent", "update")
    #expect(sim.world.styleBy == "FlutterViewController")
    #expect(sim.shown.style == .lightContent)
    // A plugin's full-screen Safari page takes the bar until it goes.
    try sim.run("present Browser kind=safari modalPresentationStyle=fullScreen")
    #expect(sim.world.styleBy == "Browser")
    try sim.run("dismiss")
    #expect(sim.world.styleBy == "FlutterViewController")
    #expect(sim.shown.style == .lightContent)
  }

  @Test func F3_withTheKeyNOTheEngineCallsUIApplication() throws {
    var sim = simulation(world("iPhone 16", os: "18.0", plist: reactNativePlist, .vc("FlutterViewController")))
    let report = try sim.perform("app statusBarHidden=true")
    #expect(sim.world.hiddenBy == "UIApplication")
    #expect(sim.shown.hidden)
    #expect(report.notes.contains { $0.contains("deprecated") })
  }
}
