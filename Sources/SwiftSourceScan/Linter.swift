import AppImport
import Foundation
import StatusBarCore
import SwiftSyntax

/// One status bar pitfall found in code.
public struct LintFinding: Codable, Hashable, Sendable {
  public var file: String
  public var line: Int
  public var column: Int
  /// The lint check (`ignored-override`), stable for tools.
  public var check: String
  /// The resolver's rule that explains it (`R2.1`; `sbplay rules R2.1`).
  public var rule: String
  public var message: String
  /// The bundled scene that shows it (`sbplay nav-bar-decides`).
  public var lesson: String

  /// `file:line:col: warning: … [R2.1]`, escaped for a terminal.
  public var text: String {
    "\(TerminalSafe.escape(file)):\(line):\(column): warning: \(TerminalSafe.escape(message)) [\(rule)] (see `sbplay \(lesson)`)"
  }
}

/// What the linter knows besides the code.
public struct LintContext: Sendable {
  /// nil: not found in an Info.plist (UIKit's default, YES).
  public var viewControllerBased: Bool?
  /// The lowest iOS deployment target found (project.pbxproj, Package.swift) or given.
  public var deploymentTarget: OSVersion?
  public init(viewControllerBased: Bool? = nil, deploymentTarget: OSVersion? = nil) {
    self.viewControllerBased = viewControllerBased
    self.deploymentTarget = deploymentTarget
  }
}

/// The status bar pitfalls that can be seen in code, each with its rule and lesson.
public enum Linter {
  public static func lint(_ files: [ParsedFile], context: LintContext) -> [LintFinding] {
    let facts = SourceScanner.facts(of: files)
    var findings: [LintFinding] = []
    var containment = ContainmentVisitor.Found()
    for file in files {
      let visitor = LintVisitor(file: file, context: context)
      visitor.walk(file.tree)
      findings += visitor.findings
      let contain = ContainmentVisitor(file: file)
      contain.walk(file.tree)
      containment.pushed += contain.found.pushed
      containment.added += contain.found.added
    }
    findings += ignoredOverrides(facts: facts, pushed: containment.pushed)
    findings += ignoredInCustomContainers(facts: facts, added: containment.added)
    return findings.filter { !SourceScanner.isVendored($0.file) }
      .sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
  }

  /// Is `name` (or a superclass the sources declare) UINavigationController?
  static let unknownNavigation = "(navigationController)"

  static func isNavigation(_ name: String, facts: SourceFacts) -> Bool {
    if name == unknownNavigation { return true }
    var current: String? = ClassName(name).base
    var steps = 0
    while let c = current, steps < 50 {
      if c == "UINavigationController" { return true }
      current = facts.superclass(of: c).map { ClassName($0).base }
      steps += 1
    }
    return false
  }

  /// A preference overridden in a controller that a navigation controller with a visible bar never asks (R2.1, R2.2).
  static func ignoredOverrides(facts: SourceFacts, pushed: [(child: String, container: String)]) -> [LintFinding] {
    var findings: [LintFinding] = []
    var reported: Set<String> = []
    // A push through `navigationController?` reaches whichever navigation controller holds the
    // pusher: when any of the app's navigation controllers forwards, do not guess.
    let someNavigationForwards = facts.classes.values.contains { c in
      isNavigation(c.name, facts: facts) && c.facts.contains { $0.key == .childForStatusBarStyle }
    }
    for (child, container) in pushed where isNavigation(container, facts: facts) {
      if container == unknownNavigation, someNavigationForwards { continue }
      let containerClass = container == unknownNavigation ? "UINavigationController" : ClassName(container).base
      let containerFacts = facts.effectiveFacts(for: containerClass).map(\.fact)
      let childFacts = facts.effectiveFacts(for: child)
      let forwardsStyle = containerFacts.contains { $0.key == .childForStatusBarStyle }
      let hidesBar = childFacts.contains {
        $0.fact.key == .navigationBarHidden && $0.fact.onNavigationController && $0.fact.value != .constant("false")
      } || containerFacts.contains { $0.key == .navigationBarHidden && $0.value != .constant("false") }
      guard !hidesBar else { continue }
      let forwardsHidden = containerFacts.contains { $0.key == .childForStatusBarHidden }
      // R2.2 / D5: with a visible bar, Face ID iPhones do not forward prefersStatusBarHidden.
      for (fact, declaredIn) in childFacts
      where fact.key == .prefersStatusBarHidden && !fact.onNavigationController && !forwardsHidden && fact.value != .constant("false") {
        let id = "\(fact.location)"
        guard !reported.contains(id) else { continue }
        reported.insert(id)
        findings.append(
          LintFinding(
            file: fact.location.file, line: fact.location.line, column: fact.location.column, check: "ignored-override",
            rule: "R2.2",
            message: "\(declaredIn).prefersStatusBarHidden is not asked on Face ID iPhones: \(child) is in a \(containerClass) whose bar is visible "
              + "(Home-button iPhones and iPads do ask it); override childForStatusBarHidden in a UINavigationController subclass to return topViewController",
            lesson: "face-id-nav-hidden"))
      }
      guard !forwardsStyle else { continue }
      for (fact, declaredIn) in childFacts where fact.key == .preferredStatusBarStyle && !fact.onNavigationController {
        let id = "\(fact.location)"
        guard !reported.contains(id) else { continue }
        reported.insert(id)
        findings.append(
          LintFinding(
            file: fact.location.file, line: fact.location.line, column: fact.location.column, check: "ignored-override",
            rule: "R2.1",
            message: "\(declaredIn).preferredStatusBarStyle is never asked: \(child) is in a \(containerClass) whose bar is visible, "
              + "so the navigation controller decides from its barStyle; set navigationBar.barStyle, or override childForStatusBarStyle in a UINavigationController subclass",
            lesson: "nav-bar-decides"))
      }
    }
    return findings
  }
}

