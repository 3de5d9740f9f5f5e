import AppImport
import StatusBarCore

/// Reads a storyboard or XIB (through `MarkupScanner`) into the facts lint builds worlds from:
/// the controllers' classes (a custom class is a subclass of its element's UIKit class), navigation
/// and tab relationships (`relationship` segues), modal segues with their presentation style,
/// embed segues, pushes, and storyboard IDs (what `instantiateViewController(withIdentifier:)` returns).
/// Facts only: the linter builds the worlds and asks StatusBarCore.
enum StoryboardReader {
  /// The prefix of a storyboard ID as a factory's name (`storyboardID:Settings`).
  static let identifierPrefix = "storyboardID:"
  /// A storyboard's initial controller as a factory's name (`storyboardID:@initial:Settings`).
  static func initialName(_ storyboard: String) -> String { identifierPrefix + "@initial:" + storyboard }

  struct Segue {
    var kind: String
    var relationship: String?
    var destination: String
    var style: String?
    var location: SourceLocation
    /// A `UIStoryboardSegue` subclass: its `perform()` decides how the destination is shown.
    var customClass: String?
  }

  struct Scene {
    var id: String
    var className: String
    var exact: Bool
    var location: SourceLocation
    var identifier: String?
    var style: String?
    var captures: Bool?
    var segues: [Segue] = []
    /// A navigation controller's `<navigationBar barStyle="…">`.
    var barStyle: String?
    /// A navigation controller's `navigationBarHidden="YES"` (its bar hidden when it loads).
    var barHidden: Bool?
  }

