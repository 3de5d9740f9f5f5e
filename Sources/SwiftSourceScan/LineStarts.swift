/// Where a file's lines start (UTF-8 offsets), and the line and column of an offset: one table
/// for the Swift files (`ParsedFile`) and the Objective-C ones (`ObjectiveCText`).
enum LineStarts {
  /// Lines end at `\n`, `\r\n` or a lone `\r`, as swift-syntax counts them.
  static func of(_ text: String) -> [Int] {
    var starts = [0]
    var previous: UInt8 = 0
    var offset = 0
    for byte in text.utf8 {
      if previous == UInt8(ascii: "\r") && byte != UInt8(ascii: "\n") { starts.append(offset) }
      if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
      previous = byte
      offset += 1
    }
    if previous == UInt8(ascii: "\r") { starts.append(offset) }
    return starts
  }

  /// The line and column (both from 1, the column in UTF-8 bytes) of a UTF-8 offset.
  static func lineAndColumn(at offset: Int, in starts: [Int]) -> (line: Int, column: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }
}
