import SceneFile
import StatusBarCore

/// A step's `expect` in words, for the lesson panel's "Goal:" line.
enum ExpectationText {
  static func describe(_ e: Expectation) -> String {
    var parts: [String] = []
    if let v = e.styleDecidedBy { parts.append("the style decided by \(v)") }
    if let v = e.style { parts.append("style \(v.swiftName)") }
    if let v = e.foreground { parts.append("\(v.rawValue) text") }
    if let v = e.hiddenDecidedBy { parts.append("hidden decided by \(v)") }
    if let v = e.hidden { parts.append(v ? "the bar hidden" : "the bar visible") }
    if let v = e.height { parts.append("a \(v.pointString) pt bar") }
    if let v = e.animation { parts.append("a \(v.swiftName) animation") }
    if let v = e.pendingUpdate { parts.append(v ? "an update pending" : "no update pending") }
    for frame in e.frames {
      parts.append(
        "\(frame.name) at (" + frame.rect.map(\.pointString).joined(separator: ", ") + ")")
    }
    if let v = e.warning { parts.append("a warning about \u{201C}\(v)\u{201D}") }
    return parts.joined(separator: ", ")
  }
}
