import ArgumentParser
import CellGrid
import CursesTerminal
import PlaygroundUI
import SceneFile
import StatusBarCore

struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure the keystroke pipeline: action, resolve, layout, draw, diff, terminal output.",
    discussion: """
      Replays a fixed session of 1,000 mixed keystrokes on a 120x40 screen, on a tab bar whose \
      first tab is a navigation stack 10, 1,000 and 10,000 deep, and prints the median and 99th \
      percentile time per keystroke and per phase, the cells written per keystroke against a \
      full repaint, and how each grows with the depth. The session never opens an overlay or a \
      lesson, and the bench fails if the stack it measures is replaced under it.
      Example:
        sbplay bench --json
      """)

  @Flag(help: "Print JSON.")
  var json = false

  @Option(help: "Keystrokes per run.")
  var keystrokes = 1_000

  @Flag(help: "Also list the slowest keys.")
  var verbose = false

  /// The median and 99th percentile of one phase, in microseconds.
  struct Figures: Encodable {
    var median: Double
    var p99: Double

    init(_ samples: [Double]) {
      let sorted = samples.sorted()
      median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
      p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    }
  }

  /// The phases of a keystroke, in the order they run.
  static let phases = ["action", "resolve", "layout", "draw", "diff", "output"]

  struct Run: Encodable {
    var depth: Int
    var keystrokes: Int
    /// The whole keystroke: action, draw, diff and output (resolve and layout run inside the
    /// action and the draw; they are also timed on their own, below).
    var medianMicroseconds: Double
    var p99Microseconds: Double
    /// Per phase: `action` (the key's actions applied, resolve included), `resolve` and
    /// `layout` (one resolve and one layout of the world after the key, on their own), `draw`
    /// (the screen drawn into a grid), `diff` (cells compared with the previous frame),
    /// `output` (the changes encoded for the terminal, as the playground writes them, to a
    /// terminal whose bytes are discarded).
    var phases: [String: Figures]
    var meanCellsWritten: Double
    var fullRepaintCells: Int
    var slowest: [String]
    /// Why the run did not measure the world it claims to (nil when it did).
    var leftWorld: String?
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
    // The bench's own check: every run measured the world it names.
    if let failed = runs.first(where: { $0.leftWorld != nil }) {
      throw CLIError(description: "sbplay bench: at depth \(failed.depth), \(failed.leftWorld!)", code: 1)
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
      Console.json(try JSONOutput.encode(report))
      return
    }
    Console.out(
      "sbplay bench: \(keystrokes) mixed keystrokes on a \(Self.width)x\(Self.height) screen, the deep stack on screen throughout (debug builds are slower; try -c release)"
    )
    Console.out("depth     median µs   p99 µs   cells written/key   full repaint")
    for run in runs {
      Console.out(
        String(run.depth).padding(9) + " " + format(run.medianMicroseconds).padding(11) + " "
          + format(run.p99Microseconds).padding(8) + " " + format(run.meanCellsWritten).padding(19) + " "
          + String(run.fullRepaintCells))
    }
    Console.out("per phase, median / p99 µs:")
    Console.out("depth     " + Self.phases.map { $0.padding(16) }.joined())
    for run in runs {
      let cells = Self.phases.map { phase -> String in
        let figures = run.phases[phase] ?? Figures([])
        return (format(figures.median) + " / " + format(figures.p99)).padding(16)
      }
      Console.out(String(run.depth).padding(10) + cells.joined())
    }
    if let first = runs.first, let last = runs.last {
      let growth = Self.phases.map { phase -> String in
        let small = max(first.phases[phase]?.median ?? 0, 0.001)
        return "\(phase) \(format((last.phases[phase]?.median ?? 0) / small))x"
      }
      Console.out("growth of the median from depth \(first.depth) to \(last.depth): " + growth.joined(separator: ", "))
    }
    if verbose {
      for run in runs { Console.out("slowest at depth \(run.depth): " + run.slowest.joined(separator: ", ")) }
    }
    Console.out("status bar toggle (barStyle): \(toggle) cells, \(format(share * 100))% of the screen")
    for (target, met) in report.targets.sorted(by: { $0.key < $1.key }) {
      Console.out("\(met ? "met    " : "NOT MET") \(target)")
    }
  }

  func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
  }

  /// A fixed, mixed session that stays on the main screen of the world it measures: focus
  /// moves, one push and one pop, toggles and cycles of the focused controller and the bar,
  /// updates, rotation, device (D: d opens the picker), OS and appearance changes, the call bar, undo and redo. (No tab
  /// switch: it would take the deep stack off screen.) No key opens an overlay (present chooser, help, lesson menu) or a lesson.
  static func session(count: Int) -> [Key] {
    let pattern: [Key] = [
      .char("j"), .char("h"), .char("u"), .char("s"), .char("u"), .char("b"), .char("p"), .char("n"),
      .char("k"), .char("h"), .char("U"), .char("j"), .char("i"), .char("k"), .char("a"), .char("c"),
      .char("u"), .char("r"), .char("r"), .char("o"), .char("O"), .char("m"), .char("z"), .char("y"),
      .char("D"), .char("D"), .char("b"), .char("f"), .char("g"), .char("G"), .char("A"), .char("h"),
      .char("A"), .char("P"), .char("k"), .char("j"), .char("s"), .char("u"), .char("n"), .char("i"),
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

  /// How far pushes, pops, undo and redo of the session move the stack from its depth.
  static let drift = 5

  /// The bench's own check: the world is still the one measured (its stack within `drift`
  /// controllers of the depth asked for), on the main screen, with no lesson open.
  static func check(_ app: PlaygroundApp, depth: Int, after key: Key, index: Int) -> String? {
    let world = app.simulation.world
    let stack = world.controller(named: "Nav")?.children.count ?? -1
    guard world.controller(named: "Tabs") != nil, abs(stack - depth) <= Self.drift else {
      return "key \(index + 1) (\(key)) left the world measured: the stack is \(stack) deep, not \(depth)"
    }
    guard app.isOnMainScreen else { return "key \(index + 1) (\(key)) opened an overlay or a lesson" }
    return nil
  }

  /// One run (not throwing: the perf scripts find this function by its symbol).
  static func measure(keys: [Key], depth: Int) -> Run {
    var app = PlaygroundApp(scene: scene(depth: depth), options: UIOptions())
    _ = app.handle(.char("f"))  // the first key closes the start panel: not part of the session
    var previous = app.render(width: width, height: height)
    // The real output path (the ANSI encoder, or curses on other entries) to /dev/null.
    let terminal = try? CursesSession(offscreenWidth: width, height: height)
    defer { terminal?.close() }
    terminal?.draw(previous)
    var samples = [String: [Double]]()
    var totals: [Double] = []
    var byKey: [(Double, String)] = []
    var cells = 0
    var problem: String?
    let clock = ContinuousClock()
    func micros(_ duration: Duration) -> Double {
      Double(duration.components.attoseconds) / 1e12 + Double(duration.components.seconds) * 1e6
    }
    for (index, key) in keys.enumerated() {
      var times: [Duration] = []
      let elapsed = clock.measure {
        var mark = clock.now
        func lap() {
          let now = clock.now
          times.append(now - mark)
          mark = now
        }
        _ = app.handle(key)
        app.finishAnimation()
        lap()
        let world = app.simulation.world
        _ = Resolver.evaluate(world)
        lap()
        _ = LayoutEngine.layout(world)
        lap()
        let grid = app.render(width: width, height: height)
        lap()
        cells += grid.changedCells(from: previous)
        lap()
        terminal?.draw(grid)
        lap()
        previous = grid
      }
      if problem == nil { problem = check(app, depth: depth, after: key, index: index) }
      for (phase, time) in zip(phases, times) { samples[phase, default: []].append(micros(time)) }
      // The keystroke itself: everything but the separate resolve and layout.
      let total = micros(elapsed - times[1] - times[2])
      totals.append(total)
      byKey.append((total, key.description))
    }
    let overall = Figures(totals)
    return Run(
      depth: depth, keystrokes: keys.count, medianMicroseconds: overall.median, p99Microseconds: overall.p99,
      phases: samples.mapValues(Figures.init), meanCellsWritten: Double(cells) / Double(max(keys.count, 1)),
      fullRepaintCells: width * height,
      slowest: byKey.sorted { $0.0 > $1.0 }.prefix(8).map { "\($0.1) \(Int($0.0)) µs" }, leftWorld: problem)
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
