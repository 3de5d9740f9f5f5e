/// The first lines of a recording (`sbplay --record FILE`): what a replay needs to start where
/// the session started. The scene is named with a fingerprint of its text (a bundled scene, the
/// built-in one) or carried whole (a user's file, as `@| ` lines); then the device, the iOS
/// version, presenter and predict mode. The terminal size follows as `@size` lines, written when
/// the session draws its first frame and whenever the terminal is resized.
///
///     @recording 2
///     @scene bundled nav-bar-decides fnv1a64=5d1e0c3b8a6f2e41
///     @device "iPhone 15 Pro"
///     @os 17.0
///     @presenter off
///     @predict off
///
/// A recording without `@recording` is an older one (keys and actions only): it replays on the
/// scene it is given, and its mouse clicks, kept as comments, are not replayed.
public struct RecordingHeader: Hashable, Sendable {
  /// The format this build writes and reads.
  public static let formatVersion = 2

  /// Where the recorded session's scene came from.
  public enum SceneOrigin: Hashable, Sendable {
    /// A scene bundled with sbplay, by name, and the fingerprint of its text when recorded.
    case bundled(name: String, fingerprint: String)
    /// The built-in scene (`sbplay` with no scene).
    case builtIn(fingerprint: String)
    /// A user's file: its name (for messages) and its whole text.
    case file(name: String, text: String)

    /// The fingerprint of the scene text the session started from.
    public var fingerprint: String {
      switch self {
      case .bundled(_, let fingerprint), .builtIn(let fingerprint): fingerprint
      case .file(_, let text): RecordingHeader.fingerprint(of: text)
      }
    }

    /// `bundled scene nav-bar-decides`, `the built-in scene`, `scene file my.yaml`.
    public var label: String {
      switch self {
      case .bundled(let name, _): "bundled scene \(name)"
      case .builtIn: "the built-in scene"
      case .file(let name, _): "scene file \(name)"
      }
    }
  }

  public var version = formatVersion
  public var scene: SceneOrigin
  /// The device's name and the iOS version the session started on.
  public var device: String
  public var os: String
  public var presenter: Bool
  public var predict: Bool

  public init(scene: SceneOrigin, device: String, os: String, presenter: Bool, predict: Bool) {
    self.scene = scene
    self.device = device
    self.os = os
    self.presenter = presenter
    self.predict = predict
  }

  /// FNV-1a (64 bits) over the text's UTF-8: `fnv1a64=` and 16 hex digits. It tells an edited
  /// or updated scene from the one recorded; it is not a defence against a forged recording
  /// (a replay only ever drives the playground, as keys would).
  public static func fingerprint(of text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "fnv1a64=" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The header's lines, as `--record` writes them.
  public var lines: [String] {
    var lines = [
      "# sbplay recording: `sbplay --replay FILE` replays it, `sbplay cast FILE` makes it a cast",
      "@recording \(version)",
    ]
    switch scene {
    case .bundled(let name, let fingerprint): lines.append("@scene bundled \(ReplayScript.quoted(name)) \(fingerprint)")
    case .builtIn(let fingerprint): lines.append("@scene built-in \(fingerprint)")
    case .file(let name, let text):
      lines.append("@scene file \(ReplayScript.quoted(name)) \(RecordingHeader.fingerprint(of: text))")
      // Every line of the scene, as it was: `@| ` and the line (a final newline adds none).
      var sceneLines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if text.hasSuffix("\n") { sceneLines.removeLast() }
      lines += sceneLines.map { "@| " + $0 }
      if !text.hasSuffix("\n") { lines.append("@|end-without-newline") }
    }
    lines.append("@device \(ReplayScript.quoted(device))")
    lines.append("@os \(os)")
    lines.append("@presenter \(presenter ? "on" : "off")")
    lines.append("@predict \(predict ? "on" : "off")")
    return lines
  }

  /// Why a recording's header cannot be read, with its line.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
  }

