import AppImport
import Foundation
import Yams

/// `.sbplay.yml` at the top of a linted folder:
///
///     disable: [hard-coded-height]      # checks not to run
///     exclude: [Legacy, App/Generated]  # folders or files, relative to the file's folder
///     include-vendored: false           # read Pods, Carthage, … too
public struct LintConfig: Sendable, Equatable {
  public var disabled: [String] = []
  public var excluded: [String] = []
  public var includeVendored = false

  public init() {}

  public struct ConfigError: Error, CustomStringConvertible {
    public var description: String
  }

  public static let fileName = ".sbplay.yml"
  static let keys = ["disable", "exclude", "include-vendored"]

  public static func read(path: String) throws(ConfigError) -> LintConfig {
    guard let data = FileManager.default.contents(atPath: path), data.count <= 100_000 else {
      throw ConfigError(description: "\(TerminalSafe.escape(path)): cannot read it (or larger than 100 kB)")
    }
    return try parse(String(decoding: data, as: UTF8.self), file: path)
  }

  public static func parse(_ text: String, file: String) throws(ConfigError) -> LintConfig {
    let name = TerminalSafe.escape(file)
    func fail(_ node: Node?, _ what: String) -> ConfigError {
      let mark = node?.mark.map { ":\($0.line):\($0.column)" } ?? ""
      return ConfigError(description: "\(name)\(mark): \(what)")
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      throw ConfigError(description: "\(name): not YAML: \(TerminalSafe.clip(String(describing: error), 160))")
    }
    var config = LintConfig()
    guard let root else { return config }
    guard let mapping = root.mapping else { throw fail(root, "expected keys \(keys.joined(separator: ", "))") }
    for (keyNode, value) in mapping {
      guard let key = keyNode.string, keys.contains(key) else {
        throw fail(keyNode, "unknown key `\(TerminalSafe.clip(keyNode.string ?? "?", 40))`; the keys are \(keys.joined(separator: ", "))")
      }
      switch key {
      case "include-vendored":
        guard let flag = value.bool else { throw fail(value, "include-vendored is true or false") }
        config.includeVendored = flag
      default:
        let items: [Node] = value.sequence.map(Array.init) ?? (value.scalar != nil ? [value] : [])
        guard value.sequence != nil || value.scalar != nil else { throw fail(value, "\(key) is a list") }
        for item in items {
          guard let text = item.string, !text.isEmpty else { throw fail(item, "\(key): each item is a text") }
          if key == "disable" {
            guard LintCheck(rawValue: text) != nil else {
              throw fail(item, "no check `\(TerminalSafe.clip(text, 40))`; the checks are \(LintCheck.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            config.disabled.append(text)
          } else {
            config.excluded.append(text.hasSuffix("/") ? String(text.dropLast()) : text)
          }
        }
      }
    }
    return config
  }
}

/// `--baseline FILE`: a JSON report written earlier; findings it holds are not reported again.
public enum LintBaseline {
  public static func fingerprints(path: String) throws(LintConfig.ConfigError) -> Set<String> {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LintConfig.ConfigError(description: "\(TerminalSafe.escape(path)): cannot read the baseline")
    }
    struct Report: Decodable {
      var version: Int
      var findings: [LintFinding]
    }
    do {
      let report = try JSONDecoder().decode(Report.self, from: data)
      return Set(report.findings.map(\.fingerprint))
    } catch {
      throw LintConfig.ConfigError(
        description: "\(TerminalSafe.escape(path)): not a report of `sbplay lint --format json` (\(TerminalSafe.clip(String(describing: error), 120)))")
    }
  }
}
