/// How a presented controller is shown, and whether it takes status bar control (R4.1, R4.2).
public struct PresentationInfo: Hashable, Sendable {
  public enum Shape: String, Hashable, Sendable {
    /// Covers the window; the presenter's views are removed.
    case fullScreen
    /// Covers the window; the presenter's views stay (overFullScreen, overCurrentContext, custom).
    case overFullScreen
    /// iOS 13+ card on iPhone: the presenter is scaled back.
    case card
    /// iPad form/page sheet.
    case padSheet
    /// iPad popover.
    case popover
  }

  /// `modalPresentationStyle` as set (or UIKit's default for the iOS version).
  public var requested: PresentationStyle
  /// After `.automatic` and adaptation are resolved.
  public var effective: PresentationStyle
  public var shape: Shape
  /// The presented controller takes status bar control without capturing.
  public var controls: Bool
  /// Why, in one phrase ("presented .pageSheet: a card sheet on iOS 13+").
  public var reason: String
  public var rule: Rule
  /// Set when the requested style does not exist on this iOS version.
  public var unavailable: Bool
  /// The sheet's detent in effect (iOS 15+ iPhone card sheets; `.large` otherwise).
  public var detent: SheetDetent = .large

  /// A card sheet at its large detent scales the presenter back behind it (R4.5, D55).
  public var scalesPresenterBack: Bool { shape == .card && detent == .large }

  public var removesPresenterViews: Bool { shape == .fullScreen }
}

extension World {
  /// The presentation of `presented[index]` (R4.2's table, D11, D12).
  public func presentationInfo(at index: Int) -> PresentationInfo {
    let id = presented[index]
    let vc = controllers[id]
    let os = environment.os
    let phone = environment.device.isPhone
    let own = vc?.modalPresentationStyle == nil ? vc?.behavior.defaultPresentation(environment: environment) : nil
    let requested = vc?.modalPresentationStyle ?? own?.style ?? PresentationStyle.uikitDefault(on: os)
    var style = requested
    var unavailable = false
    if os < requested.introduced {
      unavailable = true
      style = .fullScreen
    }
    var note = ""
    if style == .automatic {
      style = os.atLeast(18) ? .formSheet : .pageSheet
      note = ".automatic resolves to \(style.swiftName) on \(os.spoken); "
    }
    if unavailable {
      note = "\(requested.swiftName) does not exist before \(requested.introduced.spoken), UIKit uses .fullScreen; "
    }
    func info(_ shape: PresentationInfo.Shape, _ controls: Bool, _ reason: String, _ rule: Rule)
      -> PresentationInfo
    {
      PresentationInfo(
        requested: requested, effective: style, shape: shape, controls: controls,
        reason: (own.map { "\($0.why) (\($0.rule.id)); " } ?? "") + note + reason, rule: rule, unavailable: unavailable)
    }
    switch style {
    case .fullScreen, .automatic:
      return info(.fullScreen, true, "presented .fullScreen: control is transferred", .r4_1)
    case .overFullScreen:
      return info(.overFullScreen, false, "presented .overFullScreen: the presenter's views stay, no control", .r4_2)
    case .overCurrentContext:
      return info(.overFullScreen, false, "presented .overCurrentContext: no control", .r4_2)
    case .custom:
      if os >= OSVersion(8, 3), os < OSVersion(10) {
        return info(.overFullScreen, true, "presented .custom on iOS 8.3 … 9: its presentation controller hands control to the presented controller", .d89)
      }
      return info(.overFullScreen, false, "presented .custom: its presentation controller keeps the presenter's views, no control", .r4_2)
    case .currentContext:
      if index == 0 {
        return info(.fullScreen, true, "presented .currentContext from the root context: like .fullScreen", .d12)
      }
      let previous = presentationInfo(at: index - 1)
      return info(
        previous.shape == .fullScreen ? .fullScreen : previous.shape, previous.controls,
        "presented .currentContext inside a presented context: inherits its control (\(previous.controls ? "yes" : "no"))",
        .d12)
    case .pageSheet, .formSheet:
      if !phone {
        return info(.padSheet, false, "presented \(style.swiftName) on iPad: a sheet, no control", .r4_2Likely)
      }
      if !os.atLeast(13) {
        return info(.fullScreen, true, "presented \(style.swiftName) on iPhone before iOS 13: adapts to full screen", .r4_2Likely)
      }
      if environment.orientation.isLandscape {
        return info(.fullScreen, true, "presented \(style.swiftName) in compact height: the sheet covers the status bar area", .r4_2Likely)
      }
      var card = info(.card, false, "presented \(style.swiftName): a card sheet on \(os.spoken), not full screen", .r4_2Likely)
      card.detent = sheetDetent(of: vc)
      if card.detent != .large { card.reason += ", at its \(card.detent) detent" }
      return card
    case .popover:
      if !phone {
        return info(.popover, false, "presented .popover on iPad: a popover, no control", .r4_2)
      }
      if !os.atLeast(13) {
        return info(.fullScreen, true, "presented .popover on iPhone before iOS 13: adapts to full screen", .d11)
      }
      if environment.orientation.isLandscape {
        return info(.fullScreen, true, "presented .popover on iPhone in compact height: adapts to a full-screen sheet", .d11)
      }
      var card = info(.card, false, "presented .popover on iPhone, iOS 13+: adapts to a sheet, no control", .d11)
      card.detent = sheetDetent(of: vc)
      return card
    }
  }

  /// The detent a card sheet stands at: its `sheetDetent` where this iOS version has it (D55).
  func sheetDetent(of vc: Controller?) -> SheetDetent {
    guard let detent = vc?.sheetDetent, environment.os >= detent.introduced else { return .large }
    return detent
  }

  /// D90: on iOS 8 and 9, the first presentation that neither controls nor captures; nothing
  /// presented above it becomes the status bar controller. nil on other versions.
  public var chainBreakingPresentation: Int? {
    let os = environment.os
    guard os >= OSVersion(8), os < OSVersion(10) else { return nil }
    return presented.indices.first { index in
      !presentationInfo(at: index).controls && controllers[presented[index]]?.modalPresentationCapturesStatusBarAppearance != true
    }
  }

  /// Index of the first presentation still on screen: everything below a presentation that
  /// removes its presenter's views is off screen.
  public var firstVisibleContext: Int {
    var first = -1  // -1 = the root context
    for index in presented.indices where presentationInfo(at: index).removesPresenterViews {
      first = index
    }
    return first
  }
}
