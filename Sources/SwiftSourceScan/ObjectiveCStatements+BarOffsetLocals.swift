/// D259: a local given a literal 20 (`CGFloat top = 20.0;`, set to 0 on an iPad where the screen is
/// a form sheet) that the method then uses as the status bar's strip above a 44 pt bar: the y of a
/// rect 44 high (`CGRectMake(8.0, top, 44.0, 44.0)`, a bar's button or title) or added to 44
/// (`CGRectMake(0, 0, w, 88.0/2.0 + top)`, `44 + top`: a bar and the strip above it). The 20 is a
/// Home-button iPhone's status bar (R7.1): on a notch iPhone the bar's buttons sit under the clock.
/// kuaiyaoyue's eleven hand-built bars (round 88: 11 keyed lines, one a MAYBE); no other local of
/// 20 in rounds 59 to 90 is used so, and none of the 70 others is keyed. Reported at the
/// declaration, once; a local given a reading later (`top = statusBarFrame.size.height;`) is the
/// reading's fallback and is dropped.
extension ObjectiveCStatements {
  mutating func barOffsetLocals(_ raw: String, _ from: Int) {
    let compact = raw.filter { !$0.isWhitespace }
    if let declared = compact.firstMatch(of: Self.twentyLocal) {
      let name = String(declared.output.1)
      if let at = raw.firstRange(of: "20") { barOffsetLocalDeclarations[name] = from + raw.utf8.distance(from: raw.startIndex, to: at.lowerBound) }
      return
    }
    for (name, offset) in barOffsetLocalDeclarations where compact.contains(name) {
      // A reading given to it later: the 20 was its fallback.
      if let split = compact.firstIndex(of: "="), compact[..<split] == name, compact.index(after: split) < compact.endIndex,
        compact[compact.index(after: split)] != "=", compact[split...].contains(where: \.isLetter)
      {
        barOffsetLocalDeclarations[name] = nil
        continue
      }
      guard Self.usesAsBarStrip(compact, name) else { continue }
      barOffsetLocalDeclarations[name] = nil
      let location = text.location(path, offset)
      guard !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location.line == location.line }) else { continue }
      uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: "20"))
    }
  }

  /// `CGFloat top = 20.0;` (any C number type), spaces removed.
  nonisolated(unsafe) static let twentyLocal = #/^(?:CGFloat|float|double|int|NSInteger)([A-Za-z_][A-Za-z0-9_]*)=20(?:\.0*)?f?;?$/#

  /// The local is a 44-high rect's y, or added to 44 (`44.0+top`, `88.0/2.0+top`, `top+44`).
  static func usesAsBarStrip(_ compact: String, _ name: String) -> Bool {
    // Swift's regular expressions have no look-behind: the character before is matched instead.
    let word = name + "(?![A-Za-z0-9_])"
    let bar = "(?:44(?:\\.0*)?f?|88(?:\\.0*)?f?/2(?:\\.0*)?f?)"
    let patterns = [
      "CGRectMake\\([^,()]*," + word + ",[^,]*,44(?:\\.0*)?f?\\)",
      "(?:^|[^0-9.A-Za-z_])" + bar + "\\+" + word,
      "(?:^|[^A-Za-z0-9_.])" + word + "\\+44(?:\\.0*)?f?(?![0-9.])",
    ]
    return patterns.contains { pattern in (try? Regex(pattern)).map { compact.contains($0) } ?? false }
  }
}
