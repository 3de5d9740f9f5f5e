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

/// What one frame drew, so the next can reuse it: the device region by a key that says
/// everything its drawing depends on, each panel by the panel itself (a panel equal to the one
/// drawn in the same box last frame is copied from the previous grid instead of drawn again).
/// Panels are made once per key and wrapped once per key and width. Shared by the copies of an
/// app (keys are versions, unique across copies); keeps one frame.
final class RenderMemo: Sendable {
  /// The device, its caption and its labels, and everything their drawing depends on (besides
  /// the app's glyphs and presenter mode, fixed for the app's life).
  struct DeviceKey: Hashable, Sendable {
    var world: UInt64
    var focus: ControllerID?
    var animation: StatusBarAnimation?
    /// A prediction is open: the bar is masked and the labels held back.
    var heldBack: Bool
    var background: TerminalBackground
    var width: Int
    var height: Int
  }

  /// A panel and what it shows: what making it depends on.
  enum PanelKey: Hashable, Sendable {
    case tree(world: UInt64, focus: ControllerID?, heldBack: Bool)
    /// The tree without the focus marks (moving the focus keeps it).
    case treeBase(world: UInt64, heldBack: Bool)
    case trace(world: UInt64, heldBack: Bool)
    /// By what the panel shows (``RenderMemo/layoutPanel(_:)``'s version), not by world:
    /// a key that moves nothing keeps the panel, its wrapping and its drawing.
    case layout(shows: UInt64, heldBack: Bool)
    case log(world: UInt64, log: UInt64, heldBack: Bool)
    case welcome(scene: String, steps: Int, width: Int, rows: Int)
    case lesson(lesson: UInt64, width: Int, rows: Int)
    case why(world: UInt64, width: Int, rows: Int)
    /// The prediction while exploring, by what it shows.
    case guess(Int, String)
    /// A panel made afresh every frame.
    case unkeyed
  }

  /// A panel wrapped for a box width.
  struct PreparedKey: Hashable, Sendable {
    var panel: PanelKey
    var width: Int
  }

  struct Frame: Sendable {
    var grid: Grid
    /// The colours it was drawn for (a panel equal to last frame's is not the same drawing
    /// once the terminal's background answer switched the theme).
    var background: TerminalBackground
    /// The title bar drawn on the first row.
    var titleBar: TitleBar?
    /// Where the device was drawn with what key, and the area it left for the panels.
    var device: (key: DeviceKey, area: Area, panelArea: Area)?
    /// The panels drawn and their boxes.
    var panels: [DrawnPanel]
  }

  /// What the last frame copied and drew (for tests and `sbplay bench`).
  struct Reuse: Hashable, Sendable {
    var deviceCopied = false
    var panelsCopied: [PanelID?] = []
    var panelsDrawn: [PanelID?] = []
  }

  private struct State: Sendable {
    var reuse = Reuse()
    var snapshot: (world: UInt64, value: Snapshot)?
    // A frame shows a handful of panels: arrays searched in order (a dictionary keyed by these
    // types costs a conformance lookup across the whole binary the first time). Structs (not
    // tuples: an array of tuples is destroyed element by element through the runtime's
    // generic tuple code; and not one generic struct, whose metadata the runtime would build
    // from its mangled name, checking `Equatable` with a scan of every conformance.)
    var panels: [MadePanel] = []
    var prepared: [PreparedPanel] = []
    var frame: Frame?
    /// The last layout panel made, by what it shows.
    var layoutPanel: (inputs: LayoutPanel.Inputs, panel: Panel, version: UInt64)?
    var layoutPanelsMade = 0
  }

  /// A panel drawn and its box.
  struct DrawnPanel: Sendable {
    var panel: Panel
    var area: Area
  }

  /// A panel and the key it was made by.
  struct MadePanel: Sendable {
    var key: PanelKey
    var panel: Panel
  }

  /// A panel and the key and width it was wrapped for.
  struct PreparedPanel: Sendable {
    var key: PreparedKey
    var panel: Panel
  }

  private let state = Mutex(State())

  /// What the last frame copied and drew.
  var lastReuse: Reuse {
    state.withLock { $0.reuse }
  }

  func noteReuse(_ reuse: Reuse) { state.withLock { $0.reuse = reuse } }

  /// The snapshot of a world version, computed once.
  func snapshot(world version: UInt64, _ make: () -> Snapshot) -> Snapshot {
    if let hit = state.withLock({ $0.snapshot }), hit.world == version { return hit.value }
    let value = make()
    state.withLock { $0.snapshot = (version, value) }
    return value
  }

  /// A panel by key, made once while frames show it.
  func panel(_ key: PanelKey, _ make: () -> Panel) -> Panel {
    guard key != .unkeyed else { return make() }
    if let hit = state.withLock({ $0.panels.first { $0.key == key }?.panel }) { return hit }
    let value = make()
    state.withLock { $0.panels.append(MadePanel(key: key, panel: value)) }
    return value
  }

  /// The layout panel for what it shows, and a version naming that: the last one made when
  /// its inputs are equal (most keys change the world but move nothing).
  func layoutPanel(_ inputs: LayoutPanel.Inputs) -> (panel: Panel, version: UInt64) {
    if let hit = state.withLock({ $0.layoutPanel }), hit.inputs == inputs { return (hit.panel, hit.version) }
    let made = (panel: LayoutPanel.make(inputs), version: Version.next())
    state.withLock {
      $0.layoutPanel = (inputs, made.panel, made.version)
      $0.layoutPanelsMade += 1
    }
    return made
  }

  /// How many layout panels were made (for tests).
  var layoutPanelsMade: Int { state.withLock { $0.layoutPanelsMade } }

  /// A panel wrapped for a box width, once while frames show it so.
  func prepared(_ key: PreparedKey, _ make: () -> Panel) -> Panel {
    guard key.panel != .unkeyed else { return make() }
    if let hit = state.withLock({ $0.prepared.first { $0.key == key }?.panel }) { return hit }
    let value = make()
    state.withLock { $0.prepared.append(PreparedPanel(key: key, panel: value)) }
    return value
  }

  /// The previous frame when it can lend regions to one of this size.
  func previousFrame(width: Int, height: Int, background: TerminalBackground) -> Frame? {
    state.withLock { state in
      guard let frame = state.frame, frame.grid.width == width, frame.grid.height == height,
        frame.background == background
      else { return nil }
      return frame
    }
  }

  /// Keeps a frame for the next one (nil: the next frame draws everything), and forgets the
  /// panels that frame did not use.
  func store(_ frame: Frame?, panelKeys: [PanelKey]) {
    state.withLock { state in
      state.frame = frame
      state.panels.removeAll { !panelKeys.contains($0.key) }
      state.prepared.removeAll { !panelKeys.contains($0.key.panel) }
    }
  }
}
