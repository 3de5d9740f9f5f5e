import AppImport
import Foundation
import StatusBarCore
import SwiftParser
import SwiftSyntax

/// A parsed Swift file, while its facts are read; the tree is dropped afterwards.
public struct ParsedFile {
  public var path: String
  public var tree: SourceFileSyntax
  /// Where each line starts (UTF-8 offsets), read from the text: swift-syntax's
  /// `SourceLocationConverter(fileName:tree:)` walks the whole tree again for the same table.
  let lineStarts: [Int]

  /// Parses `text`; callers that may meet a hostile file go through `SourceScanner.scanFile`,
  /// which measures it first and runs on a large stack.
  public init(path: String, text: String) {
    self.path = path
    var parser = Parser(text, maximumNestingLevel: ParseLimits().nesting + 56)
    self.tree = SourceFileSyntax.parse(from: &parser)
    self.lineStarts = LineStarts.of(text)
  }

  func lineAndColumn(at offset: Int) -> (line: Int, column: Int) { LineStarts.lineAndColumn(at: offset, in: lineStarts) }

  /// Where `node` starts, after its leading trivia.
  public func location(_ node: some SyntaxProtocol) -> AppImport.SourceLocation {
    let (line, column) = lineAndColumn(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return AppImport.SourceLocation(file: path, line: line, column: column)
  }

  /// Where `node` ends, before its trailing trivia.
  func endLocation(_ node: some SyntaxProtocol) -> AppImport.SourceLocation {
    let (line, column) = lineAndColumn(at: node.endPositionBeforeTrailingTrivia.utf8Offset)
    return AppImport.SourceLocation(file: path, line: line, column: column)
  }
}

/// What one Swift file says, kept after its tree is gone.
public struct FileScan: Sendable {
  public var path: String
  public var classes: [ClassFacts] = []
  /// Classes a storyboard names with the UIKit class of their element: used only for a class
  /// no source file declares.
  public var fallbackClasses: [ClassFacts] = []
  public var extensionFacts: [String: [SourceFact]] = [:]
  /// Objective-C names of Swift classes (`@objc(VLCThing) class Thing`): ObjC name -> Swift name.
  public var objectiveCNames: [String: String] = [:]
  /// Where controllers are put on screen: contained, presented, made root.
  public var placements: [Placement] = []
  /// Functions that build and return a controller around their argument.
  public var factories: [ControllerFactory] = []
  /// Methods that present their argument in a style they set.
  public var helpers: [PresentingHelper] = []
  /// Single-file observations the linter decides on with the project's settings.
  public var uses: [CodeUse] = []
  /// Notifications a class of the file answers with a status bar update (D92).
  public var updatedEvents: Set<String> = []
  /// `// sbplay:disable:next CHECK` comments: the line they cover and the checks (empty: all).
  public var suppressions: [Int: [String]] = [:]
  /// Why the file was not parsed (a limit of `ParseLimits`), nil when it was.
  public var skipped: String?
  /// Parts of a file read that were left out, with where and why (an Objective-C method whose
  /// body is over `ObjectiveCReader.limits.methodBytes`): the file's other code was linted.
  public var partlySkipped: [String] = []
  /// D144: `#define IS_IOS7 ([[UIDevice currentDevice].systemVersion floatValue] >= 7.0)`: macros
  /// testing that the running iOS is at least a version, and that version.
  public var versionMacros: [String: OSVersion] = [:]
  /// The file names a bar style (`barStyle` in code or a storyboard): a navigation controller's
  /// `.default` answer may then be another one.
  public var namesBarStyle = false
  /// The file asks the presented controller's own answer by hand
  /// (`presentedViewController?.preferredStatusBarStyle`, `[self.presentedViewController prefersStatusBarHidden]`, D109).
  public var asksPresentedByHand: Set<Lane> = []
  /// Initialisers' slots for a child controller: `Type|label` (D132).
  public var slots: Set<String> = []
  /// D179: for each UIKit navigation controller the file builds, whether its bar is hidden there.
  public var builtNavigationBars: [Bool] = []
  /// D172: properties a navigation controller's `willShow` delegate hides the bar by.
  public var barHidingProperties: Set<String> = []
  /// D275: file-level constants holding the screen's height (`let HEIGHT = UIScreen.main.bounds.size.height`).
  public var screenHeightNames: Set<String> = []
  /// D172: Bool properties a class answers with a literal true.
  public var trueFlags: [TrueFlag] = []

