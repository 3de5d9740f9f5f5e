/// The sources the rulebook cites, by key (listed by `sbplay rules` and in docs/rules.md).
public enum RuleSources {
  public static let all: [(String, String)] =
    apple + headers + decompiled + thirdParty + windowSources
    + systemControllerSources + sdkSources + safeArea26Sources + frameworkSources + contentUnderBarSources + legacySources + lintSources
    + windowSceneSources

  public static func source(_ key: String) -> String? { all.first { $0.0 == key }?.1 }

  static let doc = "https://developer.apple.com/documentation/"
  static let apple: [(String, String)] = [
    ("APL-childStyle", doc + "uikit/uiviewcontroller/childforstatusbarstyle"),
    ("APL-childHidden", doc + "uikit/uiviewcontroller/childforstatusbarhidden"),
    ("APL-prefStyle", doc + "uikit/uiviewcontroller/preferredstatusbarstyle"),
    ("APL-prefHidden", doc + "uikit/uiviewcontroller/prefersstatusbarhidden"),
    ("APL-captures", doc + "uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance"),
    ("APL-setNeeds", doc + "uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()"),
    ("APL-plistVCB", doc + "bundleresources/information-property-list/uiviewcontrollerbasedstatusbarappearance"),
    ("APL-plistHidden", doc + "bundleresources/information-property-list/uistatusbarhidden"),
    ("APL-plistStyle", doc + "bundleresources/information-property-list/uistatusbarstyle"),
    ("APL-styleEnum", doc + "uikit/uistatusbarstyle and /default (\"updates it dynamically to maintain contrast with the content below it\")"),
    ("APL-setStyle", doc + "uikit/uiapplication/setstatusbarstyle(_:animated:)"),
    ("APL-isHidden", doc + "uikit/uiapplication/isstatusbarhidden"),
    ("APL-sbm", doc + "uikit/uistatusbarmanager/statusbarstyle and /isstatusbarhidden"),
    ("APL-barStyle", doc + "uikit/uinavigationbar/barstyle"),
    ("APL-fullScreen", doc + "uikit/uimodalpresentationstyle/fullscreen"),
    ("APL-forum5702", "https://developer.apple.com/forums/thread/5702"),
    ("APL-sizeClasses", "Apple Human Interface Guidelines, Layout: size classes per iPhone model (Plus/Max models regular width in landscape)"),
    ("APL-ipadTabBar", doc + "uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar"),
    ("APL-forum763429", "https://developer.apple.com/forums/thread/763429 (iPadOS 18 shows the tab bar on top; DTS: no API reverts it)"),
    (
      "APL-plistDesignCompat",
      doc + "bundleresources/information-property-list/uidesignrequirescompatibility (\"The system ignores this key when you build for iOS 27 or later\")"
    ),
    ("APL-layoutRegion", doc + "uikit/uiview/layoutregion (iOS 26 corner-adapted margins and safe areas)"),
    ("APL-hostingHidden", doc + "swiftui/uihostingcontroller/prefersstatusbarhidden (iOS 13)"),
    ("APL-hostingStyle", doc + "swiftui/uihostingcontroller/preferredstatusbarstyle (iOS 13)"),
    ("APL-swiftUIStatusBarHidden", doc + "swiftui/view/statusbarhidden(_:) (iOS 13)"),
    ("APL-preferredColorScheme", doc + "swiftui/view/preferredcolorscheme(_:) (\"the nearest enclosing presentation\")"),
    ("APL-statusBarPlacement", doc + "swiftui/toolbarplacement/statusbar (iOS 27.0: toolbarVisibility and toolbarColorScheme for the status bar)"),
    ("APL-fullScreenCover", doc + "swiftui/view/fullscreencover(ispresented:ondismiss:content:) (iOS 14)"),
    (
      "APL-detentMedium",
      doc + "uikit/uisheetpresentationcontroller/detent/medium() (\"approximately half the height of the screen, and is inactive in compact height\", iOS 15)"
    ),
    ("APL-splitDisplayMode", doc + "uikit/uisplitviewcontroller/displaymode-swift.enum and /style-swift.enum (iOS 14 column API)"),
  ]

  static let headers: [(String, String)] = [
    ("HDR-VC18", "xybp888/iOS-SDKs iPhoneOS18.0.sdk UIKit.framework/Headers/UIViewController.h"),
    ("HDR-APP17", "itsnebulalol/sdks iPhoneOS17.0.sdk UIKit.framework/Headers/UIApplication.h"),
    ("HDR-APP9", "MemorySpeaker/iOSSystemFrameworks UIKit.framework/Headers/UIApplication.h (iOS 9 era)"),
    ("HDR-NAV18", "xybp888/iOS-SDKs iPhoneOS18.0.sdk UIKit.framework/Headers/UINavigationController.h"),
  ]

