import AppImport
import StatusBarCore

/// A light, linear reader of Objective-C `.m` and `.h` files: class declarations
/// (`@interface X : Y`), the status bar overrides of `@implementation`s (`- (UIStatusBarStyle)
/// preferredStatusBarStyle`, `prefersStatusBarHidden`, `childViewControllerForStatusBar…`), also in
/// categories of UIKit classes, and where controllers are presented, pushed and added
/// (`presentViewController:animated:`, `modalPresentationStyle =`). It does not parse
/// Objective-C: it reads the shapes these calls are written in and leaves anything else alone
/// (never a claim from a shape it does not know). Facts only, as the Swift visitors.
enum ObjectiveCReader {
  static let limits = (bytes: 2_000_000, methodBytes: 200_000)

  static let methods: [String: ControllerKey] = [
    "preferredStatusBarStyle": .preferredStatusBarStyle,
    "prefersStatusBarHidden": .prefersStatusBarHidden,
    "preferredStatusBarUpdateAnimation": .preferredStatusBarUpdateAnimation,
    "childViewControllerForStatusBarStyle": .childForStatusBarStyle,
    "childViewControllerForStatusBarHidden": .childForStatusBarHidden,
    "modalPresentationCapturesStatusBarAppearance": .modalPresentationCapturesStatusBarAppearance,
    "modalPresentationStyle": .modalPresentationStyle,
  ]

