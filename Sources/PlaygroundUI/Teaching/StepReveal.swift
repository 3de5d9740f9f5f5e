import SceneFile
import StatusBarCore

/// What the lesson panel shows once a step is decided: a headline (passed, right, wrong), the
/// result, the trace steps that explain it, and the "why" paragraph.
struct StepReveal: Hashable, Sendable {
  var headline: String
  /// Right or wrong, for a prediction; nil otherwise.
  var right: Bool?
  /// The status bar's answer, both lanes, in one line.
  var result: String
  /// The decisive trace step of each relevant lane, with its rule, and the lane's why.
  var trace: [String]
  /// `Explanation(snapshot).paragraph`.
  var why: String
  /// What the step's expectation misses (normally empty).
  var failures: [String]
  /// The room's votes beside the answer (presenter mode's tally), nil without votes.
  var tally: String? = nil

  static func make(
    headline: String, right: Bool? = nil, snapshot: Snapshot, expect: Expectation?, notes: [String]
  ) -> StepReveal {
    let shown = snapshot.shown
    let height = snapshot.layout.statusBarFrame.height.pointString
    let result =
      "style \(shown.style.swiftName), \(shown.foreground.rawValue) text, decided by \(shown.styleDecider)"
      + "; \(shown.hidden ? "hidden" : "shown, \(height) pt"), decided by \(shown.hiddenDecider)"
      + (snapshot.world.pendingUpdate ? "; an update is pending" : "")
    var trace: [String] = []
    let lanes = Self.lanes(expect)
    if lanes.style {
      if let step = decisive(shown.styleTrace, "preferredStatusBarStyle") {
        trace.append("style: \(step.text) \(step.rule)")
      }
      trace.append("  why: \(shown.styleWhy)")
    }
    if lanes.hidden {
      if let step = decisive(shown.hiddenTrace, "prefersStatusBarHidden") {
        trace.append("hidden: \(step.text) \(step.rule)")
      }
      trace.append("  why: \(shown.hiddenWhy)")
    }
    let failures = expect.map { LessonChecker.failures(of: $0, in: snapshot, notes: notes) } ?? []
    return StepReveal(
      headline: headline, right: right, result: result, trace: trace,
      why: Explanation(snapshot).paragraph, failures: failures)
  }

  /// Which lanes an expectation is about: style (style, foreground, styleDecidedBy), hidden
  /// (hidden, height, hiddenDecidedBy, animation, frames); both when it names neither.
  static func lanes(_ expect: Expectation?) -> (style: Bool, hidden: Bool) {
    guard let e = expect else { return (true, true) }
    let style = e.style != nil || e.foreground != nil || e.styleDecidedBy != nil
    let hidden =
      e.hidden != nil || e.height != nil || e.hiddenDecidedBy != nil || e.animation != nil
      || !e.frames.isEmpty
    return style || hidden ? (style, hidden) : (true, true)
  }

  /// The step that gave a lane's answer: the last query of its own property, else the last.
  static func decisive(_ trace: [TraceStep], _ query: String) -> TraceStep? {
    trace.last { $0.text.hasPrefix(query) } ?? trace.last
  }
}