  static func scanFile(path: String, bytes: [UInt8], limits: MarkupLimits = MarkupLimits()) -> FileScan {
    var scan = FileScan(path: path)
    var scenes: [String: Scene] = [:]
    var order: [String] = []
    var initial: String?
    // The controller elements open around the current element (segues belong to the innermost).
    var open: [(element: String, sceneID: String?)] = []
    func location(_ e: MarkupElement) -> SourceLocation { SourceLocation(file: path, line: e.line, column: e.column) }
    let problem = MarkupScanner.scan(
      bytes, limits: limits,
      start: { e in
        if e.name == "document" { initial = e.attributes["initialViewController"] }
        var sceneID: String?
        let uikit = UIKitClassCatalog.interfaceBuilderElements[e.name]
        if let id = e.attributes["id"], uikit != nil || e.attributes["sceneMemberID"] == "viewController",
          let className = Self.className(e.attributes["customClass"]) ?? uikit
        {
          if let custom = Self.className(e.attributes["customClass"]), let uikit, CoreFacts.kind(ofUIKitClass: custom) == nil {
            // What the storyboard says of a class the sources may not declare (an Objective-C one, or none).
            scan.fallbackClasses.append(ClassFacts(name: custom, superclass: uikit, location: location(e)))
          }
          var scene = Scene(
            id: id, className: className, exact: true, location: location(e), identifier: e.attributes["storyboardIdentifier"],
            style: e.attributes["modalPresentationStyle"])
          if let captures = e.attributes["modalPresentationCapturesStatusBarAppearance"] { scene.captures = captures == "YES" }
          if e.name == "navigationController", let hidden = e.attributes["navigationBarHidden"] { scene.barHidden = hidden == "YES" }
          if scenes[id] == nil { order.append(id) }
          scenes[id] = scene
          sceneID = id
        }
        if e.name == "viewControllerPlaceholder", let id = e.attributes["id"] {
          // A storyboard reference (D111): the scene it names in another storyboard (by its ID, else
          // that storyboard's initial one), linked once every file is read; unknown if none is read.
          let target = e.attributes["referencedIdentifier"].map { identifierPrefix + $0 } ?? e.attributes["storyboardName"].map(initialName)
          if let target {
            if scenes[id] == nil { order.append(id) }
            scenes[id] = Scene(id: id, className: PlacementVisitor.factoryPrefix + target, exact: false, location: location(e))
            sceneID = id
          }
        }
        if e.name == "segue", let destination = e.attributes["destination"], let kind = e.attributes["kind"],
          let owner = open.last(where: { $0.sceneID != nil })?.sceneID
        {
          scenes[owner]?.segues.append(
            Segue(
              kind: kind, relationship: e.attributes["relationship"], destination: destination, style: e.attributes["modalPresentationStyle"],
              location: location(e), customClass: Self.className(e.attributes["customClass"])))
        }
        if e.name == "navigationBar", let style = e.attributes["barStyle"],
          let owner = open.last(where: { $0.sceneID != nil }), owner.element == "navigationController", let id = owner.sceneID
        {
          scenes[id]?.barStyle = style
        }
        if e.name == "userDefinedRuntimeAttribute", e.attributes["keyPath"] == "modalPresentationCapturesStatusBarAppearance",
          let owner = open.last(where: { $0.sceneID != nil })?.sceneID
        {
          scenes[owner]?.captures = e.attributes["value"] == "YES"
        }
        open.append((e.name, sceneID))
      },
      end: { _ in if !open.isEmpty { open.removeLast() } })
    if let problem {
      scan.skipped = problem
      return scan
    }
    let built = Built(scenes: scenes)
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    let storyboardName = fileName.split(separator: ".").dropLast().joined(separator: ".")
    for id in order {
      guard let scene = scenes[id] else { continue }
      for segue in scene.segues {
        guard let destination = built.tree(segue.destination) else { continue }
        switch (segue.kind, segue.relationship) {
        case ("relationship", "rootViewController"?), ("relationship", "viewControllers"?):
          var placement = Placement(how: .stack, controller: destination, container: .type(scene.className), location: segue.location, enclosingClass: nil)
          placement.containerBarStyle = scene.barStyle
          placement.containerBarHidden = scene.barHidden
          placement.containerOrigin = scene.location
          scan.placements.append(placement)
        case ("presentation", _), ("modal", _), ("popoverPresentation", _):
          let style = segue.kind == "popoverPresentation" ? "popover" : segue.style ?? scenes[segue.destination]?.style
          // A custom segue class presents in its own `perform()`, which may set any style and
          // capture (or present nothing): the style is decided at run time (`?`), never assumed.
          var placement = Placement(
            how: .present, controller: destination, style: segue.customClass != nil ? "?" : style.flatMap(presentationStyle),
            captures: scenes[segue.destination]?.captures, location: segue.location, enclosingClass: scene.className)
          placement.presentedBySelf = true
          scan.placements.append(placement)
        case ("embed", _):
          var placement = Placement(how: .addChild, controller: destination, container: .type(scene.className), location: segue.location, enclosingClass: nil)
          placement.containerOrigin = scene.location
          scan.placements.append(placement)
        case ("show", _), ("push", _):
          // Into the navigation controller the storyboard puts the source in, else the source class's.
          if let nav = built.navigationHolding[id] {
            var placement = Placement(how: .push, controller: destination, container: .type(nav), location: segue.location, enclosingClass: scene.className)
            placement.containerBarStyle = built.navigationBarStyle[id]
            placement.containerBarHidden = built.navigationBarHidden[id]
            placement.containerOrigin = built.navigationOrigin[id]
            scan.placements.append(placement)
          } else if !scene.className.hasPrefix("UI") || CoreFacts.kind(ofUIKitClass: scene.className) == nil {
            var placement = Placement(
              how: .push, controller: destination, container: .navigationOf(scene.className), location: segue.location,
              enclosingClass: scene.className)
            if segue.kind == "show", id == initial, !scene.segues.contains(where: { $0.kind == "relationship" }) {
              placement.showFromInitialOf = storyboardName
            }
            scan.placements.append(placement)
          }
        default:
          break
        }
      }
      if let identifier = scene.identifier, let tree = built.tree(id) {
        var returns = tree
        returns.style = scene.style.flatMap(presentationStyle)
        scan.factories.append(ControllerFactory(name: identifierPrefix + identifier, returns: returns, wrapsFirstArgument: false))
      }
    }
    if let initial, let tree = built.tree(initial) {
      var placement = Placement(how: .built, controller: tree, location: tree.origin ?? SourceLocation(file: path, line: 1, column: 1), enclosingClass: nil)
      placement.storyboard = storyboardName
      scan.placements.append(placement)
      if let storyboard = placement.storyboard, !storyboard.isEmpty {
        scan.factories.append(ControllerFactory(name: initialName(storyboard), returns: tree, wrapsFirstArgument: false))
      }
    }
    return scan
  }

