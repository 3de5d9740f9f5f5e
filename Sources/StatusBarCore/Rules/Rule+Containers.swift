/// Rules and decisions for the split and page containers and for sheet detents. Decisions for
/// these kinds are numbered from D50 (after the decisions D1 … D43 of docs/rules.md).
extension Rule {
  /// UIPageViewController: no source; it does not forward (D6).
  static let r3_3 = Rule("R3.3", .unsure)
  /// D50: a split styling the bar in parts: the overall answer is the trailing part's (D86).
  static let d50 = Rule("D50", .likely)
  /// D51: a split does not forward prefersStatusBarHidden (no childForStatusBarHidden override).
  static let d51 = Rule("D51", .likely)
  /// D52: `.automatic` display mode: beside in landscape, secondary only in portrait (iPad).
  static let d52 = Rule("D52", .unsure)
  /// D53: collapsed, a split shows its primary column.
  static let d53 = Rule("D53", .likely)
  /// D54: a page change does not re-evaluate the bar (Pageboy #38).
  static let d54 = Rule("D54", .likely)
  /// D55: detents: only the large detent scales the presenter back (iOS 15+).
  static let d55 = Rule("D55", .likely)
  /// D56: the medium detent stands half the window high.
  static let d56 = Rule("D56", .unsure)
}
