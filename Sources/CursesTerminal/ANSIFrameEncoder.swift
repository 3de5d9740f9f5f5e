import CellGrid

/// What an ECMA-48 (ANSI) terminal takes, read from its terminfo entry by
/// ``CursesSession`` (`ANSIProfile.read`); the encoder itself touches no terminal.
struct ANSIProfile: Equatable, Sendable {
  /// How a colour number becomes SGR parameters, as the entry's `setaf`/`setab` say.
  enum Colors: Equatable, Sendable {
    /// No colours: attributes only (NO_COLOR, or a monochrome terminal).
    case none
    /// `3n`/`4n` below 8, `9n`/`10n` for 8–15, `38;5;n`/`48;5;n` above (xterm-256color,
    /// tmux-256color, xterm-16color, xterm, linux: the formula is the same, the table decides
    /// which numbers reach it).
    case ansi
    /// `38;5;n`/`48;5;n` for every colour (rxvt-unicode-256color).
    case indexed
  }

  var colors: Colors
  /// The number of colours (`colors#`): 8, 16 or 256.
  var colorCount: Int
  /// `use_default_colors` worked: colour -1 is the terminal's own (SGR 39/49).
  var defaultColors: Bool
  /// The entry has `dim`; without it dim text is drawn plain, as curses would.
  var dim: Bool
  /// `ech` (erase characters) and `el` (erase to end of line) are available.
  var erase: Bool
  var eraseLine: Bool
  /// Erasing paints the current background colour (`bce`); without it only cells on the
  /// terminal's own background are erased rather than written.
  var backgroundColorErase: Bool
  /// The last column can be written without scrolling (`xenl`); without it the bottom-right
  /// cell is left alone.
  var xenl: Bool
  /// Scroll regions (`csr`, `indn`, `rin` as ECMA-48 has them) move blocks of rows.
  var scroll: Bool = false
  /// Characters beyond ASCII are written (else `?`, as ``TerminalOptions/unicode`` says).
  var unicode: Bool
}

/// Turns a frame into the bytes that bring an ANSI terminal from the previous frame to it:
/// only the changed cells, the cursor moved the short way, and each style change sent as the
/// difference from the current one (`ESC[22m` to end bold, a colour alone when only the
/// colour changes) instead of curses' reset-and-restate of every attribute and colour.
///
/// Runs on the output path of every key: it allocates nothing per cell, and one buffer is kept
/// from frame to frame.
struct ANSIFrameEncoder {
  /// A style as the terminal shows it: the attributes it has, and colour numbers (-1: the
  /// terminal's own colour).
  struct Rendition: Equatable {
    var bold = false
    var dim = false
    var underline = false
    var reverse = false
    var foreground: Int32 = -1
    var background: Int32 = -1

    static let plain = Rendition()
  }

  let profile: ANSIProfile
  private let table: ColorPairTable
  private(set) var bytes: [UInt8] = []
  private var renditions: [Int: Rendition] = [:]
  private var lastStyle: (key: Int, rendition: Rendition)?
  private var marks: [Bool] = []
  /// What the terminal has now: the rendition, and the cursor (nil when not known).
  private var current = Rendition.plain
  private var cursor: (x: Int, y: Int)?
  /// The hash of each row of the last frame (when scroll regions are used).
  private var rowHashes: [UInt64] = []
  /// The block of rows the last frame scrolled (for tests).
  private(set) var lastScroll: Scroll?

  init(profile: ANSIProfile) {
    self.profile = profile
    table = ColorPairTable(colorCount: profile.colorCount, pairCount: 0, defaultColorsAvailable: profile.defaultColors)
    bytes.reserveCapacity(16_384)
  }

