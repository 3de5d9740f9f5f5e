/// One terminal cell: a character (a grapheme cluster) and its style.
///
/// A character two columns wide occupies its own cell plus the cell to its right, which is
/// marked `isContinuation` and is never drawn on its own.
///
/// The character is stored packed (its UTF-8 bytes and width inline), so a cell is a plain
/// value: copying and comparing grids costs no reference counting. Graphemes longer than 15
/// UTF-8 bytes (rare multi-person emoji) are stored as `?`.
public struct Cell: Hashable, Sendable {
  // Three words and no padding, so that comparing two rows is comparing memory: the packed
  // character (``Glyph``'s two words), then the width, the continuation flag and the style
  // (``CellStyle/packedValue``) in one word.
  @usableFromInline var low: UInt64
  @usableFromInline var high: UInt64
  /// Bits 0–7 the width, bit 8 the continuation flag, bits 16 and up the packed style.
  @usableFromInline var meta: UInt64

  public init(character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
    self.init(glyph: Glyph(character), style: style, isContinuation: isContinuation)
  }

  @inline(__always)
  init(glyph: Glyph, style: CellStyle, isContinuation: Bool = false) {
    low = glyph.low
    high = glyph.high
    meta = UInt64(glyph.width) | (isContinuation ? 0x100 : 0) | UInt64(style.packedValue) << 16
  }

  var glyph: Glyph {
    @inline(__always) get { Glyph(low: low, high: high, width: UInt8(truncatingIfNeeded: meta)) }
    set {
      low = newValue.low
      high = newValue.high
      meta = meta & ~0xFF | UInt64(newValue.width)
    }
  }

  public var style: CellStyle {
    get { CellStyle(packedValue: Int(meta >> 16)) }
    set { meta = meta & 0xFFFF | UInt64(newValue.packedValue) << 16 }
  }

  /// The style as ``CellStyle/packedValue``, without unpacking it (for tables keyed by style).
  @inlinable public var packedStyle: Int { Int(meta >> 16) }

  @inlinable public var isContinuation: Bool {
    get { meta & 0x100 != 0 }
    set { meta = newValue ? meta | 0x100 : meta & ~0x100 }
  }

  /// This cell (an ASCII one) with another printable ASCII character: only the first word
  /// differs between ASCII cells of one style.
  @inline(__always)
  func withASCII(_ byte: UInt8) -> Cell {
    var copy = self
    copy.low = UInt64(byte)
    return copy
  }

  /// The three words folded into one, for row hashes.
  var hashWord: UInt64 { low ^ (high &* 31) ^ (meta &* 0x9E37_79B9_7F4A_7C15) }

  public var character: Character {
    get { glyph.character }
    set { glyph = Glyph(newValue) }
  }

  /// A space in the plain style.
  public static let blank = Cell()

  /// The columns this cell's character occupies (0 for a continuation cell).
  @inlinable public var width: Int {
    isContinuation ? 0 : Int(meta & 0xFF)
  }

  /// The character's single byte when it is ASCII (the common case when blitting), else nil.
  @inlinable public var asciiByte: UInt8? {
    high >> 56 == 1 ? UInt8(truncatingIfNeeded: low) : nil
  }

  /// How many UTF-8 bytes the character is packed in (1 to 15).
  @inlinable public var utf8Count: Int { Int(truncatingIfNeeded: high >> 56) }

  /// Byte `index` (below ``utf8Count``) of the character's packed UTF-8: what a terminal
  /// backend writes, without decoding scalars.
  @inlinable public func utf8Byte(_ index: Int) -> UInt8 {
    index < 8
      ? UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
      : UInt8(truncatingIfNeeded: high >> (8 * UInt64(index - 8)))
  }

