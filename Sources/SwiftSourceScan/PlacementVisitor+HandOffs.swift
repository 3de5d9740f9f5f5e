import AppImport
import StatusBarCore
import SwiftSyntax

/// Controllers handed to calls lint does not model (D114) and properties of controllers (D169).
extension PlacementVisitor {
  static let containerSlotWords = [
    "root", "content", "center", "centre", "front", "rear", "main", "menu", "drawer", "side", "panel", "primary", "secondary", "detail",
    "master",
  ]
  static func isContainerSlot(_ name: String) -> Bool {
    let lower = name.lowercased()
    // The slot names a controller (`…ViewController`): a delegate's callback
    // (`callTransferMainViewControllerDidComplete(self)`, `menu(_:didShowMenuViewController:)`) is no slot.
    guard lower.hasSuffix("controller"), !["did", "will", "should"].contains(where: { lower.hasPrefix($0) }) else { return false }
    // An app's wrapper of a push or a presentation shows the controller; that is not a slot.
    if ["push", "present", "addchild"].contains(where: { lower.hasPrefix($0) }) { return false }
    return containerSlotWords.contains { lower.contains($0) }
  }

  /// A controller given to a call lint does not model, in a container slot (`SideMenu(contentViewController: x)`,
  /// `drawer.setCenterViewController(x)`): handed off (D114). A UIKit container's own API is read
  /// elsewhere; the worlds drop a hand-off to a container whose kind is known.
  func handOff(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
    var owner: Placement.Container?
    for (index, argument) in node.arguments.enumerated() {
      let label = argument.label?.text
      guard Self.isContainerSlot(label ?? (index == 0 ? name : "")),
        let placed = resolve(argument.expression, recordBuilt: false), placed.type != Self.parameterMarker
      else { continue }
      if owner == nil {
        // `X(…)` and `X.init(…)` build an X; `x.f(…)` gives it to x.
        let built = name == "init" ? base.map { $0.trimmedText } : name.first?.isUppercase == true ? name : nil
        owner = built.map { .type($0) } ?? container(of: base, navigation: false)
      }
      place(.handedOff, placed, owner ?? .none, at: node)
      placements[placements.count - 1].property = "\(name)(\(label.map { "\($0):" } ?? "_:"))"
    }
  }

  /// The type around `node` declares a method with this signature (`private func present(_ vc: X, animated: Bool)`).
  static func declares(_ signature: String, around node: Syntax) -> Bool {
    var current = node.parent
    while let n = current {
      let members = n.as(ClassDeclSyntax.self)?.memberBlock ?? n.as(ExtensionDeclSyntax.self)?.memberBlock ?? n.as(StructDeclSyntax.self)?.memberBlock
      if let members {
        return members.allMembers.contains { member in
          guard let f = member.decl.as(FunctionDeclSyntax.self) else { return false }
          let labels = f.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
          return PresentingHelper(signature: PresentingHelper.signature(f.name.text, labels)).matches(call: signature)
        }
      }
      current = n.parent
    }
    return false
  }

  /// D169: `viewController?.rootViewController = self` where `viewController` is a controller
  /// (`segue.destination as? NewPostController`): a property of that controller, not a window's
  /// root (Gift-Concept's product list, round 52). `self.rootViewController` (a coordinator's)
  /// and a window's stay roots.
  func isControllersProperty(_ target: ExprSyntax) -> Bool {
    guard let base = target.as(MemberAccessExprSyntax.self)?.base, base.trimmedText != "self",
      let receiver = resolve(base, recordBuilt: false), receiver.type != Self.parameterMarker
    else { return false }
    return receiver.type.hasSuffix("Controller") && !receiver.type.contains("Window")
  }
}
