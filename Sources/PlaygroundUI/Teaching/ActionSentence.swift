/// A step's actions as the clause of an English sentence, for generated questions: "After
/// Nav's barStyle becomes black and setNeedsStatusBarAppearanceUpdate() runs, who will decide
/// the style?" rather than the action language ("After set Nav.barStyle=black; update, …").
enum ActionSentence {
  /// The actions joined as one clause: "a, b and c"; past three, the first two and a count.
  static func clause(_ lines: [String]) -> String {
    let parts = lines.map(phrase)
    switch parts.count {
    case 0: return ""
    case 1: return parts[0]
    case 2, 3: return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    default: return parts.prefix(2).joined(separator: ", ") + " and \(parts.count - 2) more changes happen"
    }
  }

  /// One action in words: `set Nav.barStyle=black` is "Nav's barStyle becomes black".
  static func phrase(_ line: String) -> String {
    let words = line.split(separator: " ").map(String.init)
    guard let verb = words.first else { return line }
    let rest = Array(words.dropFirst())
    let restText = rest.joined(separator: " ")
    func unquoted(_ text: String) -> String { text.filter { $0 != "\"" } }
    /// `a=b c=d` as "a b, c d".
    func settings(_ items: ArraySlice<String>) -> String {
      items.map { $0.replacing("=", with: " ") }.joined(separator: ", ")
    }
    /// `Nav.barStyle=black` as "Nav's barStyle becomes black".
    func becomes(_ assignment: String) -> String {
      let pair = assignment.split(separator: "=", maxSplits: 1).map(String.init)
      let path = pair[0].split(separator: ".", maxSplits: 1).map(String.init)
      let subject = path.count == 2 ? "\(path[0])'s \(path[1])" : pair[0]
      return pair.count == 2 ? "\(subject) becomes \(unquoted(pair[1]))" : subject
    }
    switch verb {
    case "set" where rest.count == 1: return becomes(rest[0])
    case "unset" where rest.count == 1: return becomes(rest[0]) + " is unset"
    case "update":
      if rest.isEmpty { return "setNeedsStatusBarAppearanceUpdate() runs" }
      if rest == ["animated"] { return "setNeedsStatusBarAppearanceUpdate() runs in an animation block" }
      return "\(rest[0]) calls setNeedsStatusBarAppearanceUpdate()"
    case "push" where !rest.isEmpty:
      return "\(rest[0]) is pushed" + (rest.count > 1 ? " (\(settings(rest.dropFirst())))" : "")
    case "present" where !rest.isEmpty:
      return "\(rest[0]) is presented" + (rest.count > 1 ? " (\(settings(rest.dropFirst())))" : "")
    case "addChild" where !rest.isEmpty:
      return "a child is added (\(restText))"
    case "pop": return "the top of the navigation stack is popped"
    case "popToRoot": return "the navigation stack pops to its root"
    case "dismiss": return "the top presented controller is dismissed"
    case "select" where !rest.isEmpty: return "\(unquoted(restText)) is selected"
    case "device" where !rest.isEmpty: return "the app runs on \(unquoted(restText))"
    case "os" where rest.count == 1: return "the device updates to iOS \(rest[0])"
    case "rotate" where rest.count == 1: return "the device turns to \(rest[0])"
    case "inCall" where rest.count == 1:
      return ["on", "true", "yes"].contains(rest[0]) ? "a call starts" : "the call ends"
    case "appearance" where rest.count == 1: return "the appearance becomes \(rest[0])"
    case "relaunch": return "the app relaunches"
    case "finishLaunching": return "the launch screen goes away"
    case "plist" where rest.count == 1: return "Info.plist's " + becomes(rest[0])
    case "app" where !rest.isEmpty:
      return "the app sets UIApplication's " + rest.map { becomes($0) }.joined(separator: " and ")
    case "window" where rest.count == 2 && rest[0] == "key": return "the \(unquoted(rest[1])) window becomes key"
    case "window" where rest.count >= 2:
      let settingsGiven = rest.dropFirst().allSatisfy { $0.contains("=") }
      if settingsGiven {
        return rest.dropFirst().map { "the \(unquoted(rest[0])) window's " + becomes($0) }.joined(separator: " and ")
      }
      return "the \(unquoted(rest[0])) window changes (\(rest.dropFirst().joined(separator: " ")))"
    default:
      return "`\(line)` runs"
    }
  }
}