  /// The character holds a control character (``CharacterWidth/isControl(_:)``: C0, DEL, C1,
  /// U+2028, U+2029), read from its packed UTF-8 without decoding it: C0 and DEL are single
  /// bytes, C1 is C2 80…C2 9F, the separators E2 80 A8 and E2 80 A9. What a terminal backend
  /// asks of every non-ASCII cell before writing its bytes.
  public var holdsControlCharacter: Bool {
    let count = utf8Count
    var index = 0
    while index < count {
      let byte = utf8Byte(index)
      if byte < 0x20 || byte == 0x7F { return true }
      if byte == 0xC2, index + 1 < count, utf8Byte(index + 1) < 0xA0 { return true }
      if byte == 0xE2, index + 2 < count, utf8Byte(index + 1) == 0x80,
        utf8Byte(index + 2) == 0xA8 || utf8Byte(index + 2) == 0xA9
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// The character's Unicode scalars, decoded from the packed bytes: no allocation, unlike
  /// ``character`` (what a terminal backend wants for every cell it writes).
  public var scalars: Scalars { Scalars(glyph: glyph) }

  /// An iterator over a cell's scalars.
  public struct Scalars: Sequence, IteratorProtocol {
    let glyph: Glyph
    var offset = 0

    public mutating func next() -> Unicode.Scalar? {
      let count = glyph.byteCount
      guard offset < count else { return nil }
      let lead = glyph.byte(offset)
      let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      var value = UInt32(lead) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for index in 1..<Swift.max(1, length) where offset + index < count {
        value = value << 6 | UInt32(glyph.byte(offset + index) & 0x3F)
      }
      offset += length
      return Unicode.Scalar(value) ?? "?"
    }
  }

  /// Cells compare as their three words: the blit compares two whole screens for every frame.
  @inlinable
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    lhs.low == rhs.low && lhs.high == rhs.high && lhs.meta == rhs.meta
  }
}

/// A character packed into two words: up to 15 UTF-8 bytes, the byte count and the width.
struct Glyph: Hashable, Sendable {
  private(set) var low: UInt64
  private(set) var high: UInt64  // bytes 8…14, and the byte count in the top byte
  private(set) var width: UInt8

  @inline(__always)
  init(low: UInt64, high: UInt64, width: UInt8) {
    self.low = low
    self.high = high
    self.width = width
  }

  static let space = Glyph(ascii: 0x20)

  /// A printable ASCII byte (the fast path of `Grid.put`).
  init(ascii: UInt8) {
    low = UInt64(ascii)
    high = UInt64(1) << 56
    width = 1
  }

  /// One scalar that is a character of its own, with its width already known.
  init(scalar: Unicode.Scalar, width: UInt8) {
    var low: UInt64 = 0
    var count: UInt64 = 0
    for byte in UTF8.encode(scalar)! {
      low |= UInt64(byte) << (8 * count)
      count += 1
    }
    self.low = low
    self.high = count << 56
    self.width = width
  }

  init(_ character: Character) {
    let utf8 = character.utf8
    guard utf8.count <= 15 else {
      // Too long to pack: shown as "?".
      low = 0x3F
      high = UInt64(1) << 56
      width = 1
      return
    }
    var low: UInt64 = 0
    var high: UInt64 = 0
    var index: UInt64 = 0
    for byte in utf8 {
      if index < 8 {
        low |= UInt64(byte) << (8 * index)
      } else {
        high |= UInt64(byte) << (8 * (index - 8))
      }
      index += 1
    }
    high |= index << 56
    self.low = low
    self.high = high
    self.width = UInt8(CharacterWidth.of(character))
  }

  var byteCount: Int { Int(high >> 56) }

  var firstByte: UInt8 { UInt8(truncatingIfNeeded: low) }

  /// The UTF-8 byte at `index` (below `byteCount`).
  func byte(_ index: Int) -> UInt8 {
    let word = index < 8 ? low : high
    return UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8)))
  }

  @inline(__always)
  static func == (lhs: Glyph, rhs: Glyph) -> Bool {
    lhs.low == rhs.low && lhs.high == rhs.high && lhs.width == rhs.width
  }

  var character: Character {
    let count = byteCount
    if count == 1 { return Character(Unicode.Scalar(UInt8(truncatingIfNeeded: low))) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    for index in 0..<count {
      let word = index < 8 ? low : high
      bytes.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8))))
    }
    return Character(String(decoding: bytes, as: UTF8.self))
  }
}
