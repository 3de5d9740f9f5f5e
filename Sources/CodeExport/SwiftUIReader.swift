/// The SwiftUI half of `SwiftOverrideReader`: the modifiers in each `struct …View: View` of an
/// export, credited to the `UIHostingController<…View>` subclass that hosts it, under their scene
/// keys (`.toolbarColorScheme(.dark, for: .statusBar)` → `statusBarColorScheme: dark`).
struct SwiftUIReader {
  private var currentView: String?
  private var views: [String: [String: String]] = [:]
  private var hostingClass: [String: String] = [:]

  /// Modifier spellings, by the start of the line, and the key each sets.
  static let modifiers: [(prefix: String, suffix: String, key: String)] = [
    (".statusBarHidden(", ")", "statusBarHidden"),
    (".preferredColorScheme(.", ")", "preferredColorScheme"),
    (".toolbarColorScheme(.", ", for: .navigationBar)", "toolbarColorScheme"),
    (".toolbarBackground(.", ", for: .navigationBar)", "toolbarBackground"),
    (".toolbarColorScheme(.", ", for: .statusBar)", "statusBarColorScheme"),
    (".toolbarVisibility(.", ", for: .statusBar)", "statusBarVisibility"),
  ]

  /// `final class HostController: UIHostingController<HostView> {`.
  mutating func noteHostingClass(_ name: String, header: String) {
    guard let open = header.firstRange(of: "UIHostingController<"), let close = header.firstIndex(of: ">") else { return }
    hostingClass[String(header[open.upperBound..<close])] = name
  }

  /// Reads a line inside a view struct; true when the line belonged to one.
  mutating func read(_ line: String, raw: Substring) -> Bool {
    if currentView == nil {
      guard line.hasPrefix("struct "), line.hasSuffix(": View {"), let colon = line.firstIndex(of: ":") else { return false }
      let name = String(line[line.index(line.startIndex, offsetBy: "struct ".count)..<colon])
      currentView = name
      views[name] = views[name] ?? [:]
      return true
    }
    guard let view = currentView else { return false }
    if raw == "}" {
      currentView = nil
      return true
    }
    if line.hasPrefix("NavigationStack {") || line.hasPrefix("NavigationView {") {
      views[view, default: [:]]["navigationStack"] = "true"
    } else if line.hasPrefix("// sbplay: scrolledUnderBar") {
      views[view, default: [:]]["scrolledUnderBar"] = "true"
    } else {
      for (prefix, suffix, key) in Self.modifiers where line.hasPrefix(prefix) && line.hasSuffix(suffix) {
        views[view, default: [:]][key] = String(line.dropFirst(prefix.count).dropLast(suffix.count))
        break
      }
    }
    return true
  }

  func merge(into result: inout [String: [String: String]]) {
    for (view, entries) in views {
      guard let owner = hostingClass[view] else { continue }
      result[owner, default: [:]].merge(entries) { _, new in new }
    }
  }
}
