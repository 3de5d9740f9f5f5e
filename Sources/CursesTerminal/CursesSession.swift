import CNCurses
import CellGrid
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal while the full-screen UI owns it: `newterm` to `endwin`, signals, and the blit
/// of a ``Grid`` onto the screen.
///
/// Most callers use ``runInTerminal(_:options:)``. Open a session directly to read the blit
/// statistics (``lastFrameCellsWritten``) for benchmarks:
/// ```swift
/// let session = try CursesSession(options: options)
/// defer { session.close() }
/// let status = session.run(&program)
/// ```
/// > Important: one session at a time, on one thread; ncurses is not thread-safe.
public final class CursesSession {
  public let options: TerminalOptions
  /// True when colours are in use: asked for, and the terminal has them.
  public let colorsActive: Bool
  /// Cells written by the most recent ``draw(_:)`` (only the changes, or all after a resize).
  public private(set) var lastFrameCellsWritten = 0
  /// Cells written over the whole session.
  public private(set) var totalCellsWritten = 0
  /// Frames drawn over the whole session.
  public private(set) var framesDrawn = 0

  private let screen: OpaquePointer
  let window: UnsafeMutablePointer<WINDOW>
  private var pairs: ColorPairTable?
  private var previous: Grid?
  private var previousScreenSize: (width: Int, height: Int)?
  /// The columns of the row being drawn that changed (reused from row to row and frame to frame).
  private var rowMarks: [Bool] = []
  /// Attributes and colour pair per style seen, and the last one used.
  private var renditions: [Int: (attrs: attr_t, pair: Int16)] = [:]
  private var lastRendition: (style: CellStyle, attrs: attr_t, pair: Int16)?
  /// Frames go out as ECMA-48 sequences of our own when the terminal takes them (nil: curses
  /// writes them).
  private var encoder: ANSIFrameEncoder?
  /// Where the encoder's frames are written: the terminal, or /dev/null offscreen.
  private let outputDescriptor: Int32
  private var isOpen = true
  /// False for an offscreen session, which leaves signals alone.
  private var trapsSignals = true
  private let attributes: (bold: attr_t, dim: attr_t, reverse: attr_t, underline: attr_t)
  /// The background question (OSC 11, then DA1) went out; the run loop reads the answers.
  private(set) var backgroundQuerySent = false

