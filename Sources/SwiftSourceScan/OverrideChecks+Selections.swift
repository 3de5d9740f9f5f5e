import AppImport
import StatusBarCore

/// D244: a container that shows one of its children at a time, as the user picks it (a tab bar
/// controller's `selectedIndex`), stands in a world with its first child selected. An override
/// lost there to a child that answers alike is lost for nothing only while that child is picked:
/// picking another child shows what that one's side decides. GetSmart's tab bar controller returns
/// `.lightContent`, which its first tab (a navigation controller with a hidden bar, over a screen
/// returning `.lightContent`) answers too, and its four other tabs, plain navigation controllers
/// showing their bars, answer `.default` (round 83).
extension OverrideChecks {
  /// The kind that picks one child to show (asked of the core).
  static let selecting: ControllerKind? = ControllerKind.owner(of: .selectedIndex)

  /// Where `name`'s answer on `lane` is lost and `alike` says that changes nothing, the answer
  /// with another child of a selecting container picked that is also lost and not alike, if any.
  static func otherSelection(
    of name: String, lane: Lane, in world: World, alike: (OverrideAnswer) -> Bool
  ) -> OverrideAnswer? {
    guard let selecting else { return nil }
    for (_, container) in world.controllers.all where container.kind == selecting && container.children.count > 1 {
      // The child picked now answers alike: asking it again finds nothing new. The user's pick
      // is the world's action, which has UIKit ask again.
      for index in container.children.indices {
        var other = world
        guard (try? other.apply(.set(container.name, .selectedIndex, .integer(index)))) != nil else { continue }
        // Only a pick that keeps the override's controller on screen (the container itself, or
        // one holding it): a tab not shown asks nothing of its own.
        guard let id = other.controllers.id(named: name), other.isOnScreen(id) else { continue }
        let answer = other.override(of: name, lane: lane)
        if !answer.asked, !alike(answer) { return answer }
      }
    }
    return nil
  }
}
