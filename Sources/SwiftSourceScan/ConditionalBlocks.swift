import SwiftSyntax

/// Declarations inside `#if … #endif` are read as if the directive were not there, every clause
/// alike (as the syntax visitors do): a library wraps whole files in `#if canImport(UIKit)`, and
/// a class's members in `#if os(iOS)` (KSPlayer's full-screen player, round 37).
extension SourceFileSyntax {
  /// The file's top-level items, those of every `#if` clause included.
  var topLevelItems: [CodeBlockItemSyntax] {
    var result: [CodeBlockItemSyntax] = []
    func add(_ items: CodeBlockItemListSyntax) {
      for item in items {
        guard let conditional = item.item.as(IfConfigDeclSyntax.self) else {
          result.append(item)
          continue
        }
        for clause in conditional.clauses {
          if case .statements(let inner)? = clause.elements { add(inner) }
        }
      }
    }
    add(statements)
    return result
  }

  /// Every `extension Name { … }` at the top level of the file (in `#if` clauses too): a class's
  /// own, read with it.
  func extensions(of name: String) -> [ExtensionDeclSyntax] {
    topLevelItems.compactMap { item in
      guard let ext = item.item.as(ExtensionDeclSyntax.self), ext.extendedType.trimmedText == name else { return nil }
      return ext
    }
  }
}

extension MemberBlockSyntax {
  /// The block's members, those of every `#if` clause included.
  var allMembers: [MemberBlockItemSyntax] {
    var result: [MemberBlockItemSyntax] = []
    func add(_ items: MemberBlockItemListSyntax) {
      for item in items {
        guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else {
          result.append(item)
          continue
        }
        for clause in conditional.clauses {
          if case .decls(let inner)? = clause.elements { add(inner) }
        }
      }
    }
    add(members)
    return result
  }
}
