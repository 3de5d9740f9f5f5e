import CellGrid
import Testing
import TestSupport

@testable import CursesTerminal

/// The ANSI encoder's frames, played on a model of an ECMA-48 terminal, must leave on screen
/// exactly the grid that was drawn: every character and every rendition, frame after frame,
/// whatever changed (text, styles, wide characters, rows that moved) and whatever the
/// terminal's entry allows (erasing, scroll regions, colours, the last column, Unicode).
@Suite struct ANSIFrameEncoderTests {
  static let xterm = ANSIProfile(
    colors: .ansi, colorCount: 256, defaultColors: true, dim: true, erase: true, eraseLine: true,
    backgroundColorErase: true, xenl: true, scroll: true, unicode: true)

  static let profiles: [(String, ANSIProfile)] = {
    var tmux = xterm
    tmux.erase = false
    tmux.backgroundColorErase = false
    var eight = xterm
    eight.colorCount = 8
    var mono = xterm
    mono.colors = .none
    mono.dim = false
    var noMargin = xterm
    noMargin.xenl = false
    noMargin.scroll = false
    var ascii = tmux
    ascii.unicode = false
    ascii.colors = .indexed
    return [
      ("xterm-256color", xterm), ("tmux-256color", tmux), ("8 colours", eight), ("no colour", mono),
      ("no xenl, no scroll region", noMargin), ("ASCII, 38;5 colours", ascii),
    ]
  }()

  @Test(arguments: 0..<profiles.count)
  func randomFramesLeaveExactlyTheGridOnScreen(profileIndex: Int) throws {
    let (name, profile) = Self.profiles[profileIndex]
    var random = SeededGenerator(seed: UInt64(7 + profileIndex))
    var encoder = ANSIFrameEncoder(profile: profile)
    let size = (width: 46, height: 14)
    var terminal = ModelTerminal(width: size.width, height: size.height)
    var previous: Grid?
    var grid = Self.randomGrid(width: size.width, height: size.height, using: &random)
    var scrolls = 0
    var erases = 0
    for frame in 0..<120 {
      _ = encoder.encode(grid, over: previous, screen: size)
      try terminal.play(encoder.bytes)
      if encoder.lastScroll != nil { scrolls += 1 }
      let text = String(decoding: encoder.bytes, as: UTF8.self)
      if frame > 0, text.contains("X\u{1B}") || text.contains("[K") { erases += 1 }
      let expected = Self.expectedScreen(grid, encoder: &encoder, profile: profile)
      let mismatch = terminal.firstMismatch(with: expected, skipBottomRight: !profile.xenl)
      #expect(mismatch == nil, "\(name), frame \(frame): \(mismatch ?? "")")
      if mismatch != nil { return }
      #expect(terminal.wrapped == false, "\(name), frame \(frame): the terminal wrapped a line")
      previous = grid
      grid = Self.mutated(grid, using: &random)
    }
    // The frames went through every path the profile allows.
    #expect(profile.scroll ? scrolls >= 10 : scrolls == 0, "\(name): \(scrolls) scrolls")
    #expect(profile.eraseLine ? erases >= 10 : true, "\(name): \(erases) frames erased")
  }

  @Test func aRowInsertedAboveABlockScrollsTheBlockInsteadOfRewritingIt() throws {
    var grid = Grid(width: 40, height: 12)
    for y in 0..<12 { grid.put("row \(y) with some text on it", x: 0, y: y, style: .plain) }
    var next = grid
    next.scrollRows(top: 3, bottom: 11, by: -1)
    next.put("a new row", x: 0, y: 3, style: CellStyle.plain.bold())
    var encoder = ANSIFrameEncoder(profile: Self.xterm)
    var terminal = ModelTerminal(width: 40, height: 12)
    _ = encoder.encode(grid, over: nil, screen: (40, 12))
    try terminal.play(encoder.bytes)
    let full = encoder.bytes.count
    _ = encoder.encode(next, over: grid, screen: (40, 12))
    try terminal.play(encoder.bytes)
    #expect(encoder.lastScroll == .init(top: 3, bottom: 11, count: -1))
    #expect(encoder.bytes.count < full / 4, "\(encoder.bytes.count) bytes for one new row")
    #expect(terminal.firstMismatch(with: Self.expectedScreen(next, encoder: &encoder, profile: Self.xterm)) == nil)
  }