  /// The header of a recording's lines; nil for an older recording (no `@recording` line before
  /// its first key or action). Refuses a newer format, a header with a line missing or twice,
  /// and a directive it does not know, saying which line and why.
  public static func read(_ lines: [String]) throws(Problem) -> RecordingHeader? {
    var version: Int?
    var scene: (kind: String, name: String?, fingerprint: String?, line: Int)?
    var sceneText: [Substring] = []
    var endsWithoutNewline = false
    var values: [String: String] = [:]
    for (offset, raw) in lines.enumerated() {
      let number = offset + 1
      if raw.hasPrefix("@| ") || raw == "@|" {
        guard scene?.kind == "file" else { throw Problem(line: number, message: "`@|` scene text without `@scene file` before it") }
        sceneText.append(raw.dropFirst(min(3, raw.count)))
        continue
      }
      if raw == "@|end-without-newline" {
        endsWithoutNewline = true
        continue
      }
      let line = ReplayScript.stripComment(raw)
      if line.isEmpty { continue }
      guard line.hasPrefix("@") else { break }
      let words = ReplayScript.words(line)
      let verb = words.first ?? ""
      switch verb {
      case "@recording":
        guard words.count == 2, let format = Int(words[1]), format >= 2 else {
          throw Problem(line: number, message: "expected `@recording \(formatVersion)`")
        }
        guard format <= formatVersion else {
          throw Problem(
            line: number,
            message: "this recording is format \(format), newer than this sbplay reads (\(formatVersion)): replay it with a newer sbplay")
        }
        version = format
      case "@scene":
        guard version != nil else { throw Problem(line: number, message: "`@scene` before `@recording`") }
        switch (words.count, words.dropFirst().first) {
        case (4, "bundled"), (4, "file"): scene = (words[1], words[2], words[3], number)
        case (3, "built-in"): scene = (words[1], nil, words[2], number)
        default:
          throw Problem(line: number, message: "expected `@scene bundled NAME fnv1a64=…`, `@scene built-in fnv1a64=…` or `@scene file NAME fnv1a64=…`")
        }
      case "@device", "@os", "@presenter", "@predict":
        guard version != nil else { throw Problem(line: number, message: "`\(verb)` before `@recording`") }
        guard words.count == 2 else { throw Problem(line: number, message: "expected `\(verb)` and one value") }
        guard values[verb] == nil else { throw Problem(line: number, message: "`\(verb)` given twice") }
        if verb == "@presenter" || verb == "@predict", words[1] != "on", words[1] != "off" {
          throw Problem(line: number, message: "`\(verb)` is `on` or `off`, not `\(words[1])`")
        }
        values[verb] = words[1]
      default:
        // The session's own lines (`@size`, `@focus` …) start after the header.
        guard version == nil || values.count == 4 else {
          throw Problem(line: number, message: "`\(verb)` inside the header, before \(missing(values).joined(separator: ", "))")
        }
        if version == nil { return nil }
        return try make(version: version, scene: scene, text: sceneText, endsWithoutNewline, values)
      }
    }
    guard version != nil else { return nil }
    return try make(version: version, scene: scene, text: sceneText, endsWithoutNewline, values, at: lines.count)
  }

  private static func missing(_ values: [String: String]) -> [String] {
    ["@device", "@os", "@presenter", "@predict"].filter { values[$0] == nil }.map { "`\($0)`" }
  }

  private static func make(
    version: Int?, scene: (kind: String, name: String?, fingerprint: String?, line: Int)?, text: [Substring],
    _ endsWithoutNewline: Bool, _ values: [String: String], at end: Int = 0
  ) throws(Problem) -> RecordingHeader {
    guard let version, let scene else { throw Problem(line: max(1, end), message: "the header has no `@scene` line") }
    let missing = missing(values)
    guard missing.isEmpty else {
      throw Problem(line: max(1, end), message: "the header has no \(missing.joined(separator: ", ")) line")
    }
    let origin: SceneOrigin
    switch scene.kind {
    case "bundled": origin = .bundled(name: scene.name ?? "", fingerprint: scene.fingerprint ?? "")
    case "built-in": origin = .builtIn(fingerprint: scene.fingerprint ?? "")
    default:
      var joined = text.joined(separator: "\n")
      if !endsWithoutNewline, !text.isEmpty { joined += "\n" }
      origin = .file(name: scene.name ?? "", text: joined)
      if origin.fingerprint != scene.fingerprint {
        throw Problem(
          line: scene.line,
          message: "the scene text below `@scene file` does not match its fingerprint (\(scene.fingerprint ?? "")): the recording was edited or cut")
      }
    }
    var header = RecordingHeader(
      scene: origin, device: values["@device"] ?? "", os: values["@os"] ?? "",
      presenter: values["@presenter"] == "on", predict: values["@predict"] == "on")
    header.version = version
    return header
  }
}
