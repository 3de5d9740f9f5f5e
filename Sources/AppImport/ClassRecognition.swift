import StatusBarCore

/// Which scene kind a class in a dump is: UIKit's own classes by name, the app's subclasses by
/// the superclass chain its sources declare (`--source`), else by the name's ending and by the
/// shape of the dump (the view class, the children). Every answer that is not certain carries a
/// sentence for the scene's comments.
///
/// Adding a mapping is one line in `uikitClasses` or `nameEndings`. Kinds are named by their
/// scene spelling: a kind StatusBarCore does not have yet (`hosting`) falls back to the line's
/// nearest kind, and the fallback is reported as a guess.
public enum ClassRecognition {
  public struct Answer: Equatable, Sendable {
    public var kind: ControllerKind
    /// Why the kind is a guess (nil: UIKit's own class, or the sources say so).
    public var guess: String?
  }

  /// A kind by its scene name, and the existing kind to use until StatusBarCore has it.
  struct KindName: Sendable {
    var name: String
    var nearest: ControllerKind
    init(_ name: String, else nearest: ControllerKind) {
      self.name = name
      self.nearest = nearest
    }
  }

  /// UIKit (and system framework) classes, by exact name.
  static let uikitClasses: [(className: String, kind: KindName)] = [
    ("UIViewController", KindName("controller", else: .controller)),
    ("UITableViewController", KindName("controller", else: .controller)),
    ("UICollectionViewController", KindName("controller", else: .controller)),
    ("UIAlertController", KindName("controller", else: .controller)),
    ("UIActivityViewController", KindName("controller", else: .controller)),
    ("SFSafariViewController", KindName("controller", else: .controller)),
    ("UINavigationController", KindName("navigation", else: .navigation)),
    ("UIImagePickerController", KindName("navigation", else: .navigation)),
    ("UIVideoEditorController", KindName("navigation", else: .navigation)),
    ("MFMailComposeViewController", KindName("navigation", else: .navigation)),
    ("MFMessageComposeViewController", KindName("navigation", else: .navigation)),
    ("UITabBarController", KindName("tabBar", else: .tabBar)),
    ("UISplitViewController", KindName("split", else: .split)),
    ("UIPageViewController", KindName("page", else: .page)),
    ("UIHostingController", KindName("hosting", else: .controller)),
  ]

  /// Endings of app class names, checked in order (a guess: the name only suggests the superclass).
  static let nameEndings: [(ending: String, kind: KindName)] = [
    ("NavigationController", KindName("navigation", else: .navigation)),
    ("NavController", KindName("navigation", else: .navigation)),
    ("TabBarController", KindName("tabBar", else: .tabBar)),
    ("TabBarViewController", KindName("tabBar", else: .tabBar)),
    ("TabController", KindName("tabBar", else: .tabBar)),
    ("SplitViewController", KindName("split", else: .split)),
    ("SplitController", KindName("split", else: .split)),
    ("PageViewController", KindName("page", else: .page)),
    ("HostingController", KindName("hosting", else: .controller)),
  ]

  /// View classes that give the container away.
  static let viewClasses: [(viewClass: String, kind: KindName)] = [
    ("_UIPageViewControllerContentView", KindName("page", else: .page)),
    ("UIPanelControllerContentView", KindName("split", else: .split)),
    ("UISplitViewControllerPanelImplView", KindName("split", else: .split)),
  ]

  static func resolve(_ kind: KindName) -> (ControllerKind, String?) {
    if let real = ControllerKind(rawValue: kind.name) { return (real, nil) }
    return (kind.nearest, "sbplay has no `\(kind.name)` kind yet: imported as `\(kind.nearest.rawValue)`")
  }

  /// The kind of `className`; `superclass` gives the app's declared superclass of a class
  /// (from its sources), `node` the shape in the dump.
  public static func recognise(
    _ className: String, node: DumpNode? = nil, superclass: (String) -> String? = { _ in nil }
  ) -> Answer {
    let name = ClassName(className)
    // 1. UIKit's own class.
    if let hit = uikitClasses.first(where: { $0.className == name.base }) {
      let (kind, note) = resolve(hit.kind)
      return Answer(kind: kind, guess: note)
    }
    // 2. The app's sources: walk the declared superclasses to a UIKit class.
    var seen: Set<String> = [name.base]
    var current = name.base
    var chain: [String] = []
    while let parent = superclass(current).map({ ClassName($0).base }), !seen.contains(parent), chain.count < 50 {
      chain.append(parent)
      seen.insert(parent)
      if let hit = uikitClasses.first(where: { $0.className == parent }) {
        let (kind, note) = resolve(hit.kind)
        return Answer(kind: kind, guess: note.map { "\($0) (sources: \(chain.joined(separator: " → ")))" })
      }
      current = parent
    }
    // 3. The name's ending.
    if let hit = nameEndings.first(where: { name.base.hasSuffix($0.ending) }) {
      let (kind, note) = resolve(hit.kind)
      var why = "guessed `\(kind.rawValue)` from the class name (ends in \(hit.ending))"
      if let note { why += "; " + note }
      return Answer(kind: kind, guess: why)
    }
    // 4. The shape.
    if let node {
      if let view = node.entry.viewClass, let hit = viewClasses.first(where: { $0.viewClass == view }) {
        let (kind, note) = resolve(hit.kind)
        return Answer(kind: kind, guess: "guessed `\(kind.rawValue)` from its view, \(view)" + (note.map { "; " + $0 } ?? ""))
      }
      if node.entry.viewClass == "UILayoutContainerView", !node.children.isEmpty {
        // Navigation and tab bar controllers both use UILayoutContainerView. Tabs are usually
        // containers themselves, with one appeared; a stack has plain controllers, top appeared last.
        let containerTabs = node.children.allSatisfy { !$0.children.isEmpty }
        let kind: ControllerKind = containerTabs && node.children.count > 1 ? .tabBar : .navigation
        return Answer(
          kind: kind,
          guess: "guessed `\(kind.rawValue)` from its shape: a UILayoutContainerView with "
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
