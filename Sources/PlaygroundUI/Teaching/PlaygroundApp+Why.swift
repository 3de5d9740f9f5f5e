import CellGrid
import StatusBarCore

/// "Why, in plain words": the panel with `Explanation`'s paragraph and numbered fixes, and the
/// digit keys that apply a fix as one undo step (recorded like any key).
extension PlaygroundApp {
  mutating func toggleWhy() {
    whyVisible.toggle()
    message = .info(
      whyVisible
        ? "why, in plain words: the digit keys apply a fix (z undoes it)" : "why panel closed")
  }

  mutating func applyFix() {
    guard case .char(let c)? = currentKey, let n = c.wholeNumberValue else { return }
    let fixes = Explanation(simulation.snapshot).fixes
    guard whyVisible else {
      refuse("\(n) applies a fix of the why panel: press w to see the fixes first")
      return
    }
    guard n >= 1, n <= fixes.count else {
      refuse(
        fixes.isEmpty
          ? "there is nothing to fix here: the why panel lists no fixes"
          : "there \(fixes.count == 1 ? "is 1 fix" : "are \(fixes.count) fixes"): press 1\(fixes.count > 1 ? "-\(fixes.count)" : "")"
      )
      return
    }
    let fix = fixes[n - 1]
    var actions: [Action] = []
    for line in fix.actions {
      do {
        actions.append(try ActionParser.parse(line))
      } catch {
        refuse("fix \(n) does not parse (`\(line)`): \(error.message)")
        return
      }
    }
    let wasPassed = lesson?.passed ?? false
    guard apply(actions, animate: true, autoUpdate: false) else { return }
    // A fix that passed a lesson goal keeps the lesson's message.
    let justPassed = !wasPassed && (lesson?.passed ?? false)
    if !justPassed, case .info(let summary) = message {
      message = .info("fix \(n), \(fix.title): \(summary)")
    }
  }
}
