/// The limits a dump is read under, each checked while reading (before the next line, byte or
/// level is looked at), so a hostile file costs at most the limit. Real dumps are a few
/// kilobytes with lines under 300 characters; a SwiftUI class name nested in modifiers reaches
/// about 2,000.
public enum DumpLimits {
  /// 4 MiB: 20,000 lines of 200 characters.
  public static let maxBytes = 4 * 1_048_576
  public static let maxLines = 20_000
  /// Characters (Unicode scalars) on one line.
  public static let maxLineLength = 16_384
  /// Keeps the written scene under `SceneLimits.maxBytes`; real apps print a few hundred.
  public static let maxControllers = 2_000
  /// Characters of a dump's value (a state, a class name) written into a scene comment.
  public static let maxCommentValue = 80
}

/// One line of a dump, cleaned of what terminals and pasting add (colour codes, Markdown quote
/// markers, a Swift `po`'s `- some :` prefix), that still knows the column of each character in
/// the line as the file has it.
struct DumpLine {
  /// 1-based.
  var number: Int
  var text: String
  /// Unicode scalars dropped from the front after the colour codes were removed.
  var dropped = 0
  /// Colour codes removed: at which scalar offset of the uncoloured line, and how many scalars.
  var removed: [(at: Int, count: Int)] = []

  /// 1-based column, in Unicode scalars of the line as written, of `index` in `text`.
  func column(_ index: String.Index) -> Int {
    let offset = text.unicodeScalars.distance(from: text.startIndex, to: index) + dropped
    var column = offset + 1
    for cut in removed where cut.at <= offset { column += cut.count }
    return column
  }

  /// Removes ANSI SGR sequences (`ESC [ 1 ; 32 m`: what LLDB's coloured output carries when it
  /// is copied from a terminal). Other escapes stay, to be shown escaped.
  static func removingColour(_ raw: Substring) -> (String, [(at: Int, count: Int)]) {
    guard raw.unicodeScalars.contains("\u{1B}") else { return (String(raw), []) }
    let scalars = Array(raw.unicodeScalars)
    var out = String.UnicodeScalarView()
    var removed: [(at: Int, count: Int)] = []
    var kept = 0
    var i = 0
    while i < scalars.count {
      if scalars[i] == "\u{1B}", i + 1 < scalars.count, scalars[i + 1] == "[" {
        var j = i + 2
        while j < scalars.count, ("0"..."9").contains(scalars[j]) || scalars[j] == ";" { j += 1 }
        if j < scalars.count, scalars[j] == "m" {
          removed.append((kept, j + 1 - i))
          i = j + 1
          continue
        }
      }
      out.append(scalars[i])
      kept += 1
      i += 1
    }
    return (String(out), removed)
  }

  /// The text's lines: `\n`, `\r\n` and a lone `\r` each end one (Swift reads `\r\n` as one
  /// character, so splitting at `\n` alone keeps every line of a Windows file whole). Refuses a
  /// dump over `DumpLimits.maxLines` lines at the line where the limit is passed.
  static func split(_ text: String, file: String) throws(DumpError) -> [Substring] {
    var lines: [Substring] = []
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let scalar = scalars[index]
      guard scalar == "\n" || scalar == "\r" else {
        index = scalars.index(after: index)
        continue
      }
      try append(Substring(scalars[start..<index]), to: &lines, file: file)
      index = scalars.index(after: index)
      if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
      start = index
    }
    try append(Substring(scalars[start..<index]), to: &lines, file: file)
    return lines
  }

  private static func append(_ line: Substring, to lines: inout [Substring], file: String) throws(DumpError) {
    guard lines.count < DumpLimits.maxLines else {
      throw DumpError(
        file: file, line: lines.count + 1, message: "the dump has more than \(DumpLimits.maxLines) lines; paste only the hierarchy")
    }
    lines.append(line)
  }

  /// Refuses a line longer than `DumpLimits.maxLineLength`, naming the column where it passes it.
  static func checkLength(_ line: Substring, number: Int, file: String) throws(DumpError) {
    var count = 0
    for _ in line.unicodeScalars {
      count += 1
      if count > DumpLimits.maxLineLength {
        throw DumpError(
          file: file, line: number, column: count,
          message: "the line is longer than \(DumpLimits.maxLineLength) characters; a controller line is a few hundred: "
            + "paste the hierarchy as LLDB printed it")
      }
    }
  }
}