  static func scanFile(path: String, bytes input: [UInt8]) -> FileScan {
    var scan = FileScan(path: path)
    guard input.count <= limits.bytes else {
      scan.skipped = "larger than \(limits.bytes) bytes"
      return scan
    }
    let text = ObjectiveCText(input)
    let controllerProperties = Self.controllerProperties(text, path: path)
    // D161: views the file adds to a window (decoded only where a window is sent `addSubview:`).
    let windowSubviews =
      Suppression.index(of: Array(" addSubview:".utf8), in: input, from: 0) != nil && Suppression.contains(Array("indow".utf8), in: input, ignoringCase: false)
      ? FrameMoves.windowSubviews(text.string(0, text.bytes.count)) : []
    scan.versionMacros = Self.versionMacros(input)
    var classIndex: [String: Int] = [:]
    var current: (name: String, category: Bool)?
    var updates: ObjectiveCUpdates?
    var i = 0
    let b = text.bytes
    let n = b.count
    while i < n {
      let c = b[i]
      if c == 0x22 || c == 0x27 {
        i = text.skipQuoted(i)
        continue
      }
      if c == 0x40, let word = text.word(at: i + 1) {  // @interface / @implementation / @end
        let after = i + 1 + word.utf8.count
        switch word {
        case "interface", "implementation":
          let (name, rest) = text.nextWord(after)
          guard let name else { break }
          let restText = text.line(from: rest)
          let trimmed = restText.drop { $0 == " " || $0 == "\t" }
          // The superclass may follow on the next line (`@interface MDCFlexibleHeaderViewController\n
          // : UIViewController <…>`, clang-format's wrapping in Material, round 37).
          var colon = rest
          while colon < n, [0x20, 0x09, 0x0A, 0x0D].contains(b[colon]) { colon += 1 }
          if word == "interface", colon < n, b[colon] == 0x3A {
            let (superclass, _) = text.nextWord(colon + 1)
            if classIndex[name] == nil {
              classIndex[name] = scan.classes.count
              scan.classes.append(ClassFacts(name: name, superclass: superclass, location: text.location(path, i)))
            }
          }
          if word == "implementation" {
            current = (name, trimmed.hasPrefix("("))
            updates = trimmed.hasPrefix("(") ? nil : ObjectiveCUpdates(className: name)
          }
        case "end":
          if let updates { scan.uses += updates.uses(text: text, path: path) }
          updates = nil
          current = nil
        default: break
        }
        i = after
        continue
      }
      // A method definition at the start of a line inside an @implementation: `- (T)name {`, or a
      // class method `+ (void)showFrom:… {` (read for what it builds and presents, never as an override).
      if let owner = current, c == 0x2D || c == 0x2B, text.atLineStart(i), let method = text.methodHeader(i) {
        let classMethod = c == 0x2B
        guard let open = method.bodyStart, let close = text.matchingBrace(open) else {
          i = method.end
          continue
        }
        guard close - open <= limits.methodBytes else {
          // Said, never silent: the rest of the file is read, this method is not.
          let line = text.location(path, i).line
          scan.partlySkipped.append("method `\(method.name)` at line \(line) not read: its body is over \(limits.methodBytes) bytes")
          i = close + 1
          continue
        }
        let body = text.string(open + 1, close)
        if !classMethod { updates?.methods.append(ObjectiveCUpdates.Method(name: method.name, body: body, offset: open + 1)) }
        // D172: `- (BOOL)requiresNoNavigationBar { return YES; }`, a flag a bar-hiding delegate may read.
        if !classMethod, !method.name.hasBytes(":"), body.count < 64, body.filter({ !$0.isWhitespace }) == "returnYES;" {
          scan.trueFlags.append(TrueFlag(className: owner.name, property: method.name, location: text.location(path, i)))
        }
        if !classMethod, let key = methods[method.name] {
          let fact = SourceFact(key: key, value: value(of: body, key: key), location: text.location(path, i), asksAnother: asksAnother(body, method.name))
          if owner.category {
            scan.extensionFacts[owner.name, default: []].append(fact)
            if key != .modalPresentationCapturesStatusBarAppearance && key != .modalPresentationStyle {
              scan.uses.append(CodeUse(kind: .overrideInUIKitExtension, location: fact.location, name: owner.name, detail: method.name))
            }
          } else {
            if classIndex[owner.name] == nil {
              classIndex[owner.name] = scan.classes.count
              scan.classes.append(ClassFacts(name: owner.name, superclass: nil, location: text.location(path, i)))
            }
            scan.classes[classIndex[owner.name]!].facts.append(fact)
          }
        }
        var statements = ObjectiveCStatements(text: text, path: path, enclosingClass: owner.name)
        statements.classMethod = classMethod
        statements.namesStatusBar = method.name.hasBytesIgnoringCase("statusbar")
        // `self.demoViewController` / `_demoViewController` of a property the file declares.
        if !classMethod { statements.locals.properties = controllerProperties }
        statements.frameMoves.windowSubviews = windowSubviews
        statements.read(from: open + 1, to: close)
        scan.placements += statements.placements
        scan.uses += statements.uses
        for (key, value, at) in statements.selfFacts where !owner.category && !classMethod {
          if classIndex[owner.name] == nil {
            classIndex[owner.name] = scan.classes.count
            scan.classes.append(ClassFacts(name: owner.name, superclass: nil, location: at))
          }
          scan.classes[classIndex[owner.name]!].facts.append(SourceFact(key: key, value: value, location: at))
        }
        for (key, value, at) in statements.navigationFacts where !owner.category && !classMethod {
          if classIndex[owner.name] == nil {
            classIndex[owner.name] = scan.classes.count
            scan.classes.append(ClassFacts(name: owner.name, superclass: nil, location: at))
          }
          scan.classes[classIndex[owner.name]!].facts.append(SourceFact(key: key, value: value, location: at, onNavigationController: true))
        }
        i = close + 1
        continue
      }
      i += 1
    }
    // An @implementation without an @interface here (its header declares it): its facts merge by name.
    scan.uses += definedHeights(input, text, path)
    return scan
  }

