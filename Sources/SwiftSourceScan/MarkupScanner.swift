/// A small, linear XML event scanner for Interface Builder files (`.storyboard`, `.xib`). It
/// reports start and end tags with their attributes and line; it never reads a DTD, never
/// expands an entity (only the five predefined ones and character references are decoded in
/// attribute values) and stops at the limits of `MarkupLimits` with a reason. Built on bytes,
/// so it runs the same on Linux and macOS without libxml2.
public struct MarkupLimits: Sendable, Hashable {
  /// Bytes of one file (storyboards of large apps reach a few MB).
  public var bytes = 16_000_000
  /// Elements open at once.
  public var depth = 256
  /// Attributes of one element.
  public var attributes = 128
  /// Bytes of one attribute value.
  public var valueBytes = 64 * 1024
  public init() {}
}

public struct MarkupElement {
  public var name: String
  public var attributes: [String: String]
  public var line: Int
  public var column: Int
}

public enum MarkupScanner {
  /// Calls `start` for each start tag (and `end` after it for a self-closing one), `end` for
  /// each end tag. Returns nil when the whole file was read, else why it stopped (with the line).
  public static func scan(
    _ bytes: [UInt8], limits: MarkupLimits = MarkupLimits(), start: (MarkupElement) -> Void, end: (String) -> Void
  ) -> String? {
    if bytes.count > limits.bytes { return "larger than \(limits.bytes) bytes" }
    var i = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    let n = bytes.count
    func advanceLines(_ from: Int, _ to: Int) {
      var k = from
      while k < to && k < n {
        if bytes[k] == 0x0A {
          line += 1
          lineStart = k + 1
        }
        k += 1
      }
    }
    /// Index just past `terminator` at or after `from`, or nil.
    func find(_ terminator: [UInt8], from: Int) -> Int? {
      var k = from
      while k + terminator.count <= n {
        if bytes[k] == terminator[0] {
          var all = true
          for (o, b) in terminator.enumerated() where bytes[k + o] != b {
            all = false
            break
          }
          if all { return k + terminator.count }
        }
        k += 1
      }
      return nil
    }
    func isNameByte(_ b: UInt8) -> Bool {
      (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F || b == 0x3A || b == 0x2E
        || b >= 0x80
    }
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    while i < n {
      guard bytes[i] == 0x3C else {  // '<'
        if bytes[i] == 0x0A {
          line += 1
          lineStart = i + 1
        }
        i += 1
        continue
      }
      let tagLine = line
      let tagColumn = i - lineStart + 1
      if i + 1 < n, bytes[i + 1] == 0x3F {  // <? … ?>
        guard let stop = find([0x3F, 0x3E], from: i + 2) else { return "line \(tagLine): an unclosed <?" }
        advanceLines(i, stop)
        i = stop
        continue
      }
      if i + 3 < n, bytes[i + 1] == 0x21, bytes[i + 2] == 0x2D, bytes[i + 3] == 0x2D {  // <!-- … -->
        guard let stop = find([0x2D, 0x2D, 0x3E], from: i + 4) else { return "line \(tagLine): an unclosed comment" }
        advanceLines(i, stop)
        i = stop
        continue
      }
      if i + 1 < n, bytes[i + 1] == 0x21 {
        // <![CDATA[ … ]]> is skipped; a DOCTYPE (and any DTD, with its entities) is refused.
        if let stop = find([0x5D, 0x5D, 0x3E], from: i + 2), bytes[i...].starts(with: Array("<![CDATA[".utf8)) {
          advanceLines(i, stop)
          i = stop
          continue
        }
        return "line \(tagLine): a <!DOCTYPE or <! declaration (Interface Builder files have none; not read)"
      }
      let closing = i + 1 < n && bytes[i + 1] == 0x2F
      var k = i + (closing ? 2 : 1)
      let nameStart = k
      while k < n, isNameByte(bytes[k]) { k += 1 }
      guard k > nameStart else { return "line \(tagLine), column \(tagColumn): a '<' that starts no tag" }
      let name = String(decoding: bytes[nameStart..<k], as: UTF8.self)
      if closing {
        while k < n, bytes[k] != 0x3E { k += 1 }
        guard k < n else { return "line \(tagLine): an unclosed end tag" }
        advanceLines(i, k)
        i = k + 1
        guard depth > 0 else { return "line \(tagLine): </\(TerminalSafeName.of(name))> closes nothing" }
        depth -= 1
        end(name)
        continue
      }
      var attributes: [String: String] = [:]
      var selfClosing = false
      while true {
        while k < n, isSpace(bytes[k]) { k += 1 }
        guard k < n else { return "line \(tagLine): an unclosed tag <\(TerminalSafeName.of(name))>" }
        if bytes[k] == 0x3E {
          k += 1
          break
        }
        if bytes[k] == 0x2F, k + 1 < n, bytes[k + 1] == 0x3E {
          selfClosing = true
          k += 2
          break
        }
        let attrStart = k
        while k < n, isNameByte(bytes[k]) { k += 1 }
        guard k > attrStart else { return "line \(tagLine): a bad attribute in <\(TerminalSafeName.of(name))>" }
        let attrName = String(decoding: bytes[attrStart..<k], as: UTF8.self)
        while k < n, isSpace(bytes[k]) { k += 1 }
        guard k < n, bytes[k] == 0x3D else { return "line \(tagLine): attribute \(TerminalSafeName.of(attrName)) has no value" }
        k += 1
        while k < n, isSpace(bytes[k]) { k += 1 }
        guard k < n, bytes[k] == 0x22 || bytes[k] == 0x27 else { return "line \(tagLine): attribute \(TerminalSafeName.of(attrName)) is not quoted" }
        let quote = bytes[k]
        k += 1
        let valueStart = k
        while k < n, bytes[k] != quote, bytes[k] != 0x3C { k += 1 }
        guard k < n, bytes[k] == quote else { return "line \(tagLine): an unclosed attribute value" }
        guard k - valueStart <= limits.valueBytes else { return "line \(tagLine): an attribute value over \(limits.valueBytes) bytes" }
        attributes[attrName] = decode(bytes[valueStart..<k])
        guard attributes.count <= limits.attributes else { return "line \(tagLine): more than \(limits.attributes) attributes" }
        k += 1
      }
      advanceLines(i, k)
      i = k
      depth += 1
      guard depth <= limits.depth else { return "line \(tagLine): elements nested deeper than \(limits.depth)" }
      start(MarkupElement(name: name, attributes: attributes, line: tagLine, column: tagColumn))
      if selfClosing {
        depth -= 1
        end(name)
      }
    }
    return depth == 0 ? nil : "the file ends with \(depth) element\(depth == 1 ? "" : "s") open"
  }

  /// An attribute value with `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and `&#…;` decoded; any
  /// other entity is left as written (never expanded).
  static func decode(_ slice: ArraySlice<UInt8>) -> String {
    guard slice.contains(0x26) else { return String(decoding: slice, as: UTF8.self) }
    let text = String(decoding: slice, as: UTF8.self)
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[amp...]
      guard let semi = after.prefix(12).firstIndex(of: ";") else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let entity = after[after.index(after: after.startIndex)..<semi]
      let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
      if let value = named[String(entity)] {
        out += value
      } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
        out.unicodeScalars.append(scalar)
      } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
        out.unicodeScalars.append(scalar)
      } else {
        out += after[...semi]
      }
      rest = after[after.index(after: semi)...]
    }
    return out + rest
  }
}

/// A name from a file, shortened and limited to plain characters, for a problem message.
enum TerminalSafeName {
  static func of(_ text: String) -> String {
    String(text.unicodeScalars.prefix(40).map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
  }
}
