extension Grid {
  /// The rows as text: continuation cells skipped, trailing spaces trimmed (as `tmux
  /// capture-pane -p` prints them).
  public func rows() -> [String] {
    var result: [String] = []
    result.reserveCapacity(height)
    for y in 0..<height {
      var line = ""
      for x in 0..<width {
        let cell = cells[y * width + x]
        if !cell.isContinuation { line.append(cell.character) }
      }
      while line.last == " " { line.removeLast() }
      result.append(line)
    }
    return result
  }

  /// The whole grid as text: ``rows()`` joined by newlines, with no final newline.
  public func text() -> String {
    rows().joined(separator: "\n")
  }

  /// A golden-file form of the grid: an optional header line, the ``text()``, and, when
  /// `includeStyles` is set, the ``styleLegend()`` block. Ends with a newline.
  ///
  /// ```
  /// # size 20x3 glyphs unicode
  /// ╭─ Title ──────────╮
  /// ...
  /// --- styles
  /// aaaaaaaaaaaaaaaaaaaa
  /// ...
  /// a = fg=cyan
  /// ```
  public func snapshot(header: String? = nil, includeStyles: Bool = true) -> String {
    var out = ""
    if let header { out += header + "\n" }
    out += text() + "\n"
    if includeStyles { out += styleLegend() }
    return out
  }

  /// The styles of every cell, one letter per cell, after a `--- styles` line; see
  /// ``StyleLegend``. Ends with a newline.
  public func styleLegend() -> String {
    StyleLegend(self).description
  }
}
