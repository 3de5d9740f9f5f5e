import StatusBarCore

/// Runs a scene's lesson: each step's actions in order, then its expectations against what the
/// status bar shows (`sbplay check`, and the TUI's "did you reach the goal?").
public enum LessonChecker {
  /// Frames and heights match within this many points.
  public static let tolerance = 0.01

  public static func run(_ scene: Scene) -> LessonResult {
    var simulation = Simulation(world: scene.world)
    var results: [StepResult] = []
    for (index, step) in scene.steps.enumerated() {
      var failures: [String] = []
      var events: [String] = []
      var collector = NoteCollector()
      var actionsSucceeded = true
      for action in step.actions {
        do {
          let report = try simulation.perform(action)
          events += report.events
          collector.add(report, world: simulation.world)
        } catch {
          failures.append("action `\(action)` failed: \(error.message)")
          actionsSucceeded = false
          break
        }
      }
      if actionsSucceeded, let expect = step.expect {
        failures += Self.failures(of: expect, in: simulation.snapshot, notes: collector.notes)
      }
      results.append(StepResult(number: index + 1, line: step.line, failures: failures, events: events, notes: collector.notes))
    }
    return LessonResult(steps: results)
  }

  /// What does not hold, one entry per expectation, e.g. `style: expected lightContent, got default`;
  /// empty when everything holds. `notes` are the notes of the actions just applied (a `warning`
  /// may match one of them or one of the snapshot's warnings).
  public static func failures(of expectation: Expectation, in snapshot: Snapshot, notes: [String]) -> [String] {
    let shown = snapshot.world.shown
    var failures: [String] = []
    func check<T: Equatable>(_ name: String, _ expected: T?, _ actual: T, _ text: (T) -> String) {
      guard let expected, expected != actual else { return }
      failures.append("\(name): expected \(text(expected)), got \(text(actual))")
    }
    check("hidden", expectation.hidden, shown.hidden) { "\($0)" }
    check("style", expectation.style, shown.style) { $0.rawValue }
    check("foreground", expectation.foreground, shown.foreground) { $0.rawValue }
    if let height = expectation.height {
      let actual = snapshot.layout.statusBarFrame.height
      if abs(actual - height) > tolerance {
        failures.append("height: expected \(height.pointString), got \(actual.pointString)")
      }
    }
    check("styleDecidedBy", expectation.styleDecidedBy, shown.styleDecider.description) { $0 }
    check("hiddenDecidedBy", expectation.hiddenDecidedBy, shown.hiddenDecider.description) { $0 }
    check("animation", expectation.animation, shown.animation) { $0.rawValue }
    check("pendingUpdate", expectation.pendingUpdate, snapshot.world.pendingUpdate) { "\($0)" }
    for frame in expectation.frames {
      let expected = "[" + frame.rect.map(\.pointString).joined(separator: ", ") + "]"
      guard let rect = snapshot.layout.frame(named: frame.name) else {
        let names = snapshot.layout.frames.map(\.name)
        failures.append(
          "frame \(frame.name): expected \(expected), but no such frame is on screen\(Suggestions.didYouMean(frame.name, in: names)) (frames: \(names.joined(separator: ", ")))"
        )
        continue
      }
      let actual = rect.array
      let matches = actual.count == frame.rect.count && zip(actual, frame.rect).allSatisfy { abs($0 - $1) <= tolerance }
      if !matches {
        failures.append("frame \(frame.name): expected \(expected), got [\(actual.map(\.pointString).joined(separator: ", "))]")
      }
    }
    if let warning = expectation.warning {
      let all = snapshot.warnings + notes
      if !all.contains(where: { $0.contains(warning) }) {
        failures.append(
          all.isEmpty
            ? "warning: expected one containing \"\(warning)\", got none"
            : "warning: expected one containing \"\(warning)\", got: \(all.map { "\"\($0)\"" }.joined(separator: "; "))")
      }
    }
    return failures
  }
}
