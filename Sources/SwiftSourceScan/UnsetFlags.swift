import Foundation

/// D152: a `Bool` stored property declared `false` that guards a UIApplication setter
/// (`if adjustsStatusBarStyle { UIApplication.shared.setStatusBarStyle(…) }`, BRYXBanner in
/// CUP-carsharing, round 44) and that nothing in the app ever assigns or passes by label: the
/// guarded code never runs. One pass over the files' text, only when there are such flags.
enum UnsetFlags {
  /// The flags (of `declared`) that no file assigns (`flag = `, `flag: ` as a label, `$flag`),
  /// outside the flag's own declaration; empty when a file cannot be read again.
  static func neverSet(_ declared: [String: (file: String, range: Range<Int>)], in paths: [String], texts: [String: String]) -> Set<String> {
    guard !declared.isEmpty, declared.count <= 64 else { return [] }
    var set: Set<String> = []
    let lengths = Set(declared.keys.map(\.utf8.count))
    for path in paths {
      guard let bytes = SourceText.bytes(of: path, texts: texts) else { return [] }
      // Comments are read too: a commented-out assignment keeps the finding.
      UnusedDeclarations.forEachWord(in: bytes, lengths: lengths, skippingComments: false) { word, start, end in
        guard let flag = declared[word], !(flag.file == path && flag.range.contains(start)) else { return }
        let n = bytes.count
        var k = end
        while k < n, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        let assigned = k < n && bytes[k] == UInt8(ascii: "=") && (k + 1 >= n || bytes[k + 1] != UInt8(ascii: "="))
        let labelled = k < n && bytes[k] == UInt8(ascii: ":")
        let projected = start > 0 && bytes[start - 1] == UInt8(ascii: "$")
        let toggled = bytes[end..<min(n, end + 8)].starts(with: Array(".toggle".utf8))
        if assigned || labelled || projected || toggled { set.insert(word) }
      }
    }
    return Set(declared.keys).subtracting(set)
  }
}