  @Test func styleChangesAreSentAsDifferences() {
    var grid = Grid(width: 30, height: 2)
    grid.put("plain ", x: 0, y: 0, style: .plain)
    grid.put("bold", x: 6, y: 0, style: CellStyle.plain.bold())
    grid.put(" plain", x: 10, y: 0, style: .plain)
    grid.put("red", x: 16, y: 0, style: CellStyle.plain.with(fg: .red))
    grid.put("redbold", x: 19, y: 0, style: CellStyle.plain.with(fg: .red).bold())
    var encoder = ANSIFrameEncoder(profile: Self.xterm)
    _ = encoder.encode(grid, over: nil, screen: (30, 2))
    let text = String(decoding: encoder.bytes, as: UTF8.self)
    #expect(text.hasSuffix("plain \u{1B}[1mbold\u{1B}[22m plain\u{1B}[31mred\u{1B}[1mredbold\u{1B}[0m"), "\(text.debugDescription)")
  }

  @Test func profilesAreReadOnlyForTheFormsTheEncoderWrites() {
    // The forms are checked against terminfo strings in CursesSession+ANSI.swift; here, that a
    // frame with nothing changed costs nothing.
    var encoder = ANSIFrameEncoder(profile: Self.xterm)
    var grid = Grid(width: 10, height: 3)
    grid.put("same", x: 1, y: 1, style: CellStyle.plain.with(fg: .cyan))
    _ = encoder.encode(grid, over: nil, screen: (10, 3))
    #expect(encoder.encode(grid, over: grid, screen: (10, 3)) == 0)
    #expect(encoder.bytes.isEmpty)
  }

  // MARK: Frames

  static let styles: [CellStyle] = [
    .plain, CellStyle.plain.bold(), CellStyle.plain.dim(), CellStyle.plain.with(fg: .cyan).bold(),
    CellStyle.plain.with(fg: .brightBlack), CellStyle.plain.reverse(), CellStyle.plain.underline(),
    CellStyle(foreground: .indexed(233), background: .indexed(254)),
    CellStyle(foreground: .rgb(255, 255, 255), background: .indexed(25)).bold(),
    CellStyle.plain.with(fg: .black, bg: .yellow), CellStyle(foreground: .default, background: .indexed(233)),
  ]
  static let words = ["status", "bar", "│", "─╮", "中文", "🙂", "é", "e\u{301}", "9:41", "   ", "        ", "▸"]

  static func randomGrid(width: Int, height: Int, using random: inout SeededGenerator) -> Grid {
    var grid = Grid(width: width, height: height)
    for y in 0..<height {
      var x = Int.random(in: 0..<4, using: &random)
      while x < width {
        let word = words.randomElement(using: &random)!
        x += grid.put(word, x: x, y: y, style: styles.randomElement(using: &random)!) + Int.random(in: 0..<3, using: &random)
      }
    }
    return grid
  }

  /// A frame after a key: a few rows rewritten, a block moved up or down, a style changed.
  static func mutated(_ grid: Grid, using random: inout SeededGenerator) -> Grid {
    var next = grid
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let top = Int.random(in: 0..<(grid.height - 3), using: &random)
      let bottom = Int.random(in: (top + 2)..<grid.height, using: &random)
      let count = [-2, -1, 1, 2, 3].randomElement(using: &random)!
      next.scrollRows(top: top, bottom: bottom, by: count)
      let fresh = randomGrid(width: grid.width, height: grid.height, using: &random)
      let rows = count > 0 ? (bottom - count + 1)...bottom : top...(top - count - 1)
      for y in rows where y >= 0 && y < grid.height {
        next.copy(Area(x: 0, y: y, width: grid.width, height: 1), from: fresh)
      }
    case 1:
      let style = styles.randomElement(using: &random)!
      next.fill(
        Area(
          x: Int.random(in: 0..<grid.width, using: &random), y: Int.random(in: 0..<grid.height, using: &random),
          width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...4, using: &random)),
        style: style)
    case 2:
      next.setStyle(Area(x: 0, y: Int.random(in: 0..<grid.height, using: &random), width: grid.width, height: 2)) {
        $0 = styles.randomElement(using: &random)!
      }
    case 3:
      // Text cleared to the end of some rows (a shorter message, a closed panel).
      let x = Int.random(in: 0..<grid.width, using: &random)
      next.fill(
        Area(x: x, y: Int.random(in: 0..<grid.height, using: &random), width: grid.width - x, height: Int.random(in: 1...3, using: &random)),
        style: .plain)
    default:
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let word = words.randomElement(using: &random)!
        next.put(
          word, x: Int.random(in: 0..<grid.width, using: &random), y: Int.random(in: 0..<grid.height, using: &random),
          style: styles.randomElement(using: &random)!)
      }
    }
    return next
  }

  /// What the screen must show for a grid: each cell's text and rendition, as the encoder
  /// promises to draw them (ASCII stand-ins where Unicode is off, blanks for what cannot be
  /// drawn).
  static func expectedScreen(_ grid: Grid, encoder: inout ANSIFrameEncoder, profile: ANSIProfile) -> [[ModelTerminal.Cell]] {
    var rows: [[ModelTerminal.Cell]] = []
    for y in 0..<grid.height {
      var row: [ModelTerminal.Cell] = []
      for x in 0..<grid.width {
        let cell = grid[x, y]
        // The right half of a wide character shows in that character's rendition.
        let shownStyle = cell.isContinuation && profile.unicode && x > 0 ? grid[x - 1, y].style : cell.style
        let rendition = encoder.rendition(of: shownStyle)
        var text: String
        if cell.isContinuation {
          text = profile.unicode ? "" : " "
        } else if let byte = cell.asciiByte {
          text = byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : " "
        } else if cell.width == 0 || cell.scalars.contains(where: CharacterWidth.isControl)
          || (cell.width == 2 && x + 1 >= grid.width)
        {
          text = " "
        } else {
          text = profile.unicode ? String(cell.character) : "?"
        }
        row.append(.init(text: text, rendition: rendition))
      }
      rows.append(row)
    }
    return rows
  }
}

