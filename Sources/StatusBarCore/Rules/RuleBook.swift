/// The rulebook that ships with sbplay: every rule (R…) and decision (D…) a trace step or a
/// warning cites, with its confidence, a short statement and its sources. `docs/rules.md` and
/// `sbplay rules` are generated from this table (a test keeps the committed file equal).
public struct RuleEntry: Hashable, Sendable {
  public var id: String
  public var confidence: Confidence
  public var title: String
  public var text: String
  /// Keys of `RuleSources` (and of `DeviceSources` for geometry).
  public var sources: [String]
}

public enum RuleBook {
  public static let entries: [RuleEntry] =
    chain + containers + presentation + legacy + styles + geometry
    + landscapeAndUpdates + hosting + corrections + decisions + newDecisions + hostingDecisions + containerDecisions + windows
    + systemControllers + sdk + safeArea26 + frameworks + contentUnderBar + split + oldGaps + lint
    + windowScenes

  public static func entry(_ id: String) -> RuleEntry? {
    let key = id.uppercased().trimmingWhitespace()
    return entries.first { $0.id.uppercased() == key }
  }

  static func e(
    _ id: String, _ confidence: Confidence, _ title: String, _ text: String, _ sources: [String]
  ) -> RuleEntry {
    RuleEntry(id: id, confidence: confidence, title: title, text: text, sources: sources)
  }

  /// One entry as plain text for `sbplay rules ID` and the trace panel.
  public static func plainText(_ entry: RuleEntry) -> String {
    var lines = ["\(entry.id) [\(entry.confidence.rawValue)] \(entry.title)", entry.text]
    lines.append("Sources: " + entry.sources.map(sourceLine).joined(separator: "; "))
    return lines.joined(separator: "\n")
  }

  static func sourceLine(_ key: String) -> String {
    if let source = RuleSources.source(key) { return "\(key) (\(source))" }
    if let device = DeviceSources.source(key) { return "\(key) (\(device.citation))" }
    return key
  }

  /// docs/rules.md.
  public static func markdown() -> String {
    var out: [String] = [
      "# sbplay rulebook",
      "",
      "Generated from the rule book in `Sources/StatusBarCore` (`RuleBook` and the `Kinds/` that add to it) by `sbplay rules --markdown`; a test keeps",
      "this file equal to the code. Every trace step and warning cites one of these ids.",
      "",
      "Confidence: **CONFIRMED** = Apple documentation or headers, or two independent sources;",
      "**LIKELY** = one source; **UNSURE** = sources disagree or none was found (the simulator's decision).",
      "iOS versions: 7 … 18, then 26 and 27 (Apple renumbered after 18; there is no iOS 19 … 25).",
      "",
    ]
    var section = ""
    for entry in entries {
      let heading = sectionTitle(entry.id)
      if heading != section {
        section = heading
        out += ["## \(heading)", ""]
      }
      out.append("### \(entry.id) — \(entry.title) (\(entry.confidence.rawValue))")
      out.append("")
      out.append(entry.text)
      out.append("")
      out.append("Sources: " + entry.sources.joined(separator: ", "))
      out.append("")
    }
    out += ["## Sources", ""]
    for (key, citation) in RuleSources.all {
      out.append("- **\(key)**: \(citation)")
    }
    out += ["", "## Device sources", "", "Each row of `sbplay devices` names the tables it was checked against.", ""]
    for source in DeviceSources.all {
      out.append("- **\(source.key)**: \(source.citation). Gives: \(source.gives).")
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func sectionTitle(_ id: String) -> String {
    if id.hasPrefix("C") { return "Corrections to the seeds" }
    if id.hasPrefix("D") { return "Decisions where sources are unsure" }
    let major = id.dropFirst().split(separator: ".").first.map(String.init) ?? ""
    return [
      "1": "Resolution chain", "2": "UINavigationController", "3": "Other containers",
      "4": "Modal presentation", "5": "UIViewControllerBasedStatusBarAppearance = NO",
      "6": "UIStatusBarStyle", "7": "Geometry", "8": "Landscape",
      "9": "setNeedsStatusBarAppearanceUpdate()", "10": "Navigation bar and status bar background",
      "11": "SwiftUI hosting", "12": "Windows", "13": "The SDK an app is built with",
      "14": "iPad window scenes",
    ][major] ?? "Rules"
  }
}
