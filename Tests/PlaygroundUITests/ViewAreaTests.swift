import CellGrid
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Every view draws with one signature, `draw(into:area:context:)`, and stays
/// inside the area it is given, so screens can place views anywhere (a side by side, a zoom).
@Suite struct ViewAreaTests {
  let context = DrawContext(theme: Theme(color: true), glyphs: .unicode)

  /// The cells a view changed outside `area` of a 130x44 grid, and whether it drew inside.
  func drawn(_ view: some View, in area: Area) -> (outside: Int, inside: Int) {
    let blank = Grid(width: 130, height: 44)
    var grid = blank
    view.draw(into: &grid, area: area, context: context)
    var outside = 0
    var inside = 0
    for (x, y) in grid.diff(from: blank) {
      if area.contains(x: x, y: y) { inside += 1 } else { outside += 1 }
    }
    return (outside, inside)
  }

  @Test func viewsStayInsideTheirArea() {
    let playground = lessonApp("nav-bar-decides")
    let world = playground.world
    let row = Area(x: 7, y: 5, width: 110, height: 1)
    let box = Area(x: 9, y: 3, width: 112, height: 38)
    let viewer = TextViewer(
      title: "Code", hint: "sbplay code prints it", lines: (1...80).map { "line \($0)" })
    let views: [(String, any View, Area)] = [
      ("title bar", TitleBar(app: playground, world: world), row),
      ("footer", Footer(context: .main), row),
      ("key strip", KeyStrip(keys: ["h", "u", "b"]), row),
      ("styled line", StyledLine("a line longer than its area, cut with an ellipsis " + String(repeating: "x", count: 200)), row),
      ("help", HelpOverlay(scroll: 0), box),
      ("confirm", ConfirmOverlay(question: "Reset every lesson's progress?"), box),
      ("viewer", ViewerOverlay(viewer: viewer), box),
      ("lesson menu", LessonMenuOverlay(menu: LessonMenu(), progress: LessonProgress()), box),
      (
        "device picker",
        DevicePicker(prompt: CommandPrompt(purpose: .device), os: world.os, current: world.device),
        box
      ),
      (
        "compare",
        CompareScreen(
          left: playground.simulation.snapshot,
          right: CompareView(left: world).right(from: world),
          variant: CompareView(left: world).actions(from: world)), box
      ),
    ]
    let panel = Panel(
      title: "Resolver", lines: (1...60).map { StyledLine("trace line \($0) " + String(repeating: "-", count: 150)) })
    let session = LessonSession(
      name: "nav-bar-decides", scene: playground.scene, predict: false)
    let views2: [(String, any View, Area)] = [
      ("panel", panel, box),
      ("narration", PresenterNarration(session: session), box),
    ]
    for (name, view, area) in views + views2 {
      let result = drawn(view, in: area)
      #expect(result.outside == 0, "\(name) drew \(result.outside) cells outside its area")
      #expect(result.inside > 0, "\(name) drew nothing")
    }
  }
}
