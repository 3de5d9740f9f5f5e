/// Two states side by side, field by field, marking what differs (`sbplay compare`).
public struct Comparison: Hashable, Sendable {
  public struct Row: Hashable, Sendable, Codable {
    public var field: String
    public var left: String
    public var right: String
    public var differs: Bool { left != right }
  }

  public var rows: [Row]

  public init(left: ResolvedState, right: ResolvedState) {
    var rows: [Row] = []
    func add(_ field: String, _ l: String, _ r: String) { rows.append(Row(field: field, left: l, right: r)) }
    func frame(_ values: [Double]?) -> String {
      guard let values, values.count == 4 else { return "—" }
      return "(" + values.map(\.pointString).joined(separator: ", ") + ")"
    }
    add("device", left.device, right.device)
    add("os", left.os, right.os)
    add("orientation", left.orientation, right.orientation)
    add("appearance", left.appearance, right.appearance)
    add("inCall", String(left.inCall), String(right.inCall))
    add("hidden", String(left.statusBar.hidden), String(right.statusBar.hidden))
    add("style", left.statusBar.style, right.statusBar.style)
    add("foreground", left.statusBar.foreground, right.statusBar.foreground)
    add("height", left.statusBar.height.pointString, right.statusBar.height.pointString)
    add("styleDecidedBy", left.statusBar.styleDecidedBy, right.statusBar.styleDecidedBy)
    add("hiddenDecidedBy", left.statusBar.hiddenDecidedBy, right.statusBar.hiddenDecidedBy)
    add("animation", left.statusBar.animation, right.statusBar.animation)
    add("pendingUpdate", String(left.statusBar.pendingUpdate), String(right.statusBar.pendingUpdate))
    let l = left.safeAreaInsets
    let r = right.safeAreaInsets
    add("safeArea.top", l.top.pointString, r.top.pointString)
    add("safeArea.bottom", l.bottom.pointString, r.bottom.pointString)
    add("safeArea.left/right", "\(l.left.pointString)/\(l.right.pointString)", "\(r.left.pointString)/\(r.right.pointString)")
    let names = Set(left.frames.keys).union(right.frames.keys).sorted()
    for name in names { add("frame " + name, frame(left.frames[name]), frame(right.frames[name])) }
    self.rows = rows
  }

  public var differences: [Row] { rows.filter(\.differs) }
}
