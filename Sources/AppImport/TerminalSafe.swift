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

  /// Escaped and cut to `limit` characters. Only the first `limit + 1` characters are escaped,
  /// so clipping a huge value costs no more than a short one.
  public static func clip(_ text: String, _ limit: Int) -> String {
    let head = text.unicodeScalars.prefix(limit + 1)
    let safe = escape(String(String.UnicodeScalarView(head)))
    let cut = head.endIndex < text.unicodeScalars.endIndex || safe.count > limit
    return cut ? String(safe.prefix(limit)) + "…" : safe
  }
}
