/// R13.1 … R13.5 and D26: the SDK an app is built with, beside the iOS it runs on. UIKit keeps
/// older behaviour for apps linked against older SDKs; a scene's `sdk:` says which one (default:
/// the OS). What each API does per SDK is data in `UIKitAPI` (APIAvailability.swift).
extension Rule {
  static let r13_1 = Rule("R13.1")
  static let r13_2 = Rule("R13.2")
  /// R13.2's reading that the bar keeps the Info.plist launch values (one report).
  static let r13_2Launch = Rule("R13.2", .likely)
  static let r13_3 = Rule("R13.3")
  static let r13_4 = Rule("R13.4")
  static let r13_5 = Rule("R13.5")
  static let d26 = Rule("D26", .unsure)
}

extension RuleBook {
  static let sdk: [RuleEntry] = [
    e(
      "R13.1", .confirmed, "UIKit keys some behaviour on the SDK an app was linked against",
      "The OS checks which SDK the app was built with (linked-on-or-after checks), so an app built with an older SDK keeps the older behaviour on a newer iOS: apps linked against iOS 8 or later hide the bar in compact height (R1.6); Liquid Glass comes with the iOS 26 SDK, and an app built with an earlier one keeps the previous design on iOS 26 and 27 (R13.3); the iOS 27 SDK turns off the UIApplication setters (R13.2) and UIDesignRequiresCompatibility (R13.3). sbplay: a scene's `sdk:` (default: the OS it runs), and the trace says whether the SDK or the OS decided.",
      ["APL-prefHidden", "APL-forum832710", "CLASSMETHOD-27"]),
    e(
      "R13.2", .confirmed, "Linked against iOS 27, the UIApplication status bar setters do nothing",
      "An app built with the iOS 27 SDK and running on iOS 27 finds UIApplication's statusBarStyle and isStatusBarHidden setters, setStatusBarStyle(_:animated:) and setStatusBarHidden(_:with:) doing nothing even with UIViewControllerBasedStatusBarAppearance = NO, while NO still keeps UIKit from asking the view controllers. The bar therefore keeps what Info.plist set at launch (UIStatusBarHidden, UIStatusBarStyle): that reading is LIKELY (reproduced for a bar hidden at launch). The fix both projects took: UIViewControllerBasedStatusBarAppearance = YES and the view controller overrides. Built with the iOS 26 SDK, the same app keeps working setters on iOS 27.",
      ["FLUTTER-192842", "FLUTTER-192843", "TBA-1188", "APL-forum832710"]),
    e(
      "R13.3", .confirmed, "Liquid Glass and UIDesignRequiresCompatibility follow the SDK",
      "Built with an SDK before iOS 26, an app keeps the previous design on iOS 26 and 27. Built with the iOS 26 SDK it gets Liquid Glass on iOS 26 and 27, unless Info.plist UIDesignRequiresCompatibility = YES keeps the previous design. Built with the iOS 27 SDK and running on iOS 27, the key is ignored: 'It's tied to the SDK you compile against, not the runtime OS' (Apple Developer Forums, answered by a Frameworks Engineer).",
      ["APL-plistDesignCompat", "APL-forum832710", "CLASSMETHOD-27"]),
    e(
      "R13.4", .confirmed, "UIRequiresFullScreen is deprecated from iPadOS 26",
      "Info.plist UIRequiresFullScreen (iPad, iOS 9: opt out of multitasking) is deprecated from iPadOS 26 and 'will be ignored in a future release'; iPadOS 26.2 adds UIRequiresFullScreenIgnoredStartingWithVersion to drop it earlier. From iOS 27 it no longer opts an app out of resizing: it asks for discrete resizing that honours the supported orientations, on iPhone too (one report: LIKELY). sbplay reads, exports and warns about the key; on iPadOS 26 it runs the app in a full-screen canvas with the controls in the bar's band (R14.4), and the status bar decision does not change.",
      ["APL-TN3192", "APL-plistFullScreenIgnored", "EXPO-48175"]),
    e(
      "R13.5", .confirmed, "An app built today is built with the iOS 26 SDK or later, for iOS 15 or later",
      "Since 28 April 2026 App Store Connect takes only apps built with Xcode 26 or later and the iOS 26 SDK (Apple, Upcoming SDK minimum requirements), and Xcode 26 deploys to iOS 15 and later (Apple, Xcode system requirements). Objective-C code that an availability macro keeps for older toolchains (`#if __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_9_0`, `#if __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_7_0`) is therefore never compiled. sbplay lint reads the macros with these floors and skips what they leave out; a condition that depends on the app (`MIN_REQUIRED < __IPHONE_17_0`) is read as code that runs.",
      ["APL-sdkRequirements", "APL-xcodeRequirements"]),
    e(
      "D26", .unsure, "An SDK newer than the OS it runs on",
      "An app built with the iOS 27 SDK may run on iOS 26 (a lower deployment target). sbplay gives it the behaviour of the OS it runs on: iOS 26 has no iOS 27 check, so the setters work and UIDesignRequiresCompatibility is honoured. Apple's answer only speaks of iOS 27 with the iOS 27 SDK.",
      ["APL-forum832710"]),
  ]
}

extension RuleSources {
  /// Sources of R13 and D26 (the SDK an app is built with).
  static let sdkSources: [(String, String)] = [
    (
      "APL-forum832710",
      "https://developer.apple.com/forums/thread/832710 (Frameworks Engineer: UIDesignRequiresCompatibility 'will no longer be honored on iOS 27 once an app is built against iOS 27. Apps built against earlier releases will not change')"
    ),
    (
      "CLASSMETHOD-27",
      "https://dev.classmethod.jp/en/articles/ios27-xcode27-migration-preparation-guide (quotes the WWDC25 UI Frameworks group lab: rebuilding with Xcode 26 gives the new design; the compatibility option goes in the next major release)"
    ),
    (
      "FLUTTER-192842",
      "https://github.com/flutter/flutter/issues/192842 (iOS 27 SDK on iOS 27: with view-controller-based appearance NO a bar hidden by UIStatusBarHidden cannot be shown again)"
    ),
    ("FLUTTER-192843", "https://github.com/flutter/flutter/pull/192843 (UIKit ignores the deprecated UIApplication setter once linked against the iOS 27 SDK)"),
    (
      "TBA-1188",
      "https://github.com/the-blue-alliance/the-blue-alliance-ios/pull/1188 (-[UIApplication statusBarStyle] is deprecated and a no-op on iOS 27: moved to view-controller-based appearance)"
    ),
    (
      "APL-sdkRequirements",
      "https://developer.apple.com/news/upcoming-requirements (since April 28, 2026: built with Xcode 26 or later using an SDK for iOS 26)"
    ),
    ("APL-xcodeRequirements", "https://developer.apple.com/xcode/system-requirements (Xcode 26: deployment targets iOS 15 to 26)"),
    ("APL-TN3192", RuleSources.doc + "technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key (deprecated starting in iPadOS 26)"),
    ("APL-plistFullScreenIgnored", RuleSources.doc + "bundleresources/information-property-list/uirequiresfullscreenignoredstartingwithversion (iOS 26.2)"),
    ("EXPO-48175", "https://github.com/expo/expo/pull/48175 (as of iOS 27 UIRequiresFullScreen requests discrete resizing, applies to iPhone, deprecated)"),
  ]
}
