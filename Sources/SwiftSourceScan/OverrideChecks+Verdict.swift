import AppImport
import StatusBarCore

/// What one world says of an override (an observation) and what all of them say together (a
/// verdict): the records `OverrideChecks.findings` folds.
extension OverrideChecks {
  struct Verdict {
    var asked = false
    /// The first world where it is not asked: the path, the core's answer, whether presented.
    var first: (path: [String], answer: OverrideAnswer, presenterDecides: Bool, unknown: Bool, className: String)?
    var worlds = 0
    /// The first world where it is asked (D121: what the code does right elsewhere).
    var askedPath: [String]?
    /// The first presentation that keeps the presenter in control (D121), and how many there are.
    var lostInPresentation: Observation?
    var presentations = 0
    /// D142: the placements that add it as a child of a plain controller that does not forward.
    var lostInContainer: [SourceLocation: Observation] = [:]
  }

  struct Observation: Sendable {
    var fact: SourceFact
    var declaredIn: String
    var lane: Lane
    var answer: OverrideAnswer
    var path: [String]
    var presenterDecides: Bool
    var unknown: Bool
    var className: String
    /// Seen in one of the styles a presentation decides between at run time (D104).
    var styleAlternative = false
    /// The world's placement is where the code really puts a controller on screen (D121).
    var standsOnScreen = false
    /// D142: the `addChild(_:)` of a plain controller that decides instead (where this placement is).
    var addedAsChildAt: SourceLocation?
  }
}
