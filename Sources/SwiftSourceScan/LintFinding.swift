import AppImport

/// One status bar pitfall found in code.
public struct LintFinding: Codable, Hashable, Sendable {
  public var file: String
  public var line: Int
  public var column: Int
  /// The lint check (`ignored-override`), stable for tools and suppression.
  public var check: String
  /// The resolver's rule that explains it (`R2.1`; `sbplay rules R2.1`).
  public var rule: String
  public var message: String
  /// The bundled scene that shows it (`sbplay nav-bar-decides`).
  public var lesson: String
  /// The code that makes it true, in order (`pushed into a UINavigationController at File.swift:12:5`).
  public var path: [String]

  public init(
    file: String, line: Int, column: Int, check: String, rule: String, message: String, lesson: String, path: [String] = []
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.check = check
    self.rule = rule
    self.message = message
    self.lesson = lesson
    self.path = path
  }

  init(at location: SourceLocation, check: String, rule: String, message: String, lesson: String, path: [String] = []) {
    self.init(
      file: location.file, line: location.line, column: location.column, check: check, rule: rule, message: message, lesson: lesson,
      path: path)
  }

  /// `file:line:col: warning: … [check, rule]`, escaped for a terminal.
  public var text: String {
    "\(TerminalSafe.escape(file)):\(line):\(column): warning: \(TerminalSafe.escape(message)) [\(check), \(rule)] (see `sbplay \(lesson)`)"
  }

  /// What a baseline remembers: the place and the check, not the line (code above it moves).
  /// The message up to its first colon names the subject (`X.preferredStatusBarStyle is never asked`).
  public var fingerprint: String {
    "\(file)|\(check)|\(rule)|" + String(message.prefix { $0 != ":" })
  }
}

/// Every check lint runs, with its rule and lesson, for `--help`, docs/lint.md and the config.
public enum LintCheck: String, CaseIterable, Sendable {
  case ignoredOverride = "ignored-override"
  case presentationNotInControl = "presentation-not-in-control"
  case deadWithVCBasedNo = "dead-with-vc-based-no"
  case overrideInUIKitExtension = "override-in-uikit-extension"
  case privateStatusBar = "private-status-bar"
  case applicationSetter = "application-setter"
  case setterIgnoredBySDK = "setter-ignored-by-sdk"
  case darkContentBeforeIOS13 = "dark-content-before-ios13"
  case missingUpdate = "missing-update"
  case hardCodedHeight = "hard-coded-height"
  case childNotAChild = "child-not-a-child"

  /// The bundled lesson that shows a rule (nil: the check's own).
  static func lesson(forRule rule: String) -> String? {
    switch rule {
    case "R1.4", "R3.4": "custom-container"
    case "R2.1": "nav-bar-decides"
    case "R2.2", "D5": "face-id-nav-hidden"
    case "R2.3": "liquid-glass-default"
    case "R3.1": "tab-bar-forwards"
    case "R4.1": "full-screen-takes-control"
    case "R4.2": "over-full-screen-needs-capture"
    case "R4.3": "sheet-captures"
    case "R5.2": "vc-based-no"
    case "R13.1", "R13.2", "R13.3", "R13.4": "sdk-versus-os"
    case "D11": "popover-on-iphone"
    case "D12": "current-context"
    default: nil
    }
  }
}
