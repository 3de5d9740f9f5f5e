import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// SwiftUI hosting in the playground: the tree, the device's NavigationStack bar, the present
/// chooser's SwiftUI modifiers, the keys for the focused host's modifiers, and the why panel.
@Suite struct HostingUITests {
  static func feed() -> PlaygroundApp {
    app(
      "iPhone 14", os: "17.0",
      .tabs(
        "Tabs",
        [
          ControllerNode(.hosting, "Feed", [.navigationStack: "true", .toolbarColorScheme: "dark", .toolbarBackground: "visible", .title: "Inbox"]),
          ControllerNode(.hosting, "Profile"),
        ]))
  }

  @Test func theTreeShowsHostsAndTheDeviceDrawsTheirNavigationBar() {
    let playground = Self.feed()
    let text = playground.screenText
    #expect(text.contains("Feed     host  tab 0, selected"))
    #expect(text.contains("Inbox"))  // the NavigationStack's title on the device
    #expect(text.contains("nav bar 44 pt"))
    #expect(text.contains("light text"))  // toolbarColorScheme(.dark) with a visible background
  }

  @Test func theChooserPresentsAFullScreenCover() {
    var playground = Self.feed()
    playground.press("x", "s")
    #expect(playground.screenText.contains(".fullScreenCover"))
    playground.press("j", "enter")
    let presented = playground.world.presented.last.flatMap { playground.world.controllers[$0] }
    #expect(presented?.kind == .hosting)
    #expect(presented?.modalPresentationStyle == .fullScreen)
    #expect(playground.world.shown.styleDecider.description == presented?.name)
  }

  @Test func theSheetRowPresentsASheetThatDoesNotTakeControl() {
    var playground = Self.feed()
    playground.press("x", "s", "n", "enter")  // .sheet, content in a NavigationStack
    let presented = playground.world.presented.last.flatMap { playground.world.controllers[$0] }
    #expect(presented?.swiftUI.navigationStack == true)
    #expect(presented?.modalPresentationStyle == nil)
    #expect(playground.world.shown.styleDecider.description == "Feed")
  }

  @Test func keysCycleTheFocusedHostsModifiers() {
    var playground = Self.feed()
    playground.press("f")  // focus who decides: Feed
    playground.press("B")
    #expect(playground.world.shown.hidden)  // .statusBarHidden(true), applied at once (R11.8)
    #expect(!playground.world.pendingUpdate)
    playground.press("B", "B")
    #expect(playground.world.controller(named: "Feed")?.swiftUI.statusBarHidden == nil)
    playground.press("M")
    #expect(playground.world.controller(named: "Feed")?.swiftUI.preferredColorScheme == .dark)
    #expect(playground.screenText.contains("M .preferredColorScheme dark"))
  }

  @Test func theWhyPanelOffersToForwardFromTheWrapper() {
    var playground = app(
      "iPhone 14", os: "17.0", .nav("Nav", [ControllerNode(.hosting, "Player", [.statusBarHidden: "true"])]))
    playground.press("w")
    #expect(playground.screenText.contains("Why, in plain words"))
    #expect(Explanation(playground.simulation.snapshot).paragraph.contains("the wrapper pitfall"))
    #expect(!playground.world.shown.hidden)
    let fixes = Explanation(playground.simulation.snapshot).fixes
    guard let index = fixes.firstIndex(where: { $0.actions.first == "set Nav.childForStatusBarHidden=topViewController" }) else {
      Issue.record("no forwarding fix")
      return
    }
    playground.press(String(index + 1))
    #expect(playground.world.shown.hidden)
    #expect(playground.world.shown.hiddenDecider.description == "Player")
  }
}
