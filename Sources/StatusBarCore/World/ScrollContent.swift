/// What a controller's scrolling content looks like, top to bottom, in bands of colour: the
/// scene's way of saying what lies under the status bar as the user scrolls (`scrollContent`),
/// with `contentOffset` saying how far it has scrolled. Written `white, #101010 from 300, white
/// from 900`: the first colour from the top of the content, each later one from that many points
/// down. iOS 26 samples it for `.default` (D80); before, it only feeds the contrast warning.
public struct ScrollContent: Hashable, Sendable, CustomStringConvertible {
  public struct Band: Hashable, Sendable {
    /// Points from the top of the content.
    public var from: Double
    public var colour: Color
  }

  /// At least one band; the first starts at 0 and the rest in increasing order.
  public private(set) var bands: [Band]

  /// Parses `COLOUR[, COLOUR from POINTS]…`; nil when a piece is not a colour, an offset is not a
  /// number, or the offsets do not increase.
  public init?(parsing text: String) {
    var bands: [Band] = []
    for (index, piece) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      let words = piece.split(separator: " ").map(String.init)
      if index == 0 {
        guard words.count == 1, let colour = Color(parsing: words[0]) else { return nil }
        bands.append(Band(from: 0, colour: colour))
        continue
      }
      guard words.count == 3, words[1] == "from", let colour = Color(parsing: words[0]),
        let from = Double(words[2]), from.isFinite, from > bands[bands.count - 1].from, from <= Self.maximumOffset
      else { return nil }
      bands.append(Band(from: from, colour: colour))
    }
    guard !bands.isEmpty, bands.count <= Self.maximumBands else { return nil }
    self.bands = bands
  }

  /// Limits that keep a scene's content small (a screen is under 1,400 points tall).
  public static let maximumBands = 64
  public static let maximumOffset = 100_000.0

  /// The colour at `y` points from the top of the content (nil above it).
  public func colour(at y: Double) -> Color? {
    guard y >= 0 else { return nil }
    return bands.last { $0.from <= y }?.colour
  }

  /// The bands inside a view's `rect` when scrolled by `offset`, top to bottom, clipped to it:
  /// what to paint where.
  public func visibleBands(in rect: Rect, offset: Double) -> [(rect: Rect, colour: Color)] {
    var out: [(rect: Rect, colour: Color)] = []
    for (index, band) in bands.enumerated() {
      let top = max(rect.y, rect.y + band.from - offset)
      let end = index + 1 < bands.count ? rect.y + bands[index + 1].from - offset : rect.maxY
      let bottom = min(rect.maxY, end)
      guard bottom > top else { continue }
      out.append((Rect(x: rect.x, y: top, width: rect.width, height: bottom - top), band.colour))
    }
    return out
  }

  public var description: String {
    bands.enumerated().map { index, band in
      index == 0 ? band.colour.spelling : "\(band.colour.spelling) from \(Self.points(band.from))"
    }.joined(separator: ", ")
  }

  /// `300`, not `300.0`; fractions as written.
  public static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// What `scrollContent` accepts, for error messages.
  public static let expected = "a colour, then `COLOUR from POINTS` pieces: white, #101010 from 300, white from 900"
}
