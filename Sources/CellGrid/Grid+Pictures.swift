/// Pictures of a grid for slides and docs: an SVG with the real colours, and the
/// ANSI text a terminal (or an asciicast player) draws the same screen from.
extension Grid {
  /// The grid (or the `crop` of it) as a standalone SVG: one rectangle per run of background,
  /// one `<text>` per run of style, stretched to its cells so that box drawing lines up.
  /// Cells that keep the terminal's default colours get `background`'s assumed colours.
  public func svg(
    background: TerminalBackground, crop: Area? = nil, cellWidth: Int = 9,
    cellHeight: Int = 18
  ) -> String {
    let area =
      crop.map { $0.intersection(Area(x: 0, y: 0, width: width, height: height)) }
      ?? Area(x: 0, y: 0, width: width, height: height)
    let pixelWidth = area.width * cellWidth
    let pixelHeight = area.height * cellHeight
    let page = Self.hex(background.assumedRGB)
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(pixelWidth)" height="\(pixelHeight)" \
      viewBox="0 0 \(pixelWidth) \(pixelHeight)" font-family="Menlo, 'DejaVu Sans Mono', monospace" \
      font-size="\(cellHeight * 5 / 6)">
      <rect width="100%" height="100%" fill="\(page)"/>

      """
    for row in 0..<area.height {
      let y = area.y + row
      // Background runs.
      var x = area.x
      while x < area.maxX {
        let fill = colours(cells[y * width + x].style, background).background
        var end = x + 1
        while end < area.maxX, colours(cells[y * width + end].style, background).background == fill {
          end += 1
        }
        if fill != page {
          out +=
            "<rect x=\"\((x - area.x) * cellWidth)\" y=\"\(row * cellHeight)\" "
            + "width=\"\((end - x) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(fill)\"/>\n"
        }
        x = end
      }
      // Text runs of one style; spaces end a run so that each run is stretched to its cells.
      x = area.x
      while x < area.maxX {
        let cell = cells[y * width + x]
        if cell.isContinuation || cell.character == " " {
          x += 1
          continue
        }
        var text = ""
        var columns = 0
        var end = x
        while end < area.maxX {
          let next = cells[y * width + end]
          if next.style != cell.style { break }
          if next.isContinuation {
            end += 1
            continue
          }
          if next.character == " " {
            // Keep single spaces inside words; two spaces end the run.
            let following = end + 1 < area.maxX ? cells[y * width + end + 1] : nil
            if following.map({ $0.character == " " || $0.style != cell.style }) ?? true { break }
          }
          text.append(next.character)
          columns += next.width
          end += 1
        }
        let (fg, _) = colours(cell.style, background)
        var attributes = "fill=\"\(fg)\""
        if cell.style.bold { attributes += " font-weight=\"bold\"" }
        if cell.style.dim { attributes += " fill-opacity=\"0.6\"" }
        if cell.style.underline { attributes += " text-decoration=\"underline\"" }
        let baseline = row * cellHeight + cellHeight * 4 / 5
        out +=
          "<text x=\"\((x - area.x) * cellWidth)\" y=\"\(baseline)\" "
          + "textLength=\"\(max(1, columns) * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\" "
          + "xml:space=\"preserve\" \(attributes)>\(Self.xmlEscaped(text))</text>\n"
        x = max(end, x + 1)
      }
    }
    out += "</svg>\n"
    return out
  }

  /// Foreground and background as `#rrggbb`, reverse video applied.
  func colours(_ style: CellStyle, _ background: TerminalBackground) -> (foreground: String, background: String) {
    let fg = style.foreground.rgbValue ?? background.assumedForegroundRGB
    let bg = style.background.rgbValue ?? background.assumedRGB
    return style.reverse ? (Self.hex(bg), Self.hex(fg)) : (Self.hex(fg), Self.hex(bg))
  }

  static func hex(_ rgb: (r: Int, g: Int, b: Int)) -> String {
    func two(_ v: Int) -> String {
      let s = String(max(0, min(255, v)), radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + two(rgb.r) + two(rgb.g) + two(rgb.b)
  }

  /// Text safe inside an XML element: markup escaped, characters XML 1.0 forbids dropped.
  static func xmlEscaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default:
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The grid as a terminal draws it: clear, then every row with SGR sequences (ECMA-48), for
  /// an asciicast frame. Control characters never reach the output (cells hold printable text).
  public func ansiFrame() -> String {
    var out = "\u{1B}[H\u{1B}[2J"
    var current: CellStyle?
    for y in 0..<height {
      out += "\u{1B}[\(y + 1);1H"
      for x in 0..<width {
        let cell = cells[y * width + x]
        if cell.isContinuation { continue }
        if cell.style != current {
          out += Self.sgr(cell.style)
          current = cell.style
        }
        for scalar in String(cell.character).unicodeScalars {
          let v = scalar.value
          if v < 0x20 || (0x7F...0x9F).contains(v) { out += "?" } else { out.unicodeScalars.append(scalar) }
        }
      }
    }
    return out + "\u{1B}[0m"
  }

  static func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    func colour(_ color: TerminalColor, base: Int, bright: Int, extended: Int) -> String? {
      switch color {
      case .default: return nil
      case .ansi(let n) where n < 8: return "\(base + Int(n))"
      case .ansi(let n) where n < 16: return "\(bright + Int(n) - 8)"
      case .ansi(let n), .indexed(let n): return "\(extended);5;\(n)"
      }
    }
    if let fg = colour(style.foreground, base: 30, bright: 90, extended: 38) { codes.append(fg) }
    if let bg = colour(style.background, base: 40, bright: 100, extended: 48) { codes.append(bg) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

extension Grid {
  /// The cells of `area` (clipped to the grid) as a grid of their own.
  public func cropped(to area: Area) -> Grid {
    let area = area.intersection(Area(x: 0, y: 0, width: width, height: height))
    var result = Grid(width: area.width, height: area.height)
    for y in 0..<area.height {
      for x in 0..<area.width {
        let source: Int = (area.y + y) * width + area.x + x
        let cell = cells[source]
        if cell.isContinuation { continue }
        if cell.width > 1 {
          result.put(String(cell.character), x: x, y: y, style: cell.style)
        } else {
          result[x, y] = cell
        }
      }
    }
    return result
  }
}

extension Grid {
  /// Copies the cells of `from` in `source` to (`toX`, `toY`), wide characters whole.
  public mutating func blit(_ source: Grid, from: Area, toX: Int, toY: Int) {
    let area = from.intersection(Area(x: 0, y: 0, width: source.width, height: source.height))
    for y in 0..<area.height {
      for x in 0..<area.width {
        let cell = source[area.x + x, area.y + y]
        if cell.isContinuation { continue }
        if cell.width > 1 {
          put(String(cell.character), x: toX + x, y: toY + y, style: cell.style)
        } else {
          self[toX + x, toY + y] = cell
        }
      }
    }
  }
}
