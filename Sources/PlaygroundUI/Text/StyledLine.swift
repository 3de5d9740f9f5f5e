import CellGrid

/// A run of text in one role.
struct Span: Hashable, Sendable {
  var text: String
  var role: Role
  /// Wrapped as one word: a frame or "y +20, h -20" moves to the next line whole rather than
  /// break at one of its spaces (unless it is longer than a line).
  var whole = false
  /// A word longer than a line is cut with `…` instead of going on at the start of the next
  /// line: a name a reader must see whole or not at all (a question's choice).
  var cutsLongWords = false
  init(_ text: String, _ role: Role = .plain, whole: Bool = false, cutsLongWords: Bool = false) {
    self.text = text
    self.role = role
    self.whole = whole
    self.cutsLongWords = cutsLongWords
  }
}

/// One line of a panel: spans from the left, optional spans aligned to the right edge, and the
/// indent that wrapped continuation lines get.
struct StyledLine: Hashable, Sendable {
  var spans: [Span]
  var right: [Span] = []
  /// Columns of indent for continuation lines when the line wraps.
  var hangingIndent = 2
  /// A role applied over the whole row (the focus cursor's reverse video).
  var rowRole: Role?
  /// Cut with an ellipsis at the box's edge instead of wrapped: a one-row summary of lines that
  /// follow it.
  var cuts = false

  init(_ spans: [Span], right: [Span] = [], hangingIndent: Int = 2, rowRole: Role? = nil) {
    self.spans = spans
    self.right = right
    self.hangingIndent = hangingIndent
    self.rowRole = rowRole
  }

  init(_ text: String, _ role: Role = .plain) {
    self.init([Span(text, role)])
  }

  static let blank = StyledLine([])

  /// Running text: wrapped lines start flush left, as in a paragraph.
  static func prose(_ text: String, _ role: Role = .plain) -> StyledLine {
    StyledLine([Span(text, role)], hangingIndent: 0)
  }

  static func prose(_ spans: [Span]) -> StyledLine {
    StyledLine(spans, hangingIndent: 0)
  }

  var text: String { spans.map(\.text).joined() }
  var width: Int { spans.reduce(0) { $0 + TextWidth.columns($1.text) } }
  var rightWidth: Int { right.reduce(0) { $0 + TextWidth.columns($1.text) } }

  /// Draws the line at (x, y) within `width` columns: the left spans clipped with an ellipsis,
  /// the right spans flush right when they fit beside them.
  func draw(into grid: inout Grid, x: Int, y: Int, width: Int, theme: Theme, glyphs: GlyphSet) {
    guard width > 0 else { return }
    if glyphs.name == "ascii",
      (spans + right).contains(where: { $0.text.unicodeScalars.contains { !$0.isASCII } })
    {
      var plain = self
      plain.spans = spans.map { Span(ASCIIText.convert($0.text), $0.role) }
      plain.right = right.map { Span(ASCIIText.convert($0.text), $0.role) }
      plain.draw(into: &grid, x: x, y: y, width: width, theme: theme, glyphs: .unicode)
      return
    }
    let ellipsis = glyphs.ellipsis
    let rightWidth = right.isEmpty ? 0 : self.rightWidth
    let leftWidth = self.width
    let showRight =
      !right.isEmpty && rightWidth + 1 <= width && leftWidth + 1 + rightWidth <= width
    let leftLimit = showRight ? width - rightWidth - 1 : width
    var column = 0
    let full = leftWidth > leftLimit
    let budget = full ? max(0, leftLimit - TextWidth.columns(ellipsis)) : leftLimit
    for span in spans where column < budget {
      guard full else {
        // The whole line fits: every span is written as it is, with no need to measure it.
        column += grid.put(span.text, x: x + column, y: y, style: theme.style(span.role), maxWidth: budget - column)
        continue
      }
      let shown =
        TextWidth.columns(span.text) <= budget - column
        ? span.text : CharacterWidth.truncate(span.text, toColumns: budget - column, ellipsis: "")
      column += grid.put(
        shown, x: x + column, y: y, style: theme.style(span.role), maxWidth: budget - column)
    }
    if full, leftLimit > 0 {
      grid.put(
        ellipsis, x: x + column, y: y, style: theme.style(.dim), maxWidth: leftLimit - column)
    }
    if showRight {
      var rx = x + width - rightWidth
      for span in right {
        rx += grid.put(span.text, x: rx, y: y, style: theme.style(span.role))
      }
    }
    if let rowRole {
      let overlay = theme.style(rowRole)
      grid.setStyle(Area(x: x, y: y, width: width, height: 1)) { style in
        if overlay.reverse { style.reverse = true }
        if overlay.bold { style.bold = true }
        if overlay.underline { style.underline = true }
        if overlay.background != .default { style.background = overlay.background }
      }
    }
  }

