import AppImport
import StatusBarCore
import SwiftSyntax

/// D132: an app's container that takes its child in its initialiser
/// (`ModalViewController(childViewController: x)`, whose `init` keeps the parameter in a property
/// that `addChild(_:)` later adds). A controller given there is that container's child, as
/// `addChild(x)` would make it. Every call of an app type's initialiser with a controller argument
/// is recorded as a candidate; the linter keeps the ones whose class (or an app superclass) keeps
/// that label's parameter in a property it adds as a child (`FileScan.slots`, read from every file).
extension PlacementVisitor {
  /// A slot of a class's initialiser: `Type|label` (`_` when the parameter has no label).
  static func slotKey(_ type: String, _ label: String) -> String { "\(type)|\(label)" }

  /// An initialiser's parameters: the name used inside -> the label callers write.
  static func parameterLabels(_ node: InitializerDeclSyntax) -> [String: String] {
    var labels: [String: String] = [:]
    for parameter in node.signature.parameterClause.parameters {
      let label = parameter.firstName.tokenKind == .wildcard ? "_" : parameter.firstName.text
      labels[(parameter.secondName ?? parameter.firstName).text] = label
    }
    return labels
  }

  /// `self.child = child` / `child = child` in an initialiser of a class.
  func recordSlotAssignment(_ target: ExprSyntax, _ value: ExprSyntax) {
    guard let parameters = initParameters.last, let type = enclosingClass,
      let name = Self.withoutUnwrapping(value).as(DeclReferenceExprSyntax.self)?.baseName.text, let label = parameters[name]
    else { return }
    let property: String?
    if let member = target.as(MemberAccessExprSyntax.self) {
      property = member.base?.trimmedText == "self" ? member.declName.baseName.text : nil
    } else {
      property = target.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    guard let property, types.last?.properties[property] != nil || types.last?.name == type else { return }
    slotAssignments.append((type, label, property))
  }

  /// `addChild(child)` / `self.addChild(self.child)`: the class adds its own property as a child.
  func recordChildProperty(_ child: ExprSyntax, base: ExprSyntax?) {
    guard let type = enclosingClass, base == nil || base.map({ Self.withoutUnwrapping($0).trimmedText == "self" }) == true else { return }
    let unwrapped = Self.withoutUnwrapping(child)
    let name: String?
    if let member = unwrapped.as(MemberAccessExprSyntax.self) {
      name = member.base?.trimmedText == "self" ? member.declName.baseName.text : nil
    } else {
      name = unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    if let name { childProperties.insert("\(type).\(name)") }
  }

  /// `X(label: controller)` for a class of the app (not UIKit's: their initialisers are read
  /// elsewhere): a candidate child of X, kept only if X's initialiser makes that label a slot.
  func recordSlotArguments(_ node: FunctionCallExprSyntax) {
    var callee = node.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    var typeName = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
      typeName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    guard let type = typeName, type.first?.isUppercase == true, CoreFacts.kind(ofUIKitClass: type) == nil else { return }
    for argument in node.arguments {
      guard let placed = resolve(argument.expression, recordBuilt: false), placed.type != Self.parameterMarker else { continue }
      var p = Placement(how: .addChild, controller: placed, container: .type(type), location: file.location(node), enclosingClass: enclosingClass)
      p.slot = argument.label?.text ?? "_"
      placements.append(p)
    }
  }

  /// The slots this file's classes declare: `Type|label` whose parameter a property keeps and
  /// the class adds as a child.
  var slots: Set<String> {
    Set(slotAssignments.filter { childProperties.contains("\($0.type).\($0.property)") }.map { Self.slotKey($0.type, $0.label) })
  }
}

/// D132 across files: the candidates `PlacementVisitor` recorded, kept where a class declares the slot.
enum InitialiserSlots {
  static func kept(_ placements: [Placement], files: [FileScan], facts: SourceFacts) -> [Placement] {
    let slots = files.reduce(into: Set<String>()) { $0.formUnion($1.slots) }
    let confirmed = placements.filter { $0.slot != nil && isDeclared($0, slots, facts) }
    // The same argument read as handed to a custom container's slot (D114) is now followed.
    let followed = Set(confirmed.map { "\($0.location)|\($0.controller.type)" })
    return placements.filter { p in
      if p.slot != nil { return isDeclared(p, slots, facts) }
      return !(p.how == .handedOff && followed.contains("\(p.location)|\(p.controller.type)"))
    }
  }

  /// The class, or an app class it inherits from, keeps that label's argument as its child.
  static func isDeclared(_ p: Placement, _ slots: Set<String>, _ facts: SourceFacts) -> Bool {
    guard let label = p.slot, case .type(var type) = p.container, !slots.isEmpty else { return false }
    for _ in 0..<32 {
      if slots.contains(PlacementVisitor.slotKey(type, label)) { return true }
      guard let next = facts.superclass(of: type).map({ ClassName($0).base }) else { return false }
      type = next
    }
    return false
  }
}
