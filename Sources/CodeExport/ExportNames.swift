import StatusBarCore

/// The Swift names of a world's controllers: a unique class name (`Sheet.root` →
/// `SheetRootViewController`) and a unique local variable name (`sheetRoot`) for each.
struct ExportNames {
  private(set) var classNames: [ControllerID: String] = [:]
  private(set) var variableNames: [ControllerID: String] = [:]
  private var usedClasses: Set<String> = ExportNames.reservedClasses
  private var usedVariables: Set<String> = ExportNames.reservedVariables
  private var nextNumber: [String: Int] = [:]

  /// Names every controller in `order` (the order decides who gets the plain name on a clash).
  init(world: World, order: [ControllerID]) {
    for id in order {
      guard let controller = world.controller(id) else { continue }
      let base = ExportNames.typeBase(controller.name)
      classNames[id] = Self.unique(ExportNames.className(base: base, kind: controller.kind), in: &usedClasses, &nextNumber)
      variableNames[id] = Self.unique(ExportNames.variableName(base: base), in: &usedVariables, &nextNumber)
    }
  }

  func className(_ id: ControllerID) -> String { classNames[id] ?? ControllerKind.controller.uikitClass }
  func variableName(_ id: ControllerID) -> String { variableNames[id] ?? "controller" }

  /// Static, so `used` is not also reachable through `self` (that made every insert copy the
  /// whole set: quadratic in the number of controllers); `next` remembers the next
  /// number to try for each name, so many clashing names stay linear too.
  private static func unique(_ name: String, in used: inout Set<String>, _ next: inout [String: Int]) -> String {
    var candidate = name
    var number = next[name] ?? 2
    while used.contains(candidate) {
      candidate = name + String(number)
      number += 1
    }
    if candidate != name { next[name] = number }
    used.insert(candidate)
    return candidate
  }

  // MARK: Spelling

  /// `Sheet.root` → `SheetRoot`, `my nav` → `MyNav`, `2nd` → `VC2nd`: ASCII letters and digits,
  /// each word capitalised, never starting with a digit, never empty.
  static func typeBase(_ name: String) -> String {
    var result = ""
    var startOfWord = true
    for scalar in name.unicodeScalars {
      let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
      let isDigit = scalar >= "0" && scalar <= "9"
      guard isLetter || isDigit else {
        startOfWord = true
        continue
      }
      let text = String(scalar)
      result += startOfWord ? text.uppercased() : text
      startOfWord = false
    }
    if result.isEmpty { return "Unnamed" }
    if let first = result.unicodeScalars.first, first >= "0" && first <= "9" { result = "VC" + result }
    // Keep clear of UIKit's and Foundation's own classes (`UIAlertController`).
    if result.hasPrefix("UI") || result.hasPrefix("NS") { result = "App" + result }
    return result
  }

  /// The class name: the base plus the kind's suffix, without repeating what the base ends with
  /// (`Nav` → `NavController`, `Detail` → `DetailViewController`, `RootController` stays).
  static func className(base: String, kind: ControllerKind) -> String {
    if base.hasSuffix("Controller") { return base }
    let words = kind.behavior.swiftNameWords
    guard let suffix = words.first else { return base + "Controller" }
    // `SettingsVC` → `SettingsViewController`.
    if suffix == "ViewController", base.hasSuffix("VC") { return String(base.dropLast(2)) + suffix }
    for word in words.dropFirst() where base.hasSuffix(word) {
      return base + "Controller"
    }
    return base + suffix
  }

  /// `SheetRoot` → `sheetRoot`, `URLList` → `urlList`; a keyword gets `VC` appended.
  static func variableName(base: String) -> String {
    let scalars = Array(base.unicodeScalars)
    var upperRun = 0
    while upperRun < scalars.count, scalars[upperRun] >= "A" && scalars[upperRun] <= "Z" { upperRun += 1 }
    // In `URLList` the run is `URLL`: its last capital starts the next word.
    let nextIsLower = upperRun < scalars.count && scalars[upperRun] >= "a" && scalars[upperRun] <= "z"
    let lowered = upperRun > 1 && nextIsLower ? upperRun - 1 : max(upperRun, 1)
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      result += index < lowered ? String(scalar).lowercased() : String(scalar)
    }
    return reservedVariables.contains(result) ? result + "VC" : result
  }

  /// UIKit's classes the export subclasses or could be confused with.
  static let reservedClasses: Set<String> = Set(UIKitClassCatalog.classes.map(\.className)).union([
    "UIApplication", "UIColor", "AppDelegate", "SceneDelegate",
  ])

  /// Swift keywords and the names the setup code itself uses.
  static let reservedVariables: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "any", "false", "is", "nil", "self", "super", "throws",
    "true", "try", "await", "async", "some", "consume", "borrowing", "consuming", "copy", "discard",
    "each", "macro", "package", "then", "yield",
    // Names the generated setup functions use.
    "root", "presenter", "chain", "next", "window", "view", "controller", "controllers",
  ]
}
