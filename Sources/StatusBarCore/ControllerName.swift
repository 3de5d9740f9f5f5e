/// What a controller name may be, for scene files and for actions alike, so that every name the
/// app can create is one a saved scene can load again (issue 12).
public enum ControllerName {
  /// Words a scene file reads as something other than a controller where a name is expected
  /// (`childForStatusBarStyle: nil` is UIKit's nil; the others are UIKit's own properties).
  public static let reserved: Set<String> = ["nil", "none", "topViewController", "selectedViewController"]

  /// The rule in words, for error messages.
  public static let rule =
    "a name is one line of text without `=`, control characters, leading or trailing spaces or dots"

  /// Nil when `name` can be a controller name, else why not.
  public static func problem(_ name: String) -> String? {
    let edges: Set<Character> = [" ", "\t", "\u{A0}", "\u{3000}"]
    guard !name.isEmpty, let first = name.first, let last = name.last, !edges.contains(first), !edges.contains(last),
      !name.contains("="), first != ".", last != ".",
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || TerminalText.isControl($0) })
    else { return rule }
    if reserved.contains(name) {
      return "childForStatusBarStyle reads it as \(name == "none" || name == "nil" ? "nil" : "UIKit's own property"); choose another name"
    }
    return nil
  }
}