  /// `#define kStatusBarHeight 20.f`: a macro named after the status bar whose value is a literal
  /// 20 or 44 is a hard-coded height (MTStatusBarOverlay, round 13); the macro's name is its
  /// declaration, so a macro nothing uses is not reported (D113).
  /// Directives are blanked in `text` (read from `input`, the file's bytes; offsets are the same).
  /// So is a file-level constant (`const CGFloat MDCFixedStatusBarHeightOnPreiPhoneXDevices = 20;`,
  /// material-components, round 16), written at the start of its line as C declarations are.
  static func definedHeights(_ input: [UInt8], _ text: ObjectiveCText, _ path: String) -> [CodeUse] {
    let macros = Suppression.contains(Array("#define".utf8), in: input, ignoringCase: false)
    let constants =
      Suppression.contains(Array("const".utf8), in: input, ignoringCase: false)
      || Suppression.contains(Array("static".utf8), in: input, ignoringCase: false)
    // A name after the status bar holds "status" (any case): else no regular expression is run
    // (a big app's headers hold thousands of other macros).
    guard macros || constants,
      Suppression.contains(Array("status".utf8), in: input, ignoringCase: true) || Suppression.contains(Array("nav".utf8), in: input, ignoringCase: true)
    else { return [] }
    let compares = macros && Suppression.contains(Array("statusbar".utf8), in: input, ignoringCase: true)
    // Every pattern is one line long: each is run on the lines that hold "status" only, one line at
    // a time (on the whole file they took a fifth of lint's time on kcb_ios, round 67; and in a file
    // with CRLF endings `[^\n]*` ran on past "\r\n", one Character, to the end of the file).
    typealias Match = (offset: Int, range: Range<Int>, name: Substring, digits: Substring)
    var compared: [CodeUse] = []
    var defined: [Match] = []
    var chosen: [Match] = []
    var constant: [Match] = []
    var named: [Match] = []
    for (lineStart, lineEnd) in linesHolding(Array("status".utf8), in: input) {
      let line = String(decoding: input[lineStart..<lineEnd], as: UTF8.self)
      let at = { (index: String.Index) in lineStart + line.utf8.distance(from: line.startIndex, to: index) }
      let span = { (range: Range<String.Index>) in at(range.lowerBound)..<at(range.upperBound) }
      if compares { compared += comparedHeights(line, at: lineStart, text, path) }
      guard macros || constants else { continue }
      if constants {
        for match in line.matches(of: constantHeight)
        where match.output.1.split(whereSeparator: { $0 == " " || $0 == "\t" }).contains(where: { $0 == "static" || $0 == "extern" || $0 == "const" }) {
          constant.append((at(match.output.3.startIndex), span(match.range), match.output.2, match.output.4))
        }
      }
      guard macros else { continue }
      for match in line.matches(of: definedHeight) {
        defined.append((at(match.output.2.startIndex), span(match.range), match.output.1, match.output.3))
      }
      // `#define VTSTATUSBAR_HEIGHT (KiPhoneX ? 44 : 20)`: a notch test by screen size, both branches
      // literals (VTMagic, round 31): wrong on an iPad's 24 pt bar and on 47-62 pt ones.
      for match in line.matches(of: definedHeightChoice) {
        let branches = [(match.output.2, match.output.3), (match.output.4, match.output.5)]
        guard let hit = branches.first(where: { $0.1 == "20" || $0.1 == "44" }) else { continue }
        chosen.append((at(hit.0.startIndex), span(match.range), match.output.1, hit.1))
      }
    }
    // D253: a 64 named for the navigation bar's height (the status bar's with it).
    if macros || constants, Suppression.contains(Array("64".utf8), in: input, ignoringCase: false) {
      for (lineStart, lineEnd) in linesHolding(Array("64".utf8), in: input) {
        let line = String(decoding: input[lineStart..<lineEnd], as: UTF8.self)
        let lowered = line.lowercased()
        guard lowered.contains("nav") || lowered.contains("status") else { continue }
        let at = { (index: String.Index) in lineStart + line.utf8.distance(from: line.startIndex, to: index) }
        let span = { (range: Range<String.Index>) in at(range.lowerBound)..<at(range.upperBound) }
        if macros, let match = line.firstMatch(of: definedBarsHeight), NamedBarsHeight.isBarsHeight(match.output.1) {
          named.append((at(match.output.2.startIndex), span(match.range), match.output.1, match.output.3))
        }
        // D267: `#define NavBar_Height (IS_IPhoneX ? 88 : 64)`, both bars' heights chosen by a notch test.
        if macros, let match = line.firstMatch(of: definedHeightChoice), NamedBarsHeight.isBarsHeight(match.output.1),
          Set([match.output.3, match.output.5]) == ["64", "88"]
        {
          let hit = match.output.3 == "64" ? match.output.2 : match.output.4
          named.append((at(hit.startIndex), span(match.range), match.output.1, "64"))
        }
        if constants, let match = line.firstMatch(of: constantBarsHeight), NamedBarsHeight.isBarsHeight(match.output.2),
          match.output.1.split(whereSeparator: { $0 == " " || $0 == "\t" }).contains(where: { $0 == "static" || $0 == "extern" || $0 == "const" })
        {
          named.append((at(match.output.3.startIndex), span(match.range), match.output.2, match.output.4))
        }
      }
    }
    var uses = compared
    // D267: a choice of 44 or 20 says the status bar with a name that says "status" and a height
    // (`BC_STATUS_HEIGHT`, BilibiliComic, round 100).
    let namedForTheStatusBar =
      (defined + constant).filter { $0.name.lowercased().filter { $0 != "_" }.contains("statusbar") }
      + chosen.filter { NamedBarsHeight.isStatusBarHeight($0.name) }
    for match in namedForTheStatusBar + named {
      var use = CodeUse(kind: .hardCodedHeight, location: text.location(path, match.offset), name: String(match.digits))
      use.declaredIn = [CodeUse.Declaration(name: String(match.name), range: match.range)]
      uses.append(use)
    }
    return uses
  }

