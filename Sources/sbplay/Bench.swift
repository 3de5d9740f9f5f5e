import ArgumentParser
import CellGrid
import PlaygroundUI
import SceneFile
import StatusBarCore

struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure the keystroke pipeline: action, resolve, layout, draw, diff.",
    discussion: """
      Replays a fixed session of 1,000 mixed keystrokes on a 120x40 screen and prints the median
      and 99th percentile time per keystroke, the cells written per keystroke against a full
      repaint, and how the cost grows with a navigation stack 10, 1,000 and 10,000 deep.
      Example:
        sbplay bench --json
      """)

  @Flag(help: "Print JSON.")
  var json = false

  @Option(help: "Keystrokes per run.")
  var keystrokes = 1_000

  @Flag(help: "Also list the slowest keys.")
  var verbose = false

  struct Run: Encodable {
    var depth: Int
    var keystrokes: Int
    var medianMicroseconds: Double
    var p99Microseconds: Double
    var meanCellsWritten: Double
    var fullRepaintCells: Int
    var slowest: [String]
  }

  struct Report: Encodable {
    var screen = "120x40"
    var runs: [Run]
    var statusBarToggleCells: Int
    var statusBarToggleShare: Double
    var targets: [String: Bool]
  }

  static let width = 120
  static let height = 40

  func validate() throws {
    guard (1...100_000).contains(keystrokes) else {
      throw ValidationError("--keystrokes must be between 1 and 100,000, not \(keystrokes)")
    }
  }

  func run() throws {
    let keys = Self.session(count: keystrokes)
    var runs: [Run] = []
    for depth in [10, 1_000, 10_000] {
      _ = Self.measure(keys: Array(keys.prefix(100)), depth: depth)  // warm up
      runs.append(Self.measure(keys: keys, depth: depth))
    }
    let toggle = Self.statusBarToggleCells()
    let full = Self.width * Self.height
    let share = Double(toggle) / Double(full)
    let growth = (runs.last?.medianMicroseconds ?? 0) / max(runs.first?.medianMicroseconds ?? 0, 0.001)
    let report = Report(
      runs: runs, statusBarToggleCells: toggle, statusBarToggleShare: share,
      targets: [
        "p99 under 1 ms": runs.allSatisfy { $0.p99Microseconds < 1_000 },
        "status bar toggle under 10% of the screen": share < 0.10,
        "no growth with depth (median at 10,000 within 1.5x of 10)": growth < 1.5,
      ])
    if json {
      print(try JSONOutput.encode(report))
      return
    }
    print("sbplay bench: \(keystrokes) mixed keystrokes on a \(Self.width)x\(Self.height) screen (debug builds are slower; try -c release)")
    print("depth     median µs   p99 µs   cells written/key   full repaint")
    for run in runs {
      print(
        String(run.depth).padding(9) + " " + format(run.medianMicroseconds).padding(11) + " "
          + format(run.p99Microseconds).padding(8) + " " + format(run.meanCellsWritten).padding(19) + " "
          + String(run.fullRepaintCells))
    }
    if verbose {
      for run in runs { print("slowest at depth \(run.depth): " + run.slowest.joined(separator: ", ")) }
    }
    print("status bar toggle (barStyle): \(toggle) cells, \(format(share * 100))% of the screen")
    for (target, met) in report.targets.sorted(by: { $0.key < $1.key }) {
      print("\(met ? "met    " : "NOT MET") \(target)")
    }
  }

  func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
  }

  /// A fixed, mixed session: focus moves, pushes and pops, toggles, updates, tabs, rotation,
  /// device and OS changes, presenting and dismissing, undo and redo.
  static func session(count: Int) -> [Key] {
    let pattern: [Key] = [
      .char("j"), .char("h"), .char("u"), .char("s"), .char("u"), .char("b"), .char("p"), .char("n"),
      .char("k"), .char("h"), .char("U"), .char("t"), .char("i"), .char("t"), .char("P"), .char("a"),
      .char("x"), .enter, .char("c"), .char("u"), .char("X"), .char("r"), .char("r"), .char("o"),
      .char("O"), .char("m"), .char("z"), .char("y"), .char("d"), .char("D"), .char("b"), .char("f"),
      .char("g"), .char("G"), .char("A"), .char("h"), .char("A"), .char("v"), .char("v"), .char("i"),
    ]
    return (0..<count).map { pattern[($0 * 7 + $0 / pattern.count) % pattern.count] }
  }

  static func scene(depth: Int) -> Scene {
    let stack = (0..<depth).map { ControllerNode.vc("VC\($0)") }
    var env = Environment(device: DeviceCatalog.device(named: "iPhone 8")!, os: OSVersion(12))
    env.orientation = .portrait
    let world = World(
      environment: env, root: .tabs("Tabs", [.nav("Nav", stack), .vc("Settings")]))
    return Scene(title: "bench depth \(depth)", summary: nil, world: world, steps: [], source: "<bench>")
  }

  static func measure(keys: [Key], depth: Int) -> Run {
    var app = PlaygroundApp(scene: scene(depth: depth), options: UIOptions())
    _ = app.handle(.char("f"))  // the first key closes the start panel: not part of the session
    var previous = app.render(width: width, height: height)
    var times: [Double] = []
    var byKey: [(Double, String)] = []
    var cells = 0
    let clock = ContinuousClock()
    for key in keys {
      var grid = previous
      let elapsed = clock.measure {
        _ = app.handle(key)
        app.finishAnimation()
        grid = app.render(width: width, height: height)
        cells += grid.changedCells(from: previous)
      }
      previous = grid
      let micros = Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6
      times.append(micros)
      byKey.append((micros, key.description))
    }
    times.sort()
    let median = times[times.count / 2]
    let p99 = times[min(times.count - 1, Int(Double(times.count) * 0.99))]
    return Run(
      depth: depth, keystrokes: keys.count, medianMicroseconds: median, p99Microseconds: p99,
      meanCellsWritten: Double(cells) / Double(max(keys.count, 1)), fullRepaintCells: width * height,
      slowest: byKey.sorted { $0.0 > $1.0 }.prefix(8).map { "\($0.1) \(Int($0.0)) µs" })
  }

  /// Cells that change when the status bar style flips (barStyle toggles at once, D10).
  static func statusBarToggleCells() -> Int {
    var app = PlaygroundApp(scene: scene(depth: 10), options: UIOptions())
    _ = app.handle(.char("f"))  // close the start panel first
    let before = app.render(width: width, height: height)
    _ = app.handle(.char("b"))
    app.finishAnimation()
    return app.render(width: width, height: height).changedCells(from: before)
  }
}
