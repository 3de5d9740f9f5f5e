import Foundation
import Testing

/// `--device` and `--os` (the values the shell completes): any scene, opened on another device
/// or iOS version as if its file named them.
@Suite struct SceneOptionTests {
  @Test func deviceAndOSMoveTheSceneBeforeItsActions() throws {
    let result = sbplay(["state", "nav-bar-decides", "--device", "iphone x", "--os", "13.0", "--do", "inCall on", "--json"])
    #expect(result.status == 0, "\(result.err)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(json["device"] as? String == "iPhone X")
    #expect(json["os"] as? String == "13.0")
    let bar = try #require(json["statusBar"] as? [String: Any])
    // A notch: 44 pt, and no double-height in-call bar on iOS 13 (R7.3).
    #expect(bar["height"] as? Double == 44)
    // The move is not an event of the scene: only the action's events are listed.
    let events = try #require(json["events"] as? [String])
    #expect(!events.contains { $0.contains("device changed") || $0.contains("iOS version changed") }, "\(events)")
  }

  @Test func anUnknownDeviceOrVersionIsBadInputWithASuggestion() {
    let device = sbplay(["state", "--device", "iPhone 88"])
    #expect(device.status == 2)
    #expect(device.err.contains("did you mean `iPhone 8`?"), "\(device.err)")
    let os = sbplay(["render", "--os", "6.1"])
    #expect(os.status == 2)
    #expect(os.err.contains("7.0 … 18.x, 26.x or 27.x"), "\(os.err)")
  }
}
