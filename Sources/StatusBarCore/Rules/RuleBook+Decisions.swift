/// C1 … C10 (seed corrections), D1 … D24 and D50 … D56 (the simulator's decisions where sources are unsure).
extension RuleBook {
  static let corrections: [RuleEntry] = [
    e(
      "C1", .confirmed, "barStyle colours were swapped in seed 003", ".default is a light bar with dark text; .black a black bar with light text.",
      ["APL-barStyle", "GIST-TG7", "DE-iOS7", "CODERWALL", "RTROOT"]),
    e("C2", .confirmed, "Status bar frame notifications", "WillChange carries the new frame, DidChange the old one.", ["HDR-APP17"]),
    e("C3", .confirmed, "Override getters, not setters", "preferredStatusBarStyle and childFor… are read-only properties.", ["HDR-VC18"]),
    e("C4", .confirmed, "Setters deprecated in iOS 9, not 10", "See R5.3.", ["HDR-APP17", "APL-forum5702"]),
    e(
      "C5", .confirmed, "Neither 'root only' nor 'top-most controller'",
      "The walk starts at the root, follows controlling presentations, then childFor… (R1.2).", ["DEC-WIN18", "DEC-VC18", "APL-captures"]),
    e("C6", .confirmed, "UINavigationController forwards by itself in some cases", "See R2.1 and R2.2.", ["DEC-NAV26", "GIST-TG7", "CSDN-LOTHEVE"]),
    e(
      "C7", .confirmed, "Non-full-screen presentations hide nothing", "Their preferences are ignored unless they capture (R4.1).", ["APL-captures", "DEC-VC18"]),
    e("C8", .confirmed, "XR is 48 pt from iOS 14", "44 on iOS 12–13, 48 from iOS 14.", ["JUEJIN-14", "JUEJIN-152", "DEC-SBVP18", "QMUI"]),
    e("C9", .confirmed, "20 pt only on Home-button devices", "See R7.1.", ["SEED-000", "QMUI"]),
    e("C10", .unsure, "barStyle resets barTintColor", "Folklore, not modelled (D9).", ["SEED-003"]),
  ]

  static let decisions: [RuleEntry] = [
    e(
      "D1", .likely, "Light text behind iOS 13+ card sheets",
      "The presenter still decides; while a card covers a full-screen presenter on an iPhone in portrait the drawn text is light.", ["DEC-SHEET18", "HACK-13"]),
    e(
      "D2", .likely, "The call bar on iOS 13+",
      "iOS 7–12: 40 pt on 20 pt devices, root views shift 20 pt. iOS 13+: no height change, a call indicator inside the bar.", ["SEED-000", "ITWORKMAN"]),
    e(
      "D3", .unsure, "12 mini / 13 mini height",
      "44 pt on iOS 14, 50 pt from iOS 15; safe-area top 50 on every version. On iOS 14 three sources agree on 44 with the navigation bar at y 50, a 6 pt gap (GKNB-68 printed {0, 50, 375, 44}; ZXNB-25; QMUI-1326). On iOS 15 QMUI's maintainer measured statusBarFrame 50, the navigation bar still at 50 (QMUI-1326), while JUEJIN-152's table gives 44 on iOS 15.2: sbplay follows the measurement. From 16 QMUI and DEC-SBVP18 give 50; flutter_device_preview lists 44 and 47.",
      ["QMUI-1326", "GKNB-68", "ZXNB-25", "JUEJIN-152", "QMUI", "FDP", "DEC-SBVP18"]),
    e(
      "D4", .unsure, "16 Pro, 17, 17 Pro, 17 Pro Max and Air",
      "Safe-area top 62 (QMUI and flutter_device_preview agree for the 16 Pro and 17 Pro Max; LIKELY for the 17 and 17 Pro); status bar reported as 54 (QMUI's constant) while QMUI places the navigation bar at 56.33; the Air's safe-area top 68 comes from one table. With the previous design (before iOS 26, or UIDesignRequiresCompatibility) the navigation bar starts 5.67 pt above the safe-area top on the 17 Pro (56.33); sbplay applies the same rule to the Air (62.33) instead of starting its bar at 68.",
      ["QMUI", "FDP"]),
    e(
      "D5", .likely, "Navigation controller and hidden on Face ID phones",
      "From iOS 11: with the bar visible the navigation controller does not forward prefersStatusBarHidden; before iOS 11 and on Home-button phones it forwards to topViewController.",
      ["DEC-NAV26"]),
    e(
      "D6", .unsure, "UIPageViewController",
      "Modelled as a container that shows one page and does not forward (R3.3); viewControllers.first is the page shown.", ["PAGEBOY-38"]),
    e(
      "D7", .unsure, "Nested presentations",
      "Walk the chain from the root: a controlling presented controller becomes the start; one without control is skipped but what it presents is still examined.",
      ["DEC-VC18"]),
    e("D8", .likely, "Ignored UIApplication setters", "No Apple log line exists: sbplay adds its own note and a warning.", ["HDR-APP17"]),
    e("D9", .unsure, "barStyle and barTintColor stay independent", "Seed 003's folklore is not modelled.", ["SEED-003"]),
    e(
      "D10", .likely, "Bar visibility and barStyle changes re-evaluate at once",
      "UIKit observes its own bars; a controller's own preferences still need an update.", ["SEED-004"]),
    e(
      "D11", .likely, "Popover on iPhone", "iOS 13+: adapts to a sheet, no control. iOS 8–12 compact width: full screen, takes control.",
      ["RADAR-22564923", "HACK-13"]),
    e("D12", .likely, ".currentContext", "Takes control when presented from the root context, like full screen.", ["DEC-PC18"]),
    e("D13", .unsure, "A call while the bar is hidden", "The bar stays hidden, frame zero, no shift.", ["HDR-APP17"]),
  ]

