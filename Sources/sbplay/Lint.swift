import AppImport
import ArgumentParser
import Foundation
import StatusBarCore
import SwiftSourceScan

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Find status bar pitfalls in an app's sources and storyboards; exit 1 when any is found.",
    discussion: """
      Reads the Swift files under each path with swift-syntax and keeps facts: classes and \
      superclasses, status bar overrides, where controllers are pushed, added, presented and made \
      root, Info.plist and deployment target per app target (project.pbxproj). From those facts it \
      builds the small worlds the code allows and asks sbplay's resolver who decides the status \
      bar: an override that is never asked is reported with the push or present that makes it so.
      Storyboards and XIBs are read too (custom classes, navigation and tab relationships, modal, \
      popover, show and embed segues with their presentation style, storyboard IDs used by \
      instantiateViewController(withIdentifier:), references to other storyboards); so are Objective-C .m, .mm and .h files and prefix headers (.pch), lightly \
      (@interface superclasses, the status bar overrides, presentViewController:, pushViewController: \
      and addChildViewController: of controllers built in the method or held in a property the file \
      declares, modalPresentationStyle =, a #define or a method named after the status bar height, \
      properties an override reads changed without an \
      update). Not read: what a custom segue class does in code, \
      the C++ of .mm files, other macros, a helper that presents what it builds itself; a controller \
      given to a custom container (a side menu's or drawer's slot) may be asked there, so nothing \
      is said of it; docs/lint.md has the full list.
      Checks: \(LintCheck.allCases.map(\.rawValue).joined(separator: ", ")).
      Pods, Carthage, .build, SourcePackages, DerivedData, Vendor, ThirdParty, ThirdLib, External_Libs, node_modules, Cordova plugins, folders with their own podspec and licence, Objective-C libraries copied into the app \
      (folders by authors who wrote none of the app's files, importing only themselves; each named), and fastlane's SnapshotHelper are skipped \
      unless --include-vendored. A Swift or Objective-C file under an Xcode project that no \
      project.pbxproj in the tree takes in (a stray copy no target compiles) is not linted unless \
      --include-untargeted; the summary counts them. A file too large or too deeply nested to parse safely is skipped \
      and named, and so is an Objective-C method too long to read (exit 1 even without findings).
      Suppress one finding with `// sbplay:disable:next CHECK` on the line above it; a settings \
      file in the first folder disables checks and excludes paths (docs/lint.md, "Configuration"); \
      `--baseline FILE` reports only findings not in an earlier `--format json` report.
      Exit status: 0 nothing found, 1 findings or skipped files or methods, 2 a usage error or no file to read.
      Examples:
        sbplay lint MyApp
        sbplay lint MyApp --format sarif > lint.sarif
        sbplay lint MyApp --format json > lint.json
        sbplay lint MyApp --baseline lint.json
      """)

  @Argument(help: "Folders (or single Swift, Objective-C, storyboard or XIB files) of the app.")
  var paths: [String]

  @Option(help: "text (file:line:col: warning: …), json, sarif (SARIF 2.1.0) or github (workflow annotations).")
  var format: String = "text"

  @Flag(help: "Same as --format json (kept for scripts).")
  var json = false

  @Option(help: "The app's Info.plist, for every file (otherwise each target's Info.plist is found).")
  var plist: String?

  @Option(help: "The iOS deployment target, for every file (otherwise read per target from project.pbxproj).")
  var deploymentTarget: String?

  @Option(help: "The iOS SDK the app builds with (default: the newest, 27.0): setters an older SDK keeps working are not reported.")
  var sdk: String?

  @Option(help: "A JSON report of an earlier run: its findings are not reported again.")
  var baseline: String?

  @Option(help: "A settings file (default: the first folder's own, if it has one; docs/lint.md names its keys)")
  var config: String?

  @Flag(
    help:
      "Read vendored and generated code too (Pods, Carthage, Vendor, ThirdParty, ThirdLib, External_Libs, node_modules, Cordova plugins, .build, SourcePackages, copied libraries, SnapshotHelper)."
  )
  var includeVendored = false

  @Flag(help: "Read test targets' folders too (names ending in Tests, named tests, or starting with UITests or UnitTests).")
  var includeTests = false

  @Flag(help: "Lint Swift and Objective-C files no project.pbxproj in the tree takes in too (stray copies, scripts).")
  var includeUntargeted = false

  func run() throws {
    let format = json ? LintFormat.json : LintFormat(rawValue: self.format)
    guard let format else {
      throw CLIError(description: "sbplay lint: --format: `\(TerminalSafe.clip(self.format, 20))` is not one of text, json, sarif, github")
    }
    var configuration = LintConfig()
    let configPath = config ?? paths.first.map { $0 + "/" + LintConfig.fileName }
    if let configPath, config != nil || FileManager.default.fileExists(atPath: configPath) {
      do {
        configuration = try LintConfig.read(path: configPath)
      } catch {
        throw CLIError(description: "sbplay lint: \(error.description)")
      }
    }
    var known: Set<String> = []
    if let baseline {
      do {
        known = try LintBaseline.fingerprints(path: baseline)
      } catch {
        throw CLIError(description: "sbplay lint: --baseline: \(error.description)")
      }
    }
    let vendored = includeVendored || configuration.includeVendored
    let scan = SourceScanner.scan(paths: paths, includeVendored: vendored, includeTests: includeTests, excluded: configuration.excluded)
    for problem in scan.problems { Console.error("sbplay lint: " + problem) }
    for folder in scan.copiedLibraries {
      Console.error(
        "sbplay lint: \(TerminalSafe.escape(folder)): a copy of a third-party library (its authors wrote none of the app's files), not linted (D162, D257)")
    }
    if scan.files.isEmpty {
      throw CLIError(
        description: "sbplay lint: no Swift, Objective-C, storyboard or XIB file to read under \(paths.map { TerminalSafe.escape($0) }.joined(separator: ", "))"
      )
    }
    var settings = ProjectSettings.discover(in: paths, includeVendored: vendored)
    if includeUntargeted { settings.membership.includeEveryFile() }
    for problem in settings.problems { Console.error("sbplay lint: " + problem) }
    if let plist {
      do {
        let facts = try PlistFacts.read(path: plist)
        let based = facts.hasViewControllerBasedKey ? facts.infoPlist.viewControllerBasedStatusBarAppearance : nil
        settings.targets = []
        settings.fallback.plist = plist
        settings.fallback.viewControllerBased = based
      } catch {
        throw CLIError(description: "sbplay lint: --plist: \(error.description)")
      }
    }
    if let sdk {
      guard let version = OSVersion(parsing: sdk) else {
        throw CLIError(description: "sbplay lint: --sdk: `\(TerminalSafe.clip(sdk, 30))` is not an iOS version")
      }
      settings.fallback.sdk = version
      for index in settings.targets.indices { settings.targets[index].context.sdk = version }
    }
    if let deploymentTarget {
      guard let version = OSVersion(parsing: deploymentTarget) else {
        throw CLIError(description: "sbplay lint: --deployment-target: `\(TerminalSafe.clip(deploymentTarget, 30))` is not an iOS version")
      }
      settings.fallback.deploymentTarget = version
      for index in settings.targets.indices { settings.targets[index].context.deploymentTarget = version }
    }
    var findings = Linter.lint(scan.files, settings: settings)
    findings.removeAll { configuration.disabled.contains($0.check) }
    let before = findings.count
    findings.removeAll { known.contains($0.fingerprint) }
    var report = LintReport(
      findings: findings, paths: paths, settings: settings, filesRead: scan.files.count - scan.skipped.count, skipped: scan.skipped,
      problems: scan.problems)
    report.baselineDropped = before - findings.count
    let stray = scan.files.filter { $0.skipped == nil && settings.isStray($0.path) }.map(\.path)
    report.notInAnyTarget = stray
    report.partlySkipped = scan.partlySkipped
    report.copiedLibraries = scan.copiedLibraries
    switch format {
    case .json: Console.json(report.json())
    case .sarif: Console.json(report.sarif())
    case .github: if !findings.isEmpty || !report.everythingSkipped.isEmpty { Console.out(report.github()) }
    case .text: for finding in findings { Console.out(finding.text) }
    }
    var summary = "\(Self.filesWords(scan.files.filter { $0.skipped == nil }.map(\.path))) read, \(findings.count) warning\(findings.count == 1 ? "" : "s")"
    if report.baselineDropped > 0 { summary += ", \(report.baselineDropped) in the baseline" }
    if !scan.skipped.isEmpty { summary += ", \(scan.skipped.count) file\(scan.skipped.count == 1 ? "" : "s") skipped (named above)" }
    let partly = scan.partlySkipped.count
    if partly > 0 { summary += ", \(partly) method\(partly == 1 ? "" : "s") too long to read (named above)" }
    let copies = scan.copiedLibraries.count
    if copies > 0 { summary += ", \(copies) cop\(copies == 1 ? "y" : "ies") of a third-party library not read (--include-vendored reads them)" }
    if scan.vendoredSkipped > 0 { summary += ", \(scan.vendoredSkipped) vendored folder\(scan.vendoredSkipped == 1 ? "" : "s") not read" }
    if !stray.isEmpty { summary += ", \(stray.count) file\(stray.count == 1 ? "" : "s") in no Xcode target not linted" }
    if scan.testsSkipped > 0 { summary += ", \(scan.testsSkipped) test folder\(scan.testsSkipped == 1 ? "" : "s") not read" }
    Console.error(summary)
    if !findings.isEmpty || !report.everythingSkipped.isEmpty {
      let what = findings.isEmpty ? "" : "\(findings.count) status bar pitfall\(findings.count == 1 ? "" : "s") found"
      let skippedWords = scan.skipped.isEmpty ? "" : "\(scan.skipped.count) file\(scan.skipped.count == 1 ? "" : "s") not linted"
      let partlyWords = partly == 0 ? "" : "\(partly) method\(partly == 1 ? "" : "s") not linted"
      throw CLIError(description: "sbplay lint: " + [what, skippedWords, partlyWords].filter { !$0.isEmpty }.joined(separator: "; "), code: 1)
    }
  }

  /// `3 files read (2 Swift, 1 storyboard/XIB)`.
  static func filesWords(_ paths: [String]) -> String {
    var counts: [String: Int] = [:]
    for path in paths {
      switch SourceDiscovery.language(of: path) {
      case .swift?: counts["Swift", default: 0] += 1
      case .objectiveC?: counts["Objective-C", default: 0] += 1
      case .interfaceBuilder?: counts["storyboard/XIB", default: 0] += 1
      case nil: break
      }
    }
    let parts = ["Swift", "Objective-C", "storyboard/XIB"].compactMap { name in counts[name].map { "\($0) \(name)" } }
    return "\(paths.count) file\(paths.count == 1 ? "" : "s")" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
  }
}