  static let decompiled: [(String, String)] = [
    ("DEC-WIN18", "EthanArbuckle/iPad_10.2_18.0_22A3354_Restore UIKitCore UIWindow.m (iOS 18.0)"),
    ("DEC-VC18", "same repository, UIKitCore UIViewController.m (iOS 18.0)"),
    ("DEC-PC18", "same repository, UIKitCore UIPresentationController.m (iOS 18.0)"),
    ("DEC-SHEET18", "same repository, UISheetPresentationController.m and _UISheetLayoutInfo.m (iOS 18.0)"),
    ("DEC-FORM", "_UIFormSheetPresentationController in the same decompiles (iOS 18.x)"),
    ("DEC-ROOTPC", "_UIRootPresentationController in the same decompiles (iOS 18.x)"),
    ("DEC-TAB18", "_UITabBarControllerVisualStyle in the same decompiles (iOS 18.x)"),
    (
      "DEC-SPLIT182",
      "EthanArbuckle/iPhone17-1_18.2_22C152_Restore UISplitViewControllerPanelImpl (iOS 18.2): childViewControllerForStatusBarStyle is nil with separate styles, else the collapsed view controller, and UIViewController's without the new status bar behaviour; preferredLeading/TrailingStatusBarStyle ask the leading and trailing visible controllers"
    ),
    ("DEC-SBVP18", "EthanArbuckle/iPad_10.2_18.0_22A3354_Restore _UIStatusBarVisualProvider_Split*.m and _DynamicSplit.m (iOS 18.x)"),
    (
      "DEC-SPLIT261",
      "samhenrigold/iPhone18-3_26.1_23B85_Restore UIKitCore UISplitViewController.mm: _super_childViewControllerForStatusBarStyle and _shouldUseSeparateStatusBarStyles (new status bar behaviour, not collapsed, and a column style or exactly two viewControllers), no hidden counterpart (iOS 26.1)"
    ),
    ("DEC-NAV26", "samhenrigold/iPhone18-3_26.1_23B85_Restore UIKitCore UINavigationController.mm (iOS 26.1)"),
  ]