  /// D50 … D56: split and page view controllers and sheet detents.
  static let containerDecisions: [RuleEntry] = [
    e(
      "D50", .likely, "An expanded split: the bar in parts",
      "When a split styles the bar in parts (D86), the leading part follows the leading visible column, the trailing part the trailing one and the centre part a supplementary column shown between them; each part is drawn over its column. The answer as a whole, and what state --json reports as the style, is the trailing part's, which holds the centre of the bar.",
      ["DEC-SPLIT182"]),
    e(
      "D51", .likely, "A split view controller does not forward visibility",
      "UIKitCore 26.1's UISplitViewController overrides childViewControllerForStatusBarStyle (through its _super_childViewControllerForStatusBarStyle helper) and declares no hidden counterpart, so childForStatusBarHidden is UIViewController's nil: collapsed or expanded, whatever the SDK, the split's own prefersStatusBarHidden decides and a column that hides the bar must be forwarded to by a subclass. sbplay applies this to every version (the 18.2 panel implementation shows no hidden forwarding either).",
      ["DEC-SPLIT261", "DEC-SPLIT182"]),
    e(
      "D52", .unsure, "The automatic display mode",
      "Expanded, .automatic shows the columns side by side in landscape and the secondary column only in portrait; the primary column is 320 pt wide.",
      ["APL-splitDisplayMode"]),
    e(
      "D53", .likely, "A collapsed split shows its primary column and forwards to it",
      "On compact-width phones the split collapses to its primary column (the compact column and topColumnForCollapsingToProximity are not modelled). With the new split behaviour (D87) childForStatusBarStyle returns that collapsed view controller, for the column API and the classic API alike (D86); built with an older SDK the collapsed split answers itself.",
      ["APL-splitDisplayMode", "DEC-SPLIT182"]),
    e(
      "D54", .likely, "A page turn does not re-evaluate the bar",
      "setViewControllers(_:direction:animated:) is not a transition UIKit re-reads the bar for: a page view controller that forwards must call setNeedsStatusBarAppearanceUpdate() after each turn.",
      ["PAGEBOY-38"]),
    e(
      "D55", .likely, "Only the large detent scales the presenter back",
      "At the medium or a custom detent (iOS 15/16+) the presenter stays full size, so the bar is over its own content (no D1 light text); at the large detent the card scales it back as before. A sheet takes control of the bar only if it captures, whatever its detent.",
      ["APL-detentMedium", "APL-captures"]),
    e(
      "D56", .unsure, "Detent heights",
      "Medium stands half the window high (Apple: 'approximately half the height of the screen'); a custom detent stands its height above the bottom safe area. On iPad and in compact height detents do not apply.",
      ["APL-detentMedium"]),
  ]

