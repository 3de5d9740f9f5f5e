/// D88 … D91: old gaps that radars and printed frames settle (iOS 7 to 9), and the 12/13 mini's
/// status bar on iOS 15 (D3). The resolver, PresentationControl and StatusBarFrame+iOS7 apply them.
extension Rule {
  /// D88: on iOS 7 `statusBarFrame` is in the fixed portrait screen's coordinates.
  static let d88 = Rule("D88", .likely)
  /// D89: iOS 8.3 … 9.x: a `.custom` presentation hands control to the presented controller.
  static let d89 = Rule("D89", .likely)
  /// D90: iOS 8 … 9: nothing presented above a non-controlling presentation takes control.
  static let d90 = Rule("D90", .unsure)
}

extension RuleBook {
  static let oldGaps: [RuleEntry] = [
    e(
      "D88", .likely, "iOS 7: statusBarFrame in screen coordinates",
      "Before iOS 8 the window and UIScreen keep the portrait coordinate system whatever the interface orientation (UIKit rotates the root view with a transform), and statusBarFrame is given in those fixed screen coordinates: an iPad upside down reports {0, 1004, 768, 20}. So in landscape the frame is the bar's strip along a long edge: {0, 0, 20, H} in landscape left (the portrait screen's left edge is on top) and {W − 20, 0, 20, H} in landscape right, W × H the portrait screen. From iOS 8 frames are in interface coordinates (R7.2). sbplay reports the screen-coordinate frame on iOS 7 (state, state --json, the layout panel) and lays views out in interface coordinates on every version, as an app sees them in its root view's bounds. Whether an app built with the iOS 7 SDK keeps screen coordinates on iOS 8 is not modelled (no source).",
      ["SO-12542998", "SO-8318702", "CNBLOGS-IOS8", "CODEROAD-26239027", "SEED-002"]),
    e(
      "D89", .likely, "iOS 8.3 … 9: a custom presentation takes the status bar",
      "Radar 22574353 (2015): from iOS 8.3 a .custom presentation makes the presented controller the status bar controller, with no public way to stop it (UIKit asks the presentation controller's private _shouldChangeStatusBarViewController and reads modalPresentationCapturesStatusBarAppearance only when it says no); iOS 8.1 did the opposite and never changed the bar. Radar 27874629 reports that on iOS 10 the presented controller's style is no longer read, also for apps built with the iOS 9 SDK (an OS change, not an SDK one), and Radar 35985410 (iOS 11) asks for a way to get control back. sbplay: iOS 8.0 … 8.2 and 10+ no control without capture (R4.2); iOS 8.3 … 9.x control.",
      ["RADAR-22574353", "RADAR-27874629", "RADAR-35985410"]),
    e(
      "D90", .unsure, "iOS 8 … 9: a non-controlling presentation breaks the chain",
      "Radar 22575294 (iOS 9, marked by Apple as a duplicate of the 2014 radar 18526872): when a controller that does not control the bar (a popover) presents another full screen, the full-screen controller does not become the status bar controller: the presenter below keeps deciding. The workaround the radar gives is capture on the popover's controller. sbplay applies this on iOS 8 and 9; from iOS 10 it walks past a non-controlling presentation (D7, as iOS 18's code does). No source gives the release that fixed it.",
      ["RADAR-22575294", "RADAR-23666685", "DEC-VC18"]),
    e(
      "D91", .likely, "iOS 9: an adapting presentation keeps the controller chosen when presented (not modelled)",
      "Radar 22564923 (iOS 9): UIKit picks the status bar controller at presentation time and does not pick again when the presentation adapts (a popover that becomes full screen as the size class changes on an iPhone Plus or in iPad Split View, or back), so the bar follows the wrong controller until the next presentation or dismissal. sbplay re-evaluates presentation control whenever the environment changes and does not keep the controller chosen at presentation time: rotating with a popover shown gives the answer of a fresh presentation. `sbplay rules D91` and this entry say so; the trace does not.",
      ["RADAR-22564923", "RADAR-23666679"]),
  ]
}

extension RuleSources {
  /// Sources of D88 … D91 and the 12/13 mini's iOS 15 height (D3).
  static let legacySources: [(String, String)] = [
    (
      "SO-12542998",
      "https://stackoverflow.com/questions/12542998 (statusBarFrame is relative to the raw portrait screen coordinates: an iPad upside down reports {{0, 1004}, {768, 20}})"
    ),
    (
      "SO-8318702",
      "https://stackoverflow.com/questions/8318702 (a window's coordinate system is always portrait; after rotating, the root view's frame is (0 0; 748 1024) or (20 0; 748 1024) with a rotation transform)"
    ),
    ("CNBLOGS-IOS8", "http://www.cnblogs.com/smileEvday/p/iOS8.html (before iOS 8 the window's bounds do not follow the orientation; from iOS 8 they do)"),
    (
      "CODEROAD-26239027",
      "coderoad.ru translation of Stack Overflow 26239027 (a landscape view's frame is {0, 0, 568, 320} on iOS 8, {0, 0, 320, 568} on iOS 6 and 7)"
    ),
    (
      "RADAR-22574353",
      "https://github.com/lionheart/openradar-mirror/issues/5966 (custom presentation controllers are forced to change the status bar view controller; changed in iOS 8.3, iOS 8.1 never changed it)"
    ),
    (
      "RADAR-35985410",
      "https://github.com/lionheart/openradar-mirror/issues/19055 (2017: custom presentation controllers cannot change the status bar view controller)"
    ),
    (
      "RADAR-22575294",
      "https://github.com/lionheart/openradar-mirror/issues/5967 (iOS 9: a full-screen controller presented from a popover does not become the status bar view controller)"
    ),
    ("RADAR-23666685", "https://github.com/lionheart/openradar-mirror/issues/6842 (the same report, closed by Apple as a duplicate of radar 18526872)"),
    (
      "RADAR-23666679",
      "https://github.com/lionheart/openradar-mirror/issues/6903 (duplicate of 22564923: the status bar view controller is wrong when a presentation adapts)"
    ),
    (
      "QMUI-1326",
      "https://github.com/Tencent/QMUI_iOS/issues/1326 (QMUI's maintainer, iPhone 12 mini: statusBarFrame 44 on iOS 14 and 50 on iOS 15; the navigation bar starts at 50 on both)"
    ),
    (
      "ZXNB-25",
      "https://github.com/SmileZXLee/ZXNavigationBar/issues/25 (Xcode 12.2, iPhone 12 mini simulator: status bar 44, the system navigation bar at y 50)"
    ),
  ]
}
