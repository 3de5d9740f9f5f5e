import SceneFile
import StatusBarCore

/// What `sbplay import` needs besides the dump.
public struct ImportOptions: Sendable {
  /// The device and iOS version the user chose; what is missing is chosen by
  /// `ImportEnvironment` (and said so).
  public var device: Device?
  public var os: OSVersion?
  /// True when the user chose both (no guess to report).
  public var environmentGiven: Bool { device != nil && os != nil }
  public var sources: SourceFacts?
  public var plist: PlistFacts?

  public static let defaultDevice = "iPhone 15"
  public static let defaultOS = OSVersion(17, 0)

  public init(device: Device? = nil, os: OSVersion? = nil, sources: SourceFacts? = nil, plist: PlistFacts? = nil) {
    self.device = device
    self.os = os
    self.sources = sources
    self.plist = plist
  }
}

/// A dump turned into a scene: the world, its YAML with every guess as a comment, and the
/// assumptions to print (already escaped for a terminal).
public struct ImportResult: Sendable {
  public var world: World
  public var yaml: String
  public var assumptions: [String]
  /// Controllers imported, and how many of them were guessed in some way.
  public var controllerCount: Int
  /// The device and iOS version chosen and why (nil: both given); also the first assumptions.
  public var environmentNote: String?
}

/// Builds the scene from a parsed dump (see `HierarchyDumpParser`, `ClassRecognition`,
/// `PresentationRecognition`, `SourceFacts`).
public enum DumpImporter {
  public static func importDump(_ text: String, file: String, options: ImportOptions = ImportOptions()) throws(DumpError) -> ImportResult {
    let roots = try HierarchyDumpParser.parseWindows(text, file: file)
    var builder = Builder(options: options)
    // `[UIViewController _printHierarchy]` prints every window; the keyboard's and other system
    // windows never decide the status bar (they cannot affect its appearance).
    let appRoots = roots.filter { !UIKitClassCatalog.systemWindowRootControllers.contains(ClassName($0.entry.className).base) }
    let skipped = roots.count - appRoots.count
    if skipped > 0 {
      builder.header.append("\(skipped) system window\(skipped == 1 ? "" : "s") (keyboard, text effects) not imported: they do not affect the status bar")
    }
    let tree = appRoots.first ?? roots[0]
    let root = builder.node(tree, presentedStyle: nil)
    var extraWindows: [WindowNode] = []
    for (index, other) in appRoots.dropFirst().enumerated() {
      let node = builder.node(other, presentedStyle: nil)
      let name = "Window\(index + 2)"
      builder.note(
        node.controller.name,
        "root of \(name), a window of its own in the dump: its level and order are not printed; assumed a normal-level window shown after the main window (the topmost window that can affect the bar decides)"
      )
      if !other.presented.isEmpty {
        builder.note(node.controller.name, "its presentations are not imported (a scene presents from the main window only)")
      }
      extraWindows.append(WindowNode(AppWindow(name: name), root: node))
    }

    // The modal chain: each link is the presentation found in the previous link's subtree.
    var presented: [ControllerNode] = []
    var current = tree
    var previousName = root.controller.name
    while presented.count < 100 {
      let candidates = presentations(in: current)
      guard !candidates.isEmpty else { break }
      let chosen = candidates.last(where: { $0.node.entry.isAppeared }) ?? candidates[candidates.count - 1]
      let node = builder.node(chosen.node, presentedStyle: chosen.node.entry.presentationController)
      let name = node.controller.name
      if chosen.presenter != current.entry {
        builder.note(name, "presented from \(builder.label(chosen.presenter)) inside \(previousName); the scene presents it from the modal chain")
      }
      for other in candidates where other.node.entry != chosen.node.entry {
        builder.note(
          name, "also presented in the dump but not imported (a scene has one modal chain): \(builder.label(other.node.entry)) on line \(other.node.entry.line)"
        )
      }
      presented.append(node)
      previousName = name
      current = chosen.node
    }

    var plist = InfoPlist()
    if let facts = options.plist {
      plist = facts.infoPlist
      builder.header += facts.notes
    } else {
      builder.header.append("Info.plist: not given (--plist): UIKit's defaults assumed (view-controller-based status bar appearance YES)")
    }
    let choice = try ImportEnvironment.choose(device: options.device, os: options.os, evidence: builder.evidence, file: file)
    if let note = choice.note { builder.header.append(note) }
    var env = Environment(device: choice.device, os: choice.os)
    env.orientation = .portrait
    var world = World(environment: env, root: root, presented: presented, infoPlist: plist)
    if !extraWindows.isEmpty { world.install(windows: extraWindows) }
    let header =
      ["Imported by `sbplay import` from \(TerminalSafe.escape(file)). Lines starting with # are what the import assumed."]
      + builder.header
    let yaml = SceneWriter.yaml(
      world, title: "Imported: " + TerminalSafe.clip(file.split(separator: "/").last.map(String.init) ?? file, 60),
      summary: nil, steps: [], header: header, notes: builder.notes)
    guard yaml.utf8.count <= SceneLimits.maxBytes else {
      throw DumpError(
        file: file, line: 1,
        message: "the scene for these \(builder.order.count) controllers would be over the \(SceneLimits.maxBytes / 1_048_576) MiB "
          + "a scene may have; paste one window's hierarchy, or the part that matters")
    }
    // The summary: each distinct note once, with the controllers it is about (the scene has each
    // under its controller).
    var assumptions = builder.header
    var grouped: [(note: String, names: [String])] = []
    for name in builder.order {
      for note in builder.notes[name] ?? [] where !note.hasPrefix("from line") {
        if let index = grouped.firstIndex(where: { $0.note == note }) {
          grouped[index].names.append(name)
        } else {
          grouped.append((note, [name]))
        }
      }
    }
    for (note, names) in grouped {
      let shown = names.count <= 3 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
      assumptions.append(shown + ": " + note)
    }
    return ImportResult(
      world: world, yaml: yaml, assumptions: assumptions, controllerCount: builder.order.count,
      environmentNote: choice.note)
  }

