import AppImport
import StatusBarCore

/// D179: a push onto a navigation controller the code shows only by its static type
/// (`navigationController.pushViewController(…)` on a coordinator's stored
/// `UINavigationController`) lands on one of the navigation controllers the app builds. When every
/// UIKit navigation controller a target builds hides its bar where it is built
/// (`setNavigationBarHidden(true, animated: false)` after `UINavigationController()`), and the app
/// declares no subclass of it, that one hides its bar too (goma's Cameroon app, whose coordinators
/// all push onto the root's hidden-bar navigation controller, round 53).
extension Linter {
  /// The targets (by Info.plist) whose every built UIKit navigation controller hides its bar.
  static func targetsHidingEveryBar(_ files: [FileScan], settings: ProjectSettings, facts: SourceFacts) -> Set<String> {
    let navigation = PlacementWorlds.navigation.uikitClass
    guard !facts.classes.keys.contains(where: { $0 != navigation && facts.inherits($0, from: navigation) }) else { return [] }
    var bars: [String: [Bool]] = [:]
    for file in files where !file.builtNavigationBars.isEmpty {
      guard let plist = settings.context(for: file.path).plist else { continue }
      bars[plist, default: []] += file.builtNavigationBars
    }
    return Set(bars.filter { !$0.value.isEmpty && $0.value.allSatisfy { $0 } }.keys)
  }

  /// A placement into a navigation controller known only by its static type, in such a target:
  /// its bar is hidden.
  static func withBarOfEveryBuiltNavigation(_ placement: Placement, hidden targets: Set<String>, _ settings: ProjectSettings) -> Placement {
    guard !targets.isEmpty, placement.containerBarHidden == nil,
      case .typeOrSubclass(let type) = placement.container, type == PlacementWorlds.navigation.uikitClass,
      let plist = settings.context(for: placement.location.file).plist, targets.contains(plist)
    else { return placement }
    var placement = placement
    placement.containerBarHidden = true
    return placement
  }
}
