/// R14.1 … R14.6 and D82 … D84: iPad scenes in windows (Stage Manager, the iPadOS 26 windowing
/// system), their controls, size classes and the one status bar (WindowSceneGeometry applies them).
extension Rule {
  static let r14_1 = Rule("R14.1")
  static let r14_2 = Rule("R14.2", .likely)
  static let r14_3 = Rule("R14.3", .likely)
  static let r14_4 = Rule("R14.4", .likely)
  static let r14_5 = Rule("R14.5", .likely)
  static let r14_6 = Rule("R14.6")
  static let r14_7 = Rule("R14.7", .likely)
  static let d82 = Rule("D82", .unsure)
  static let d83 = Rule("D83", .unsure)
  static let d84 = Rule("D84", .unsure)
  static let d85 = Rule("D85", .unsure)
}

extension RuleBook {
  static let windowScenes: [RuleEntry] = [
    e(
      "R14.1", .confirmed, "iPadOS 26 draws window controls over a windowed scene, outside its safe area",
      "An iPad scene can run full screen or in a window (Stage Manager from iPadOS 16, the windowing system of iPadOS 26). From iPadOS 26 every windowed scene gets the system's close, minimise and resize controls (the ●●● pill) at the window's top-leading corner, drawn on top of the app's content. They do not add to safeAreaInsets: web views read env(safe-area-inset-*) 0 there, and apps that drew a custom bar found it under the controls. Full screen, no controls are drawn. sbplay: a scene's `windowScene:` (mode, frame, control style); the layout gives the window's frame, size classes, safe area and the controls' rect.",
      ["TAURI-15521", "CAPACITOR-8172", "OPENDRAFT-66", "BRAVE-48623", "RNAV-12638"]),
    e(
      "R14.2", .likely, "preferredWindowingControlStyle: .automatic, .minimal, .unified",
      "iPadOS 26's UIWindowSceneDelegate.preferredWindowingControlStyle(for:) picks the controls' style: .automatic (the default when the method is not implemented), .minimal ('occupy as little of the scene's space as possible') and .unified ('appear as part of the scene's content'). Apps that returned .minimal report that UIKit then gives the controls a native strip of their own above the content, so nothing is covered (reproduced on iPadOS 26 and 27 betas). The strip's height is in no source (D84).",
      ["APL-windowingControlStyle", "APL-preferredWindowingControlStyle", "PILIPLUS-2482", "TAO-1250", "TATTOO-457"]),
    e(
      "R14.3", .likely, "Corner-adapted layout regions avoid the controls",
      "iOS 26's UIView.layoutRegion (UIViewLayoutRegion with corner adaptation) gives margins that avoid the window controls: horizontally (a leading item beside them) or vertically (content below them); UINavigationBar and SwiftUI toolbar items use it and move clear of the controls by themselves. At full screen the region still reports the display corner's adaptation (9.5 pt measured on an iPadOS 26.2 simulator), so apps gate it on the window not filling the screen.",
      ["APL-layoutRegion", "TRVIS-315", "OPENZCINE-91", "DASHBOARR-347", "ZENN-IPADWINDOW"]),
    e(
      "R14.4", .likely, "UIRequiresFullScreen on iPadOS 26: a full-screen canvas, the controls in the 32 pt band",
      "An app with UIRequiresFullScreen runs on iPadOS 26 as a scaled full-screen compatibility canvas even when the user puts it in a window: scene bounds equal the screen, preferredWindowingControlStyle has no effect, and the controls are invisible to the process. With the status bar shown the 32 pt top inset (D28) holds the controls; with the bar hidden the top inset is 0 and the controls cover content (measured on an iPadOS 26.2 simulator). The app's containers see the full screen's regular width, so a split view does not collapse however narrow the user makes the window. From iOS 27 the key asks for discrete resizing instead (R13.4): sbplay drops the canvas for an app built with the iOS 27 SDK running iOS 27.",
      ["OPENZCINE-91", "APL-TN3192", "EXPO-48175"]),
    e(
      "R14.5", .likely, "A window's size classes follow its width",
      "A scene's horizontal size class follows its window, not the device: Apple's size-class table gives compact for the narrow Split View and Slide Over widths (639 pt and less) and regular from the half-screen width of the 12.9-inch iPad (678 pt). sbplay makes a window regular from 678 pt wide and compact below; the vertical size class of an iPad window stays regular. Containers that adapt to a compact width follow it (a split view collapses, D53).",
      ["APL-sizeClasses", "APL-multitaskingSizes"]),
    e(
      "R14.6", .confirmed, "Each window scene decides its own status bar",
      "Since iOS 13 every UIWindowScene has its own windows and its own UIStatusBarManager, and UIKit looks for the window that controls the bar per scene (+[UIWindow _findWindowForControllingOverallAppearanceInWindowScene:], R12.1). An app with several scenes side by side (Stage Manager, the iPadOS 26 windowing system) therefore gets one answer per scene, from that scene's own windows and controllers. sbplay keeps each scene's windowing, main window, modal chain and overlay windows, and asks the one resolver of each scene in turn; `scene add` opens another scene, `scene select` picks the one actions edit, and a scene file lists the others under `otherScenes:`.",
      ["DEC-WIN26", "APL-sbm", "APL-windowSceneWindows"]),
    e(
      "D82", .unsure, "One status bar for the screen: the frontmost scene's",
      "iPadOS shows one status bar at the top of the screen. A full-screen scene decides it as on iPhone (R1.1). A windowed scene's window does not contain the bar (its statusBarFrame is zero); sbplay still asks its controllers and shows their answer on the screen's bar while the scene is the frontmost (active) one, except that a windowed scene cannot hide the screen's bar. With several scenes of the app (R14.6) each has its own answer and the frontmost one's is the screen's: the device paints the bar's text from it, the resolver lines name the frontmost scene, and `state` lists every scene's answer and which one the screen shows. When a scene of another app is frontmost, sbplay does not model its controllers and draws the bar in the default style. No source says which scene's controller iPadOS asks; this is sbplay's reading.",
      ["MITHKA-68", "MASTODON-CHOCKENBERRY"]),
    e(
      "D83", .unsure, "A windowed scene's safe-area top is a small margin, not the bar",
      "In a window the top safe-area inset is a small window-chrome margin (about 10 pt reported, at most 16), while the controls need about 40 pt: sbplay gives a windowed scene a top inset of 10, 0 below a .minimal strip, and a bottom inset only where the window overlaps the Home indicator.",
      ["MITHKA-68", "OPENZCINE-91"]),
    e(
      "D84", .unsure, "The controls' rect and the .minimal strip",
      "No source gives the controls' geometry. sbplay draws the pill 10 pt from the leading edge and from the top, 68 × 22 pt, keeps 8 pt beside and below it (content below it starts 40 pt down, the clearance two apps measured), treats .automatic and .unified alike on iPad, and gives .minimal a 32 pt strip above the content (the height of the UIRequiresFullScreen band that also holds the controls). Whether the strip moves the root view down or adds to its safe-area top is not clear (tao calls it 'a safe-area strip', PiliPlus 'a separate native top area'): sbplay moves the view.",
      ["OPENZCINE-91", "MITHKA-68", "PILIPLUS-2482", "TAO-1250"]),
    e(
      "R14.7", .likely, "Close and minimise take a window scene off the screen",
      "The red and yellow window controls of iPadOS 26 close and minimise the window they sit on; the green one makes it full screen. Windows include system controls that 'let people open, close, resize, and relocate them' (Apple's Windows guidelines). Closing disconnects that scene (sceneDidDisconnect, the same call as when the system discards a background scene) and its UI goes; the app's other scenes stay. A minimised window leaves the screen and can be brought back from Exposé or the app's windows list, keeping its state. A scene off the screen is not frontmost, so it no longer decides the screen's bar (D82): the next scene in front does, or, with none of the app's left, the Home Screen (D85). sbplay: `scene close [NAME]`, `scene minimise [NAME]`, `scene select NAME` to bring one back, clicks on the controls, and `presence:` in a scene file.",
      ["APL-HIG-windows", "APL-scenes", "TAO-1261", "DAILYTECH-IPADOS26-WINDOWS", "MACRUMORS-IPADOS26-TIPS", "EXPOSE-IPADOS26"]),
    e(
      "D85", .unsure, "Which scene comes to the front, and the Home Screen's bar",
      "No source says which window iPadOS brings to the front when the frontmost one closes or is minimised: sbplay takes the next one down in the order it draws them (the selected scene, then the other scenes from the last listed), and selects it when the selected scene left, so that actions edit a scene on the screen. With no scene of the app on the screen the Home Screen shows; its status bar is not the app's: sbplay draws it in the default style over the wallpaper, visible. Closing the app's last scene keeps its controllers so that `scene select`, `scene fullScreen` or `scene window` opens it again as a relaunch from the Home Screen would rebuild it (the HIG says the system remembers a window's size and place even when the app is closed); `scene add` replaces it. The minimise, close and bring-back actions need iPadOS 16 (Stage Manager), as windowed scenes do; before iPadOS 26 there are no controls to click.",
      ["APL-HIG-windows", "TAO-1261"]),
  ]
}

