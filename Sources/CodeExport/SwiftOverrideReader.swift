import StatusBarCore

/// Reads an export back, for the fidelity check: which properties each generated class overrides
/// or sets, and to what. It understands the exporter's own layout, not Swift in general.
///
/// Keys are the scene-file names (`ControllerKey`): getter overrides, what `viewDidLoad` sets
/// (`navigationBar.barStyle = .black` → `barStyle: black`) and what the setup sets on an
/// instance (`sheet.modalPresentationStyle = .pageSheet` → on `sheet`'s class). Values are spelled
/// as scene files write them; a `childFor…` naming a child gives that child's class name; colours
/// are `white`, `black`, `clear` or `#rrggbb`. Two extra entries: `Info.plist` (key → `true`,
/// `false` or the style string) and `UIApplication` (`statusBarStyle`, `statusBarHidden`).
enum SwiftOverrideReader {
  static let infoPlistEntry = "Info.plist"
  static let applicationEntry = "UIApplication"

  /// What a line in a class body or the setup assigns, by its Swift spelling.
  static let bodyAssignments: [(prefix: String, key: ControllerKey)] = [
    ("view.backgroundColor = ", .backgroundColor),
    ("overrideUserInterfaceStyle = ", .overrideUserInterfaceStyle),
    ("navigationBar.barStyle = ", .barStyle),
    ("isNavigationBarHidden = ", .navigationBarHidden),
    ("navigationBar.barTintColor = ", .barTintColor),
  ]
  static let instanceAssignments: [(suffix: String, key: ControllerKey)] = [
    (".title = ", .title),
    (".modalPresentationStyle = ", .modalPresentationStyle),
    (".modalPresentationCapturesStatusBarAppearance = ", .modalPresentationCapturesStatusBarAppearance),
    (".selectedIndex = ", .selectedIndex),
    (".preferredDisplayMode = ", .preferredDisplayMode),
    (".sheetPresentationController?.detents = [", .sheetDetent),
    (".setViewControllers([", .currentPage),
  ]

