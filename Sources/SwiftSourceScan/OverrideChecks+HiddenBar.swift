import AppImport
import StatusBarCore

/// D258: a style nobody sees. Where an override of `preferredStatusBarStyle` is not asked, and the
/// controller that decides whether the bar shows there always hides it (its
/// `prefersStatusBarHidden` returns the constant `true`), no style shows at all: the loss shows
/// nothing. kitkat's game sits in a root container that hides the bar for good and never forwards;
/// the game's `.default` was reported lost (round 89: 1 wrong, its key CLEAN). A decider that
/// hides the bar at run time may show it, and the style with it: that loss still counts.
extension OverrideChecks {
  static func barAlwaysHidden(for name: String, in placed: PlacementWorld, builder: WorldBuilder, facts: SourceFacts) -> Bool {
    let hidden = placed.world.override(of: name, lane: .hidden)
    guard hidden.shown == "true", hidden.decider != Decider.application.description, hidden.decider != Decider.infoPlist.description,
      let deciderClass = placed.classes[hidden.decider] ?? containerClass(hidden.decider, facts: facts),
      case .answers(let fact, _)? = builder.preference(of: deciderClass, lane: .hidden)
    else { return false }
    return fact.value == .constant("true")
  }
}
