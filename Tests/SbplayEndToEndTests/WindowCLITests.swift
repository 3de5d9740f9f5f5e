import Foundation
import Testing

/// Windows through the headless CLI (R12): `state --json` lists them, `check` runs the lesson,
/// `code` writes the window setup.
@Suite struct WindowCLITests {
  @Test func stateJSONListsTheWindowsFrontToBack() throws {
    let result = sbplay([
      "state", "nav-bar-decides", "--json", "--do", "set Nav.barStyle=black",
      "--do", "window add Toast level=alert root=ToastVC height=100", "--do", "window add HUD level=statusBar hidden=true",
    ])
    #expect(result.status == 0, "\(result.err)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == 1)
    let windows = try #require(json["windows"] as? [[String: Any]])
    #expect(windows.map { $0["name"] as? String } == ["Toast", "HUD", "Main"])
    #expect(windows[0]["decides"] as? Bool == true)
    #expect(windows[0]["frame"] as? [Double] == [0, 0, 375, 100])
    #expect(windows[1]["skipped"] as? String == "hidden")
    #expect(windows[2]["skipped"] as? String == "below Toast")
    #expect(windows[2]["isKey"] as? Bool == true)
    let bar = try #require(json["statusBar"] as? [String: Any])
    #expect(bar["styleDecidedBy"] as? String == "ToastVC")
    // One window: no `windows` key, the contract unchanged.
    let plain = sbplay(["state", "nav-bar-decides", "--json"])
    #expect(!plain.out.contains("\"windows\""))
  }

  /// With both scenes minimised, the selected scene's "Window scene" block says the Home Screen's
  /// bar shows (R14.7, D85), not "the frontmost scene, not this one" (no scene is on the screen).
  @Test func R14_7_stateOfAMinimisedSceneSaysItIsOffTheScreen() {
    let result = sbplay([
      "state", "--device", "iPad Pro 13-inch (M4)", "--os", "26.0", "--do", "scene window 40 80 600 900",
      "--do", "scene add Notes 660 100 340 700", "--do", "scene minimise", "--do", "scene minimise",
    ])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out.contains("this scene is minimised: no scene of the app is on the screen, so the Home Screen's own bar shows (R14.7, D85)"),
      "\(result.out)")
    #expect(!result.out.contains("follows the frontmost scene, not this one"))
  }

  @Test func aBadWindowActionIsBadInput() {
    let result = sbplay(["state", "--do", "window add Toast level=top"])
    #expect(result.status == 2)
    #expect(result.err.contains("`top` is not a window level"))
  }

  @Test func theLessonChecksAndItsCodeHasTheWindows() {
    #expect(sbplay(["check", "toast-window-hijack"]).status == 0)
    let code = sbplay(["code", "toast-window-hijack"])
    #expect(code.status == 0)
    #expect(code.out.contains("func makeOverlayWindows(in scene: UIWindowScene) -> [UIWindow] {"))
    #expect(code.out.contains("overlayWindow1.windowLevel = .alert"))
  }
}