  /// Encodes `grid` over `previous` (nil: clear the screen and draw everything) on a screen
  /// of `screen` cells; returns the cells written. The bytes are in ``bytes`` until the next
  /// call. Each frame ends in the plain rendition, so whatever comes after it (a suspend, the
  /// shell) starts from plain text.
  mutating func encode(_ grid: Grid, over previous: Grid?, screen: (width: Int, height: Int)) -> Int {
    bytes.removeAll(keepingCapacity: true)
    cursor = nil
    let full = previous.map { $0.width != grid.width || $0.height != grid.height } ?? true
    if full {
      append("\u{1B}[0m\u{1B}[H\u{1B}[2J")
      current = .plain
      cursor = (0, 0)
    }
    // The rows that changed, and a hash per row (the last frame's hashes are this one's old
    // ones; an unchanged row keeps its hash).
    var changed = [Bool](repeating: true, count: grid.height)
    var hashes = [UInt64](repeating: 0, count: grid.height)
    let oldHashes = !full && rowHashes.count == grid.height ? rowHashes : nil
    if !full, let previous {
      for y in 0..<grid.height {
        changed[y] = !grid.row(y, equals: y, of: previous)
        if profile.scroll { hashes[y] = changed[y] ? grid.rowHash(y) : oldHashes?[y] ?? grid.rowHash(y) }
      }
    } else if profile.scroll {
      for y in 0..<grid.height { hashes[y] = grid.rowHash(y) }
    }
    rowHashes = profile.scroll ? hashes : []
    lastScroll = nil
    if !full, profile.scroll, let previous, grid.width == screen.width, grid.height == screen.height,
      let scroll = Self.bestScroll(
        grid, changed: changed, new: hashes, old: oldHashes ?? (0..<previous.height).map { previous.rowHash($0) })
    {
      // The rows that come in are blank in the terminal's own colours.
      if current != .plain {
        append("\u{1B}[0m")
        current = .plain
      }
      append("\u{1B}[")
      appendNumber(scroll.top + 1)
      bytes.append(UInt8(ascii: ";"))
      appendNumber(scroll.bottom + 1)
      append("r\u{1B}[")
      appendNumber(abs(scroll.count))
      bytes.append(UInt8(ascii: scroll.count > 0 ? "S" : "T"))
      append("\u{1B}[1;")
      appendNumber(screen.height)
      bytes.append(UInt8(ascii: "r"))
      cursor = nil  // setting the region homes the cursor
      lastScroll = scroll
      for y in scroll.top...scroll.bottom { changed[y] = true }
    }
    let columns = min(grid.width, screen.width)
    let rows = min(grid.height, screen.height)
    var written = 0
    let blank = Cell.blank
    grid.cells.withUnsafeBufferPointer { cells in
      for y in 0..<rows {
        if !full, let previous {
          // The row the terminal shows at y now: moved there by the scroll, or brought in blank.
          var shown: Int? = y
          if let scroll = lastScroll, y >= scroll.top, y <= scroll.bottom {
            let source = y + scroll.count
            shown = source >= scroll.top && source <= scroll.bottom ? source : nil
          }
          guard changed[y], grid.marksChanges(inRow: y, against: shown, of: previous, into: &marks) else { continue }
        }
        let start = y * grid.width
        // Without xenl, writing the bottom-right cell would scroll the screen.
        let rowEnd = y == screen.height - 1 && !profile.xenl && columns == screen.width ? columns - 1 : columns
        var end = rowEnd
        let rowMarks = marks
        var x = 0
        if !full {
          // Only the stretch from the first to the last marked cell is walked.
          x = rowMarks.firstIndex(of: true) ?? end
          end = min(end, (rowMarks.lastIndex(of: true) ?? -1) + 1)
        }
        while x < end {
          guard full || rowMarks[x] else {
            x += 1
            continue
          }
          let cell = cells[start + x]
          if full, cell == blank {
            x += 1
            continue
          }
          if cell.isContinuation, profile.unicode {
            // Drawn with its wide character; the cursor is already past it.
            x += 1
            continue
          }
          // A run of blanks in one style: erased rather than written where the terminal can.
          if cell.asciiByte == 0x20,
            let erased = erase(cells, start: start, x: x, y: y, end: rowEnd, full: full, screenWidth: screen.width)
          {
            written += erased
            x += erased
            continue
          }
          move(to: x, y, cells: cells, rowStart: start)
          setRendition(of: cell)
          written += put(cell, x: x, screenWidth: screen.width)
          x += 1
        }
      }
    }
    if current != .plain {
      append("\u{1B}[0m")
      current = .plain
    }
    return written
  }