  static let newDecisions: [RuleEntry] = [
    e(
      "D14", .likely, "iOS 26+: .default keeps contrast with the content under the bar",
      "With Liquid Glass, .default is drawn dark over a light colour and light over a dark one, whatever the trait environment says; .lightContent and .darkContent stay absolute. sbplay samples what shows behind the status bar (a top navigation bar, else the deciding view). iOS 27 is assumed to behave the same (D20).",
      ["APL-styleEnum", "DEC-NAV26"]),
    e(
      "D15", .likely, "Dynamic Island phones: frame 54, bar edge 53.67, safe area 59",
      "statusBarFrame reports 54 pt; with the previous design (iOS 16–18, or an app without Liquid Glass on 26+) a top navigation bar starts at 53.67 pt (161 px at @3x), not at the safe-area top of 59 (with Liquid Glass see D44); the safe area stays 59 when the bar hides. Printed frames (GKNB-41) and QMUI's navigation bar bottom (53.67 + 44) agree; DEC-SBVP18 gives 53.67 as the bar's height.",
      ["GKNB-41", "QMUI", "DEC-SBVP18", "CSL", "FDP"]),
    e(
      "D16", .likely, "iPad bars from iOS 12",
      "Navigation bar 50 pt from iOS 12 (44 before). Tab bar 50 pt from iOS 12 (49 before); on iPads with a Home indicator the tab bar is 65 pt including the 20 pt inset. One table (QMUI) gives these numbers.",
      ["QMUI"]),
    e(
      "D17", .likely, "Landscape bars on regular-width iPhones",
      "On phones that are regular width in landscape (portrait width ≥ 414 pt: Plus, XR/11, Max, Plus and Pro Max models, Air) the navigation bar stays 44 pt and the tab bar 49 pt in landscape; other phones use 32 pt. QMUI's 'regular screen' list also includes the 393 pt Dynamic Island phones; sbplay follows the size classes.",
      ["QMUI", "APL-sizeClasses"]),
    e(
      "D18", .unsure, "Landscape bottom inset on iOS 26+",
      "Face ID iPhones: 21 pt through iOS 18 (CSL, QMUI, flutter_device_preview); 20 pt from iOS 26 (flutter_device_preview's 17 Pro Max, probed on iOS 26). Only one table covers iOS 26.",
      ["CSL", "QMUI", "FDP"]),
    e(
      "D19", .likely, "Rounded-corner iPads with Touch ID",
      "iPad Air 4 and later, iPad 10/A16 and iPad mini 6 and later have rounded corners and a Home indicator: 24 pt status bar, safe area 24/20, like Face ID iPads. QMUI's rule (periphery insets) gives 24/20; flutter_device_preview lists the Air 4 as 20/0.",
      ["QMUI", "FDP", "DK"]),
    e(
      "D20", .unsure, "iOS 27",
      "After WWDC 2026 reports say iOS 27 runs on every iPhone that runs iOS 26; earlier leaks dropped the iPhone 11 family and the SE 2 (those rows are marked UNSURE). No status bar change is documented for the iOS 27 OS itself: sbplay applies the iOS 26 rules (D14, D18, D21); what the iOS 27 SDK turns off is R13.2 and R13.3.",
      ["IOS27", "APL-styleEnum"]),
    e(
      "D21", .unsure, "iPadOS 26 windows and the safe area",
      "iPadOS 26 draws window controls in the top-leading corner; apps avoid them through corner-adapted layout regions, not through safeAreaInsets (R14.1, R14.3), so the controls never change the safe area. A full-screen scene keeps its safe area; a windowed one gets D83's. What the safe-area top does when the bar hides is D27; its height on iPadOS 26 is D28.",
      ["APL-layoutRegion", "TOCROP-631", "NAITUW-26"]),
    e(
      "D22", .likely, "removeChild of a child an override still returns",
      "UIKit allows removeFromParent() of a child that childForStatusBarStyle/Hidden still returns. The forwarding no longer finds it (sbplay: the override returns nil and the container answers itself), and the bar keeps its old answer until setNeedsStatusBarAppearanceUpdate(): the seed 001 pitfall.",
      ["APL-childStyle", "SEED-001"]),
    e(
      "D23", .likely, "iPadOS 18+: the tab bar floats at the top",
      "Apple: 'In iPadOS, the tab bar floats over your content at the top … the tab bar shares space with the navigation bar' (iPadOS 18 and later, regular width). sbplay places the tab bar in the navigation bar's row (same y and height, 50 pt) with no bar at the bottom, and draws it as a capsule centred where the navigation bar's title would be (the tab bar is 'essentially placed in the navigation bar's title view area'); the navigation bar keeps its leading item beside it (the back button, else its title). No table gives the capsule's width: the frame spans the row. The bottom safe area is unchanged. iPhones keep the bottom tab bar.",
      ["APL-ipadTabBar", "APL-forum763429", "JUEJIN-18TAB", "GAMERY-18TABS"]),
    e(
      "D24", .unsure, "The iPhone tab bar on iOS 26/27 keeps its iOS 18 frame",
      "With Liquid Glass the iPhone tab bar is a floating capsule that does not span the width, content extends behind it, and apps report it taller on SE-class phones; no table gives its frame. sbplay keeps the iOS 18 tab bar frame (49 pt plus the bottom inset) and the landscape navigation bar (32/44 pt); the portrait navigation bar is D44, the status bar style D14 and the landscape inset D18.",
      ["TRIO-1332", "SCRIBE-552", "MAUI-35523"]),
    e(
      "D25", .likely, "UIDesignRequiresCompatibility opts out of Liquid Glass until the iOS 27 SDK",
      "Info.plist UIDesignRequiresCompatibility = YES makes iOS 26 run the app 'as it looks when built against previous versions of the SDKs'; the system ignores the key 'when you build for iOS 27 or later' (Apple, R13.3). sbplay reads it at launch: with YES, .default follows the traits again (no D14) and the navigation controller answers from barStyle (R2.3 before 26), on iOS 26 and on iOS 27 for an app built with the iOS 26 SDK; built with the iOS 27 SDK on iOS 27, or before iOS 26, it changes nothing and a warning says so.",
      ["APL-plistDesignCompat", "JUEJIN-26ADAPT", "APL-forum832710"]),
  ]
}
