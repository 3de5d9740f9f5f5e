/// "Did you mean …?" for unknown names: the closest candidate by edit distance.
public enum Suggestions {
  /// The candidate closest to `word`, if it is close enough to be a plausible typo.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    // Short words need a near match ("psh" → "push"), longer ones allow a third of their length.
    let limit = word.count <= 3 ? 1 : max(2, min(word.count, candidate.count) / 3)
    if distance <= limit { return candidate }
    // A prefix or containment match also counts ("14 pro" → "iPhone 14 Pro").
    if lowered.count >= 3, candidate.lowercased().contains(lowered) { return candidate }
    return nil
  }

  /// ", did you mean `x`?" or "".
  public static func didYouMean(_ word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { ", did you mean `\($0)`?" } ?? ""
  }

  /// Edit distance where a swap of neighbours counts as one edit (optimal string alignment),
  /// so `sya` is one step from `say`. Inputs are capped at 200 characters.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.prefix(200))
    let b = Array(b.prefix(200))
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
