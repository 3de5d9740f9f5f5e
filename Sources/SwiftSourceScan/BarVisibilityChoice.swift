/// D217: a choice on whether the status bar shows (`_statusBarVisible ? (h - 20) : h`,
/// `[self prefersStatusBarHidden] ? footer : footer + 20`, `isStatusBarHidden ? 0 : 20`) whose
/// branch taken while the bar shows holds a literal 20 the other branch does not: that 20 is the
/// bar's height, taken or given only when the bar is there (the plug's header, round 61).
enum BarVisibilityChoice {
  /// Which branch runs while the bar shows, by the condition's words: `then` for a condition
  /// that the bar shows (`statusBarVisible`, `showsStatusBar`, `!…statusBarHidden`), `else`
  /// for one that it is hidden; nil when the condition says neither.
  enum Branch { case then, otherwise }

  static func branchWhileShown(_ condition: String) -> Branch? {
    let lowered = condition.lowercased().filter { !$0.isWhitespace && $0 != "_" }
    let negated = lowered.hasPrefix("!") || lowered.hasPrefix("(!")
    let shows = ["statusbarvisible", "statusbarshown", "showstatusbar", "showsstatusbar", "statusbarisvisible"].contains { lowered.contains($0) }
    let hides = ["statusbarhidden", "hidestatusbar", "hidesstatusbar", "statusbarishidden"].contains { lowered.contains($0) }
    guard shows != hides else { return nil }
    // Only a test of the bar itself: `a && b` or a comparison says more than that.
    guard !lowered.contains("&&"), !lowered.contains("||"), !lowered.contains("=="), !lowered.contains("!=") else { return nil }
    return shows != negated ? .then : .otherwise
  }

  /// The offsets (in `branch`) of each literal 20 that is the whole branch or a term added or
  /// taken away, when `other` holds no literal 20.
  static func barTwenties(in branch: [UInt8], other: [UInt8]) -> [Int] {
    guard ObjectiveCStatements.literalTwenties(other).isEmpty else { return [] }
    let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: ")")]
    let arithmetic: Set<UInt8> = [UInt8(ascii: "+"), UInt8(ascii: "-")]
    var found: [Int] = []
    for literal in ObjectiveCStatements.literalTwenties(branch) {
      let before = branch[..<literal.lowerBound].reversed().drop { space.contains($0) }
      let after = branch[literal.upperBound...].drop { space.contains($0) }
      let alone = before.isEmpty && after.isEmpty
      let term = before.first.map(arithmetic.contains) == true || after.first.map(arithmetic.contains) == true
      if alone || term { found.append(literal.lowerBound) }
    }
    return found
  }
}
