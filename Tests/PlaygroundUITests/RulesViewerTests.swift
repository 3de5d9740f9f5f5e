import StatusBarCore
import Testing

@testable import PlaygroundUI

/// `I` shows the rulebook entries the trace cites (the rules ship with the app).
@Suite struct RulesViewerTests {
  @Test func theTraceCanShowItsCitedRules() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("I")
    guard case .viewer(let viewer) = playground.mode else {
      Issue.record("no rules viewer")
      return
    }
    #expect(viewer.title.contains("R2.3"))
    #expect(viewer.lines.contains { $0.hasPrefix("R2.3 [CONFIRMED] The navigation controller's own style comes from its bar") })
    #expect(viewer.lines.contains { $0.hasPrefix("Sources: ") })
    #expect(viewer.lines.allSatisfy { $0.count <= 96 })
    #expect(playground.screenText.contains("R2.3 [CONFIRMED]"))
  }
}
