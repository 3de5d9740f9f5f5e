import AppImport
import Foundation
import StatusBarCore

/// What `sbplay lint` reads around the code: Info.plist files (for view-controller-based
/// appearance) and the deployment target (project.pbxproj or Package.swift).
public enum ProjectSettings {
  /// Looks under `paths`; returns the context and a sentence per thing found, for the summary.
  public static func discover(in paths: [String]) -> (LintContext, [String]) {
    var context = LintContext()
    var notes: [String] = []
    let fm = FileManager.default
    var plists: [String] = []
    var targets: [OSVersion] = []
    for path in paths {
      guard let walker = fm.enumerator(atPath: path) else { continue }
      var visited = 0
      for case let relative as String in walker {
        visited += 1
        if visited > 50_000 { break }
        if relative.contains(".build/") || relative.hasPrefix("Pods/") || relative.contains("/Pods/") { continue }
        let full = path + "/" + relative
        if relative.hasSuffix("Info.plist") { plists.append(full) }
        if relative.hasSuffix("project.pbxproj"), let text = try? String(contentsOfFile: full, encoding: .utf8) {
          targets += pbxprojTargets(text)
        }
        if relative == "Package.swift" || relative.hasSuffix("/Package.swift"), let text = try? String(contentsOfFile: full, encoding: .utf8) {
          targets += packageTargets(text)
        }
      }
    }
    for plist in plists.sorted() {
      guard let facts = try? PlistFacts.read(path: plist), facts.hasViewControllerBasedKey else { continue }
      let value = facts.infoPlist.viewControllerBasedStatusBarAppearance
      // NO anywhere wins: the app then uses UIApplication's values.
      context.viewControllerBased = context.viewControllerBased == false ? false : value
      notes.append("\(TerminalSafe.escape(plist)): UIViewControllerBasedStatusBarAppearance \(value ? "YES" : "NO")")
    }
    if let lowest = targets.min() {
      context.deploymentTarget = lowest
      notes.append("deployment target iOS \(lowest) (the lowest found)")
    }
    return (context, notes)
  }

  /// `IPHONEOS_DEPLOYMENT_TARGET = 12.0;`
  public static func pbxprojTargets(_ text: String) -> [OSVersion] {
    var result: [OSVersion] = []
    for line in text.split(separator: "\n") where line.contains("IPHONEOS_DEPLOYMENT_TARGET") {
      guard let eq = line.firstIndex(of: "=") else { continue }
      let value = line[line.index(after: eq)...].filter { $0.isNumber || $0 == "." }
      if let version = OSVersion(parsing: String(value)) { result.append(version) }
    }
    return result
  }

  /// `.iOS(.v12)`, `.iOS("12.0")`.
  public static func packageTargets(_ text: String) -> [OSVersion] {
    var result: [OSVersion] = []
    var rest = Substring(text)
    while let range = rest.range(of: ".iOS(") {
      rest = rest[range.upperBound...]
      let arg = rest.prefix { $0 != ")" }
      let digits = arg.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "_" || $0 == "." }.replacingOccurrences(of: "_", with: ".")
      if let version = OSVersion(parsing: digits.contains(".") ? digits : digits + ".0") { result.append(version) }
    }
    return result
  }
}