  // MARK: Cells

  /// Writes one cell at the cursor; returns 1 (0 for a continuation cell).
  private mutating func put(_ cell: Cell, x: Int, screenWidth: Int) -> Int {
    guard let cursorX = cursor?.x else { return 0 }
    if cell.isContinuation {
      // Only without Unicode: the right half of a character shown as ASCII.
      bytes.append(0x20)
      advance(from: cursorX, by: 1, screenWidth: screenWidth)
      return 1
    }
    if let byte = cell.asciiByte {
      bytes.append(byte >= 0x20 && byte < 0x7F ? byte : 0x20)
      advance(from: cursorX, by: 1, screenWidth: screenWidth)
      return 1
    }
    let width = cell.width
    if width == 0 || cell.holdsControlCharacter || (width == 2 && x + 1 >= screenWidth) {
      bytes.append(0x20)
      advance(from: cursorX, by: 1, screenWidth: screenWidth)
      return 1
    }
    guard profile.unicode else {
      bytes.append(0x3F)
      advance(from: cursorX, by: 1, screenWidth: screenWidth)
      return 1
    }
    for index in 0..<cell.utf8Count { bytes.append(cell.utf8Byte(index)) }
    // A wide character: where the terminal's cursor ends depends on its own width table, so
    // the next cell is placed absolutely.
    if width == 2 { cursor = nil } else { advance(from: cursorX, by: 1, screenWidth: screenWidth) }
    return 1
  }

  private mutating func advance(from x: Int, by count: Int, screenWidth: Int) {
    // At the last column the terminal waits to wrap: its cursor is not one to move from.
    cursor = x + count < screenWidth ? (x + count, cursor!.y) : nil
  }

  /// Erases a run of blanks starting at x (all in one style, none of them drawn over by the
  /// previous frame's wide characters), when erasing is shorter than writing; returns the
  /// cells erased, nil to write them instead.
  private mutating func erase(
    _ cells: UnsafeBufferPointer<Cell>, start: Int, x: Int, y: Int, end: Int, full: Bool, screenWidth: Int
  ) -> Int? {
    var count = 1
    while x + count < end, cells[start + x + count] == cells[start + x] { count += 1 }
    let rendition = self.rendition(of: cells[start + x])
    // Erased cells take the current background and nothing else: a blank's foreground, bold
    // and dim do not show, underline and reverse do (so those runs are written).
    guard !rendition.underline, !rendition.reverse, rendition.background == -1 || profile.backgroundColorErase
    else { return nil }
    var pen = current
    pen.underline = false
    pen.reverse = false
    pen.background = rendition.background
    if x + count == screenWidth, profile.eraseLine, count >= 3 {
      move(to: x, y, cells: cells, rowStart: start)
      setRendition(pen)
      append("\u{1B}[K")
      return count
    }
    // ECH, plus the move past what it erased when more follows on the row.
    let cost = 3 + Self.digits(count) + (x + count < end ? 3 + Self.digits(x + count + 1) : 0)
    guard profile.erase, count > cost else { return nil }
    move(to: x, y, cells: cells, rowStart: start)
    setRendition(pen)
    append("\u{1B}[")
    appendNumber(count)
    bytes.append(UInt8(ascii: "X"))
    // ECH leaves the cursor where it was.
    return count
  }

  // MARK: Cursor

