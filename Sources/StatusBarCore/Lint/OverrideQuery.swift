/// Whether UIKit asks a controller for one lane's preference in a world, and if not, who
/// answers instead and by which rule: the question `sbplay lint` asks of every world its facts
/// allow. The answer is the resolver's own (`Resolver.evaluate`); nothing here decides.
public struct OverrideAnswer: Hashable, Sendable {
  /// The controller's override is what the status bar shows for the lane.
  public var asked: Bool
  /// Who decides the lane (`Decider.description`).
  public var decider: String
  /// The rule of the step that passed the controller by: the last step naming it (a presentation
  /// skipped), else the last `childFor…` query (a container that does not forward), else the last.
  public var rule: Rule?
  /// The resolver's sentence for the lane (`Evaluation.styleWhy` / `hiddenWhy`).
  public var why: String
  /// The lane's trace, in UIKit's words.
  public var trace: [TraceStep]
  /// What the bar shows for the lane, as a scene spells it (`lightContent`, `true`).
  public var shown: String = ""
  /// The colour the text is drawn in (`light`, `dark`) and, when that is not the colour the shown
  /// style gives, why: `over the card's black backdrop` (D1).
  public var foreground: String = ""
  public var foregroundReason: String? = nil
}

extension OverrideAnswer {
  static func decisiveRule(_ trace: [TraceStep], name: String) -> Rule? {
    // Whole words only: `Nav` is not named by `NavHost`.
    func names(_ text: String) -> Bool {
      text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "#") }).contains { $0 == name }
    }
    if let step = trace.last(where: { names($0.text) && !$0.text.hasPrefix("window.rootViewController") }) { return step.rule }
    if let step = trace.last(where: { $0.text.hasPrefix("childForStatusBar") }) { return step.rule }
    return trace.last?.rule
  }
}

extension World {
  /// Who decides `lane` in the world's current answer, and whether it is the controller named `name`.
  public func override(of name: String, lane: Lane) -> OverrideAnswer {
    // What UIKit answered the last time it asked (a world built from a tree is evaluated as it is made).
    let evaluation = shown
    let decider = lane == .style ? evaluation.styleDecider : evaluation.hiddenDecider
    let trace = lane == .style ? evaluation.styleTrace : evaluation.hiddenTrace
    let asked: Bool
    if case .controller(_, let deciderName) = decider {
      asked = deciderName == name
    } else {
      asked = false
    }
    return OverrideAnswer(
      asked: asked, decider: decider.description, rule: OverrideAnswer.decisiveRule(trace, name: name),
      why: lane == .style ? evaluation.styleWhy : evaluation.hiddenWhy, trace: trace,
      shown: lane == .style ? evaluation.style.rawValue : String(evaluation.hidden),
      foreground: evaluation.foreground.rawValue, foregroundReason: evaluation.foregroundReason)
  }
}
