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

  public init(_ printed: String) {
    var text = printed.trimmingSpaces()
    var argument: String?
    if text.hasPrefix("_TtGC") || text.hasPrefix("_TtC") {
      let words = ClassName.demangle(text)
      if words.count >= 2 {
        text = words[1]
        // Generic arguments come as (module, name) pairs; SwiftUI's wrappers are skipped.
        let wrappers: Set<String> = ["SwiftUI", "ModifiedContent", "AnyView", "Optional", "TupleView", "Swift"]
        let rest = words.dropFirst(2).filter { !wrappers.contains($0) && !$0.hasPrefix("_") }
        argument = rest.count >= 2 ? rest[rest.startIndex + 1] : rest.first
      } else if let only = words.first {
        text = only
      }
    }
    if let open = text.firstIndex(of: "<"), text.hasSuffix(">") {
      let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
      argument = ClassName(inside).base
      text = String(text[..<open])
    }
    if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
    self.base = text
    self.argument = argument
  }

  /// The identifiers of a simple mangled class name: `_TtC5MyApp4List` → [MyApp, List];
  /// `_TtGC7SwiftUI19UIHostingControllerV5MyApp8RootView_` → [SwiftUI, UIHostingController, MyApp, RootView].
  static func demangle(_ text: String) -> [String] {
    var scalars = Array(text.unicodeScalars.dropFirst(text.hasPrefix("_TtGC") ? 5 : 4))
    var words: [String] = []
    while !scalars.isEmpty {
      var digits = ""
      while let c = scalars.first, ("0"..."9").contains(c) {
        digits.unicodeScalars.append(c)
        scalars.removeFirst()
      }
      guard let length = Int(digits), length > 0, length <= scalars.count else {
        if !scalars.isEmpty { scalars.removeFirst() }  // a kind letter (V, C, O) or `_`
        continue
      }
      var word = ""
      word.unicodeScalars.append(contentsOf: scalars.prefix(length))
      scalars.removeFirst(length)
      words.append(word)
    }
    return words
  }
}
