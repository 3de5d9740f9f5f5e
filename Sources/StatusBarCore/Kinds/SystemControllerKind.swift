/// The view controllers iOS itself provides and apps present as they are: alerts and action
/// sheets, the share sheet, the photo picker and the camera, Safari, the document picker. What
/// matters to the status bar is how each one is presented when the app leaves
/// `modalPresentationStyle` alone, and whether it then takes the bar (D60–D65). Every one of
/// them answers for itself; none forwards.
public struct SystemControllerKind: ContainerBehavior {
  /// Which system controller.
  public enum Which: Sendable, Equatable {
    case alert, activity, imagePicker, camera, safari, documentPicker
  }

  public let which: Which
  public init(_ which: Which) { self.which = which }

  public var uikitClass: String {
    switch which {
    case .alert: "UIAlertController"
    case .activity: "UIActivityViewController"
    case .imagePicker, .camera: "UIImagePickerController"
    case .safari: "SFSafariViewController"
    case .documentPicker: "UIDocumentPickerViewController"
    }
  }

  public var spokenName: String {
    switch which {
    case .alert: "alert controller"
    case .activity: "share sheet (UIActivityViewController)"
    case .imagePicker: "photo picker (UIImagePickerController)"
    case .camera: "camera (UIImagePickerController, sourceType .camera)"
    case .safari: "Safari view controller"
    case .documentPicker: "document picker"
    }
  }

  public var shortName: String {
    switch which {
    case .alert: "alert"
    case .activity: "share"
    case .imagePicker: "picker"
    case .camera: "camera"
    case .safari: "safari"
    case .documentPicker: "docs"
    }
  }

  public var childrenKey: String { "children" }
  /// The photo picker and the camera are navigation controllers (UIImagePickerController's
  /// superclass is UINavigationController): their bar's style is theirs to set.
  public var ownKeys: [ControllerKey] {
    which == .imagePicker || which == .camera ? [.barStyle, .navigationBarHidden, .barTintColor] : []
  }
  public var isPresentable: Bool { true }
  public var childrenAPI: ChildrenAPI { .none }
  /// An alert sits in the middle of the screen and the share sheet at its bottom: what lies
  /// under the status bar is their presenter's (dimmed) content, not theirs.
  public var showsOwnContent: Bool { which != .alert && which != .activity }
  public var swiftNameWords: [String] {
    switch which {
    case .alert: ["AlertController", "Alert"]
    case .activity: ["ActivityViewController", "Activity", "Share"]
    case .imagePicker: ["ImagePickerController", "Picker"]
    case .camera: ["ImagePickerController", "Camera", "Picker"]
    case .safari: ["SafariViewController", "Safari", "Browser"]
    case .documentPicker: ["DocumentPickerViewController", "Picker", "Documents"]
    }
  }

  public func swiftInitializerArguments(of vc: Controller, on os: OSVersion) -> String {
    switch which {
    case .alert: "(title: nil, message: nil, preferredStyle: .alert)"
    case .activity: "(activityItems: [\"sbplay\"], applicationActivities: nil)"
    case .imagePicker, .camera: "()"
    case .safari: "(url: URL(string: \"https://www.apple.com\")!)"
    case .documentPicker:
      UIKitAPI.documentContentTypes.exists(on: os)
        ? "(forOpeningContentTypes: [.item])" : "(documentTypes: [\"public.item\"], in: .open)"
    }
  }

  public func defaultChild(of vc: Controller, lane: Lane, environment: Environment) -> ChildAnswer {
    ChildAnswer(nil, "a \(uikitClass) answers for itself", rule)
  }

  public func visibleChildren(of vc: Controller, environment: Environment) -> [ControllerID] { [] }
  public func role(ofChildAt index: Int, in vc: Controller) -> String { "child" }
  public func notForwardingAdvice(_ parent: Controller, child: String, lane: Lane, why: String) -> String {
    " (\(parent.name) is a \(uikitClass): it does not forward)"
  }

  /// The decision this controller's behaviour follows.
  public var rule: Rule {
    switch which {
    case .alert: .d60
    case .activity: .d61
    case .imagePicker: .d62
    case .camera: .d63
    case .safari: .d64
    case .documentPicker: .d65
    }
  }

