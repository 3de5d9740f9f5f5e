/// D88: the `statusBarFrame` an app reads. From iOS 8 it is the layout's frame, in interface
/// coordinates (R7.2). On iOS 7 the window and the screen keep the portrait coordinate system,
/// and the frame is given in it: in landscape the bar is a strip along one long edge of the
/// portrait screen. The layout itself stays in interface coordinates on every version.
extension Snapshot {
  /// What `UIApplication.statusBarFrame` returns (`sbplay state` and `state --json` report it).
  public var reportedStatusBarFrame: Rect {
    StatusBarFrameReport.reported(layout.statusBarFrame, environment: world.environment)
  }

  /// Why the reported frame is not the layout's, when it is not (nil otherwise).
  public var statusBarFrameNote: String? {
    let reported = reportedStatusBarFrame
    guard reported != layout.statusBarFrame else { return nil }
    return "statusBarFrame is in screen coordinates on \(world.environment.os.spoken) (D88): \(reported); in interface coordinates \(layout.statusBarFrame)"
  }
}

extension Environment {
  /// A status bar frame of this environment's layout as `statusBarFrame` reports it (D88).
  public func reportedStatusBarFrame(_ frame: Rect) -> Rect { StatusBarFrameReport.reported(frame, environment: self) }
}

enum StatusBarFrameReport {
  /// `frame` (interface coordinates, origin at the top-left of the interface) as the OS reports it.
  static func reported(_ frame: Rect, environment env: Environment) -> Rect {
    guard env.os < OSVersion(8), frame != .zero else { return frame }
    let portrait = env.device.screen
    let width = min(portrait.width, portrait.height)
    let height = max(portrait.width, portrait.height)
    let bar = frame.height
    switch env.orientation {
    case .portrait: return frame
    case .portraitUpsideDown: return Rect(x: 0, y: height - bar, width: width, height: bar)
    // Landscape left: the home button on the left, the portrait screen's left edge on top.
    case .landscapeLeft: return Rect(x: 0, y: 0, width: bar, height: height)
    case .landscapeRight: return Rect(x: width - bar, y: 0, width: bar, height: height)
    }
  }
}