/// A model of an ECMA-48 terminal, enough for what the encoder sends: CUP, CHA, SGR, ECH, EL,
/// ED 2, DECSTBM, SU and SD, and UTF-8 text with wide characters and a pending wrap at the
/// last column.
struct ModelTerminal {
  struct Cell: Equatable {
    var text = " "
    var rendition = ANSIFrameEncoder.Rendition.plain
  }

  struct Unexpected: Error, CustomStringConvertible {
    var description: String
  }

  let width: Int
  let height: Int
  var cells: [[Cell]]
  var x = 0
  var y = 0
  var pendingWrap = false
  var wrapped = false
  var pen = ANSIFrameEncoder.Rendition.plain
  var top = 0
  var bottom: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    bottom = height - 1
    cells = Array(repeating: Array(repeating: Cell(), count: width), count: height)
  }

  var blank: Cell { Cell(text: " ", rendition: .init(background: pen.background)) }

  mutating func play(_ bytes: [UInt8]) throws {
    var text = [UInt8]()
    var i = 0
    func flushText() throws {
      for scalar in String(decoding: text, as: UTF8.self).unicodeScalars { try put(scalar) }
      text.removeAll()
    }
    while i < bytes.count {
      guard bytes[i] == 0x1B else {
        text.append(bytes[i])
        i += 1
        continue
      }
      try flushText()
      guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") else {
        throw Unexpected(description: "an escape that is not CSI at byte \(i)")
      }
      var j = i + 2
      while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
      guard j < bytes.count else { throw Unexpected(description: "an unfinished CSI") }
      let parameters = String(decoding: bytes[(i + 2)..<j], as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
        .map { Int($0) ?? 0 }
      try csi(bytes[j], parameters)
      i = j + 1
    }
    try flushText()
  }

  mutating func put(_ scalar: Unicode.Scalar) throws {
    let width = CharacterWidth.of(Character(scalar))
    if width == 0 {
      // Combines with the character before it.
      let column = pendingWrap ? x : x - 1
      guard column >= 0 else { return }
      cells[y][column].text.unicodeScalars.append(scalar)
      return
    }
    if pendingWrap {
      wrapped = true
      pendingWrap = false
      x = 0
      y = min(height - 1, y + 1)
    }
    guard x + width <= self.width else { throw Unexpected(description: "a wide character at the last column") }
    cells[y][x] = Cell(text: String(scalar), rendition: pen)
    if width == 2 { cells[y][x + 1] = Cell(text: "", rendition: pen) }
    if x + width >= self.width {
      x = self.width - 1
      pendingWrap = true
    } else {
      x += width
    }
  }

  mutating func csi(_ final: UInt8, _ p: [Int]) throws {
    let first = p.first ?? 0
    switch Character(UnicodeScalar(final)) {
    case "H":
      y = max(1, first) - 1
      x = max(1, p.count > 1 ? p[1] : 1) - 1
      pendingWrap = false
    case "G":
      x = max(1, first) - 1
      pendingWrap = false
    case "X":
      for column in x..<min(width, x + max(1, first)) { cells[y][column] = blank }
    case "K":
      for column in x..<width { cells[y][column] = blank }
    case "J":
      guard first == 2 else { throw Unexpected(description: "ED \(first)") }
      for row in 0..<height { for column in 0..<width { cells[row][column] = blank } }
    case "r":
      top = max(1, first) - 1
      bottom = (p.count > 1 ? p[1] : height) - 1
      x = 0
      y = 0
      pendingWrap = false
    case "S", "T":
      let count = max(1, first) * (final == UInt8(ascii: "S") ? 1 : -1)
      var moved = cells
      for row in top...bottom {
        let source = row + count
        moved[row] = source >= top && source <= bottom ? cells[source] : Array(repeating: blank, count: width)
      }
      cells = moved
    case "m":
      try sgr(p.isEmpty ? [0] : p)
    default:
      throw Unexpected(description: "CSI \(p) \(Character(UnicodeScalar(final)))")
    }
  }

  mutating func sgr(_ p: [Int]) throws {
    var i = 0
    while i < p.count {
      switch p[i] {
      case 0: pen = .plain
      case 1: pen.bold = true
      case 2: pen.dim = true
      case 4: pen.underline = true
      case 7: pen.reverse = true
      case 22:
        pen.bold = false
        pen.dim = false
      case 24: pen.underline = false
      case 27: pen.reverse = false
      case 30...37: pen.foreground = Int32(p[i] - 30)
      case 39: pen.foreground = -1
      case 40...47: pen.background = Int32(p[i] - 40)
      case 49: pen.background = -1
      case 90...97: pen.foreground = Int32(p[i] - 90 + 8)
      case 100...107: pen.background = Int32(p[i] - 100 + 8)
      case 38, 48:
        guard i + 2 < p.count, p[i + 1] == 5 else { throw Unexpected(description: "SGR \(p)") }
        if p[i] == 38 { pen.foreground = Int32(p[i + 2]) } else { pen.background = Int32(p[i + 2]) }
        i += 2
      default: throw Unexpected(description: "SGR \(p[i])")
      }
      i += 1
    }
  }

  /// Where the screen differs from `expected`, described; nil when it shows exactly that.
  func firstMismatch(with expected: [[Cell]], skipBottomRight: Bool = false) -> String? {
    /// A blank shows its background, underline and reverse; its foreground, bold and dim do not.
    func shown(_ cell: Cell) -> Cell {
      guard cell.text == " " else { return cell }
      return Cell(text: " ", rendition: .init(underline: cell.rendition.underline, reverse: cell.rendition.reverse, background: cell.rendition.background))
    }
    for row in 0..<height {
      for column in 0..<width where shown(cells[row][column]) != shown(expected[row][column]) {
        if skipBottomRight, row == height - 1, column == width - 1 { continue }
        return "(\(column), \(row)): shows \(cells[row][column]), expected \(expected[row][column])"
      }
    }
    return nil
  }
}