  /// `+` entries in `node`'s containment subtree (not below another presentation), with their presenter.
  static func presentations(in node: DumpNode) -> [(node: DumpNode, presenter: DumpEntry)] {
    var found: [(DumpNode, DumpEntry)] = []
    var work = [node]
    while let current = work.popLast() {
      for p in current.presented { found.append((p, current.entry)) }
      work.append(contentsOf: current.children.reversed())
    }
    return found
  }

  struct Builder {
    var options: ImportOptions
    var notes: [String: [String]] = [:]
    var header: [String] = []
    var order: [String] = []
    /// Names taken, each with the next number to try for it.
    var used: [String: Int] = [:]
    /// The strongest sign of the iOS version the dump was printed on.
    var evidence: OSEvidence?

    init(options: ImportOptions) { self.options = options }

    mutating func note(_ name: String, _ text: String) { notes[name, default: []].append(text) }

    func label(_ entry: DumpEntry) -> String { label(entry.className) }

    /// A class name from the dump, escaped and clipped for a comment or the terminal.
    func label(_ className: String) -> String {
      "`" + TerminalSafe.clip(className, DumpLimits.maxCommentValue) + "`"
    }

    /// A scene name from the class: module dropped, generic argument kept, made unique.
    mutating func uniqueName(for className: String) -> String {
      let parsed = ClassName(className)
      var base = parsed.base
      if let argument = parsed.argument { base += "_" + argument }
      var cleaned = String(
        base.unicodeScalars.map { s -> Character in
          (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_") && s.isASCII ? Character(s) : "_"
        })
      if cleaned.isEmpty || cleaned.allSatisfy({ $0 == "_" }) { cleaned = "Controller" }
      if cleaned.count > 60 { cleaned = String(cleaned.prefix(60)) }
      if ["nil", "none", "topViewController", "selectedViewController", "firstViewController"].contains(cleaned) {
        cleaned += "_"
      }
      var name = cleaned
      var n = used[cleaned] ?? 2
      while used[name] != nil {
        name = cleaned + "_\(n)"
        n += 1
      }
      used[cleaned] = n
      used[name] = used[name] ?? 2
      return name
    }

    /// The controller and its children (presentations are handled by the caller).
    mutating func node(_ dump: DumpNode, presentedStyle: String?) -> ControllerNode {
      let entry = dump.entry
      let sources = options.sources
      let answer = ClassRecognition.recognise(entry.className, node: dump, superclass: { sources?.superclass(of: $0) })
      let name = uniqueName(for: entry.className)
      order.append(name)
      var controller = Controller(name: name, kind: answer.kind)
      note(name, "from line \(entry.line): \(label(entry))" + (entry.state.map { ", " + TerminalSafe.clip($0, 40) } ?? ""))
      evidence = OSEvidence.stronger(
        evidence, OSEvidence.of(kind: answer.kind, presentationController: presentedStyle, line: entry.line))
      if let guess = answer.guess { note(name, guess) }
      if entry.notInWindow { note(name, "its view is not in the window: UIKit does not ask it while it is off screen") }

      if let presenter = presentedStyle {
        let (style, guess) = PresentationRecognition.style(for: presenter)
        controller.modalPresentationStyle = style
        note(name, "modalPresentationStyle \(style.rawValue) from \(label(presenter))")
        if let guess { note(name, guess) }
      } else if entry.isPresented {
        note(
          name,
          "presented, but the dump names no presentation controller (`presented with: (null)`): "
            + "modalPresentationStyle left to UIKit's default for the iOS version (set it if the app sets one)")
      }

      var children = dump.children.map { node($0, presentedStyle: nil) }
      let appeared = dump.children.enumerated().filter { $0.element.entry.isAppeared && !$0.element.entry.notInWindow }.map(\.offset)
      // What a dump says, and does not say, about a kind's children: read by how UIKit gives
      // them to it (the kind's `childrenAPI`), not by the kind.
      let behavior = answer.kind.behavior
      switch behavior.childrenAPI {
      case .viewControllers where behavior.childrenFormStack:
        if let top = appeared.last, top != children.count - 1 {
          note(
            name,
            "the appeared controller is not the top of the stack (a push or pop in progress?): the scene's top is the last one, \(children[children.count - 1].controller.name)"
          )
        }
        if !hasSourceFact(dump, [.barStyle, .navigationBarHidden]) {
          note(
            name,
            "bar style and isNavigationBarHidden are not in a dump"
              + (options.sources == nil ? "" : " and the sources do not set them")
              + ": assumed a visible bar with barStyle .default (set barStyle / navigationBarHidden if not)")
        }
      case .viewControllers:
        if let first = appeared.first {
          controller.selectedIndex = first
          if appeared.count > 1 { note(name, "more than one tab shows `state: appeared`: selected the first, tab \(first)") }
        } else if !children.isEmpty {
          controller.selectedIndex = 0
          note(name, "no tab shows `state: appeared`: assumed tab 0 is selected")
        }
      case .pages:
        if children.count > 1 { note(name, "a page view controller shows \(children.count) pages (spine in the middle?): currentPage 0 assumed") }
        if !children.isEmpty { controller.currentPage = 0 }
      case .columns:
        note(name, "columns imported in dump order (primary first); split style and display mode are not in a dump: UIKit's defaults assumed")
      case .representables:
        let rootView = ClassName(entry.className).argument
        if options.sources == nil || rootView.map({ options.sources?.classes[$0] == nil }) ?? true {
          note(
            name,
            "SwiftUI content: its modifiers (.statusBarHidden, .preferredColorScheme, toolbar colour scheme) are not in a dump; set them on this node if the view uses them"
          )
        }
        if !children.isEmpty {
          note(
            name,
            "its children are imported as representables (UIKit controllers its SwiftUI content hosts); SwiftUI's own hosting controllers in the dump may be among them"
          )
        }
      case .none:
        if !children.isEmpty {
          note(name, "a \(answer.kind.uikitClass) holds the system's own child controllers (\(children.count)): left out, sbplay draws it as one controller")
          children = []
        }
      case .addChild:
        if !children.isEmpty {
          note(name, "a custom container (children added with addChild): UIKit asks only it unless it overrides childForStatusBarStyle/Hidden")
        }
      }
      applySources(to: &controller, dump: dump)
      return ControllerNode(controller, children: children)
    }

    func hasSourceFact(_ dump: DumpNode, _ keys: [ControllerKey]) -> Bool {
      guard let sources = options.sources else { return false }
      let own = sources.effectiveFacts(for: ClassName(dump.entry.className).base).contains { keys.contains($0.fact.key) && !$0.fact.onNavigationController }
      let fromChildren = dump.children.contains { child in
        sources.effectiveFacts(for: ClassName(child.entry.className).base).contains { keys.contains($0.fact.key) && $0.fact.onNavigationController }
      }
      return own || fromChildren
    }

    /// Overrides from `--source`: constants become values, the rest comments with their location.
    mutating func applySources(to controller: inout Controller, dump: DumpNode) {
      guard let sources = options.sources else { return }
      let name = controller.name
      let className = ClassName(dump.entry.className)
      var facts = sources.effectiveFacts(for: className.base).filter { !$0.fact.onNavigationController }
      if controller.behavior.hostsSwiftUI, let rootView = className.argument, sources.classes[rootView] != nil {
        // UIHostingController<RootView>: the root view's modifiers (only its own body is read).
        facts += sources.effectiveFacts(for: rootView)
        note(name, "SwiftUI modifiers read from \(rootView)'s body only; modifiers in the views it contains are not followed")
      }
      if controller.behavior.childrenFormStack {
        // What the stack's controllers set on their navigation controller (top of the stack last wins).
        for child in dump.children {
          let childName = ClassName(child.entry.className).base
          for found in sources.effectiveFacts(for: childName) where found.fact.onNavigationController {
            facts.append((found.fact, childName))
          }
        }
      }
      for (fact, declaredIn) in facts {
        let origin = "\(fact.location)" + (declaredIn == ClassName(dump.entry.className).base ? "" : " in \(declaredIn)")
        guard controller.kind.behavior.ownKeys.contains(fact.key) || ControllerKind.owner(of: fact.key) == nil else {
          note(name, "\(fact.key.rawValue) set at \(origin) does not apply to a `\(controller.kind.rawValue)`: ignored")
          continue
        }
        switch fact.value {
        case .constant(let text):
          if let value = fact.key.parse(text) {
            controller.setValue(value, for: fact.key)
            note(name, "\(fact.key.rawValue): \(text) from \(origin)")
          } else {
            note(name, "\(fact.key.rawValue) at \(origin) returns \(TerminalSafe.clip(text, 60)), which the scene cannot hold: not imported")
          }
        case .runtime(let expression):
          note(
            name,
            "\(fact.key.rawValue) is decided at run time at \(origin): \(TerminalSafe.clip(expression, 80)); set it with `set \(name).\(fact.key.rawValue)=…`")
        }
      }
    }
  }
}
