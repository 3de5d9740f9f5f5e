import Foundation
import StatusBarCore

/// The status bar keys of an Info.plist (XML or binary), with what was assumed.
public struct PlistFacts: Sendable {
  public var infoPlist = InfoPlist()
  /// Whether UIViewControllerBasedStatusBarAppearance is present (absent means YES).
  public var hasViewControllerBasedKey = false
  public var notes: [String] = []

  public init() {}

  public struct ReadError: Error, CustomStringConvertible {
    public var description: String
  }

  public static func read(path: String) throws(ReadError) -> PlistFacts {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReadError(description: "\(TerminalSafe.escape(path)): cannot read the file")
    }
    return try read(data: data, name: path)
  }

  public static func read(data: Data, name: String) throws(ReadError) -> PlistFacts {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      // The parser's own sentence, not the error's description: its user info prints in any order.
      let detail = ((error as NSError).userInfo["NSDebugDescription"] as? String) ?? error.localizedDescription
      throw ReadError(description: "\(TerminalSafe.escape(name)): not a property list (XML or binary): \(TerminalSafe.clip(detail, 120))")
    }
    guard let dict = object as? [String: Any] else {
      throw ReadError(description: "\(TerminalSafe.escape(name)): the property list is not a dictionary")
    }
    var facts = PlistFacts()
    let file = TerminalSafe.escape(name.split(separator: "/").last.map(String.init) ?? name)
    if let value = dict["UIViewControllerBasedStatusBarAppearance"] {
      facts.hasViewControllerBasedKey = true
      if let flag = bool(value) {
        facts.infoPlist.viewControllerBasedStatusBarAppearance = flag
      } else {
        facts.notes.append("\(file): UIViewControllerBasedStatusBarAppearance is not a boolean: YES assumed")
      }
    } else {
      facts.notes.append("\(file) has no UIViewControllerBasedStatusBarAppearance: YES, UIKit's default (R5.1)")
    }
    if let value = dict["UIStatusBarHidden"], let flag = bool(value) { facts.infoPlist.statusBarHidden = flag }
    if let value = dict["UIStatusBarStyle"] as? String {
      if let style = StatusBarStyle(name: value) {
        facts.infoPlist.statusBarStyle = style
      } else {
        facts.notes.append("\(file): UIStatusBarStyle `\(TerminalSafe.clip(value, 40))` is not a style UIKit knows: .default assumed")
      }
    }
    if let value = dict["UIDesignRequiresCompatibility"], let flag = bool(value) { facts.infoPlist.designRequiresCompatibility = flag }
    return facts
  }

  static func bool(_ value: Any) -> Bool? {
    if let b = value as? Bool { return b }
    if let n = value as? NSNumber { return n.boolValue }
    if let s = value as? String { return ["yes", "true", "1"].contains(s.lowercased()) ? true : ["no", "false", "0"].contains(s.lowercased()) ? false : nil }
    return nil
  }
}
