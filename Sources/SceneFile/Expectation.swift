import StatusBarCore

/// One `frame` entry of an expectation: a frame's name (as in the JSON `frames`) and its
/// `[x, y, width, height]` in points.
public struct FrameExpectation: Sendable, Hashable {
  public var name: String
  public var rect: [Double]

  public init(name: String, rect: [Double]) {
    self.name = name
    self.rect = rect
  }
}

/// What must hold after a lesson step (`expect:`). Absent fields are not checked.
public struct Expectation: Sendable, Hashable {
  public var hidden: Bool?
  public var style: StatusBarStyle?
  public var foreground: Foreground?
  /// `statusBarFrame.height` in points (0 when hidden).
  public var height: Double?
  /// `Decider.description` of the style lane: a controller name, `UIApplication`, `Info.plist`, `system`.
  public var styleDecidedBy: String?
  public var hiddenDecidedBy: String?
  public var animation: UpdateAnimation?
  public var pendingUpdate: Bool?
  /// Frames in the order the file lists them.
  public var frames: [FrameExpectation]
  /// Text that one warning (or one note of the step's actions) must contain.
  public var warning: String?

  public init(
    hidden: Bool? = nil, style: StatusBarStyle? = nil, foreground: Foreground? = nil, height: Double? = nil,
    styleDecidedBy: String? = nil, hiddenDecidedBy: String? = nil, animation: UpdateAnimation? = nil,
    pendingUpdate: Bool? = nil, frames: [FrameExpectation] = [], warning: String? = nil
  ) {
    self.hidden = hidden
    self.style = style
    self.foreground = foreground
    self.height = height
    self.styleDecidedBy = styleDecidedBy
    self.hiddenDecidedBy = hiddenDecidedBy
    self.animation = animation
    self.pendingUpdate = pendingUpdate
    self.frames = frames
    self.warning = warning
  }

  /// Nothing to check.
  public var isEmpty: Bool { self == Expectation() }
}
