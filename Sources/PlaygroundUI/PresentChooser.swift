import StatusBarCore

/// The small chooser `x` opens: a `modalPresentationStyle` and whether to wrap the new
/// controller in a navigation controller.
struct PresentChooser: Hashable, Sendable {
  /// The styles in the order UIKit developers think of them.
  static let styles: [PresentationStyle] = [
    .automatic, .fullScreen, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext,
    .currentContext, .popover, .custom,
  ]

  var index: Int
  var asNavigation = false
  /// The sheet's detent, if one is chosen (`sheetPresentationController`, iOS 15+).
  var detent: SheetDetent?

  /// No detent (UIKit's large), then medium, large and a custom 300 pt.
  static let detents: [SheetDetent?] = [nil, .medium, .large, .custom(300)]

  mutating func cycleDetent() {
    let current = Self.detents.firstIndex(of: detent) ?? 0
    detent = Self.detents[(current + 1) % Self.detents.count]
  }

  /// Starts on UIKit's default style for the iOS version.
  init(os: OSVersion) {
    index = Self.styles.firstIndex(of: PresentationStyle.uikitDefault(on: os)) ?? 0
  }

  var style: PresentationStyle { Self.styles[index] }

  mutating func move(_ delta: Int) {
    index = (index + delta + Self.styles.count) % Self.styles.count
  }

  /// The action that presents a new controller with the chosen options.
  func action(in world: World) -> Action {
    var n = world.presented.count + 1
    while world.id(named: "Modal\(n)") != nil || world.id(named: "Modal\(n).root") != nil { n += 1 }
    var properties = [PropertyAssignment(.modalPresentationStyle, .presentation(style))]
    if let detent { properties.append(PropertyAssignment(.sheetDetent, .detent(detent))) }
    return .present("Modal\(n)", kind: asNavigation ? .navigation : .controller, properties)
  }

  /// What presenting would do, found by trying it on a copy of the simulation.
  func preview(_ simulation: Simulation) -> String {
    var copy = simulation
    do {
      try copy.perform(action(in: simulation.world))
    } catch {
      return "refused: \(error.message)"
    }
    let world = copy.world
    guard !world.presented.isEmpty else { return "" }
    let info = world.presentationInfo(at: world.presented.count - 1)
    return info.reason
  }
}