  static func read(_ source: String) -> [String: [String: String]] {
    var result: [String: [String: String]] = [:]
    var currentClass: String?
    var variables: [String: String] = [:]
    var pendingPlistKey: String?
    var swiftUI = SwiftUIReader()
    var inSceneDelegate = false  // `WindowSceneWriter`'s delegate: no controller of the world

    for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmed
      if inSceneDelegate || line.hasPrefix(WindowSceneWriter.delegateHeader) {
        inSceneDelegate = rawLine != "}"
        continue
      }
      if swiftUI.read(line, raw: rawLine) { continue }
      if line.hasPrefix("//") {
        if let owner = currentClass, let (key, value) = readContentComment(line) {
          result[owner, default: [:]][key] = value
          continue
        }
        readPlist(line, pendingKey: &pendingPlistKey, into: &result)
        continue
      }
      if let (name, oneLine) = classHeader(line) {
        if result[name] == nil { result[name] = [:] }
        swiftUI.noteHostingClass(name, header: line)
        currentClass = oneLine ? nil : name
        continue
      }
      if currentClass != nil, rawLine == "}" {
        currentClass = nil
        continue
      }
      if let owner = currentClass {
        if let (key, value) = readClassLine(line) { result[owner, default: [:]][key] = value }
        continue
      }
      readSetupLine(line, variables: &variables, into: &result)
    }
    swiftUI.merge(into: &result)
    return result
  }

  // MARK: Classes

  /// `final class Name: Base {` (or `{}` on one line).
  static func classHeader(_ line: String) -> (name: String, oneLine: Bool)? {
    var text = Substring(line)
    if text.hasPrefix("final ") { text = text.dropFirst("final ".count) }
    guard text.hasPrefix("class ") else { return nil }
    let afterClass = text.dropFirst("class ".count)
    guard let colon = afterClass.firstIndex(of: ":") else { return nil }
    return (afterClass[..<colon].trimmed, line.hasSuffix("{}"))
  }

  static func readClassLine(_ line: String) -> (String, String)? {
    let code = withoutComment(line)
    if let window = readWindowLine(code) { return window.key.isEmpty ? nil : window }
    if code.hasPrefix("override var "), let colon = code.firstIndex(of: ":"),
      let open = code.firstIndex(of: "{"), let close = code.lastIndex(of: "}"), open < close
    {
      let property = code[code.index(code.startIndex, offsetBy: "override var ".count)..<colon].trimmed
      let body = code[code.index(after: open)..<close].trimmed
      return (property, value(body, isChild: property.hasPrefix("childFor")))
    }
    for (prefix, key) in bodyAssignments where code.hasPrefix(prefix) {
      return (key.rawValue, value(String(code.dropFirst(prefix.count)), key: key))
    }
    return nil
  }

  /// The exporter's notes for what a scene says of scrolling content (`ClassWriter`): they are
  /// comments, since the scene describes the content rather than code that makes it.
  static let contentComments: [(prefix: String, key: ControllerKey)] = [
    (ClassWriter.scrollContentNote, .scrollContent),
    (ClassWriter.contentOffsetNote, .contentOffset),
  ]

  static func readContentComment(_ line: String) -> (String, String)? {
    for (prefix, key) in contentComments where line.hasPrefix(prefix) {
      let rest = line.dropFirst(prefix.count)
      let value = key == .contentOffset ? rest.split(separator: " ").first.map(String.init) ?? "" : String(rest)
      return (key.rawValue, value)
    }
    return nil
  }

  // MARK: Setup

  static func readSetupLine(_ line: String, variables: inout [String: String], into result: inout [String: [String: String]]) {
    if line.hasPrefix("let "), line.hasSuffix(")"), let equals = line.firstRange(of: " = "),
      let open = line[equals.upperBound...].firstIndex(of: "("),
      line[equals.upperBound..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    {
      let name = line[line.index(line.startIndex, offsetBy: 4)..<equals.lowerBound].trimmed
      let owner = String(line[equals.upperBound..<open])
      variables[name] = owner
      // `UISplitViewController(style: .doubleColumn)`: the split's style.
      let arguments = line[line.index(after: open)..<line.index(before: line.endIndex)]
      if arguments.hasPrefix("style: ") {
        result[owner, default: [:]][ControllerKey.splitStyle.rawValue] = value(String(arguments.dropFirst("style: ".count)))
      }
      return
    }
    // `let host = HostController(rootView: HostView())`.
    if line.hasPrefix("let "), let equals = line.firstRange(of: " = "), let open = line.firstRange(of: "(rootView: ") {
      let name = line[line.index(line.startIndex, offsetBy: 4)..<equals.lowerBound].trimmed
      variables[name] = String(line[equals.upperBound..<open.lowerBound])
      return
    }
    for (setter, key) in [
      ("UIApplication.shared.statusBarStyle = ", "statusBarStyle"),
      ("UIApplication.shared.isStatusBarHidden = ", "statusBarHidden"),
    ]
    where line.hasPrefix(setter) {
      result[applicationEntry, default: [:]][key] = value(withoutComment(String(line.dropFirst(setter.count))))
      return
    }
    for (suffix, key) in instanceAssignments {
      guard let range = line.firstRange(of: suffix) else { continue }
      let variable = String(line[..<range.lowerBound])
      guard let owner = variables[variable] else { continue }
      let rest = line[range.upperBound...]
      if key == .title {
        guard let literal = SwiftText.parseStringLiteral(rest) else { continue }
        result[owner, default: [:]][key.rawValue] = literal.value
      } else if key == .sheetDetent {
        // `[.medium(), .large()]`, `[.custom(identifier: …) { _ in 300 }, .large()]`.
        let first = String(rest)
        let detent =
          first.hasPrefix(".medium()")
          ? "medium"
          : first.hasPrefix(".large()")
            ? "large"
            : first.firstRange(of: "{ _ in ").map { String(first[$0.upperBound...].prefix { $0 != " " && $0 != "}" }) }
        if let detent { result[owner, default: [:]][key.rawValue] = detent }
      } else if key == .currentPage {
        // `pages.setViewControllers([pagesPages[1]], …)`.
        // Page 0 is also what a page view controller shows unless told otherwise: not reported.
        guard let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") else { continue }
        let index = String(rest[rest.index(after: open)..<close])
        if index != "0" { result[owner, default: [:]][key.rawValue] = index }
      } else {
        result[owner, default: [:]][key.rawValue] = value(withoutComment(String(rest)))
      }
      return
    }
  }

  // MARK: Info.plist

  /// `//   <key>K</key>` followed by `//   <false/>`, `<true/>` or `<string>S</string>`.
  static func readPlist(_ line: String, pendingKey: inout String?, into result: inout [String: [String: String]]) {
    let text = line.dropFirst(2).trimmed
    if text.hasPrefix("<key>"), text.hasSuffix("</key>") {
      pendingKey = String(text.dropFirst("<key>".count).dropLast("</key>".count))
      return
    }
    guard let key = pendingKey else { return }
    pendingKey = nil
    let value: String?
    if text.hasPrefix("<true/>") {
      value = "true"
    } else if text.hasPrefix("<false/>") {
      value = "false"
    } else if text.hasPrefix("<string>"), let end = text.firstRange(of: "</string>") {
      value = String(text[text.index(text.startIndex, offsetBy: "<string>".count)..<end.lowerBound])
    } else {
      value = nil
    }
    if let value { result[infoPlistEntry, default: [:]][key] = value }
  }

  // MARK: Values

  /// The code before a trailing `  // …` comment (generated code has no `//` inside its values).
  static func withoutComment(_ line: String) -> String {
    guard let range = line.firstRange(of: "  //") else { return line }
    return line[..<range.lowerBound].trimmed
  }

  /// `.lightContent` → `lightContent`, `children.first { $0 is X }` → `X`, colours → `#rrggbb`.
  static func value(_ code: String, key: ControllerKey? = nil, isChild: Bool = false) -> String {
    let code = code.trimmed
    if key == .backgroundColor || key == .barTintColor, let color = SwiftText.parseColor(code) { return color }
    if isChild, code.hasPrefix("children.first { $0 is "), code.hasSuffix(" }") {
      return String(code.dropFirst("children.first { $0 is ".count).dropLast(2)).trimmed
    }
    return code.hasPrefix(".") ? String(code.dropFirst()) : code
  }
}
