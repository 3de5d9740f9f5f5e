/// Who decided a lane (`styleDecidedBy` / `hiddenDecidedBy` of `state --json`, docs/cli.md).
public enum Decider: Hashable, Sendable, CustomStringConvertible {
  case controller(ControllerID, String)
  /// View-controller-based appearance is NO: `UIApplication`'s legacy values (R5.2).
  case application
  /// The launch screen: only Info.plist applies (R5.6); or, linked against iOS 27 with
  /// view-controller-based appearance NO, the launch values that the ignored setters leave (R13.2).
  case infoPlist
  /// A rule no controller can override, such as landscape on iOS 13+ (R8.2).
  case system
  /// The window has no root view controller: its root presentation controller (R1.1).
  case rootPresentationController

  public var description: String {
    switch self {
    case .controller(_, let name): name
    case .application: "UIApplication"
    case .infoPlist: "Info.plist"
    case .system: "system"
    case .rootPresentationController: "system"
    }
  }

  public var controllerID: ControllerID? {
    if case .controller(let id, _) = self { return id }
    return nil
  }
}

/// One query UIKit makes, in UIKit's words, with the rule it follows.
public struct TraceStep: Hashable, Sendable, CustomStringConvertible {
  public var text: String
  public var rule: Rule
  public init(_ text: String, _ rule: Rule) {
    self.text = text
    self.rule = rule
  }
  public var description: String { "\(text) \(rule)" }
}

/// A part of the bar styled by its own column (an expanded column-style split, R3.2).
public struct StatusBarRegion: Hashable, Sendable {
  /// The part of the bar the region at `index` of `count` styles (D86): leading, center, trailing.
  public static func partName(_ index: Int, of count: Int) -> String {
    index == 0 ? "leading" : index == count - 1 ? "trailing" : "center"
  }

  /// The column whose frame the part spans.
  public var column: ControllerID
  public var style: StatusBarStyle
  public var foreground: Foreground
  public var decider: Decider
}

/// The resolver's answer for both lanes (R1.3: they are independent).
public struct Evaluation: Hashable, Sendable {
  public var hidden: Bool
  public var hiddenDecider: Decider
  public var animation: UpdateAnimation
  public var style: StatusBarStyle
  public var foreground: Foreground
  public var styleDecider: Decider
  public var styleTrace: [TraceStep]
  public var hiddenTrace: [TraceStep]
  /// Controllers each lane asked something (childFor… or preferred…), in order.
  public var styleAsked: [ControllerID]
  public var hiddenAsked: [ControllerID]
  /// A one-line "why" per lane, for panels and the explanation.
  public var styleWhy: String
  public var hiddenWhy: String
  /// Parts of the bar styled separately, leading to trailing (empty: one style for the bar).
  public var regions: [StatusBarRegion] = []
  /// Why the text is not the colour the style gives, when it is not: `over the card's black
  /// backdrop` (D1). Headings show it beside the answer, where a reader looks first.
  public var foregroundReason: String? = nil

  static let placeholder = Evaluation(
    hidden: false, hiddenDecider: .system, animation: .fade, style: .default, foreground: .dark,
    styleDecider: .system, styleTrace: [], hiddenTrace: [], styleAsked: [], hiddenAsked: [],
    styleWhy: "", hiddenWhy: "")
}