extension Linter {
  static let uikitContainers: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController", "UIHostingController",
  ]

  /// The UIKit class a class's declared superclasses reach, if any.
  static func uikitAncestor(_ name: String, facts: SourceFacts) -> String? {
    var current: String? = ClassName(name).base
    var steps = 0
    while let c = current, steps < 50 {
      if uikitContainers.contains(c) || c == "UIViewController" { return c }
      current = facts.superclass(of: c).map { ClassName($0).base }
      steps += 1
    }
    return nil
  }

  /// A preference overridden in a child of a custom container that does not forward (R1.4).
  static func ignoredInCustomContainers(facts: SourceFacts, added: [(child: String, container: String)]) -> [LintFinding] {
    var findings: [LintFinding] = []
    var reported: Set<String> = []
    for (child, container) in added where uikitAncestor(container, facts: facts) == "UIViewController" {
      let containerKeys = Set(facts.effectiveFacts(for: container).map(\.fact.key))
      for (fact, declaredIn) in facts.effectiveFacts(for: child) where !fact.onNavigationController {
        let forwardKey: ControllerKey? =
          fact.key == .preferredStatusBarStyle ? .childForStatusBarStyle : fact.key == .prefersStatusBarHidden ? .childForStatusBarHidden : nil
        guard let forwardKey, !containerKeys.contains(forwardKey), !reported.contains("\(fact.location)") else { continue }
        reported.insert("\(fact.location)")
        findings.append(
          LintFinding(
            file: fact.location.file, line: fact.location.line, column: fact.location.column, check: "ignored-override", rule: "R1.4",
            message: "\(declaredIn).\(fact.key.rawValue) is never asked: \(child) is a child of \(container), which does not override \(forwardKey.rawValue); "
              + "UIKit asks only \(container). Override \(forwardKey.rawValue) in \(container) to return it",
            lesson: "custom-container"))
      }
    }
    return findings
  }
}

/// Where controllers are put into navigation controllers: `X(rootViewController: Y(…))`,
/// `pushViewController(Y(…), …)` with a known receiver, `let y = Y(); …(rootViewController: y)`.
final class ContainmentVisitor: SyntaxVisitor {
  struct Found {
    var pushed: [(child: String, container: String)] = []
    /// `addChild(x)` in a class's own code.
    var added: [(child: String, container: String)] = []
  }
  var classes: [String] = []

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    classes.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { classes.removeLast() }
  let file: ParsedFile
  var found = Found()
  var locals: [String: String] = [:]

  init(file: ParsedFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value,
      let type = constructedType(value)
    {
      locals[name] = type
    }
    return .visitChildren
  }

  func constructedType(_ expr: ExprSyntax) -> String? {
    guard let call = expr.as(FunctionCallExprSyntax.self) else {
      if let ref = expr.as(DeclReferenceExprSyntax.self) { return locals[ref.baseName.text] }
      return nil
    }
    let callee = call.calledExpression.trimmedDescription
    guard let first = callee.first, first.isUppercase, !callee.contains("(") else { return nil }
    return callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let container = constructedType(ExprSyntax(node)),
      let root = node.arguments.first(where: { $0.label?.text == "rootViewController" }),
      let child = constructedType(root.expression)
    {
      found.pushed.append((ClassName(child).base, container))
    }
    let calledName = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? node.calledExpression.as(MemberAccessExprSyntax.self).flatMap { m in
        m.base == nil || m.base?.trimmedDescription == "self" ? m.declName.baseName.text : nil
      }
    if calledName == "addChild" || calledName == "addChildViewController", let container = classes.last,
      let first = node.arguments.first
    {
      var argument = first.expression
      if let member = argument.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
        argument = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
      }
      if let child = constructedType(argument) { found.added.append((ClassName(child).base, container)) }
    }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pushViewController",
      let first = node.arguments.first, let child = constructedType(first.expression)
    {
      let base = member.base?.trimmedDescription ?? ""
      // `navigationController?.push…`: whichever navigation controller holds the pusher.
      let container = locals[base] ?? Linter.unknownNavigation
      found.pushed.append((ClassName(child).base, container))
    }
    return .visitChildren
  }
}