  /// The line broken at spaces into lines of at most `width` columns; continuation lines are
  /// indented by `hangingIndent`. Right spans stay on the first line.
  func wrapped(to width: Int) -> [StyledLine] {
    var lines: [StyledLine] = []
    appendWrapped(to: width, into: &lines)
    return lines
  }

  /// Appends the lines of ``wrapped(to:)`` to `lines`: a line that fits is appended as it is,
  /// without an array of its own (a panel wraps every line of every panel made).
  func appendWrapped(to width: Int, into lines: inout [StyledLine]) {
    let firstLimit = width - (right.isEmpty ? 0 : rightWidth + 1)
    // A character takes at most as many columns as its UTF-8 bytes: a line whose bytes fit
    // fits, without measuring it (most panel lines).
    guard !cuts, width > 4, spans.reduce(0, { $0 + $1.text.utf8.count }) > firstLimit, self.width > firstLimit else {
      lines.append(self)
      return
    }
    lines += WrapCache.shared.wrapped(self, width: width) { breakLines(width: width, firstLimit: firstLimit) }
  }

  /// Every line wrapped to `width`, in order.
  static func wrapped(_ lines: [StyledLine], to width: Int) -> [StyledLine] {
    var wrapped: [StyledLine] = []
    wrapped.reserveCapacity(lines.count)
    for line in lines { line.appendWrapped(to: width, into: &wrapped) }
    return wrapped
  }

