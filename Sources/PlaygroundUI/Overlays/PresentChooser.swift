import StatusBarCore

/// The small chooser `x` opens: a `modalPresentationStyle` and whether to wrap the new
/// controller in a navigation controller; or, with SwiftUI content, SwiftUI's `.sheet`,
/// `.fullScreenCover` or `.popover` presenting a new UIHostingController (R11.7).
struct PresentChooser: Hashable, Sendable {
  /// The styles in the order UIKit developers think of them.
  static let styles: [PresentationStyle] = [
    .automatic, .fullScreen, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext,
    .currentContext, .popover, .custom,
  ]

  /// SwiftUI's presentation modifiers and the style the hosting controller gets (nil: UIKit's
  /// default for the version, a sheet), with the version that has the modifier.
  static let swiftUIStyles: [(name: String, style: PresentationStyle?, introduced: OSVersion)] = [
    (".sheet", nil, SwiftUIAvailability.hosting),
    (".fullScreenCover", .fullScreen, SwiftUIAvailability.fullScreenCover),
    (".popover", .popover, SwiftUIAvailability.hosting),
  ]

  var index: Int
  var asNavigation = false
  /// The sheet's detent, if one is chosen (`sheetPresentationController`, iOS 15+).
  var detent: SheetDetent?

  /// No detent (UIKit's large), then medium, large and a custom 300 pt.
  static let detents: [SheetDetent?] = [nil, .medium, .large, .custom(300)]

  /// The next detent this iOS version has (a custom height needs iOS 16, the others iOS 15:
  /// D55); false, with no detent, when it has none.
  mutating func cycleDetent(os: OSVersion) -> Bool {
    let offered = Self.detents.filter { $0.map { os >= $0.introduced } ?? true }
    guard offered.count > 1 else {
      detent = nil
      return false
    }
    let current = offered.firstIndex(of: detent) ?? 0
    detent = offered[(current + 1) % offered.count]
    return true
  }

  /// Present SwiftUI content (a UIHostingController) instead of a UIKit controller.
  var asSwiftUI = false
  private var uikitIndex = 0

  /// The rows the chooser lists: UIKit styles, or SwiftUI modifiers.
  var rowCount: Int { asSwiftUI ? Self.swiftUIStyles.count : Self.styles.count }

  mutating func toggleSwiftUI() {
    if asSwiftUI {
      index = uikitIndex
    } else {
      uikitIndex = index
      index = 0
    }
    asSwiftUI.toggle()
  }

  /// Starts on UIKit's default style for the iOS version.
  init(os: OSVersion) {
    index = Self.styles.firstIndex(of: PresentationStyle.uikitDefault(on: os)) ?? 0
  }

  var style: PresentationStyle { asSwiftUI ? Self.swiftUIStyles[index].style ?? .automatic : Self.styles[index] }

  mutating func move(_ delta: Int) {
    index = (index + delta + rowCount) % rowCount
  }

  /// The action that presents a new controller with the chosen options.
  func action(in world: World) -> Action {
    var n = world.presented.count + 1
    while world.id(named: "Modal\(n)") != nil || world.id(named: "Modal\(n).root") != nil { n += 1 }
    // Never a detent the version does not have (the chooser does not offer one).
    let detentProperty =
      detent.flatMap { world.os >= $0.introduced ? [PropertyAssignment(.sheetDetent, .detent($0))] : nil } ?? []
    if asSwiftUI {
      var props: [PropertyAssignment] = []
      if let style = Self.swiftUIStyles[index].style { props.append(PropertyAssignment(.modalPresentationStyle, .presentation(style))) }
      if asNavigation { props.append(PropertyAssignment(.navigationStack, .bool(true))) }
      return .present("Modal\(n)", kind: .hosting, props + detentProperty)
    }
    return .present(
      "Modal\(n)", kind: asNavigation ? .navigation : .controller,
      [PropertyAssignment(.modalPresentationStyle, .presentation(style))] + detentProperty)
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
    if asSwiftUI, simulation.world.os < Self.swiftUIStyles[index].introduced {
      let entry = Self.swiftUIStyles[index]
      return "\(entry.name) needs \(entry.introduced.spoken) (here UIKit would present \(info.effective.swiftName)): \(info.reason)"
    }
    return info.reason
  }
}
