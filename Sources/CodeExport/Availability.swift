import StatusBarCore

/// A value spelled for one iOS version: the code to write and, when the scene's value does not
/// exist yet on that version, why the code says something else (`// sbplay: …`).
struct Spelled: Equatable {
  var code: String
  var note: String?

  init(_ code: String, note: String? = nil) {
    self.code = code
    self.note = note
  }
}

/// What exists on which iOS version (R6.1 for `UIStatusBarStyle`, R4.2 for
/// `UIModalPresentationStyle`, iOS 13 for `overrideUserInterfaceStyle`).
enum Availability {
  /// `.darkContent` is iOS 13+; before it `.default` already means dark text (R6.1).
  static func statusBarStyle(_ style: StatusBarStyle, on os: OSVersion) -> Spelled {
    if style.available(on: os) != style {
      return Spelled(".default", note: ".darkContent needs \(style.introduced.spoken); before it .default is dark text")
    }
    return Spelled(style.swiftName)
  }

  /// The Info.plist `UIStatusBarStyle` string.
  static func plistStatusBarStyle(_ style: StatusBarStyle, on os: OSVersion) -> Spelled {
    if style.available(on: os) != style {
      return Spelled(
        StatusBarStyle.default.plistName, note: "UIStatusBarStyleDarkContent needs \(style.introduced.spoken); the default is dark text before it")
    }
    return Spelled(style.plistName)
  }

  /// `modalPresentationStyle`: the closest style that exists on `os` (R4.2).
  static func presentationStyle(_ style: PresentationStyle, on os: OSVersion) -> Spelled {
    guard os < style.introduced else { return Spelled(style.swiftName) }
    let needs = "\(style.swiftName) needs \(style.introduced.spoken)"
    switch style {
    case .automatic:
      return Spelled(".fullScreen", note: "\(needs); UIKit's default before it is .fullScreen")
    case .overCurrentContext:
      return Spelled(".currentContext", note: "\(needs); .currentContext is the closest (the presenter's view is removed)")
    case .overFullScreen:
      return Spelled(".fullScreen", note: "\(needs); .fullScreen is the closest (the presenter's view is removed)")
    case .popover:
      return Spelled(".fullScreen", note: "\(needs); an iPhone shows it full screen anyway")
    default:
      return Spelled(".fullScreen", note: "\(needs)")
    }
  }

  /// `overrideUserInterfaceStyle` is iOS 13+ (no dark mode before): nil code, a note.
  static func interfaceStyle(_ style: InterfaceStyle, on os: OSVersion) -> Spelled? {
    guard UIKitAPI.overrideUserInterfaceStyle.exists(on: os) else { return nil }
    return Spelled(style.swiftName)
  }

  /// Why an `overrideUserInterfaceStyle` is left out before iOS 13.
  static func interfaceStyleNote(_ style: InterfaceStyle) -> String {
    "overrideUserInterfaceStyle = \(style.swiftName) needs iOS 13 (no dark mode before it): left out"
  }

  /// The deprecation comment of a `UIApplication` status bar setter (R5.3), or nil before iOS 9.
  static func legacySetterNote(replacement: String, in environment: Environment) -> String {
    let os = environment.os
    if UIKitAPI.applicationStatusBarSetters.isIgnored(in: environment) {
      return "does nothing: built with the \(environment.linkedSDK.spoken) SDK on \(os.spoken) UIKit ignores it and keeps Info.plist's "
        + "launch value (R13.2); use -[UIViewController \(replacement)] with UIViewControllerBasedStatusBarAppearance YES"
    }
    if os.atLeast(9) {
      return "deprecated in iOS 9 (\"Use -[UIViewController \(replacement)]\"); it still works because "
        + "UIViewControllerBasedStatusBarAppearance is NO"
    }
    return "works because UIViewControllerBasedStatusBarAppearance is NO (deprecated from iOS 9)"
  }
}
