/// What a controller name may be, for scene files and for actions alike, so that every name the
/// app can create is one a saved scene can load again.
public enum ControllerName {
  /// Words a scene file reads as something other than a controller where a name is expected
  /// (`childForStatusBarStyle: nil` is UIKit's nil; the others are UIKit's own properties).
  /// An array: asked for every controller of a scene, where a `Set`'s hash (seeded anew in
  /// every process) made reading the same scene cost a different number of instructions each
  /// run; four comparisons cost no more.
  public static let reserved = ["nil", "none", "topViewController", "selectedViewController"]

  /// The rule in words, for error messages.
  public static let rule =
    "a name is one line of text without `=`, control characters, leading or trailing spaces or dots"

  /// Nil when `name` can be a controller name, else why not.
  public static func problem(_ name: String) -> String? {
    guard !name.isEmpty, let first = name.first, let last = name.last, !isSpace(first), !isSpace(last),
      !name.contains("="), first != ".", last != ".",
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || TerminalText.isControl($0) })
    else { return rule }
    if reserved.contains(name) {
      return "childForStatusBarStyle reads it as \(name == "none" || name == "nil" ? "nil" : "UIKit's own property"); choose another name"
    }
    return nil
  }

  /// A space, a tab, a no-break or an ideographic space: a name may not start or end with one.
  /// Compared as scalars rather than looked up in a `Set<Character>` (made on every call, and
  /// hashed with a seed that changes from run to run: a session on a scene of 10,000 names cost
  /// 31M instructions more and swung by up to 9M between runs); none of the four has a
  /// canonical equivalent, so a character is one of them exactly when it is that one scalar.
  static func isSpace(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
    switch scalar.value {
    case 0x20, 0x09, 0xA0, 0x3000: return true
    default: return false
    }
  }
}
