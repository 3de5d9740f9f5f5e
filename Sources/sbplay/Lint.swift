import AppImport
import ArgumentParser
import Foundation
import StatusBarCore
import SwiftSourceScan

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Find status bar pitfalls in Swift sources; exit 1 when any is found.",
    discussion: """
      Reads every Swift file under each DIR with swift-syntax and reports \
      `file:line:col: warning: … [rule]` (the format editors and CI read); `sbplay rules ID` \
      explains the rule and the named lesson shows it. Info.plist files and the deployment \
      target (project.pbxproj, Package.swift) under the folders are read too.
      Checks: ignored-override, application-setter, dark-content-before-ios13, missing-update, \
      hard-coded-height, child-not-a-child.
      Examples:
        sbplay lint Tests/AppImportTests/Fixtures/SampleApp
        sbplay lint Tests/AppImportTests/Fixtures/SampleApp --json --deployment-target 13.0
      """)

  @Argument(help: "Folders (or files) of Swift sources.")
  var paths: [String]

  @Flag(help: "Print the findings as JSON.")
  var json = false

  @Option(help: "The app's Info.plist (otherwise Info.plist files under the folders are read).")
  var plist: String?

  @Option(help: "The iOS deployment target (otherwise read from project.pbxproj or Package.swift).")
  var deploymentTarget: String?

  func run() throws {
    let scan = SourceScanner.scan(paths: paths)
    for problem in scan.problems { Console.error("sbplay lint: " + problem) }
    if scan.files.isEmpty, !scan.problems.isEmpty {
      throw CLIError(description: "sbplay lint: no Swift file to read")
    }
    var (context, notes) = ProjectSettings.discover(in: paths)
    if let plist {
      do {
        let facts = try PlistFacts.read(path: plist)
        context.viewControllerBased = facts.hasViewControllerBasedKey ? facts.infoPlist.viewControllerBasedStatusBarAppearance : nil
      } catch {
        throw CLIError(description: "sbplay lint: --plist: \(error.description)")
      }
    }
    if let deploymentTarget {
      guard let version = OSVersion(parsing: deploymentTarget) else {
        throw CLIError(description: "sbplay lint: --deployment-target: `\(TerminalSafe.clip(deploymentTarget, 30))` is not an iOS version")
      }
      context.deploymentTarget = version
    }
    let findings = Linter.lint(scan.files, context: context)
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = try encoder.encode(findings)
      Console.json(String(decoding: data, as: UTF8.self))
    } else {
      for finding in findings { Console.out(finding.text) }
      var summary = "\(scan.files.count) Swift file\(scan.files.count == 1 ? "" : "s"), \(findings.count) warning\(findings.count == 1 ? "" : "s")"
      if !notes.isEmpty { summary += " (" + notes.joined(separator: "; ") + ")" }
      Console.error(summary)
    }
    if !findings.isEmpty {
      throw CLIError(description: "sbplay lint: \(findings.count) status bar pitfall\(findings.count == 1 ? "" : "s") found", code: 1)
    }
  }
}