  static let thirdParty: [(String, String)] = [
    ("SEED-000", "design seed 000 (status bar overview, Chinese; an input of the project, not shipped)"),
    ("SEED-001", "design seed 001 (iOS 9/10 pitfalls; not shipped)"),
    ("SEED-002", "design seed 002 (UIStatusBar questions, iOS 7/8 era; not shipped)"),
    ("SEED-003", "design seed 003 (UIStatusBarStyle explained, 2017; not shipped)"),
    ("SEED-004", "design seed 004 (two API generations, iOS 13/14 tests; not shipped)"),
    ("GIST-TG7", "https://gist.github.com/leilee/35d009a5dee87222d920 (iOS 7 UI Transition Guide, Bars)"),
    ("DE-iOS7", "http://www.doubleencore.com/2013/09/developers-guide-to-the-ios-7-status-bar/"),
    ("CODERWALL", "https://coderwall.com/p/hitv1q/mastering-ios-7-uistatusbarstyle"),
    ("CYRIL", "http://www.cyrilchandelier.com/ios-and-the-status-bar"),
    ("SPLINTER", "http://www.splinter.com.au/2015/12/30/status-bar-colours/"),
    ("SARUNW", "https://sarunw.com/posts/preferredstatusbarstyle-not-getting-called/"),
    ("CSDN-LOTHEVE", "https://blog.csdn.net/Lotheve/article/details/47084805"),
    ("KR-GIST", "https://gist.github.com/Dev-MJ/144465ff1fbc95ee17fa670b31b30aa8"),
    ("RTROOT", "https://github.com/rickytan/RTRootNavigationController/issues/9"),
    ("RADAR-30870230", "https://github.com/lionheart/openradar-mirror/issues/17029"),
    ("RADAR-27874629", "https://github.com/lionheart/openradar-mirror/issues/15678"),
    ("RADAR-22564923", "https://github.com/lionheart/openradar-mirror/issues/8666"),
    ("RADAR-19921214", "https://github.com/lionheart/openradar-mirror/issues/1910 (UISplitViewController ignores its children's light style, iOS 8.1)"),
    ("DANIELSAIDI-2023", "https://danielsaidi.com/blog/2023/03/14/handling-status-bar-color-scheme-and-visibility-in-swiftui"),
    ("INJECT-58", "https://github.com/krzysztofzablocki/Inject/pull/58 (a wrapper forwards childForStatusBarStyle to the hosted controller)"),
    ("MATEEDEVS-80", "https://github.com/MateeDevs/devstack-native-app/pull/80 (a hosting controller's style replaced by its navigation controller's)"),
    ("SWIFTUI-SBS-3", "https://github.com/xavierdonnellon/swiftui-statusbarstyle/issues/3 (.fullScreenCover presents a new UIHostingController)"),
    ("POPUPVIEW-134", "https://github.com/exyte/PopupView/pull/134 (a fullScreenCover changes the bar; preferredColorScheme fixes it)"),
    ("GIST-hostingStyle", "https://gist.github.com/jeswinsimon/16f6d702b67cd515ed40a1e0daa24abe (UIHostingController subclass returning .lightContent)"),
    ("PAGEBOY-38", "https://github.com/uias/Pageboy/issues/38 (status bar appearance and page view controllers)"),
    ("QIITA-OCC", "https://qiita.com/kyam_/items/e4d8f5b8bc4d6934f408"),
    ("JUEJIN-14", "https://juejin.cn/post/7042959067660156935"),
    (
      "GKNB-68",
      "https://github.com/QuintGao/GKNavigationBar/issues/68 (iPhone 12 mini: status bar 44, safe-area top 50, navigation bar frame {0, 50, 375, 44}; 2021)"
    ),
    ("ZHANGWEN", "https://zhangwen.site/blog/iphone14-size"),
    ("HACK-13", "https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e"),
    ("ITWORKMAN", "https://www.itworkman.com/implementation-of-ios-status-bar-frame-calculation"),
    ("CODEROAD", "coderoad.ru translation of Stack Overflow 46317053 (statusBarFrame 20 → 40 during a call)"),
    ("GAMERY-18TABS", "https://gamery.app/blog/about-the-new-tabs/ (iPadOS 18: the tab bar floats at the top, placed in the navigation bar's title view area)"),
    ("JUEJIN-18TAB", "https://juejin.cn/post/7436286873523781686 (iPad on iOS 18+: the tab bar moves to the top)"),
    ("TRIO-1332", "https://github.com/nightscout/Trio/pull/1332 (iOS 26 tab bar geometry taller on SE-class devices)"),
    ("SCRIBE-552", "https://github.com/scribe-org/Scribe-iOS/issues/552 (Liquid Glass tab bar does not span the width)"),
    ("MAUI-35523", "https://github.com/dotnet/maui/pull/35523 (iOS 26: content extends behind the floating glass tab bar)"),
    (
      "JUEJIN-26ADAPT", "https://juejin.cn/post/7541078964526940210 (iOS 26 adaptation guide: UIDesignRequiresCompatibility, removed in the next major version)"
    ),
    ("TOCROP-631", "https://github.com/TimOliver/TOCropViewController/pull/631 (iPadOS 26 window controls avoided with corner-adapted layout regions)"),
    ("NAITUW-26", "https://github.com/Naituw/iPadOS26SafeAreaIssue (hiding the status bar does not update the window's safeAreaInsets on iPadOS 26)"),
  ]

  /// Sources of the window rules (R12, D40–D43).
  static let windowSources: [(String, String)] = [
    (
      "DEC-WIN26",
      "EthanArbuckle/iPhone18-3_26.1_23B85_Restore UIKitCore UIWindow.mm: +_findWindowForControllingOverallAppearanceInWindowScene: (_topVisibleWindowPassingTest: with _canAffectStatusBarAppearance) and -_canAffectStatusBarAppearance = !isInternalWindow (iOS 26.1)"
    ),
    ("RADAR-15573442", "https://github.com/lionheart/openradar-mirror/issues/4125 (iOS 7: the topmost window, not the key window, affects the status bar)"),
    (
      "RADAR-23677818",
      "https://github.com/lionheart/openradar-mirror/issues/6851 (PSPDFKit: no public way to keep a window from affecting the status bar; UIKit's own windows return NO from _canAffectStatusBarAppearance)"
    ),
    ("FINGERTIPS-14", "https://github.com/mapbox/Fingertips/pull/14 (iOS 7: the application looks for the window with the highest level)"),
    (
      "FINGERTIPS-15",
      "https://github.com/mapbox/Fingertips/pull/15 (UIKit returns the top window that _canAffectStatusBarAppearance; setting the window level did not help)"
    ),
    (
      "APL-windowLevel",
      "https://developer.apple.com/documentation/uikit/uiwindow/level (the stacking of levels takes precedence over the stacking of windows within each level)"
    ),
    (
      "APL-makeKeyAndVisible",
      "https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() (in front of all other windows at the same level or lower)"
    ),
    ("IRACE-WINDOW", "https://irace.me/window (setting isHidden to false shows a window, its stack order dictated by its windowLevel)"),
    (
      "JDSB",
      "https://github.com/calimarkus/JDStatusBarNotification (the notification window's root returns the main window's top controller's preferredStatusBarStyle)"
    ),
    ("COSTV-16", "https://github.com/asafkorem/COSTouchVisualizer/pull/16 (the overlay window's root returns the key window root's preferred style)"),
  ]
}