  /// How the system presents it when the app does not set `modalPresentationStyle`; nil:
  /// UIKit's default for the version (R4.2).
  public func defaultPresentation(environment: Environment) -> (style: PresentationStyle, why: String, rule: Rule)? {
    let pad = !environment.device.isPhone
    switch which {
    case .alert:
      return (.custom, "a UIAlertController presents itself with UIKit's alert presentation", rule)
    case .activity:
      if pad { return (.popover, "a UIActivityViewController must be presented in a popover on iPad", rule) }
      if !environment.os.atLeast(13) { return (.custom, "the share sheet slides up over its presenter before iOS 13", rule) }
      return nil
    case .imagePicker:
      return pad ? (.popover, "the photo picker is presented in a popover on iPad", rule) : nil
    case .camera:
      return (.fullScreen, "the camera interface is presented full screen", rule)
    case .safari:
      return nil
    case .documentPicker:
      return pad ? (.formSheet, "the document picker is a form sheet on iPad", rule) : nil
    }
  }

  /// The photo picker with its bar visible answers from its bar's style, like every
  /// UINavigationController (R2.1): the dark text developers meet after presenting it. The
  /// camera interface shows no navigation bar, so it answers `.default` like any controller.
  public func defaultStyle(of vc: Controller, id: ControllerID, world: World) -> DefaultStyle? {
    guard which == .imagePicker, vc.navigationBarHidden != true else { return nil }
    let barStyle = vc.barStyle ?? .default
    let style: StatusBarStyle = barStyle == .black ? .lightContent : .default
    return DefaultStyle(
      style: style, detail: "UIImagePickerController is a UINavigationController: navigationBar.barStyle = .\(barStyle.rawValue)",
      why: "decides from its navigation bar (a UIImagePickerController is a UINavigationController): barStyle .\(barStyle.rawValue) ⇒ \(style.swiftName)",
      rule: .r2_1)
  }

  /// The camera hides the status bar on iPhone and keeps it on iPad (D63).
  public func defaultHidden(of vc: Controller, world: World) -> DefaultHidden? {
    guard which == .camera else { return nil }
    let phone = world.environment.device.isPhone
    return DefaultHidden(
      hidden: phone, detail: phone ? "the camera interface hides it on iPhone" : "the camera interface shows it on iPad",
      why: phone
        ? "decides: the camera interface (sourceType .camera) hides the status bar on iPhone"
        : "decides: on iPad the camera interface shows the status bar",
      rule: .d63)
  }
}

extension Rule {
  /// D60: a UIAlertController is presented without taking the status bar.
  static let d60 = Rule("D60", .likely)
  /// D61: the share sheet: a sheet (iOS 13+) or a popover on iPad; it does not take the bar.
  static let d61 = Rule("D61", .likely)
  /// D62: the photo picker is a navigation controller: a sheet on iOS 13+, a popover on iPad.
  static let d62 = Rule("D62", .likely)
  /// D63: the camera is presented full screen and hides the bar on iPhone only.
  static let d63 = Rule("D63", .likely)
  /// D64: SFSafariViewController keeps UIKit's default presentation.
  static let d64 = Rule("D64", .unsure)
  /// D65: the document picker: a sheet, a form sheet on iPad.
  static let d65 = Rule("D65", .unsure)
}

