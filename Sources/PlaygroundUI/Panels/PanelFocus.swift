import CellGrid
import StatusBarCore

/// The panels beside the device that the user can focus, scroll, zoom and hide:
/// every panel can be read whole, whatever the terminal's size.
enum PanelID: String, CaseIterable, Hashable, Sendable {
  case lesson, why, tree, trace, layout, log

  var title: String {
    switch self {
    case .lesson: "lesson"
    case .why: "why"
    case .tree: "tree"
    case .trace: "resolver"
    case .layout: "layout"
    case .log: "log"
    }
  }
}

/// The size the screen was last drawn at (set by `render`), shared by copies of the app: a hint
/// for scrolling, never part of what is drawn.
final class LastScreenSize: @unchecked Sendable {
  // The app runs on one thread (the terminal loop's); a test's app is its own.
  private(set) var size: (width: Int, height: Int)?

  func set(width: Int, height: Int) { size = (width, height) }
}
