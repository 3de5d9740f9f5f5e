import StatusBarCore

/// The comment at the top of an export: the scene, the device and iOS version it is written for,
/// the Info.plist keys to set (only those that differ from the defaults) and how to call it.
struct HeaderWriter {
  let plan: ExportPlan
  let title: String?
  let hasLegacySetters: Bool

  var world: World { plan.world }

  func lines() -> [String] {
    var result = ["// " + SwiftText.comment(title ?? "An sbplay scene")]
    result += [
      "//",
      "// Swift that builds this sbplay scene in a UIKit app, written for \(SwiftText.comment(world.device.name)) on "
        + "\(world.os.spoken)\(sdkText)\(environmentText).",
      "//",
    ]
    if !world.os.atLeast(12) {
      result += [
        "// sbplay: today's Xcode builds for iOS 12 and later; this uses its Swift names (childForStatusBarStyle,",
        "// addChild), which the \(world.os.spoken) SDK spelled childViewControllerForStatusBarStyle() and addChildViewController.",
        "//",
      ]
    }
    result += plistLines()
    if !world.infoPlist.viewControllerBasedStatusBarAppearance {
      result += [
        "//",
        "// With UIViewControllerBasedStatusBarAppearance NO, UIKit reads UIApplication's style and",
        "// visibility and never the view controller overrides below (R5.2).",
      ]
    }
    result += ["//"] + usageLines()
    return result
  }

  /// `, built with the iOS 26 SDK`: only when the scene names an SDK (R13.1).
  private var sdkText: String {
    guard let sdk = world.environment.sdk else { return "" }
    return ", built with the \(sdk.spoken) SDK"
  }

  /// `(landscapeLeft, dark mode, during a call)`: what is set on the device, not in code.
  private var environmentText: String {
    let env = world.environment
    var parts: [String] = []
    if env.orientation != .portrait { parts.append(env.orientation.rawValue) }
    if env.appearance == .dark && world.os.atLeast(13) { parts.append("dark mode") }
    if env.inCall { parts.append("during a call") }
    if env.phase == .launch { parts.append("on the launch screen") }
    return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
  }

  // MARK: Info.plist

  /// The Info.plist entries, as `<key>` and value lines of XML, each with an optional note.
  var plistEntries: [(key: InfoPlist.Key, value: String, note: String?)] {
    let plist = world.infoPlist
    var result: [(key: InfoPlist.Key, value: String, note: String?)] = []
    if !plist.viewControllerBasedStatusBarAppearance {
      result.append((.UIViewControllerBasedStatusBarAppearance, "<false/>", nil))
    }
    if plist.statusBarHidden {
      result.append((.UIStatusBarHidden, "<true/>", nil))
    }
    if plist.statusBarStyle != .default {
      let spelled = Availability.plistStatusBarStyle(plist.statusBarStyle, on: world.os)
      result.append((.UIStatusBarStyle, "<string>\(spelled.code)</string>", spelled.note))
    }
    if plist.designRequiresCompatibility {
      let env = world.environment
      let note: String? =
        if !world.os.atLeast(26) {
          "iOS 26+: \(world.os.spoken) has no Liquid Glass to opt out of (D25)"
        } else if !env.linkedSDK.atLeast(26) {
          "changes nothing: built with the \(env.linkedSDK.spoken) SDK the app keeps the previous design (R13.3)"
        } else if UIKitAPI.designRequiresCompatibility.isIgnored(in: env) {
          "ignored: built with the \(env.linkedSDK.spoken) SDK on \(world.os.spoken) (R13.3)"
        } else {
          nil
        }
      result.append((.UIDesignRequiresCompatibility, "<true/>", note))
    }
    if plist.requiresFullScreen {
      let canvas =
        WindowSceneGeometry.usesCompatibilityCanvas(world)
        ? "; iPadOS 26 runs the app in a full-screen canvas, the window controls in the 32 pt band (R14.4)" : ""
      result.append((.UIRequiresFullScreen, "<true/>", "deprecated from iPadOS 26; iOS 27 asks for discrete resizing instead (R13.4)\(canvas)"))
    }
    return result
  }

  private func plistLines() -> [String] {
    let entries = plistEntries
    guard !entries.isEmpty else {
      return ["// Info.plist: no status bar keys to add (UIKit's defaults apply)."]
    }
    var result = ["// Info.plist (inside the top-level <dict>):"]
    for entry in entries {
      result.append("//   <key>\(entry.key.rawValue)</key>")
      let note = entry.note.map { "  <!-- sbplay: \($0) -->" } ?? ""
      result.append("//   \(entry.value)\(note)")
    }
    return result
  }

  // MARK: Usage

  private func usageLines() -> [String] {
    let owner = world.os.atLeast(13) ? "your scene delegate's scene(_:willConnectTo:options:)" : "your app delegate"
    var result = ["// Use it from \(owner):"]
    if world.root != nil {
      result += [
        "//   window.rootViewController = makeRootViewController()",
        "//   window.makeKeyAndVisible()",
      ]
      if !world.presented.isEmpty {
        result.append("//   DispatchQueue.main.async { presentModals(from: window.rootViewController!) }")
      }
    } else if !world.presented.isEmpty {
      result.append("//   presentModals(from: aViewControllerOnScreen)  // the scene's window has no root")
    }
    if hasLegacySetters {
      result.append("//   applyLegacyStatusBar()  // in application(_:didFinishLaunchingWithOptions:)")
    }
    if result.count == 1 { result = ["// There is nothing to set up: the window has no root view controller."] }
    return result
  }
}
