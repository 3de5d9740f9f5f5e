import CellGrid
import StatusBarCore
import Synchronization

/// Numbers that name one state of a changing value: each change takes the next number of one
/// process-wide counter, so two copies of an app that changed differently never share one.
enum Version {
  private static let counter = Atomic<UInt64>(1)

  static func next() -> UInt64 {
    counter.add(1, ordering: .relaxed).newValue
  }
}

/// What one frame drew, so the next can reuse it: a key says everything a region's drawing
/// depends on, and a region whose key and area are the same as in the previous frame is copied
/// from the previous grid instead of drawn again. The snapshot, the panels and their
/// arrangement are kept by key too. Shared by the copies of an app (keys are versions, unique
/// across copies); keeps one frame.
final class RenderMemo: Sendable {
  /// A region of the screen and everything its drawing depends on (besides the app's options,
  /// fixed for the app's life, and the frame's size).
  enum RegionKey: Hashable, Sendable {
    /// The device, its caption and its labels, at a screen size.
    case device(world: UInt64, focus: ControllerID?, animation: StatusBarAnimation?, width: Int, height: Int)
    case panel(PanelKey)
  }

  /// A panel and what it shows.
  enum PanelKey: Hashable, Sendable {
    case tree(world: UInt64, focus: ControllerID?)
    case trace(world: UInt64)
    case layout(world: UInt64)
    case log(world: UInt64, log: UInt64)
    case welcome(scene: String, steps: Int, width: Int, rows: Int)
    case lesson(lesson: UInt64, width: Int, rows: Int)
    case why(world: UInt64, width: Int, rows: Int)
    /// A panel drawn afresh every frame (it carries focus, scroll or held-back state).
    case unkeyed
  }

  struct ArrangementKey: Hashable, Sendable {
    /// Which of the screen's stacks (each arranges with its own minimums and priorities).
    var stack: Int
    var panels: [PanelKey]
    var area: Area
  }

  /// A panel wrapped for a box width.
  struct PreparedKey: Hashable, Sendable {
    var panel: PanelKey
    var width: Int
  }

  struct Frame: Sendable {
    var grid: Grid
    /// The regions drawn (not covered by an overlay) and where.
    var regions: [RegionKey: Area]
    /// The device region's answer: the area it left for the panels.
    var panelArea: Area?
  }

  private struct State: Sendable {
    var snapshot: (world: UInt64, value: Snapshot)?
    var panels: [PanelKey: Panel] = [:]
    var prepared: [PreparedKey: Panel] = [:]
    var arrangements: [ArrangementKey: [PanelStack.Placed]] = [:]
    var frame: Frame?
  }

  private let state = Mutex(State())

  /// The snapshot of a world version, computed once.
  func snapshot(world version: UInt64, _ make: () -> Snapshot) -> Snapshot {
    if let hit = state.withLock({ $0.snapshot }), hit.world == version { return hit.value }
    let value = make()
    state.withLock { $0.snapshot = (version, value) }
    return value
  }

  /// A panel by key, made once per frame that shows it.
  func panel(_ key: PanelKey, _ make: () -> Panel) -> Panel {
    if let hit = state.withLock({ $0.panels[key] }) { return hit }
    let value = make()
    state.withLock { $0.panels[key] = value }
    return value
  }

  /// A panel wrapped for a box width, once per frame that shows it so.
  func prepared(_ key: PreparedKey, _ make: () -> Panel) -> Panel {
    if let hit = state.withLock({ $0.prepared[key] }) { return hit }
    let value = make()
    state.withLock { $0.prepared[key] = value }
    return value
  }

  /// A column's panels arranged in an area, computed once per set of panels and area.
  func arrangement(_ key: ArrangementKey, _ make: () -> [PanelStack.Placed]) -> [PanelStack.Placed] {
    if let hit = state.withLock({ $0.arrangements[key] }) { return hit }
    let value = make()
    state.withLock { $0.arrangements[key] = value }
    return value
  }

  /// The previous frame when it can lend regions to one of this size.
  func previousFrame(width: Int, height: Int) -> Frame? {
    state.withLock { state in
      guard let frame = state.frame, frame.grid.width == width, frame.grid.height == height else { return nil }
      return frame
    }
  }

  /// Keeps a frame for the next one, and forgets panels and arrangements it did not use.
  func store(_ frame: Frame, panelKeys: Set<PanelKey>, arrangementKeys: Set<ArrangementKey>) {
    state.withLock { state in
      state.frame = frame
      state.panels = state.panels.filter { panelKeys.contains($0.key) }
      state.prepared = state.prepared.filter { panelKeys.contains($0.key.panel) }
      state.arrangements = state.arrangements.filter { arrangementKeys.contains($0.key) }
    }
  }
}