  /// Interface Builder's style names are the Swift case names (`overFullScreen`); nil for others.
  static func presentationStyle(_ text: String) -> String? {
    PresentationStyle(rawValue: text)?.rawValue
  }

  /// A custom class as the sources spell it (`Module.Name` -> `Name`); nil when empty.
  static func className(_ text: String?) -> String? {
    guard let text, !text.isEmpty, text.count <= 200 else { return nil }
    let base = ClassName(text).base
    return base.isEmpty ? nil : base
  }

  /// The controller trees a storyboard's relationships make (a navigation controller around its
  /// root, a tab bar controller around its tabs), at most `depth` levels, cycles cut.
  struct Built {
    let scenes: [String: Scene]
    /// Scene id -> the navigation controller class whose root it is.
    var navigationHolding: [String: String] = [:]
    /// Scene id -> the bar style of the navigation controller whose root it is.
    var navigationBarStyle: [String: String] = [:]
    /// Scene id -> whether the navigation controller whose root it is loads with its bar hidden.
    var navigationBarHidden: [String: Bool] = [:]
    /// Scene id -> where the navigation controller whose root it is stands in the storyboard.
    var navigationOrigin: [String: SourceLocation] = [:]

    init(scenes: [String: Scene]) {
      self.scenes = scenes
      for scene in scenes.values {
        for segue in scene.segues where segue.kind == "relationship" && segue.relationship == "rootViewController" {
          navigationHolding[segue.destination] = scene.className
          navigationBarStyle[segue.destination] = scene.barStyle
          navigationBarHidden[segue.destination] = scene.barHidden
          navigationOrigin[segue.destination] = scene.location
        }
      }
      // A controller embedded in one a navigation controller holds has that navigation controller
      // as its `navigationController` (goSellSDK's payment options, round 16); chains of embeds too.
      // So has one a show (push) segue pushes from it: the same stack, whose bar the storyboard
      // may hide (IBM's health pass registration flow, round 39).
      for _ in 0..<8 {
        var changed = false
        for id in scenes.keys.sorted() where navigationHolding[id] != nil {
          guard let scene = scenes[id] else { continue }
          for segue in scene.segues where ["embed", "show", "push"].contains(segue.kind) && navigationHolding[segue.destination] == nil {
            navigationHolding[segue.destination] = navigationHolding[id]
            navigationBarStyle[segue.destination] = navigationBarStyle[id]
            navigationBarHidden[segue.destination] = navigationBarHidden[id]
            navigationOrigin[segue.destination] = navigationOrigin[id]
            changed = true
          }
        }
        if !changed { break }
      }
    }

    func tree(_ id: String, depth: Int = 0, seen: Set<String> = []) -> PlacedController? {
      guard depth < 6, !seen.contains(id), let scene = scenes[id] else { return nil }
      var inner: [PlacedController] = []
      for segue in scene.segues.prefix(16) where segue.kind == "relationship" {
        if let child = tree(segue.destination, depth: depth + 1, seen: seen.union([id])) { inner.append(child) }
      }
      var placed = PlacedController(type: scene.className, inner: inner, origin: scene.location, exact: scene.exact)
      placed.style = scene.style.flatMap(presentationStyle)
      placed.barStyle = scene.barStyle
      placed.barHidden = scene.barHidden
      return placed
    }
  }
}
