import CellGrid
import StatusBarCore

/// "Why, in plain words": the panel with `Explanation`'s paragraph and numbered fixes, and the
/// digit keys that apply a fix as one undo step (recorded like any key).
extension PlaygroundApp {
  /// The digit key `n`: applies the why panel's fix `n`.
  mutating func applyFix(_ n: Int) -> CommandOutcome {
    let fixes = Explanation(simulation.snapshot).fixes
    guard teaching.whyVisible else {
      return refuse("\(n) applies a fix of the why panel: press w to see the fixes first")
    }
    guard n >= 1, n <= fixes.count else {
      return refuse(
        fixes.isEmpty
          ? "there is nothing to fix here: the why panel lists no fixes"
          : "there \(fixes.count == 1 ? "is 1 fix" : "are \(fixes.count) fixes"): press 1\(fixes.count > 1 ? "-\(fixes.count)" : "")"
      )
    }
    let fix = fixes[n - 1]
    var actions: [Action] = []
    for line in fix.actions {
      do {
        actions.append(try ActionParser.parse(line))
      } catch {
        return refuse("fix \(n) does not parse (`\(line)`): \(error.message)")
      }
    }
    let wasPassed = lesson?.passed ?? false
    let outcome = apply(actions, animate: true, autoUpdate: false)
    guard outcome.succeeded else { return outcome }
    // A fix that passed a lesson goal keeps the lesson's message.
    let justPassed = !wasPassed && (lesson?.passed ?? false)
    if !justPassed, case .info(let summary) = message {
      message = .info("fix \(n), \(fix.title): \(summary)")
    }
    return outcome
  }
}
