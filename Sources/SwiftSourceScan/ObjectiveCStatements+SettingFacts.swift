import StatusBarCore
import AppImport

extension ObjectiveCStatements {
  /// D220: a setting of the controller itself, or of its navigation controller. One the same block
  /// set before is replaced, as the later assignment is what holds: `self.navigationBarHidden = YES;
  /// self.navigationBarHidden = NO;` leaves the bar shown (the trick playsrg's NavigationController
  /// uses to apply its bar's new appearance, round 67; the first had been taken, so its own style
  /// read as never asked).
  mutating func set(_ key: ControllerKey, _ value: SourceValue, _ at: SourceLocation, onNavigationController: Bool = false) {
    let block = openers.last?.to ?? -1
    if onNavigationController {
      Self.replace(&navigationFacts, &factBlocks.navigation, (key, value, at), block)
    } else {
      Self.replace(&selfFacts, &factBlocks.own, (key, value, at), block)
    }
  }

  static func replace(
    _ facts: inout [(ControllerKey, SourceValue, SourceLocation)], _ blocks: inout [Int], _ fact: (ControllerKey, SourceValue, SourceLocation), _ block: Int
  ) {
    if let earlier = facts.indices.last(where: { facts[$0].0 == fact.0 }), blocks[earlier] == block {
      facts.remove(at: earlier)
      blocks.remove(at: earlier)
    }
    facts.append(fact)
    blocks.append(block)
  }
}