  /// The wrapping itself (see `wrapped(to:)`, which memoises it).
  private func breakLines(width: Int, firstLimit: Int) -> [StyledLine] {
    // Words (with the spaces before them) and their roles.
    var words: [(text: String, role: Role, width: Int)] = []
    // The words of `cutsLongWords` spans, by index in `words`.
    var cutWords = Set<Int>()
    let indent = min(hangingIndent, width / 2)
    for span in spans {
      let firstWord = words.count
      defer { if span.cutsLongWords { cutWords.formUnion(firstWord..<words.count) } }
      if span.whole {
        let columns = TextWidth.columns(span.text)
        let leading = span.text.utf8.prefix { $0 == 0x20 }.count
        if columns - leading <= width - indent {
          words.append((span.text, span.role, columns))
          continue
        }
      }
      // A word is its leading spaces plus the text up to the next space. Spaces are ASCII, so
      // splitting the UTF-8 bytes never cuts a character.
      let text = span.text
      let utf8 = text.utf8
      var wordStart = utf8.startIndex
      var previous: UInt8 = 0x20
      var index = utf8.startIndex
      while index != utf8.endIndex {
        let byte = utf8[index]
        if byte == 0x20, previous != 0x20, index != wordStart {
          let word = String(text[wordStart..<index])
          words.append((word, span.role, TextWidth.columns(word)))
          wordStart = index
        }
        previous = byte
        utf8.formIndex(after: &index)
      }
      if wordStart != utf8.endIndex {
        let word = String(text[wordStart...])
        words.append((word, span.role, TextWidth.columns(word)))
      }
    }
    // A word longer than a line breaks after a `.`, `=`, `/`, `,`, `(` or `:` where it has one
    // ("Sheet." / "modalPresentationCapturesStatusBarAppearance=" / "true"), not inside a name.
    func tooLong(_ word: (text: String, role: Role, width: Int)) -> Bool {
      // (The leading spaces are counted only for a word that might be too long.)
      word.width > width - indent && word.width - word.text.utf8.prefix { $0 == 0x20 }.count > width - indent
    }
    /// A word split after its break characters, or kept whole.
    func pieces(of word: (text: String, role: Role, width: Int), keep: Bool) -> [(text: String, role: Role, width: Int)] {
      if keep { return [word] }
      // The break characters are ASCII: the UTF-8 bytes are split, never a character.
      var pieces: [(text: String, role: Role, width: Int)] = []
      let text = word.text
      let utf8 = text.utf8
      var start = utf8.startIndex
      var index = start
      while index != utf8.endIndex {
        let byte = utf8[index]
        utf8.formIndex(after: &index)
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ":"):
          let piece = String(text[start..<index])
          pieces.append((piece, word.role, TextWidth.columns(piece)))
          start = index
        default: break
        }
      }
      if start != utf8.endIndex {
        let piece = String(text[start...])
        pieces.append((piece, word.role, TextWidth.columns(piece)))
      }
      return pieces
    }
    if words.contains(where: tooLong) {
      var split: [(text: String, role: Role, width: Int)] = []
      var splitCut = Set<Int>()
      for (index, word) in words.enumerated() {
        if cutWords.contains(index) { splitCut.insert(split.count) }
        split += pieces(of: word, keep: !tooLong(word) || cutWords.contains(index))
      }
      words = split
      cutWords = splitCut
    }
    var lines: [StyledLine] = []
    var line: [Span] = []
    var used = 0
    // The current continuation line's indent: none for a line whose word needs every column.
    var lineIndent = indent
    func flush() {
      // No trailing spaces; continuation lines start with the indent.
      while let last = line.last, last.text.last == " " {
        var text = last.text
        while text.last == " " { text.removeLast() }
        if text.isEmpty {
          line.removeLast()
        } else {
          line[line.count - 1].text = text
          break
        }
      }
      var made = StyledLine(line, hangingIndent: hangingIndent, rowRole: rowRole)
      if lines.isEmpty {
        made.right = right
      } else if lineIndent > 0 {
        made.spans.insert(Span(String(repeating: " ", count: lineIndent)), at: 0)
      }
      lines.append(made)
      line = []
      used = 0
      lineIndent = indent
    }
    func append(_ text: String, _ role: Role, _ w: Int) {
      if let last = line.last, last.role == role {
        line[line.count - 1].text += text
      } else {
        line.append(Span(text, role))
      }
      used += w
    }
    /// The word without its leading spaces (ASCII, one column each).
    func trimmed(_ word: inout (text: String, role: Role, width: Int)) {
      let utf8 = word.text.utf8
      var index = utf8.startIndex
      var spaces = 0
      while index != utf8.endIndex, utf8[index] == 0x20 {
        utf8.formIndex(after: &index)
        spaces += 1
      }
      guard spaces > 0 else { return }
      word.text = String(word.text[index...])
      word.width -= spaces
    }
    for (wordIndex, var word) in words.enumerated() {
      let limit = lines.isEmpty ? firstLimit : width - lineIndent
      if used == 0, !lines.isEmpty, word.text.utf8.first == 0x20 {
        // A line never starts with the space that separated it from the previous word.
        trimmed(&word)
      }
      // A word longer than a whole line is cut where it stands rather than after a break, so
      // "· UIApplicationWillChange…" keeps its bullet instead of leaving it alone on a line.
      let leading = word.text.utf8.prefix { $0 == 0x20 }.count
      let longerThanALine = word.width - leading > width
      if used > 0, used + word.width > limit, !longerThanALine {
        flush()
        trimmed(&word)
      }
      // A word the indented line cannot hold but the whole width can: that line goes unindented.
      if used == 0, !lines.isEmpty, word.width > width - indent, word.width <= width { lineIndent = 0 }
      var room = lines.isEmpty ? firstLimit : width - lineIndent
      if word.width > room - used, cutWords.contains(wordIndex) {
        // A name is cut where it stands, with `…`, on a line with room for a few of its letters.
        if used > 0, room - used < 8 + leading {
          flush()
          trimmed(&word)
          room = width - lineIndent
        }
        var kept = ""
        var keptWidth = 0
        for character in word.text {
          let w = TextWidth.of(character)
          if used + keptWidth + w > room - 1 { break }
          kept.append(character)
          keptWidth += w
        }
        append(kept + "…", word.role, keptWidth + 1)
        continue
      }
      if word.width > room {
        // A word longer than a line is cut.
        for character in word.text {
          let w = TextWidth.of(character)
          if used + w > (lines.isEmpty ? firstLimit : width - lineIndent) { flush() }
          if used == 0, !lines.isEmpty, character == " " { continue }
          append(String(character), word.role, w)
        }
        continue
      }
      append(word.text, word.role, word.width)
    }
    if !line.isEmpty { flush() }
    return lines
  }
}
