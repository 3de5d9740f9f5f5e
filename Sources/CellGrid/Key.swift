/// A key press, as the curses backend decodes it and as programs match on it.
///
/// Every key has a stable text form (``description``) that ``init(description:)`` parses back,
/// so sessions can be recorded to a file one key per line and replayed:
///
/// | Key | Text |
/// | --- | --- |
/// | `.char("q")`, `.char("?")` | `q`, `?` |
/// | `.char(" ")` | `space` |
/// | `.char` of a control or other invisible character | `u+0009` (scalars in hex, `+`-joined) |
/// | `.ctrl("c")` | `ctrl+c` (`ctrl+space` for `.ctrl(" ")`) |
/// | `.up` `.down` `.left` `.right` | `up` `down` `left` `right` |
/// | `.enter` `.escape` `.backspace` | `enter` `esc` `backspace` |
/// | `.tab` `.backTab` | `tab` `shift+tab` |
/// | `.home` `.end` `.pageUp` `.pageDown` `.delete` | `home` `end` `pgup` `pgdown` `delete` |
/// | `.function(1)` | `f1` |
/// | `.resize` | `resize` |
///
/// The backend produces `.ctrl` with lowercase letters; Tab, Enter and Backspace arrive as their
/// own cases, never as `.ctrl("i")`, `.ctrl("m")` or `.ctrl("h")`.
public enum Key: Hashable, Sendable {
  case char(Character)
  case ctrl(Character)
  case up, down, left, right
  case enter, escape, backspace, tab, backTab
  case home, end, pageUp, pageDown, delete
  case function(Int)
  /// The terminal changed size; the next render gets the new size.
  case resize

  /// Named keys (every case without an associated value), in declaration order.
  public static let namedKeys: [Key] = [
    .up, .down, .left, .right, .enter, .escape, .backspace, .tab, .backTab,
    .home, .end, .pageUp, .pageDown, .delete, .resize,
  ]

  private static let names: [Key: String] = [
    .up: "up", .down: "down", .left: "left", .right: "right", .enter: "enter", .escape: "esc",
    .backspace: "backspace", .tab: "tab", .backTab: "shift+tab", .home: "home", .end: "end",
    .pageUp: "pgup", .pageDown: "pgdown", .delete: "delete", .resize: "resize",
  ]

  /// Extra spellings accepted by ``init(description:)``.
  private static let aliases: [String: Key] = [
    "escape": .escape, "return": .enter, "backtab": .backTab, "pageup": .pageUp,
    "pagedown": .pageDown, "pgdn": .pageDown, "del": .delete,
  ]

  private static let parse: [String: Key] = {
    var table = aliases
    for (key, name) in names { table[name] = key }
    return table
  }()

  /// Parses the text form produced by ``description`` (plus a few aliases such as `escape`,
  /// `return`, `pageup`); `nil` for anything else.
  public init?(description text: String) {
    if let named = Self.parse[text] {
      self = named
      return
    }
    if text.hasPrefix("ctrl+") {
      guard let c = Self.character(from: String(text.dropFirst(5))) else { return nil }
      self = .ctrl(c)
      return
    }
    if text.count >= 2, text.first == "f", let n = Int(text.dropFirst()) {
      self = .function(n)
      return
    }
    guard let c = Self.character(from: text) else { return nil }
    self = .char(c)
  }

  /// Is `character` written as itself in the text form?
  private static func isPrintable(_ character: Character) -> Bool {
    if character == " " { return false }
    return !character.unicodeScalars.contains { scalar in
      if CharacterWidth.isControl(scalar) { return true }
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator, .format, .unassigned,
        .surrogate, .privateUse:
        return true
      default:
        return false
      }
    }
  }

  /// The text form of a character inside a key description.
  private static func text(for character: Character) -> String {
    if character == " " { return "space" }
    if isPrintable(character) { return String(character) }
    let hex = character.unicodeScalars.map { scalar -> String in
      let digits = String(scalar.value, radix: 16, uppercase: true)
      return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
    return "u+" + hex.joined(separator: "+")
  }

  /// Parses the text form of one character (`q`, `space`, `u+0009`).
  private static func character(from text: String) -> Character? {
    if text == "space" { return " " }
    if text.count == 1, let c = text.first, isPrintable(c) { return c }
    guard text.hasPrefix("u+"), text.count > 2 else { return nil }
    var scalars = String.UnicodeScalarView()
    for part in text.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false) {
      guard part.count <= 6, let value = UInt32(part, radix: 16),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      scalars.append(scalar)
    }
    let string = String(scalars)
    guard string.count == 1, let c = string.first else { return nil }
    return c
  }
}

extension Key: CustomStringConvertible, LosslessStringConvertible {
  /// The stable text form: `q`, `?`, `space`, `ctrl+c`, `up`, `enter`, `esc`, `f1`, `shift+tab`.
  public var description: String {
    switch self {
    case .char(let c): return Self.text(for: c)
    case .ctrl(let c): return "ctrl+" + Self.text(for: c)
    case .function(let n): return "f\(n)"
    default: return Self.names[self] ?? "unknown"
    }
  }

  /// Same as ``init(description:)``.
  public init?(_ description: String) {
    self.init(description: description)
  }
}
