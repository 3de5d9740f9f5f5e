import StatusBarCore

/// A hide or show of the status bar in progress: the layout before, how it animates, and how
/// far it has got. The layout after is the world's current one.
struct StatusBarAnimation: Hashable, Sendable {
  var kind: UpdateAnimation
  var toHidden: Bool
  /// The layout before the change (the bar visible when hiding, hidden when showing).
  var from: Layout
  /// The foreground the bar had before (drawn while it hides).
  var fromForeground: Foreground
  var elapsed = 0
  var duration: Int

  /// 0 at the start, 1 at the end, eased in and out.
  var progress: Double {
    guard duration > 0 else { return 1 }
    let t = min(1, max(0, Double(elapsed) / Double(duration)))
    return t * t * (3 - 2 * t)
  }

  var isFinished: Bool { elapsed >= duration }

  /// A frame between `from` and `to`, matched by name; frames only in `to` are taken as they are.
  static func interpolate(from: Layout, to: Layout, progress p: Double) -> Layout {
    var result = to
    func mix(_ a: Rect, _ b: Rect) -> Rect {
      Rect(
        x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p,
        width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }
    let old = Dictionary(
      from.frames.map { ($0.name, $0.rect) }, uniquingKeysWith: { first, _ in first })
    for index in result.frames.indices {
      if let before = old[result.frames[index].name] {
        result.frames[index].rect = mix(before, result.frames[index].rect)
      }
    }
    return result
  }
}
