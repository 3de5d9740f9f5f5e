import Foundation
import Testing

/// A program (or Python module) outside Swift that some tests drive. Where it is missing, those
/// tests are skipped, each with one line naming what is missing and how to install it, and the
/// rest of `swift test` still runs; `SBPLAY_REQUIRE_ALL_TOOLS=1` (set by .ci/run) runs them
/// anyway, so every missing tool fails the run instead.
struct OutsideTool: Sendable {
  let name: String
  /// What its tests need it for.
  let purpose: String
  /// How to install it.
  let install: String
  let isAvailable: Bool

  /// The one line a skipped test shows, and a required tool's failure.
  var missingLine: Comment {
    Comment(rawValue: "\(name) \(name.contains(" and ") ? "are" : "is") not installed, so \(purpose) are skipped: \(install)")
  }

  /// True when `SBPLAY_REQUIRE_ALL_TOOLS` is set (to anything but 0): a missing tool fails.
  static let requireAll: Bool = {
    let value = ProcessInfo.processInfo.environment["SBPLAY_REQUIRE_ALL_TOOLS"] ?? ""
    return !value.isEmpty && value != "0"
  }()

  /// Whether a command is on PATH.
  static func onPath(_ program: String) -> Bool {
    spawn(["sh", "-c", "command -v '\(program)'"]).status == 0
  }

  static let tmux = OutsideTool(
    name: "tmux", purpose: "the tests that drive sbplay in a terminal",
    install: "apt-get install tmux (macOS: brew install tmux)", isAvailable: spawn(["tmux", "-V"]).status == 0)
  static let pgrep = OutsideTool(
    name: "pgrep", purpose: "the tests that signal sbplay in its terminal",
    install: "apt-get install procps (macOS has it)", isAvailable: onPath("pgrep"))
  static let pythonSchemaValidator = OutsideTool(
    name: "Python's jsonschema and PyYAML", purpose: "the tests that validate scenes and state against the schemas",
    install: "apt-get install python3-jsonschema python3-yaml, or pip install jsonschema pyyaml",
    isAvailable: spawn(["python3", "-c", "import jsonschema, yaml"]).status == 0)
  static let pythonXML = OutsideTool(
    name: "python3", purpose: "the tests that read sbplay's SVG with Python's XML parser",
    install: "apt-get install python3 (macOS: xcode-select --install)",
    isAvailable: spawn(["python3", "-c", "import xml.dom.minidom"]).status == 0)
  static let zsh = OutsideTool(
    name: "zsh", purpose: "the zsh completion tests", install: "apt-get install zsh (macOS has it)",
    isAvailable: onPath("zsh"))
  static let fish = OutsideTool(
    name: "fish", purpose: "the fish completion tests", install: "apt-get install fish (macOS: brew install fish)",
    isAvailable: onPath("fish"))

  static let all = [tmux, pgrep, pythonSchemaValidator, pythonXML, zsh, fish]
}

extension Trait where Self == ConditionTrait {
  /// A test that drives outside programs: skipped, with one line for each that is missing,
  /// unless `SBPLAY_REQUIRE_ALL_TOOLS` is set (then it runs, and `ToolRequirementTests` fails).
  static func needs(_ tools: OutsideTool...) -> Self {
    let missing = tools.filter { !$0.isAvailable }
    let line = missing.map(\.missingLine.rawValue).joined(separator: "; ")
    return .enabled(if: missing.isEmpty || OutsideTool.requireAll, Comment(rawValue: line))
  }

  /// A test that drives sbplay in tmux.
  static var needsTmux: Self { .needs(.tmux) }
}