extension Grid {
  /// What a terminal's scroll region does to the rows `top...bottom` (up by `count`, down when
  /// negative): the frames the encoder must scroll are built with it.
  mutating func scrollRows(top: Int, bottom: Int, by count: Int) {
    let source = self
    for y in top...bottom {
      let from = y + count
      for x in 0..<width { self[x, y] = from >= top && from <= bottom ? source[x, from] : .blank }
    }
  }
}

/// Text from a scene reaches the encoder as cells; nothing in a cell may reach the terminal as
/// a control character (C0, DEL, C1 such as the 8-bit CSI U+009B, line separators).
@Suite struct ANSIFrameEncoderHostileTextTests {
  @Test(arguments: ["\u{1B}", "\u{9B}", "\u{7}", "\u{0}", "\u{7F}", "\u{2028}", "e\u{1B}", "\u{1B}[2J"])
  func controlCharactersNeverReachTheTerminal(text: String) throws {
    var grid = Grid(width: 20, height: 2)
    for (offset, character) in text.enumerated() {
      grid[2 + offset, 0] = Cell(character: character, style: CellStyle.plain.bold())
    }
    var encoder = ANSIFrameEncoder(profile: ANSIFrameEncoderTests.xterm)
    _ = encoder.encode(grid, over: nil, screen: (20, 2))
    var terminal = ModelTerminal(width: 20, height: 2)
    try terminal.play(encoder.bytes)
    let bytes = encoder.bytes
    for (index, byte) in bytes.enumerated() {
      #expect(byte >= 0x20 && byte != 0x7F || byte == 0x1B, "control byte \(byte) at \(index)")
      if byte == 0x1B { #expect(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "["), "a bare ESC") }
    }
    #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { (0x80..<0xA0).contains($0.value) || $0.value == 0x2028 })
  }
}
