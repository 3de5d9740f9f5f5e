import StatusBarCore

/// Which scene kind a class in a dump is: UIKit's own classes by name, the app's subclasses by
/// the superclass chain its sources declare (`--source`), else by the name's ending and by the
/// shape of the dump (the view class, the children). Every answer that is not certain carries a
/// sentence for the scene's comments.
///
/// The classes, endings and view classes are StatusBarCore's `UIKitClassCatalog`: adding a
/// mapping is a line there.
public enum ClassRecognition {
  public struct Answer: Equatable, Sendable {
    public var kind: ControllerKind
    /// Why the kind is a guess (nil: UIKit's own class, or the sources say so).
    public var guess: String?
  }

  /// The kind of `className`; `superclass` gives the app's declared superclass of a class
  /// (from its sources), `node` the shape in the dump.
  public static func recognise(
    _ className: String, node: DumpNode? = nil, superclass: (String) -> String? = { _ in nil }
  ) -> Answer {
    let name = ClassName(className)
    // 1. UIKit's own class; 2. the app's sources: the declared superclasses to a UIKit class.
    let (found, chain) = UIKitClassCatalog.ancestry(of: name.base) { superclass($0).map { ClassName($0).base } }
    if let found { return Answer(kind: found.kind, guess: nil) }
    // 3. The name's ending.
    if let hit = UIKitClassCatalog.nameEndings.first(where: { name.base.hasSuffix($0.ending) }) {
      // The view can say otherwise: UIKit's containers never have a plain view as their own.
      if let view = node?.entry.viewClass, UIKitClassCatalog.plainViewClasses.contains(ClassName(view).base) {
        return Answer(
          kind: .controller,
          guess: "named like a `\(hit.kind.rawValue)` (ends in \(hit.ending)), but its view is a plain \(ClassName(view).base), "
            + "which a \(hit.kind.uikitClass) does not have: imported as `controller`")
      }
      return Answer(kind: hit.kind, guess: "guessed `\(hit.kind.rawValue)` from the class name (ends in \(hit.ending))")
    }
    // 4. The shape.
    if let node {
      if let view = node.entry.viewClass, let hit = UIKitClassCatalog.containerViewClasses.first(where: { $0.viewClass == view }) {
        return Answer(kind: hit.kind, guess: "guessed `\(hit.kind.rawValue)` from its view, \(view)")
      }
      if node.entry.viewClass == UIKitClassCatalog.layoutContainerView, !node.children.isEmpty {
        // Navigation and tab bar controllers both use UILayoutContainerView. Tabs are usually
        // containers themselves, with one appeared; a stack has plain controllers, top appeared last.
        let containerTabs = node.children.allSatisfy { !$0.children.isEmpty }
        let kind: ControllerKind = containerTabs && node.children.count > 1 ? .tabBar : .navigation
        return Answer(
          kind: kind,
          guess: "guessed `\(kind.rawValue)` from its shape: a \(UIKitClassCatalog.layoutContainerView) with "
            + (kind == .tabBar ? "children that are containers (tabs)" : "a stack of children"))
      }
    }
    if !chain.isEmpty {
      return Answer(kind: .controller, guess: "imported as `controller`: its superclasses (\(chain.joined(separator: " → "))) reach no UIKit container")
    }
    return Answer(kind: .controller, guess: nil)
  }
}

/// A class name as dumps print it: `App.ListViewController`, `SwiftUI.UIHostingController<App.Root>`,
/// `_TtC5MyApp14ListController`, `_TtGC7SwiftUI19UIHostingControllerV5MyApp8RootView_`.
public struct ClassName: Equatable, Sendable {
  /// Without module and generic arguments: `UIHostingController`, `ListViewController`.
  public var base: String
  /// The generic argument's base name (`Root`), if any.
  public var argument: String?

  /// Linear in the length of the name, without recursion: only the first generic argument's
  /// own name is read, so `<<<<…` nested any number of levels costs one pass.
  public init(_ printed: String) {
    var text = Substring(printed.trimmingSpaces())
    var argument: String?
    if text.hasPrefix("_TtGC") || text.hasPrefix("_TtC") {
      let words = ClassName.demangle(String(text))
      if words.count >= 2 {
        text = Substring(words[1])
        // Generic arguments come as (module, name) pairs; SwiftUI's wrappers are skipped.
        let wrappers: Set<String> = ["SwiftUI", "ModifiedContent", "AnyView", "Optional", "TupleView", "Swift"]
        let rest = words.dropFirst(2).filter { !wrappers.contains($0) && !$0.hasPrefix("_") }
        argument = rest.count >= 2 ? rest[rest.startIndex + 1] : rest.first
      } else if let only = words.first {
        text = Substring(only)
      }
    }
    if let open = text.firstIndex(of: "<"), text.hasSuffix(">") {
      // `Outer<Module.Inner<…>, Other>`: the argument is `Inner`, the name up to its own `<` or `,`.
      let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
      let first = inside.prefix { $0 != "<" && $0 != "," && $0 != ">" }
      argument = ClassName.plainBase(first)
      text = text[..<open]
    }
    self.base = ClassName.plainBase(text)
    self.argument = argument
  }

  /// The name after its last `.` (module dropped); a mangled name's class name.
  static func plainBase(_ text: Substring) -> String {
    let trimmed = text.trimmingSpaces()
    if trimmed.hasPrefix("_TtC") || trimmed.hasPrefix("_TtGC") {
      let words = demangle(trimmed)
      if words.count >= 2 { return words[1] }
      if let only = words.first { return only }
    }
    if let dot = trimmed.lastIndex(of: ".") { return String(trimmed[trimmed.index(after: dot)...]) }
    return trimmed
  }

  /// The identifiers of a simple mangled class name: `_TtC5MyApp4List` → [MyApp, List];
  /// `_TtGC7SwiftUI19UIHostingControllerV5MyApp8RootView_` → [SwiftUI, UIHostingController, MyApp, RootView].
  /// One pass over the name, stopping after `maxWords` (a real name has a few dozen at most).
  static func demangle(_ text: String, maxWords: Int = 64) -> [String] {
    let scalars = text.unicodeScalars
    var i = scalars.index(scalars.startIndex, offsetBy: text.hasPrefix("_TtGC") ? 5 : 4, limitedBy: scalars.endIndex) ?? scalars.endIndex
    var words: [String] = []
    while i < scalars.endIndex, words.count < maxWords {
      var length = 0
      var digits = 0
      while i < scalars.endIndex, ("0"..."9").contains(scalars[i]) {
        if length <= text.utf8.count { length = length * 10 + Int(scalars[i].value - 48) }  // else too long: no word
        digits += 1
        i = scalars.index(after: i)
      }
      guard digits > 0, length > 0, let end = scalars.index(i, offsetBy: length, limitedBy: scalars.endIndex) else {
        if i < scalars.endIndex { i = scalars.index(after: i) }  // a kind letter (V, C, O), `_`, or a length past the end
        continue
      }
      words.append(String(scalars[i..<end]))
      i = end
    }
    return words
  }
}
