/// D248: a view's top set to a literal 64 alone through a frame category's accessor
/// (`self.bgImageView.y = 64;`, `weatherView.top = 64;`) puts it right below a Home-button iPhone's
/// status bar and navigation bar; from 88 to 108 pt of bars elsewhere, it sits under the navigation
/// bar. freshake's sign-in, gift card and order screens (13 such lines, round 85) and TGFNews'
/// weather view (round 59): every key that met one flagged it. A 20 put so is as often a margin
/// (mocotime, JumpDemo, QiJiMaShuCoach: none keyed): not read. Only the whole value (`= 64`, `=
/// 64.0f`), not `= 64 + x` nor `== 64`. A frame's `origin.y` (a copy, D161) is not read so: no
/// key has met one.
extension ObjectiveCStatements {
  /// The accessors categories on UIView give a view's top (`y`, `top`, `originY`, `frameTop`, `frameY`, MJRefresh's `mj_y`, YYKit's `yy_top`…).
  static let topAccessors: Set<String> = ["y", "top", "originy", "frametop", "framey", "mj_y", "ly_y", "yy_top", "sd_y", "sj_y", "viewy"]

  mutating func topsBelowTheBars(_ raw: String, _ from: Int) {
    let compact = raw.filter { !$0.isWhitespace }
    guard let equals = compact.firstIndex(of: "="), compact.hasSuffix(";") || !compact.contains(";") else { return }
    let left = compact[..<equals].lowercased()
    let right = compact[compact.index(after: equals)...].drop { $0 == "(" }.prefix { $0 != ";" && $0 != ")" }
    guard !right.hasPrefix("="), FrameBelowTheBars.offset(String(right)) == Self.barsNumeral else { return }
    // `x.y`: the last name of what is assigned, on a receiver.
    let names = left.split(separator: ".")
    guard names.count >= 2, let last = names.last, Self.topAccessors.contains(String(last)), names[names.count - 2] != "origin",
      !insideEmptyReadingCheck()
    else { return }
    let bytes = Array(raw.utf8)
    guard let literal = Self.literals(of: Array(Self.barsNumeral.utf8), in: bytes).last else { return }
    let location = text.location(path, from + literal.lowerBound)
    guard !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location.line == location.line }) else { return }
    uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: Self.barsNumeral))
  }
}
