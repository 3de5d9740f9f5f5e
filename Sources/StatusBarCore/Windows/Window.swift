/// `UIWindow.Level`: a number; UIKit names three (R12.1). Higher levels are in front.
public struct WindowLevel: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var rawValue: Double
  public init(_ rawValue: Double) { self.rawValue = rawValue }

  public static let normal = WindowLevel(0)
  public static let statusBar = WindowLevel(1000)
  public static let alert = WindowLevel(2000)
  static let named: [(String, WindowLevel)] = [("normal", .normal), ("statusBar", .statusBar), ("alert", .alert)]
  public static let names = named.map(\.0)

  /// `normal`, `statusBar`, `alert`, or a number (`1500`, `-1`, `2000.5`).
  public init?(parsing text: String) {
    var word = text.trimmingWhitespace()
    if word.hasPrefix(".") { word.removeFirst() }
    if let found = Self.named.first(where: { $0.0 == word }) {
      self = found.1
    } else if let number = Double(word), number.isFinite, abs(number) <= 10_000_000 {
      self.init(number)
    } else {
      return nil
    }
  }

  /// `alert`, or the number for an unnamed level.
  public var description: String {
    Self.named.first { $0.1 == self }?.0 ?? rawValue.pointString
  }

  /// `UIWindow.Level.alert`, or `UIWindow.Level(rawValue: 1500)`.
  public var swiftName: String {
    Self.named.first { $0.1 == self }.map { "." + $0.0 } ?? "UIWindow.Level(rawValue: \(rawValue.pointString))"
  }

  /// "alert, 2000", for traces.
  public var spoken: String {
    Self.named.first { $0.1 == self }.map { "\($0.0), \(rawValue.pointString)" } ?? rawValue.pointString
  }

  public static func < (lhs: WindowLevel, rhs: WindowLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A window other than the app's main one: a toast, HUD, banner or debug tool (R12). Its root
/// controller and subtree live in the world's controller store like the main window's.
public struct AppWindow: Hashable, Sendable {
  public var name: String
  public var level: WindowLevel = .normal
  public var isHidden = false
  /// `rootViewController`; nil for a window without one (D41).
  public var root: ControllerID?
  /// False when the window overrides the private `_canAffectStatusBarAppearance` to return NO
  /// (R12.3): UIKit skips it.
  public var canAffectStatusBarAppearance = true
  /// The root controller answers with another window's answer: its `preferredStatusBarStyle`
  /// and `prefersStatusBarHidden` return what that window's controller returns (app code, D42).
  public var forwardsTo: String?
  /// The height of a window pinned to the top of the screen (a toast); nil for full screen.
  public var height: Double?
  /// Stacking within a level: larger is in front. Showing a window orders it front (D40).
  public var order = 0

  public init(name: String, level: WindowLevel = .normal, root: ControllerID? = nil) {
    self.name = name
    self.level = level
    self.root = root
  }
}

/// A window of the world: the main one (`World.root`, `World.presented`) or an extra one.
public enum WindowRef: Hashable, Sendable {
  case main
  case extra(Int)
}

/// Why a window does not decide the status bar (R12.1, R12.3).
public enum WindowSkip: Hashable, Sendable {
  case hidden
  case cannotAffect
  case below(String)
}

/// Which window decides, and why each other one does not (R12.1).
public struct WindowChoice: Hashable, Sendable {
  public var decider: WindowRef
  /// Every other window, front to back, with why it was skipped.
  public var skipped: [(window: WindowRef, reason: WindowSkip)]

  public static func == (lhs: WindowChoice, rhs: WindowChoice) -> Bool {
    lhs.decider == rhs.decider && lhs.skipped.map(\.window) == rhs.skipped.map(\.window)
      && lhs.skipped.map(\.reason) == rhs.skipped.map(\.reason)
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(decider) }
}

/// The main window's own settings (its root and presentations are `World.root` / `presented`).
public struct MainWindowSettings: Hashable, Sendable {
  public var name = "Main"
  public var level: WindowLevel = .normal
  public var order = 0
  public init() {}
}

/// A window with its root's subtree, as a value: how scene files describe extra windows and how
/// a world's windows are read back for saving and exporting.
public struct WindowNode: Hashable, Sendable {
  /// The window's settings; its `root` id and `order` are ignored here.
  public var window: AppWindow
  public var root: ControllerNode?
  public init(_ window: AppWindow, root: ControllerNode?) {
    self.window = window
    self.root = root
  }
}

extension World {
  /// Adds windows in the order they were shown (back to front within a level, D40) and
  /// evaluates again. `mainPosition` is where the main window was shown among them (nil: first).
  public mutating func install(
    windows nodes: [WindowNode], mainPosition: Int? = nil, mainLevel: WindowLevel = .normal, keyWindow: String? = nil
  ) {
    var counter = 1
    mainWindow.level = mainLevel
    mainWindow.order = 0
    for (position, node) in nodes.enumerated() {
      if let mainPosition, mainPosition == position, position > 0 {
        mainWindow.order = counter
        counter += 1
      }
      var window = node.window
      window.root = node.root.map { insert($0, parent: nil) }
      window.order = counter
      counter += 1
      windows.append(window)
    }
    if let mainPosition, mainPosition >= nodes.count, mainPosition > 0 { mainWindow.order = counter }
    self.keyWindow = keyWindow == mainWindow.name ? nil : keyWindow
    evaluateInitialState()
  }

  /// The extra windows in the order they were shown, with where the main window goes among
  /// them (nil when it was shown first).
  public func windowNodes() -> (windows: [WindowNode], mainPosition: Int?) {
    let sorted = windows.sorted { $0.order < $1.order }
    let before = sorted.filter { $0.order < mainWindow.order }.count
    let nodes = sorted.map { window in WindowNode(window, root: window.root.flatMap { node(for: $0) }) }
    return (nodes, before == 0 ? nil : before)
  }
}
