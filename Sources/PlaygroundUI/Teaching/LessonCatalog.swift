import BundledScenes
import SceneFile
import Synchronization

/// The bundled scenes as lessons, grouped in chapters: the one place that says which lesson
/// belongs where (a test checks that every bundled scene is in exactly one chapter).
public enum LessonCatalog {
  public struct Chapter: Hashable, Sendable {
    public var title: String
    /// Bundled scene names, in teaching order.
    public var scenes: [String]
  }

  public static let chapters: [Chapter] = [
    Chapter(
      title: "Who decides",
      scenes: ["nav-bar-decides", "hiding-the-nav-bar", "bar-tint-is-not-style", "toast-window-hijack"]),
    Chapter(
      title: "Containers and tabs",
      scenes: [
        "tab-bar-forwards", "custom-container", "tab-nav-call-route", "split-view-columns",
        "page-controller-forwarding",
      ]),
    Chapter(
      title: "Presentations",
      scenes: [
        "full-screen-takes-control", "sheet-captures", "automatic-presentation",
        "over-full-screen-needs-capture", "current-context", "custom-presentation",
        "nested-presentations", "popover-on-iphone", "sheets-ios12-vs-ios13", "sheet-detents", "system-controllers",
      ]),
    Chapter(
      title: "Heights and layout",
      scenes: [
        "heights-by-device", "dynamic-island", "ipad-bars", "hidden-bar-zero-frame", "no-status-bar-background",
        "in-call-bar", "in-call-ios13", "ipad-windows",
      ]),
    Chapter(
      title: "Visibility and landscape",
      scenes: ["face-id-nav-hidden", "landscape-ios8-12", "landscape-always-hidden"]),
    Chapter(
      title: "Appearance and dark mode",
      scenes: [
        "dark-mode-default", "dark-content-before-ios13", "trait-of-the-decider",
        "card-sheet-light-text", "liquid-glass-default", "scrolling-under-the-bar",
      ]),
    Chapter(
      title: "Legacy API and launch",
      scenes: ["vc-based-no", "app-setters-ignored", "launch-screen-plist", "sdk-versus-os"]),
    Chapter(title: "Updates and animation", scenes: ["pending-update", "update-animation"]),
    Chapter(title: "SwiftUI", scenes: ["swiftui-status-bar-hidden", "swiftui-light-text"]),
    Chapter(title: "React Native and Flutter", scenes: ["react-native-status-bar", "flutter-system-chrome"]),
  ]

  /// One lesson of the menu.
  struct Entry: Hashable, Sendable {
    var name: String
    var title: String
    var summary: String
    var stepCount: Int
    var chapter: String
  }

  /// The chapters with their lessons (titles, summaries, step counts, read at build time, so
  /// showing the menu or counting the lessons parses nothing); a bundled scene that no chapter
  /// lists is shown in a last "More" chapter rather than hidden.
  static let entries: [(chapter: String, lessons: [Entry])] = {
    var result: [(chapter: String, lessons: [Entry])] = []
    var listed = Set<String>()
    func entry(_ name: String, _ chapter: String) -> Entry? {
      guard let bundled = BundledScenes.named(name), let facts = facts(of: bundled) else { return nil }
      return Entry(
        name: bundled.name, title: facts.title ?? bundled.name, summary: facts.summary ?? "",
        stepCount: facts.stepCount, chapter: chapter)
    }
    for chapter in chapters {
      let lessons = chapter.scenes.compactMap { entry($0, chapter.title) }
      listed.formUnion(chapter.scenes)
      if !lessons.isEmpty { result.append((chapter.title, lessons)) }
    }
    let rest = BundledScenes.all.map(\.name).filter { !listed.contains($0) }.compactMap {
      entry($0, "More")
    }
    if !rest.isEmpty { result.append(("More", rest)) }
    return result
  }()

  /// Every lesson in menu order.
  static let allLessons: [Entry] = entries.flatMap(\.lessons)

  /// The facts of a bundled scene: the build's, else (a layout the build does not read) the
  /// parse's; nil for a scene that does not load.
  static func facts(of bundled: BundledScenes.Entry) -> BundledScenes.Facts? {
    if let facts = bundled.facts { return facts }
    guard let scene = scene(named: bundled.name) else { return nil }
    return BundledScenes.Facts(title: scene.title, summary: scene.summary, stepCount: scene.steps.count)
  }

  /// Bundled scenes parsed so far: each is parsed the first time a lesson needs it, once.
  private static let parsed = Mutex<[String: Scene]>([:])

  /// A bundled scene, loaded for a lesson.
  static func scene(named name: String) -> Scene? {
    guard let bundled = BundledScenes.named(name) else { return nil }
    if let scene = parsed.withLock({ $0[bundled.name] }) { return scene }
    guard
      let scene = try? SceneLoader.load(
        text: bundled.text, fileName: "Scenes/" + bundled.fileName)
    else { return nil }
    parsed.withLock { $0[bundled.name] = scene }
    return scene
  }

  /// The bundled scene name a scene came from (`Scenes/nav-bar-decides.yaml`), if any.
  static func bundledName(of scene: Scene) -> String? {
    let file = scene.source.split(separator: "/").last.map(String.init) ?? scene.source
    guard scene.source.hasPrefix("Scenes/"), let bundled = BundledScenes.named(file) else {
      return nil
    }
    return bundled.name
  }
}
