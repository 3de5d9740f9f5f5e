/// Text from a dump or a source file is untrusted: class names can hold anything. Before it
/// reaches a terminal, a scene comment or an error message, control, format (bidi) and line
/// separator characters are written as `\u{…}` escapes, so nothing can move the cursor, change
/// colours, reorder the text or end a YAML comment early.
public enum TerminalSafe {
  public static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      default:
        if scalar == "\\" { out += "\\\\" } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  /// Escaped and cut to `limit` characters.
  public static func clip(_ text: String, _ limit: Int) -> String {
    let safe = escape(text)
    return safe.count <= limit ? safe : String(safe.prefix(limit)) + "…"
  }
}