extension RuleSources {
  /// Sources of R14 and D82 … D84.
  static let windowSceneSources: [(String, String)] = [
    (
      "APL-windowSceneWindows",
      RuleSources.doc + "uikit/uiwindowscene/windows (the windows associated with the scene) and /statusbarmanager (the scene's status bar manager)"
    ),
    ("TAURI-15521", "https://github.com/tauri-apps/tauri/issues/15521 (iPadOS 26 window controls overlap content; they do not contribute to the safe area)"),
    ("CAPACITOR-8172", "https://github.com/ionic-team/capacitor/issues/8172 (iPadOS 26 window controls over web content, safe-area insets 0)"),
    (
      "OPENDRAFT-66",
      "https://github.com/Proteus-Technologies-Private-Limited/OpenDraft/issues/66 (iPadOS reports no left inset in a window but still draws the control)"
    ),
    ("BRAVE-48623", "https://github.com/brave/brave-browser/issues/48623 (iOS 26 SDK: toolbar buttons hidden behind the window controls)"),
    ("RNAV-12638", "https://github.com/react-navigation/react-navigation/issues/12638 (iPadOS 26 window controls and the safe area)"),
    ("APL-windowingControlStyle", RuleSources.doc + "uikit/uiwindowscene/windowingcontrolstyle (automatic, minimal, unified; iOS 26)"),
    (
      "APL-preferredWindowingControlStyle",
      RuleSources.doc + "uikit/uiwindowscenedelegate/preferredwindowingcontrolstyle(for:) (automatic when not implemented)"
    ),
    (
      "PILIPLUS-2482",
      "https://github.com/bggRGjQaUbCoE/PiliPlus/pull/2482 (.minimal: the controls get a separate native top area; iPad Pro M4, iPadOS 27 beta 2)"
    ),
    ("TAO-1250", "https://github.com/tauri-apps/tao/pull/1250 (returns .minimal so UIKit reserves space for the window controls)"),
    ("TATTOO-457", "https://github.com/NTUT-NPC/tattoo/pull/457 (.minimal verified on an iPadOS 27 simulator)"),
    (
      "TRVIS-315",
      "https://github.com/TetsuOtter/TRViS/pull/315 (corner-adapted layout region reports a nonzero inset even at full screen; gate on the window frame)"
    ),
    ("DASHBOARR-347", "https://github.com/RenzoBeux/Dashboarr/pull/347 (reads the iOS 26 corner-adapted margins, the signal UINavigationBar uses)"),
    (
      "ZENN-IPADWINDOW",
      "https://zenn.dev/tatsube/articles/55ae33bad58828 (toolbar items avoid the iPadOS 26 window controls by themselves; containerCornerInsets)"
    ),
    (
      "APL-multitaskingSizes",
      "Apple Human Interface Guidelines, Layout: iPad size classes in Split View and Slide Over (compact at 1/3 and, below the 12.9-inch iPad, 1/2)"
    ),
    ("MITHKA-68", "https://github.com/iebb/mithka/pull/68 (iPadOS 26 floating windows: top safe area about 10 pt, at most 16; the controls need about 40 pt)"),
    (
      "APL-HIG-windows",
      "https://developer.apple.com/design/human-interface-guidelines/windows (window controls let people open, close, resize and relocate windows; iPadOS windowed mode; the system remembers a window's size and placement even when an app is closed)"
    ),
    ("APL-scenes", RuleSources.doc + "uikit/scenes (a scene holds one instance of the app's UI; activation and destruction)"),
    (
      "TAO-1261",
      "https://github.com/tauri-apps/tao/pull/1261 (sceneDidDisconnect: called when the user closes a window and when iOS discards a background scene)"
    ),
    (
      "DAILYTECH-IPADOS26-WINDOWS",
      "https://thedailytechfeed.com/mastering-the-new-app-window-features-in-ipados-26 (the traffic-light controls: red closes the window, yellow minimises it, green makes it full screen)"
    ),
    (
      "MACRUMORS-IPADOS26-TIPS",
      "https://yanac.hu/2025/09/17/ipados-26-multitasking-tips-and-tricks (a copy of MacRumors' iPadOS 26 multitasking tips: red closes a window, yellow minimises it)"
    ),
    (
      "EXPOSE-IPADOS26",
      "https://blog.consultantalliance.com/ipados-26-brings-mac-like-multitasking-to-the-ipad/ (Exposé shows all open apps and each app's windows, to switch to one)"
    ),
    ("MASTODON-CHOCKENBERRY", "https://mastodawn.com/post/114757401048222145 (iPadOS 26 windows report activeAppearance as they become frontmost or not)"),
  ]
}