  /// Takes over the terminal.
  ///
  /// Throws when stdin or stdout is not a TTY, or when `TERM` is unset, `dumb` or unknown.
  /// Nothing is changed on the terminal when it throws.
  public init(options: TerminalOptions) throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "stdin") }
    guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "stdout") }
    let term = getenv("TERM").map { String(cString: $0) }
    guard let term, !term.isEmpty, term != "dumb" else { throw .unusableTerminalType(term: term) }

    _ = setlocale(LC_ALL, "")
    SignalTrap.install()
    guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
      let screen = cn_newterm(nil, output, input), let window = cn_stdscr()
    else {
      SignalTrap.uninstall()
      throw .unusableTerminalType(term: term)
    }
    SignalTrap.cursesActive.store(true, ordering: .releasing)
    self.screen = screen
    self.window = window
    self.options = options
    self.attributes = (cn_a_bold(), cn_a_dim(), cn_a_reverse(), cn_a_underline())

    cbreak()
    noecho()
    keypad(window, true)
    if options.queryBackground {
      // Asked once input is raw and silent, so the answer is read as input, never echoed.
      let query = Array("\u{1b}]11;?\u{1b}\\\u{1b}[c".utf8)
      backgroundQuerySent =
        query.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) } == query.count
    }
    if options.mouse {
      _ = mousemask(cn_mouse_mask(), nil)
      _ = mouseinterval(0)
    }
    _ = curs_set(0)
    _ = cn_set_escdelay(Int32(clamping: options.escapeDelayMilliseconds))
    outputDescriptor = STDOUT_FILENO
    var defaults = false
    if options.colors, has_colors() {
      _ = start_color()
      defaults = use_default_colors() == OK
      pairs = ColorPairTable(
        colorCount: Int(cn_colors()), pairCount: Int(cn_color_pairs()),
        defaultColorsAvailable: defaults)
      colorsActive = true
    } else {
      colorsActive = false
    }
    if options.directOutput,
      let profile = ANSIProfile.read(colorsActive: colorsActive, defaultColors: defaults, unicode: options.unicode)
    {
      // Curses sends its start-up sequences (alternate screen, keypad, cursor) now, and
      // never a frame after them.
      wrefresh(window)
      encoder = ANSIFrameEncoder(profile: profile)
    }
  }

  /// A session that draws into a terminal of the given size whose output is thrown away
  /// (`/dev/null`): no TTY, no signal handlers, nothing read. For benchmarks, which measure the
  /// real curses output path (`sbplay bench`). `term` names the terminfo entry to write for.
  public init(offscreenWidth width: Int, height: Int, term: String = "xterm-256color") throws(TerminalError) {
    guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else {
      throw .notATerminal(stream: "/dev/null")
    }
    _ = setlocale(LC_ALL, "")
    guard let screen = cn_newterm(term, output, input), let window = cn_stdscr() else {
      fclose(output)
      fclose(input)
      throw .unusableTerminalType(term: term)
    }
    self.screen = screen
    self.window = window
    self.options = TerminalOptions(colors: true, unicode: true)
    self.attributes = (cn_a_bold(), cn_a_dim(), cn_a_reverse(), cn_a_underline())
    self.trapsSignals = false
    self.outputDescriptor = fileno(output)
    _ = resize_term(Int32(clamping: height), Int32(clamping: width))
    var defaults = false
    if has_colors() {
      _ = start_color()
      defaults = use_default_colors() == OK
      pairs = ColorPairTable(
        colorCount: Int(cn_colors()), pairCount: Int(cn_color_pairs()),
        defaultColorsAvailable: defaults)
      colorsActive = true
    } else {
      colorsActive = false
    }
    if let profile = ANSIProfile.read(colorsActive: colorsActive, defaultColors: defaults, unicode: true) {
      wrefresh(window)
      encoder = ANSIFrameEncoder(profile: profile)
    }
  }

  deinit { close() }

  /// Gives the terminal back: `endwin`, `delscreen`, and the previous signal handlers.
  /// Safe to call more than once.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    if options.mouse { _ = mousemask(0, nil) }
    endwin()
    delscreen(screen)
    guard trapsSignals else { return }
    SignalTrap.cursesActive.store(false, ordering: .releasing)
    SignalTrap.uninstall()
  }

  /// The screen size in cells, now.
  public var size: (width: Int, height: Int) {
    (max(0, Int(getmaxx(window))), max(0, Int(getmaxy(window))))
  }

  /// Shows a grid: writes only the cells that differ from the previous frame (every cell after
  /// a size change), then refreshes once. Cells outside the screen are skipped.
  ///
  /// The output path allocates nothing per cell: unchanged rows are skipped after one pass of
  /// comparisons, characters go to curses from a stack buffer, and a style's attributes and
  /// colour pair are looked up once per run of cells in that style.
  public func draw(_ grid: Grid) {
    let screenSize = size
    let fullRedraw =
      previous.map { $0.width != grid.width || $0.height != grid.height } ?? true
      || previousScreenSize.map { $0 != screenSize } ?? true
    if encoder != nil {
      let written = encoder!.encode(grid, over: fullRedraw ? nil : previous, screen: screenSize)
      Self.writeAll(encoder!.bytes, to: outputDescriptor)
      // Curses' own copy of the screen stays as it is: nothing of stdscr is touched, so
      // reading a key never makes curses repaint over the frame.
      _ = untouchwin(window)
      _ = clearok(cn_curscr(), false)
      finish(grid, screenSize: screenSize, written: written)
      return
    }
    if fullRedraw { werase(window) }
    let columns = min(grid.width, screenSize.width)
    let rows = min(grid.height, screenSize.height)
    var written = 0
    var run = Run()
    for y in 0..<rows {
      if !fullRedraw, let previous {
        guard grid.marksChanges(inRow: y, from: previous, into: &rowMarks) else { continue }
      }
      let start = y * grid.width
      for x in 0..<columns where fullRedraw || rowMarks[x] {
        let cell = grid.cells[start + x]
        // After werase every cell is already a plain blank.
        if fullRedraw, cell == .blank { continue }
        written += add(cell, x: x, y: y, screenWidth: screenSize.width, to: &run)
      }
      flush(&run)
    }
    wrefresh(window)
    finish(grid, screenSize: screenSize, written: written)
  }

  private func finish(_ grid: Grid, screenSize: (width: Int, height: Int), written: Int) {
    previous = grid
    previousScreenSize = screenSize
    lastFrameCellsWritten = written
    totalCellsWritten += written
    framesDrawn += 1
  }

  /// Forgets the previous frame and repaints the whole terminal on the next ``draw(_:)``
  /// (Ctrl-L, or after something else wrote to the terminal).
  public func invalidate() {
    previous = nil
    if encoder == nil { _ = clearok(cn_curscr(), true) }
  }

  /// Cells of one row and one style, side by side, sent to curses in one call.
  struct Run {
    static let capacity = 256
    var style = CellStyle.plain
    var x = 0
    var y = 0
    /// The column after the run's last cell.
    var end = -1
    var characters = [wchar_t](repeating: 0, count: capacity + 1)
    var count = 0
  }

  /// Adds a cell to the run (a cell that can join it: same row and style, next column, one
  /// character), or writes it alone; returns the cells written (0 for continuation cells,
  /// which curses fills in itself).
  private func add(_ cell: Cell, x: Int, y: Int, screenWidth: Int, to run: inout Run) -> Int {
    if cell.isContinuation, options.unicode {
      // The right half of the wide character just added: curses moved past it already.
      if run.count > 0, run.y == y, run.end == x { run.end = x + 1 }
      return 0
    }
    var character: UInt32?
    if let byte = cell.asciiByte {
      character = UInt32(byte >= 0x20 && byte < 0x7F ? byte : 0x20)
    } else if !cell.isContinuation, options.unicode, cell.width == 1 || (cell.width == 2 && x + 1 < screenWidth) {
      var scalars = cell.scalars
      if let first = scalars.next(), scalars.next() == nil, !CharacterWidth.isControl(first) {
        character = first.value
      }
    }
    guard let character else {
      flush(&run)
      return writeCell(cell, x: x, y: y, screenWidth: screenWidth)
    }
    if run.count > 0, run.y != y || run.end != x || run.style != cell.style || run.count == Run.capacity {
      flush(&run)
    }
    if run.count == 0 {
      run.style = cell.style
      run.x = x
      run.y = y
    }
    run.characters[run.count] = wchar_t(bitPattern: character)
    run.count += 1
    run.end = x + 1
    return 1
  }

  /// Sends the run to curses: its style once, then its characters.
  private func flush(_ run: inout Run) {
    guard run.count > 0 else { return }
    let (attrs, pair) = rendition(of: run.style)
    _ = wattr_set(window, attrs, pair, nil)
    run.characters[run.count] = 0
    _ = run.characters.withUnsafeBufferPointer { characters in
      mvwaddnwstr(window, Int32(run.y), Int32(run.x), characters.baseAddress!, Int32(run.count))
    }
    _ = wattr_set(window, 0, 0, nil)
    run.count = 0
    run.end = -1
  }

  /// Writes one cell; returns the number of cells written (0 for continuation cells, which
  /// curses fills in itself).
  private func writeCell(_ cell: Cell, x: Int, y: Int, screenWidth: Int) -> Int {
    if cell.isContinuation {
      // Continuation cells are drawn with their wide character, unless it was shown as
      // ASCII: then the right half needs a blank of its own.
      guard !options.unicode else { return 0 }
      return put(ascii: 0x20, style: cell.style, x: x, y: y)
    }
    if let byte = cell.asciiByte {
      return put(ascii: byte >= 0x20 && byte < 0x7F ? byte : 0x20, style: cell.style, x: x, y: y)
    }
    let width = cell.width
    if width == 0 || cell.scalars.contains(where: CharacterWidth.isControl) {
      return put(ascii: 0x20, style: cell.style, x: x, y: y)
    }
    if !options.unicode { return put(ascii: 0x3F, style: cell.style, x: x, y: y) }
    if width == 2, x + 1 >= screenWidth { return put(ascii: 0x20, style: cell.style, x: x, y: y) }
    let limit = Int(cn_ccharw_max())
    return withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: limit + 1) { wide in
      var count = 0
      for scalar in cell.scalars where count < limit {
        wide[count] = wchar_t(bitPattern: scalar.value)
        count += 1
      }
      wide[count] = 0
      return put(wide.baseAddress!, style: cell.style, x: x, y: y)
    }
  }

  private func put(ascii byte: UInt8, style: CellStyle, x: Int, y: Int) -> Int {
    var wide: (wchar_t, wchar_t) = (wchar_t(byte), 0)
    return withUnsafeMutablePointer(to: &wide) { pointer in
      pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) { put($0, style: style, x: x, y: y) }
    }
  }

  /// Writes a NUL-terminated wide string (one character) in a style.
  private func put(_ wide: UnsafePointer<wchar_t>, style: CellStyle, x: Int, y: Int) -> Int {
    let (attrs, pair) = rendition(of: style)
    var cchar = cchar_t()
    guard setcchar(&cchar, wide, attrs, pair, nil) == OK else { return 0 }
    _ = mvwadd_wch(window, Int32(y), Int32(x), &cchar)
    return 1
  }

  /// The curses attributes and colour pair of a style: the last style's again when it repeats
  /// (runs of one style are the rule), else from the styles seen so far, else computed.
  private func rendition(of style: CellStyle) -> (attr_t, Int16) {
    if let last = lastRendition, last.style == style { return (last.attrs, last.pair) }
    if let known = renditions[style.packedValue] {
      lastRendition = (style, known.attrs, known.pair)
      return (known.attrs, known.pair)
    }
    var attrs: attr_t = 0
    var pair: Int16 = 0
    if style.bold { attrs |= attributes.bold }
    if style.dim { attrs |= attributes.dim }
    if style.reverse { attrs |= attributes.reverse }
    if style.underline { attrs |= attributes.underline }
    if pairs != nil {
      let chosen = pairs!.pair(for: style)
      pair = chosen.pair
      if chosen.boldForBright { attrs |= attributes.bold }
    }
    renditions[style.packedValue] = (attrs, pair)
    lastRendition = (style, attrs, pair)
    return (attrs, pair)
  }
}