extension RuleBook {
  static let systemControllers: [RuleEntry] = [
    e(
      "D60", .likely, "A UIAlertController does not take the status bar",
      "UIKit presents alerts and action sheets with its own presentation controller, which keeps the presenter's views and does not make the alert the controller that decides (like a .custom presentation that does not capture, R4.2). The presenter keeps deciding: overriding preferredStatusBarStyle in a UIAlertController subclass changes nothing unless modalPresentationCapturesStatusBarAppearance is true. Third-party alerts that present themselves differently do change the bar (SDCAlertView #117).",
      ["APL-UIAlertController", "RADAR-27874629", "SDCALERT-117"]),
    e(
      "D61", .likely, "The share sheet does not take the status bar",
      "On iPad a UIActivityViewController must be presented in a popover (Apple). On iPhone it is a sheet from iOS 13 (UIKit's .automatic, R4.2), and before iOS 13 it slid up over its presenter; in neither case does it decide the bar.",
      ["APL-UIActivityViewController"]),
    e(
      "D62", .likely, "The photo picker is a navigation controller",
      "UIImagePickerController's superclass is UINavigationController: with its bar visible it answers preferredStatusBarStyle from navigationBar.barStyle (R2.1), so presented full screen (iPhone before iOS 13, or .fullScreen) it gives dark text unless the app sets barStyle .black. On iOS 13+ iPhones UIKit's .automatic makes it a sheet that does not decide; on iPad the photo library is presented in a popover (Apple's class reference; an iOS 7-era exception for a modal library picker).",
      ["APL-UIImagePickerController", "MVVMCROSS-761"]),
    e(
      "D63", .likely, "The camera is full screen and hides the bar on iPhone",
      "The camera interface (sourceType .camera) is presented full screen (Apple's presentation table) and takes the bar: on iPhone it hides it, which apps then find still hidden after dismissing it when they had set it with UIApplication setters (GKImagePicker #16, ImagePicker #77); on iPad it shows the status bar (radar 15089725, radar 19014731; both report that an app's prefersStatusBarHidden override on a picker subclass was ignored there, which sbplay does not model: an override is followed).",
      ["APL-UIImagePickerController", "RADAR-15089725", "RADAR-19014731", "GKIMAGEPICKER-16", "HYPEROSLO-77"]),
    e(
      "D64", .unsure, "SFSafariViewController keeps UIKit's default presentation",
      "No source was found that SFSafariViewController changes its modalPresentationStyle: sbplay applies UIKit's default (.automatic, a sheet on iOS 13+ iPhones; full screen before), and when it takes the bar it answers .default. Libraries that present it offer a style option defaulting to .fullScreen (auth0_flutter).",
      ["APL-SFSafariViewController", "AUTH0-FLUTTER-SAFARI"]),
    e(
      "D65", .unsure, "The document picker is a sheet",
      "UIDocumentPickerViewController takes UIKit's default presentation on iPhone (a sheet from iOS 13) and is a form sheet on iPad; it does not decide the bar. No source measures it.",
      ["APL-UIDocumentPicker"]),
  ]
}

extension RuleSources {
  static let systemControllerSources: [(String, String)] = [
    ("APL-UIAlertController", doc + "uikit/uialertcontroller (\"use this class as-is\"; alerts and action sheets are presented modally)"),
    ("APL-UIActivityViewController", doc + "uikit/uiactivityviewcontroller (\"On iPad, you must present the view controller in a popover\")"),
    ("APL-UIImagePickerController", doc + "uikit/uiimagepickercontroller (a UINavigationController subclass; presentation by source type)"),
    ("APL-SFSafariViewController", doc + "safariservices/sfsafariviewcontroller"),
    ("APL-UIDocumentPicker", doc + "uikit/uidocumentpickerviewcontroller"),
    ("RADAR-27874629", "https://github.com/lionheart/openradar-mirror/issues/15678 (custom presentations do not read the presented controller's style)"),
    ("RADAR-15089725", "https://github.com/lionheart/openradar-mirror/issues/4456 (iPad camera picker always shows the status bar)"),
    ("RADAR-19014731", "https://github.com/lionheart/openradar-mirror/issues/2706 (iPad image picker shows the status bar, iOS 8.1)"),
    ("GKIMAGEPICKER-16", "https://github.com/gekitz/GKImagePicker/issues/16 (the camera hides the status bar)"),
    ("HYPEROSLO-77", "https://github.com/hyperoslo/ImagePicker/issues/77 (bar still hidden after a camera picker)"),
    ("SDCALERT-117", "https://github.com/sberrevoets/SDCAlertView/issues/117 (a third-party alert changes the style)"),
    ("MVVMCROSS-761", "https://github.com/MvvmCross/MvvmCross/issues/761 (quotes Apple's iPad presentation table for UIImagePickerController)"),
    (
      "AUTH0-FLUTTER-SAFARI",
      "https://pub.dev/documentation/auth0_flutter/latest/auth0_flutter/SafariViewController/presentationStyle.html (defaults to fullScreen)"
    ),
  ]
}