  /// Puts the cursor at (x, y): by rewriting a few unchanged cells in the current rendition
  /// when that is shortest, else by an absolute column on the same row, else a full move.
  private mutating func move(to x: Int, _ y: Int, cells: UnsafeBufferPointer<Cell>, rowStart: Int) {
    if let cursor, cursor.y == y {
      if cursor.x == x { return }
      let gap = x - cursor.x
      if gap > 0, gap <= 4 {
        // The cells between, written again as they are: all plain ASCII in one rendition,
        // the current one or the one the next cell needs.
        var same = true
        var between: Rendition?
        for i in cursor.x..<x {
          let cell = cells[rowStart + i]
          guard let byte = cell.asciiByte, byte >= 0x20, byte < 0x7F, !cell.isContinuation else {
            same = false
            break
          }
          let rendition = rendition(of: cell)
          guard between == nil || between == rendition else {
            same = false
            break
          }
          between = rendition
        }
        if same, let between, between == current || between == rendition(of: cells[rowStart + x]) {
          setRendition(between)
          for i in cursor.x..<x { bytes.append(cells[rowStart + i].asciiByte!) }
          self.cursor = (x, y)
          return
        }
      }
      append("\u{1B}[")
      appendNumber(x + 1)
      bytes.append(UInt8(ascii: "G"))
    } else {
      append("\u{1B}[")
      appendNumber(y + 1)
      bytes.append(UInt8(ascii: ";"))
      appendNumber(x + 1)
      bytes.append(UInt8(ascii: "H"))
    }
    cursor = (x, y)
  }

  // MARK: Renditions

  /// The rendition of a style: the last one again when it repeats, else from those seen.
  mutating func rendition(of style: CellStyle) -> Rendition {
    rendition(packed: style.packedValue)
  }

  /// The rendition of a cell's style (its packed form, not unpacked unless it is new).
  mutating func rendition(of cell: Cell) -> Rendition {
    rendition(packed: cell.packedStyle)
  }

  private mutating func rendition(packed key: Int) -> Rendition {
    if let last = lastStyle, last.key == key { return last.rendition }
    let value: Rendition
    if let known = renditions[key] {
      value = known
    } else {
      let style = CellStyle(packedValue: key)
      var made = Rendition(
        bold: style.bold, dim: style.dim && profile.dim, underline: style.underline, reverse: style.reverse)
      if profile.colors != .none {
        let (fg, bright) = table.cursesColor(style.foreground, isForeground: true)
        let (bg, _) = table.cursesColor(style.background, isForeground: false)
        made.foreground = fg
        made.background = bg
        if bright { made.bold = true }
      }
      renditions[key] = made
      value = made
    }
    lastStyle = (key, value)
    return value
  }

  private mutating func setRendition(of cell: Cell) {
    setRendition(rendition(of: cell))
  }

  /// Sends the difference between the current rendition and `target` as one SGR sequence.
  private mutating func setRendition(_ target: Rendition) {
    guard target != current else { return }
    append("\u{1B}[")
    var first = true
    func parameter(_ text: StaticString) {
      if !first { bytes.append(UInt8(ascii: ";")) }
      first = false
      text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
    if (current.bold && !target.bold) || (current.dim && !target.dim) {
      parameter("22")
      current.bold = false
      current.dim = false
    }
    if target.bold && !current.bold { parameter("1") }
    if target.dim && !current.dim { parameter("2") }
    if target.underline != current.underline { parameter(target.underline ? "4" : "24") }
    if target.reverse != current.reverse { parameter(target.reverse ? "7" : "27") }
    if target.foreground != current.foreground {
      if !first { bytes.append(UInt8(ascii: ";")) }
      first = false
      appendColor(target.foreground, foreground: true)
    }
    if target.background != current.background {
      if !first { bytes.append(UInt8(ascii: ";")) }
      first = false
      appendColor(target.background, foreground: false)
    }
    bytes.append(UInt8(ascii: "m"))
    current = target
  }

  /// SGR parameters for a colour number, as the terminal's `setaf`/`setab` would send it.
  private mutating func appendColor(_ number: Int32, foreground: Bool) {
    let n = Int(number)
    if n < 0 {
      bytes.append(UInt8(ascii: foreground ? "3" : "4"))
      bytes.append(UInt8(ascii: "9"))
    } else if profile.colors == .ansi, n < 8 {
      appendNumber((foreground ? 30 : 40) + n)
    } else if profile.colors == .ansi, n < 16 {
      appendNumber((foreground ? 90 : 100) + n - 8)
    } else {
      append(foreground ? "38;5;" : "48;5;")
      appendNumber(n)
    }
  }

  // MARK: Bytes

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  static func digits(_ value: Int) -> Int { value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : 4 }

  private mutating func appendNumber(_ value: Int) {
    var value = max(0, value)
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(value / divisor))
      value %= divisor
      divisor /= 10
    }
  }
}
