import AppImport
import Foundation

/// The formats `sbplay lint` writes: text for terminals and editors, JSON for scripts, SARIF for
/// code scanning, GitHub workflow commands for annotations.
public enum LintFormat: String, CaseIterable, Sendable {
  case text, json, sarif, github
}

public struct LintReport: Sendable {
  public var findings: [LintFinding]
  public var paths: [String]
  public var settings: ProjectSettings
  public var filesRead: Int
  /// Files not read, with the reason.
  public var skipped: [(path: String, reason: String)]
  /// Parts of files read that were left out (an Objective-C method too long to read), with the reason.
  public var partlySkipped: [(path: String, reason: String)] = []
  /// Whole files and parts of files left out.
  public var everythingSkipped: [(path: String, reason: String)] { skipped + partlySkipped }
  public var problems: [String]
  public var baselineDropped = 0
  /// Swift and Objective-C files no Xcode target compiles, not linted (D117).
  public var notInAnyTarget: [String] = []
  /// Folders of third-party code copied into the app, not linted (D162; Swift, D257).
  public var copiedLibraries: [String] = []

  public init(
    findings: [LintFinding], paths: [String], settings: ProjectSettings, filesRead: Int, skipped: [(path: String, reason: String)],
    problems: [String]
  ) {
    self.findings = findings
    self.paths = paths
    self.settings = settings
    self.filesRead = filesRead
    self.skipped = skipped
    self.problems = problems
  }

  /// Version of the JSON report; a change to a field's meaning increments it.
  public static let jsonVersion = 1

  struct JSONReport: Codable {
    struct Target: Codable {
      var plist: String?
      var viewControllerBasedStatusBarAppearance: Bool?
      var deploymentTarget: String?
      /// `TARGETED_DEVICE_FAMILY` (1 iPhone, 2 iPad), when every configuration says it (D153).
      var deviceFamilies: [Int]?
      var folder: String?
    }
    struct Skipped: Codable {
      var path: String
      var reason: String
    }
    struct Inputs: Codable {
      var paths: [String]
      var filesRead: Int
      var targets: [Target]
      var skipped: [Skipped]
      /// Files under an Xcode project that no project takes in (D117).
      var notInAnyTarget: [String] = []
      /// Folders of third-party code copied into the app, not read (D162).
      var copiedLibraries: [String] = []
    }
    var version: Int
    var tool: String
    var inputs: Inputs
    var findings: [LintFinding]
  }

  public func json() -> String {
    var targets = settings.targets.map { t in
      JSONReport.Target(
        plist: t.context.plist, viewControllerBasedStatusBarAppearance: t.context.viewControllerBased,
        deploymentTarget: t.context.deploymentTarget?.description, deviceFamilies: t.context.deviceFamilies?.sorted(), folder: t.folder)
    }
    targets.append(
      JSONReport.Target(
        plist: settings.fallback.plist, viewControllerBasedStatusBarAppearance: settings.fallback.viewControllerBased,
        deploymentTarget: settings.fallback.deploymentTarget?.description, deviceFamilies: settings.fallback.deviceFamilies?.sorted(), folder: nil))
    let report = JSONReport(
      version: Self.jsonVersion, tool: "sbplay lint",
      inputs: JSONReport.Inputs(
        paths: paths, filesRead: filesRead, targets: targets, skipped: everythingSkipped.map { JSONReport.Skipped(path: $0.path, reason: $0.reason) },
        notInAnyTarget: notInAnyTarget, copiedLibraries: copiedLibraries),
      findings: findings)
    return Self.encode(report)
  }

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// SARIF 2.1.0 (OASIS), as GitHub code scanning reads it: one run, a rule per check, a result per finding.
  public func sarif() -> String {
    var rules: [[String: Any]] = []
    for check in LintCheck.allCases {
      rules.append(["id": check.rawValue, "name": check.rawValue, "shortDescription": ["text": check.summary]])
    }
    var results: [[String: Any]] = []
    for f in findings {
      results.append([
        "ruleId": f.check,
        "ruleIndex": LintCheck.allCases.firstIndex(where: { $0.rawValue == f.check }) ?? 0,
        "level": "warning",
        "message": ["text": "\(f.message) [\(f.rule)] (see `sbplay \(f.lesson)`)"],
        "locations": [
          [
            "physicalLocation": [
              "artifactLocation": ["uri": Self.uri(f.file)],
              "region": ["startLine": max(1, f.line), "startColumn": max(1, f.column)],
            ]
          ]
        ],
        "partialFingerprints": ["sbplayFinding/v1": f.fingerprint],
        "properties": ["rule": f.rule, "lesson": f.lesson, "path": f.path],
      ])
    }
    var notifications: [[String: Any]] = []
    for s in everythingSkipped {
      notifications.append([
        "level": "warning", "message": ["text": "skipped: \(s.reason)"],
        "locations": [["physicalLocation": ["artifactLocation": ["uri": Self.uri(s.path)]]]],
      ])
    }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": ["driver": ["name": "sbplay lint", "rules": rules]],
          "invocations": [["executionSuccessful": true, "toolExecutionNotifications": notifications]],
          "results": results,
        ]
      ],
    ]
    let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// A relative path as a URI reference: each segment percent-encoded.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~/")
    let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return trimmed.addingPercentEncoding(withAllowedCharacters: allowed) ?? trimmed
  }

  /// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=…::message`.
  public func github() -> String {
    var lines: [String] = []
    for f in findings {
      lines.append(
        "::warning file=\(Self.property(f.file)),line=\(f.line),col=\(f.column),title=\(Self.property(f.check + " " + f.rule))::"
          + Self.data("\(f.message) (see `sbplay \(f.lesson)`)"))
    }
    for (list, what) in [(skipped, "this file"), (partlySkipped, "part of this file")] {
      for s in list { lines.append("::warning file=\(Self.property(s.path))::" + Self.data("sbplay lint skipped \(what): \(s.reason)")) }
    }
    return lines.joined(separator: "\n")
  }

  /// Workflow command escaping (actions/toolkit, command.ts), and no other control characters.
  public static func data(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
          out += String(format: "%%%02X", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}

extension LintCheck {
  public var summary: String {
    switch self {
    case .ignoredOverride: "A preference override that no container ever asks (the core's resolver, per placement)"
    case .presentationNotInControl: "An override of a presented controller whose presentation does not take control"
    case .deadWithVCBasedNo: "An override in a target whose Info.plist sets UIViewControllerBasedStatusBarAppearance NO"
    case .overrideInUIKitExtension: "A status bar override in an extension of a UIKit class"
    case .privateStatusBar: "value(forKey: \"statusBar\") / \"statusBarWindow\": UIKit's private views"
    case .applicationSetter: "UIApplication status bar setters while view-controller-based appearance is YES"
    case .setterIgnoredBySDK: "UIApplication status bar setters an app built with the iOS 27 SDK finds doing nothing on iOS 27"
    case .darkContentBeforeIOS13: ".darkContent without #available in a target older than iOS 13"
    case .missingUpdate: "A preference changed without setNeedsStatusBarAppearanceUpdate()"
    case .hardCodedHeight: "A literal 20 or 44 used as the status bar's height, or a 20 or 64 a view is put at to clear the bars"
    case .childNotAChild: "childForStatusBar… returns a controller the class never shows"
    }
  }
}
