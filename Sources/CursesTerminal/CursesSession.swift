import CNCurses
import CellGrid
import Glibc

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
  private var isOpen = true
  private let attributes: (bold: attr_t, dim: attr_t, reverse: attr_t, underline: attr_t)

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
      let screen = newterm(nil, output, input), let window = cn_stdscr()
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
    if options.mouse {
      _ = mousemask(cn_mouse_mask(), nil)
      _ = mouseinterval(0)
    }
    _ = curs_set(0)
    _ = set_escdelay(Int32(clamping: options.escapeDelayMilliseconds))
    if options.colors, has_colors() {
      _ = start_color()
      let defaults = use_default_colors() == OK
      pairs = ColorPairTable(
        colorCount: Int(cn_colors()), pairCount: Int(cn_color_pairs()),
        defaultColorsAvailable: defaults)
      colorsActive = true
    } else {
      colorsActive = false
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
    SignalTrap.cursesActive.store(false, ordering: .releasing)
    SignalTrap.uninstall()
  }

  /// The screen size in cells, now.
  public var size: (width: Int, height: Int) {
    (max(0, Int(getmaxx(window))), max(0, Int(getmaxy(window))))
  }

  /// Shows a grid: writes only the cells that differ from the previous frame (every cell after
  /// a size change), then refreshes once. Cells outside the screen are skipped.
  public func draw(_ grid: Grid) {
    let screenSize = size
    let fullRedraw =
      previous.map { $0.width != grid.width || $0.height != grid.height } ?? true
      || previousScreenSize.map { $0 != screenSize } ?? true
    if fullRedraw { werase(window) }
    let mask = fullRedraw ? nil : changedMask(grid, previous: previous ?? grid)
    let columns = min(grid.width, screenSize.width)
    let rows = min(grid.height, screenSize.height)
    var written = 0
    for y in 0..<rows {
      for x in 0..<columns {
        let index = y * grid.width + x
        if let mask, !mask[index] { continue }
        written += writeCell(grid.cells[index], x: x, y: y, screenWidth: screenSize.width)
      }
    }
    wrefresh(window)
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
    _ = clearok(cn_curscr(), true)
  }

  /// Cells to rewrite: those that changed, widened to both halves of any wide character
  /// involved, so curses never keeps half of one.
  private func changedMask(_ grid: Grid, previous: Grid) -> [Bool] {
    var mask = [Bool](repeating: false, count: grid.cells.count)
    let width = grid.width
    for i in grid.cells.indices where grid.cells[i] != previous.cells[i] {
      mask[i] = true
      let x = i % width
      let new = grid.cells[i], old = previous.cells[i]
      if x > 0, new.isContinuation || old.isContinuation { mask[i - 1] = true }
      if x + 1 < width, new.width == 2 || old.width == 2 { mask[i + 1] = true }
    }
    return mask
  }

  /// Writes one cell; returns the number of cells written (0 for continuation cells, which
  /// curses fills in itself).
  private func writeCell(_ cell: Cell, x: Int, y: Int, screenWidth: Int) -> Int {
    if cell.isContinuation {
      // Continuation cells are drawn with their wide character, unless it was shown as
      // ASCII: then the right half needs a blank of its own.
      guard !options.unicode else { return 0 }
      return put(" ", style: cell.style, x: x, y: y)
    }
    var character = cell.character
    let width = CharacterWidth.of(character)
    if width == 0 || character.unicodeScalars.contains(where: CharacterWidth.isControl) {
      character = " "
    } else if !options.unicode, !character.isASCII {
      character = "?"
    } else if width == 2, x + 1 >= screenWidth {
      character = " "
    }
    return put(character, style: cell.style, x: x, y: y)
  }

  private func put(_ character: Character, style: CellStyle, x: Int, y: Int) -> Int {
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
    var wide: [wchar_t] = []
    for scalar in character.unicodeScalars.prefix(Int(cn_ccharw_max())) {
      wide.append(wchar_t(bitPattern: scalar.value))
    }
    wide.append(0)
    var cchar = cchar_t()
    guard setcchar(&cchar, wide, attrs, pair, nil) == OK else { return 0 }
    _ = mvwadd_wch(window, Int32(y), Int32(x), &cchar)
    return 1
  }
}