  /// The byte ranges of the lines (each with its "\n") that hold `needle`, lowercase, in any case.
  static func linesHolding(_ needle: [UInt8], in input: [UInt8]) -> [(Int, Int)] {
    input.withUnsafeBufferPointer { bytes in
      var lines: [(Int, Int)] = []
      var lineStart = 0
      while lineStart < bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
        if lineEnd < bytes.count { lineEnd += 1 }
        if ByteSearch.first(needle, in: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), ignoringCase: true) != nil {
          lines.append((lineStart, lineEnd))
        }
        lineStart = lineEnd
      }
      return lines
    }
  }

  /// D156: `#define kTabBarHeight ([[UIApplication sharedApplication] statusBarFrame].size.height > 20.0f ? 83.0f : 49.0f)`,
  /// `#define IS_IPHONE_X (statusBarFrame.size.height == 44)`: a macro that compares a status bar
  /// reading with a literal 20 or 44 takes that literal for the bar's height to tell a notched
  /// phone, as the same test in a statement does (R7.1): a hidden bar reads 0, an in-call bar 40,
  /// a Dynamic Island 54-62 (uni-arts, round 46). Whatever the macro's name; one nothing uses is
  /// not reported (D113). `source` is one line of the file, starting at byte `offset`.
  static func comparedHeights(_ source: String, at offset: Int, _ text: ObjectiveCText, _ path: String) -> [CodeUse] {
    var uses: [CodeUse] = []
    let at = { (index: String.Index) in offset + source.utf8.distance(from: source.startIndex, to: index) }
    for match in source.matches(of: definedComparison) {
      let body = match.output.2
      guard body.hasBytesIgnoringCase("statusbar") else { continue }
      for literal in body.matches(of: comparedLiteral) {
        let number = literal.output.1 ?? literal.output.2
        guard let number else { continue }
        let digits = number.prefix { $0.isNumber }
        var use = CodeUse(kind: .hardCodedHeight, location: text.location(path, at(number.startIndex)), name: String(digits))
        use.declaredIn = [CodeUse.Declaration(name: String(match.output.1), range: at(match.range.lowerBound)..<at(match.range.upperBound))]
        uses.append(use)
      }
    }
    return uses
  }

  /// `#define NAME body` on one line.
  nonisolated(unsafe) static let definedComparison = #/(?m)^[ \t]*#define[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]+([^\n]*)$/#

  /// A literal 20 or 44 on either side of a comparison (`> 20.0f`, `== 44`, `44.0 <=`).
  nonisolated(unsafe) static let comparedLiteral =
    #/(?:[<>]=?|[=!]=)[ \t]*\(*(?:\(CGFloat\))?[ \t]*((?:20|44)(?:\.0*)?f?)\b|\b((?:20|44)(?:\.0*)?f?)\)*[ \t]*(?:[<>]=?|[=!]=)/#

  /// `const CGFloat NAME = 20;`, `static const CGFloat NAME = 44.0f;`, `CGFloat const NAME = 20;`,
  /// `static int NAME = 20;` (RKDropdownAlert, round 28; any C number type) at the start of a line
  /// (a method's locals are indented and read with its statements). A declaration that is neither
  /// `static`, `extern` nor `const` is not read here.
  nonisolated(unsafe) static let constantHeight =
    #/(?m)^((?:static[ \t]+|extern[ \t]+)?(?:const[ \t]+)?(?:CGFloat|NSInteger|NSUInteger|int|float|double|long|short|unsigned[ \t]+int)(?:[ \t]+const)?)[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*=[ \t]*\(*(?:\((?:CGFloat|int|float|double)\))?[ \t]*((20|44)(?:\.0*)?f?)\)*[ \t]*;/#

  /// `#define NAME 20`, `20.0`, `20.f`, `(44.0f)`, `((CGFloat)20)` alone on its line.
  nonisolated(unsafe) static let definedHeight =
    #/(?m)^[ \t]*#define[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]+\(*(?:\(CGFloat\))?[ \t]*((20|44)(?:\.0*)?f?)\)*[ \t]*$/#

  /// D253: `#define NAME 64`, `64.0f`, `(64)` alone on its line.
  nonisolated(unsafe) static let definedBarsHeight =
    #/(?m)^[ \t]*#define[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]+\(*(?:\(CGFloat\))?[ \t]*((64)(?:\.0*)?f?)\)*[ \t]*(?://[^\n]*)?$/#

  /// D253: `static const CGFloat NAME = 64;` at the start of a line.
  nonisolated(unsafe) static let constantBarsHeight =
    #/(?m)^((?:static[ \t]+|extern[ \t]+)?(?:const[ \t]+)?(?:CGFloat|NSInteger|NSUInteger|int|float|double)(?:[ \t]+const)?)[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*=[ \t]*\(*[ \t]*((64)(?:\.0*)?f?)\)*[ \t]*;/#

  /// `#define NAME (CONDITION ? 44 : 20)` alone on its line (a `//` comment after it, D267): two
  /// literal heights chosen by a test.
  nonisolated(unsafe) static let definedHeightChoice =
    #/(?m)^[ \t]*#define[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]+\([^?\n]*\?[ \t]*\(*(([0-9]+)(?:\.0*)?f?)\)*[ \t]*:[ \t]*\(*(([0-9]+)(?:\.0*)?f?)\)*[ \t]*\)[ \t]*(?://[^\n]*)?$/#

  /// The constant a status bar method returns, spelled as a scene writes it; else run time.
  static func value(of body: String, key: ControllerKey) -> SourceValue {
    // `$0.isWhitespace`, not `" \t\r\n".contains($0)`: in a Swift string "\r\n" is one
    // Character, so a lone "\n" was not a separator and every multi-line body read as run time.
    let words = body.split(whereSeparator: { $0.isWhitespace || $0 == ";" })
    var short = String(body.filter { !$0.isNewline }.prefix(80))
    // One `return EXPR;`: the expression, as Swift's is read, so that an Objective-C override and a
    // Swift one returning the same theme value are alike (vlc's `PresentationTheme.current.colors.statusBarStyle`).
    if words.first == "return", body.split(separator: ";").filter({ !$0.allSatisfy(\.isWhitespace) }).count == 1 {
      short = String(words.dropFirst().joined(separator: " ").prefix(80))
    }
    guard words.count == 2, words[0] == "return" else { return .runtime(short) }
    let returned = String(words[1])
    switch key {
    case .preferredStatusBarStyle:
      if let style = StatusBarStyle.allCases.first(where: { $0.plistName == returned }) { return .constant(style.rawValue) }
    case .prefersStatusBarHidden, .modalPresentationCapturesStatusBarAppearance:
      if returned == "YES" || returned == "true" { return .constant("true") }
      if returned == "NO" || returned == "false" { return .constant("false") }
    case .modalPresentationStyle:
      if let style = presentationStyle(returned) { return .constant(style) }
    case .childForStatusBarStyle, .childForStatusBarHidden:
      switch returned {
      case "self.topViewController", "[self topViewController]": return .constant("topViewController")
      case "self.selectedViewController", "[self selectedViewController]": return .constant("selectedViewController")
      case "self.viewControllers.firstObject", "nil": return .constant(returned == "nil" ? "nil" : "firstViewController")
      default: break
      }
    default: break
    }
    return .runtime(short)
  }

  /// `@property(nonatomic, strong) AppBarSampleViewController *demoViewController;`: a property the
  /// file declares whose type is an app's controller class (named `…Controller`, not UIKit's). What a
  /// method presents or pushes through it is that class or a subclass (Material's presented example,
  /// round 37).
  static func controllerProperties(_ text: ObjectiveCText, path: String) -> [String: PlacedController] {
    // Most files declare no property: the text is decoded only for those that do.
    guard Suppression.index(of: Array("@property".utf8), in: text.bytes, from: 0) != nil else { return [:] }
    let string = text.string(0, text.bytes.count)
    var result: [String: PlacedController] = [:]
    for match in string.matches(of: controllerProperty) {
      let type = String(match.1)
      guard CoreFacts.kind(ofUIKitClass: type) == nil else { continue }
      let offset = string.utf8.distance(from: string.startIndex, to: match.range.lowerBound)
      result[String(match.2)] = PlacedController(type: type, origin: text.location(path, offset), exact: false)
    }
    return result
  }

  /// D144: `#define IS_IOS7 ([[UIDevice currentDevice].systemVersion floatValue] >= 7.0)` alone on
  /// its line: the macro is true from that iOS version on. Any name (`isiOS7`, D164), spaces inside
  /// the bracket (`( [[[UIDevice …] >= 7.0 )`): its body is read as D165 reads an inline test.
  static func versionMacros(_ bytes: [UInt8]) -> [String: OSVersion] {
    // Read from the file as written: the reader's text has its directives blanked.
    guard Suppression.index(of: Array("systemVersion".utf8), in: bytes, from: 0) != nil else { return [:] }
    var result: [String: OSVersion] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasBytes("systemVersion") {
      let directive = line.drop { $0 == " " || $0 == "\t" }
      guard directive.hasPrefix("#define") else { continue }
      let rest = directive.dropFirst("#define".count)
      guard rest.first == " " || rest.first == "\t" else { continue }
      let named = rest.drop { $0 == " " || $0 == "\t" }
      let name = named.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      guard let first = name.first, !first.isNumber, named.dropFirst(name.count).first.map({ $0 == " " || $0 == "\t" }) == true else { continue }
      let body = Substring(named.dropFirst(name.count).filter { !$0.isWhitespace })
      if let version = ObjectiveCStatements.versionBound(body, before: false).flatMap({ OSVersion(parsing: $0) }) {
        result[String(name)] = version
      }
    }
    return result
  }

  nonisolated(unsafe) static let controllerProperty =
    #/@property[ \t]*(?:\([^)\n]*\))?[ \t]*([A-Z][A-Za-z0-9_]*Controller)[ \t]*\*[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*;/#

  /// A preference that asks another controller for it (`return [self.topViewController preferredStatusBarStyle];`).
  static func asksAnother(_ body: String, _ name: String) -> Bool {
    guard name == "preferredStatusBarStyle" || name == "prefersStatusBarHidden" else { return false }
    var rest = Substring(body)
    while let range = rest.byteRange(of: name) {
      let before = rest[..<range.lowerBound].reversed().drop { $0 == " " }
      if before.first == "." || (before.first.map { $0.isLetter || $0 == "]" || $0 == ")" } ?? false) {
        if !rest[..<range.lowerBound].hasSuffix("super ") && !rest[..<range.lowerBound].hasSuffix("super.") { return true }
      }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// `UIModalPresentationOverFullScreen` -> `overFullScreen`; nil for anything else.
  static func presentationStyle(_ word: String) -> String? {
    let prefix = "UIModalPresentation"
    guard word.hasPrefix(prefix), let first = word.dropFirst(prefix.count).first else { return nil }
    return PresentationStyle(rawValue: first.lowercased() + word.dropFirst(prefix.count + 1))?.rawValue
  }
}