  public init(path: String) { self.path = path }
}

/// Reads Swift sources with swift-syntax (a real parser): classes, superclasses, status bar
/// overrides, where controllers are placed. `sbplay import --source` and `sbplay lint` use it.
public enum SourceScanner {
  /// swift-syntax parses and visits recursively, once per level of the tree: each file is read
  /// on a thread with this much stack (reserved address space; untouched pages cost nothing).
  static let stackSize = 512 << 20
  /// Files (and placements' worlds) are read one per core, eight at most.
  static var threads: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) }

  public struct Result: Sendable {
    public var facts: SourceFacts
    public var files: [FileScan]
    /// Problems with paths, folders and files (escaped, for a terminal).
    public var problems: [String]
    /// Files skipped by `ParseLimits`, with the reason (also in `problems`).
    public var skipped: [(path: String, reason: String)] { files.compactMap { f in f.skipped.map { (f.path, $0) } } }
    /// Parts of files read that were left out, with the reason (also in `problems`).
    public var partlySkipped: [(path: String, reason: String)] { files.flatMap { f in f.partlySkipped.map { (f.path, $0) } } }
    /// Vendored or generated files left out (see `SourceDiscovery.isVendored`).
    public var vendoredSkipped: Int
    /// Copied-in libraries' folders left out (D162).
    public var copiedLibraries: [String] = []
    /// Test targets' folders left out (see `SourceDiscovery.isTestFolder`).
    public var testsSkipped = 0
  }

  /// Measures, parses and reads one file on the calling thread (call it on a large stack).
  public static func scanFile(path: String, bytes: [UInt8], limits: ParseLimits = ParseLimits()) -> FileScan {
    var scan = read(path: path, bytes: bytes, limits: limits)
    scan.namesBarStyle = namesBarStyle(bytes)
    scan.asksPresentedByHand = asksPresentedByHand(bytes)
    return scan
  }

  /// `presentedViewController`, then `?`, `!`, `.` or a space, then a preference's name: the
  /// lanes it asks by hand (primal's root asks the presented controller whether to hide the bar,
  /// not for its style, round 35).
  static func asksPresentedByHand(_ bytes: [UInt8]) -> Set<Lane> {
    let word = Array("presentedViewController".utf8)
    let names: [(name: [UInt8], lane: Lane)] = [(Array("preferredStatusBarStyle".utf8), .style), (Array("prefersStatusBarHidden".utf8), .hidden)]
    var lanes: Set<Lane> = []
    var from = 0
    while let i = Suppression.index(of: word, in: bytes, from: from) {
      var k = i + word.count
      while k < bytes.count, k - (i + word.count) < 3, [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: " ")].contains(bytes[k]) {
        k += 1
      }
      if k > i + word.count, let found = names.first(where: { bytes[k...].starts(with: $0.name) }) { lanes.insert(found.lane) }
      from = k
    }
    return lanes
  }

  /// `barStyle` anywhere but set to the default (`= UIBarStyleDefault`, `= .default`,
  /// `barStyle="default"`): seafile's styler sets `UIBarStyleDefault`, which changes no answer.
  static func namesBarStyle(_ bytes: [UInt8]) -> Bool {
    let word = Array("barStyle".utf8)
    let defaults = ["UIBarStyleDefault", ".default", "\"default\"", "UIBarStyle.default"].map { Array($0.utf8) }
    var from = 0
    while let i = Suppression.index(of: word, in: bytes, from: from) {
      var k = i + word.count
      while k < bytes.count, bytes[k] == UInt8(ascii: " ") { k += 1 }
      guard k < bytes.count, bytes[k] == UInt8(ascii: "="), k + 1 < bytes.count, bytes[k + 1] != UInt8(ascii: "=") else { return true }
      k += 1
      while k < bytes.count, bytes[k] == UInt8(ascii: " ") { k += 1 }
      let rest = bytes[k...]
      if !defaults.contains(where: { rest.starts(with: $0) }) { return true }
      from = k
    }
    return false
  }

  static func read(path: String, bytes: [UInt8], limits: ParseLimits) -> FileScan {
    switch SourceDiscovery.language(of: path) {
    case .interfaceBuilder: return StoryboardReader.scanFile(path: path, bytes: bytes)
    case .objectiveC: return ObjectiveCReader.scanFile(path: path, bytes: bytes)
    case .swift, nil: break
    }
    var scan = FileScan(path: path)
    if let problem = ParseGuard.problem(in: bytes, limits: limits) {
      scan.skipped = problem
      return scan
    }
    scan.screenHeightNames = QuickScan.screenHeightNames(bytes)
    guard QuickScan.isRelevant(bytes) || QuickScan.mayOffsetBelowTheBars(bytes) || QuickScan.mayChooseBetweenBarHeights(bytes) else {
      scan.classes = QuickScan.classes(path: path, bytes: bytes)
      return scan
    }
    let file = ParsedFile(path: path, text: String(decoding: bytes, as: UTF8.self))
    let classes = OverrideVisitor(file: file)
    classes.walk(file.tree)
    scan.classes = classes.classes
    scan.extensionFacts = classes.extensionFacts
    scan.objectiveCNames = classes.objectiveCNames
    scan.barHidingProperties = classes.barHidingProperties
    scan.trueFlags = classes.trueFlags
    let placements = PlacementVisitor(file: file)
    placements.walk(file.tree)
    scan.placements = placements.placements
    scan.factories = placements.factories
    scan.builtNavigationBars = placements.builtNavigationBars
    scan.helpers = placements.helpers
    scan.slots = placements.slots
    let uses = CodeUseVisitor(file: file)
    uses.mentionsStatusBar = Suppression.contains(Array("statusbar".utf8), in: bytes, ignoringCase: true)
    uses.mentionsUpdate = ([StatusBarRequery.updateCall] + StatusBarRequery.traitOverrides).contains {
      Suppression.contains(Array($0.utf8), in: bytes, ignoringCase: false)
    }
    uses.walk(file.tree)
    scan.uses = uses.uses
    scan.updatedEvents = uses.updatedEvents
    scan.suppressions = Suppression.comments(in: bytes)
    return scan
  }

  /// Scans text on a large stack (tests, and callers with text in hand).
  public static func scan(path: String = "Test.swift", text: String) -> FileScan {
    let bytes = Array(text.utf8)
    return LargeStack.map(count: 1, threads: 1, stackSize: Self.stackSize) { _ in scanFile(path: path, bytes: bytes) }[0]
  }

  public static func scan(paths: [String], includeVendored: Bool = false, includeTests: Bool = false, excluded: [String] = []) -> Result {
    let found = SourceDiscovery.swiftFiles(in: paths, includeVendored: includeVendored, includeTests: includeTests, excluded: excluded)
    let files = found.files
    let scans = LargeStack.map(count: files.count, threads: Self.threads, stackSize: Self.stackSize) { index -> (FileScan?, String?) in
      let path = files[index]
      guard let handle = FileHandle(forReadingAtPath: path) else { return (nil, "\(TerminalSafe.escape(path)): cannot read") }
      defer { try? handle.close() }
      // Read at most one byte past the limit: a huge file is refused without being read whole.
      let data = (try? handle.read(upToCount: SourceDiscovery.byteLimit(of: path) + 1)) ?? Data()
      return (scanFile(path: path, bytes: [UInt8](data)), nil)
    }
    var problems = found.problems
    var kept: [FileScan] = []
    for (scan, problem) in scans {
      if let problem { problems.append(problem) }
      guard let scan else { continue }
      if let reason = scan.skipped { problems.append("\(TerminalSafe.escape(scan.path)): skipped, \(reason)") }
      for reason in scan.partlySkipped { problems.append("\(TerminalSafe.escape(scan.path)): \(TerminalSafe.escape(reason))") }
      kept.append(scan)
    }
    return Result(
      facts: facts(of: kept), files: kept, problems: problems, vendoredSkipped: found.vendoredSkipped, copiedLibraries: found.copiedLibraries,
      testsSkipped: found.testsSkipped)
  }

  /// Classes and their facts across files (extensions add to their class).
  public static func facts(of files: [FileScan]) -> SourceFacts {
    var classes: [String: ClassFacts] = [:]
    var extensionFacts: [String: [SourceFact]] = [:]
    for file in files {
      for found in file.classes {
        if var existing = classes[found.name] {
          existing.facts += found.facts
          if existing.superclass == nil { existing.superclass = found.superclass }
          classes[found.name] = existing
        } else {
          classes[found.name] = found
        }
      }
      for (name, facts) in file.extensionFacts { extensionFacts[name, default: []] += facts }
    }
    // An Objective-C @implementation's facts join its @interface's superclass from a header.
    for file in files {
      for found in file.fallbackClasses where classes[found.name]?.superclass == nil {
        if var existing = classes[found.name] {
          existing.superclass = found.superclass
          classes[found.name] = existing
        } else {
          classes[found.name] = found
        }
      }
    }
    for (name, facts) in FileScan.barHidingFacts(files) { extensionFacts[name, default: []] += facts }
    for name in extensionFacts.keys.sorted() {
      let facts = extensionFacts[name] ?? []
      // An extension of UIKit's own class (`extension UINavigationController`) counts for every use of it.
      if classes[name] == nil, let first = facts.first {
        classes[name] = ClassFacts(name: name, superclass: nil, location: first.location)
      }
      classes[name]?.facts += facts
    }
    return SourceFacts(classes: classes)
  }

  /// Convenience for tests: facts of source text.
  public static func facts(ofSource text: String, path: String = "Test.swift") -> SourceFacts {
    facts(of: [scan(path: path, text: text)])
  }
}
