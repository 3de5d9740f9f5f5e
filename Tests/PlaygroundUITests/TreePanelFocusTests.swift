import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The controller tree is made once per world and the focus is marked on it afterwards
/// (moving the focus with j/k makes no tree). Marking must change only the focused
/// row, pin its properties, and keep it in view.
@Suite struct TreePanelFocusTests {
  @Test func theFocusMarksOnlyItsOwnRow() {
    let app = defaultApp()
    let snapshot = app.simulation.snapshot
    let symbols = Symbols(.unicode)
    let base = TreePanel.base(snapshot: snapshot, symbols: symbols)
    let ids = base.lineControllers.compactMap { $0 }
    #expect(ids.count >= 3, "the default scene has a tree to move through")
    for id in ids {
      let panel = TreePanel.focused(base, on: id, world: snapshot.world, symbols: symbols)
      let row = try! #require(panel.anchor)
      #expect(panel.lineControllers[row] == id)
      #expect(panel.lines[row].rowRole == .focus)
      #expect(panel.lines[row].spans[0].text == symbols.pointer + " ")
      for index in panel.lines.indices where index != row {
        #expect(panel.lines[index] == base.lines[index], "row \(index) changed for focus \(id)")
      }
      #expect(!panel.pinned.isEmpty)
      #expect(panel.note == "focus: \(snapshot.world.name(of: id))")
    }
    #expect(TreePanel.focused(base, on: nil, world: snapshot.world, symbols: symbols) == base)
  }
}
