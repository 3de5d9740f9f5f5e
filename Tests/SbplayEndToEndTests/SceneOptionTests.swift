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

  /// A device alone never opens on a version it did not run: it takes its newest and says so;
  /// a version alone takes the newest iPhone that ran it; a pair that never existed is refused.
  @Test func aDeviceOrVersionAloneCompletesToAPairThatExisted() throws {
    let device = sbplay(["state", "--device", "iPhone 15 Pro", "--json"])
    #expect(device.status == 0, "\(device.err)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(device.out.utf8)) as? [String: Any])
    #expect(json["os"] as? String != "12.0")
    #expect(device.err.contains("iPhone 15 Pro never ran iOS 12.0: opened on iOS"), "\(device.err)")
    let os = sbplay(["state", "--os", "26.0"])
    #expect(os.status == 0, "\(os.err)")
    #expect(os.err.contains("the newest iPhone that did"), "\(os.err)")
    let neither = sbplay(["state", "--device", "iPhone 8", "--os", "26.0"])
    #expect(neither.status == 2)
    #expect(neither.err.contains("never ran iOS 26"), "\(neither.err)")
  }
}
