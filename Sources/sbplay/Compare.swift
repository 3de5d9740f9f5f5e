import ArgumentParser
import CellGrid
import PlaygroundUI
import SceneFile
import StatusBarCore

struct Compare: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Show one scene under two sets of actions side by side, marking what differs.",
    discussion: """
      Each side starts from the scene (after any --do actions) and applies its own actions.
      Examples:
        sbplay compare sheets-ios12-vs-ios13 --left "os 12" --right "os 13"
        sbplay compare --left "device iPhone 8" --right "device iPhone X" --left "inCall on" --right "inCall on"
        sbplay compare nav-bar-decides --right "set Nav.barStyle=black" --render --size 160x36
      """)

  @OptionGroup var source: SceneArguments

  @Option(help: "An action for the left side (repeatable).")
  var left: [String] = []

  @Option(help: "An action for the right side (repeatable).")
  var right: [String] = []

  @Flag(help: "Print JSON: every compared field with both values.")
  var json = false

  @Flag(help: "Draw both screens side by side instead of the table.")
  var render = false

  @Option(help: "With --render: the size of the whole output, COLSxROWS.")
  var size = "160x40"

  @Flag(help: "Show every field, not only the differences.")
  var all = false

  func run() throws {
    let scene = try source.loadScene()
    var base = Simulation(world: scene.world)
    _ = try SceneResolver.apply(source.actions, to: &base)
    var leftSim = Simulation(world: base.world)
    var rightSim = Simulation(world: base.world)
    let leftReport = try SceneResolver.apply(left, to: &leftSim)
    let rightReport = try SceneResolver.apply(right, to: &rightSim)
    let leftState = leftSim.state(events: leftReport.events, notes: leftReport.notes)
    let rightState = rightSim.state(events: rightReport.events, notes: rightReport.notes)
    let comparison = Comparison(left: leftState, right: rightState)
    if json {
      struct Output: Encodable {
        var left: ResolvedState
        var right: ResolvedState
        var differences: [Comparison.Row]
      }
      Console.json(try JSONOutput.encode(Output(left: leftState, right: rightState, differences: comparison.differences)))
      return
    }
    let leftTitle = left.isEmpty ? "left (as loaded)" : "left: " + TerminalText.inline(left.joined(separator: "; "))
    let rightTitle = right.isEmpty ? "right (as loaded)" : "right: " + TerminalText.inline(right.joined(separator: "; "))
    if render {
      try renderSideBySide(scene: scene, leftTitle: leftTitle, rightTitle: rightTitle)
      return
    }
    let rows = all ? comparison.rows : comparison.differences
    let fieldWidth = max(14, rows.map(\.field.count).max() ?? 0)
    let valueWidth = max(24, leftTitle.count + 2, rows.map(\.left.count).max() ?? 0)
    Console.out("".padding(fieldWidth + 3) + leftTitle.padding(valueWidth) + "  " + rightTitle)
    if rows.isEmpty { Console.out("no differences") }
    for row in rows {
      Console.out((row.differs ? "* " : "  ") + row.field.padding(fieldWidth + 1) + row.left.padding(valueWidth) + "  " + row.right)
    }
    for (side, state) in [("left", leftState), ("right", rightState)] {
      let only = state.warnings.filter { !(side == "left" ? rightState : leftState).warnings.contains($0) }
      for warning in only { Console.out("\(side) only: \(warning)") }
    }
  }

  func renderSideBySide(scene: Scene, leftTitle: String, rightTitle: String) throws {
    let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, (2...2000).contains(parts[0]), (2...1000).contains(parts[1]) else {
      throw CLIError(description: "sbplay compare: --size must be COLSxROWS, e.g. 160x40, not `\(size)`")
    }
    let half = parts[0] / 2
    var screens: [[String]] = []
    for actions in [left, right] {
      var app = PlaygroundApp(scene: scene, options: UIOptions())
      for line in source.actions + actions {
        do { try app.perform(action: line) } catch { throw CLIError(description: "sbplay: `\(line)` was refused: \(error.message)") }
      }
      app.finishAnimation()
      screens.append(app.render(width: half - 1, height: parts[1] - 1).rows())
    }
    Console.out(String(leftTitle.prefix(half - 1)).padding(half) + String(rightTitle.prefix(half - 1)))
    for index in 0..<(parts[1] - 1) {
      let l = index < screens[0].count ? screens[0][index] : ""
      let r = index < screens[1].count ? screens[1][index] : ""
      Console.out(l.padding(half) + r)
    }
  }
}
