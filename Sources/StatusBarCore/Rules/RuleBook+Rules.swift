/// R1 … R10: the rules UIKit follows, summarised from the research rulebook with their sources.
extension RuleBook {
  static let chain: [RuleEntry] = [
    e(
      "R1.1", .confirmed, "The walk starts at window.rootViewController",
      "UIKit asks the key window's rootViewController for its effective style and hidden controllers. With no root controller the window's root presentation controller answers: .lightContent, visible (that fallback is LIKELY).",
      ["DEC-WIN18", "DEC-ROOTPC", "APL-childStyle"]),
    e(
      "R1.2", .confirmed, "Presentations first, then childFor…",
      "effective(vc): a controlling presented controller is asked first; a presented controller without control (not full screen, not capturing) is skipped; then childForStatusBarStyle / childForStatusBarHidden is followed; else vc decides. The walk is recursive.",
      ["DEC-VC18", "APL-childStyle", "APL-childHidden", "APL-captures"]),
    e(
      "R1.3", .confirmed, "Style and hidden are two independent lanes",
      "childForStatusBarStyle only affects the style lookup and childForStatusBarHidden only the hidden lookup: one controller can decide the style while another decides visibility.",
      ["HDR-VC18", "APL-childStyle", "APL-childHidden", "SEED-004", "DEC-VC18"]),
    e(
      "R1.4", .confirmed, "Only the deciding controller's preferred… is read",
      "Overrides on any other controller in the tree are never consulted: the classic 'child override ignored' pitfall.",
      ["SEED-000", "SEED-001", "SEED-003", "SARUNW", "APL-childStyle"]),
    e(
      "R1.5", .confirmed, "preferredStatusBarUpdateAnimation",
      "Read from the effective hidden controller; it only affects hide/show; default .fade (.none 0, .fade 1, .slide 2). Which controller is read is LIKELY (from code only).",
      ["HDR-VC18", "HDR-APP17", "DEC-WIN18"]),
    e(
      "R1.6", .confirmed, "prefersStatusBarHidden when not overridden",
      "iOS 8+: hidden in a vertically compact environment (iPhone landscape), visible otherwise. An override wins, except where R8.2 forces the bar hidden.",
      ["APL-prefHidden", "DEC-VC18"]),
    e("R1.7", .confirmed, "Default preferredStatusBarStyle", "A controller that does not override it answers .default.", ["HDR-VC18"]),
  ]

  static let containers: [RuleEntry] = [
    e(
      "R2.1", .confirmed, "UINavigationController forwards the style only with its bar hidden",
      "childForStatusBarStyle returns topViewController while isNavigationBarHidden, else nil: with a visible bar the navigation controller's own preferredStatusBarStyle decides.",
      ["DEC-NAV26", "GIST-TG7", "KR-GIST", "CSDN-LOTHEVE", "RTROOT", "SEED-003"]),
    e(
      "R2.2", .likely, "UINavigationController and hidden",
      "childForStatusBarHidden returns topViewController on iPad, on Home-button iPhones, or with the bar hidden; otherwise nil (Face ID iPhones with a visible bar: the navigation controller's own value, false, decides). The first iOS version of the Face ID exception is D5.",
      ["DEC-NAV26", "CSDN-LOTHEVE", "SEED-004"]),
    e(
      "R2.3", .confirmed, "The navigation controller's own style comes from its bar",
      "iOS 7–18: barStyle .default ⇒ .default, .black ⇒ .lightContent; barTintColor, appearance objects and large titles do not change it. iOS 26+ with Liquid Glass (LIKELY): .lightContent when the bar's appearance is dark, .darkContent when light.",
      ["GIST-TG7", "DE-iOS7", "CODERWALL", "CYRIL", "RTROOT", "SEED-000", "SEED-003", "DEC-NAV26"]),
    e(
      "R2.4", .confirmed, "Navigation rules hold wherever the controller sits",
      "At the root, inside a tab or presented: the same forwarding applies.", ["SEED-003", "DEC-VC18"]),
    e(
      "R3.1", .confirmed, "UITabBarController forwards to the selected controller",
      "Both lanes go to selectedViewController (the hidden lane is LIKELY).", ["SEED-004", "DEC-TAB18"]),
    e(
      "R3.2", .likely, "UISplitViewController",
      "Built with the iOS 14 SDK or later (D87): collapsed, it forwards the style to the collapsed column (D53); expanded with the column API, or classic with exactly two view controllers, childForStatusBarStyle returns nil and the leading and trailing columns style their parts of the bar (D50, D86). Built with an older SDK, or expanded classic with another count, it does not forward; apps return viewControllers.first. Visibility is never forwarded (D51).",
      ["DEC-SPLIT182", "DEC-SPLIT261", "RADAR-19921214"]),
    e(
      "R3.3", .unsure, "UIPageViewController",
      "No source says it forwards: it answers itself, and apps return viewControllers.first (the page shown) to forward (D6, D54).",
      ["PAGEBOY-38"]),
    e(
      "R3.4", .confirmed, "Custom containers must forward and ask for an update",
      "A custom container overrides childFor… and calls setNeedsStatusBarAppearanceUpdate() whenever the child it returns changes.",
      ["APL-childStyle", "APL-childHidden", "SEED-001", "SEED-004"]),
  ]

  static let presentation: [RuleEntry] = [
    e(
      "R4.1", .confirmed, "Only a full-screen presentation takes control",
      "Control passes to the presented controller only for .fullScreen, or when it sets modalPresentationCapturesStatusBarAppearance = true (ignored for full screen). Default false.",
      ["APL-captures", "HDR-VC18", "SEED-003", "RADAR-30870230", "QIITA-OCC"]),
    e(
      "R4.2", .confirmed, "What each presentation style does",
      "fullScreen: yes; overFullScreen, overCurrentContext, custom (presenter kept): no; pageSheet/formSheet adapted to full screen on iPhone iOS 8–12: yes (LIKELY); iOS 13+ card sheets: no (LIKELY); iPad sheets and popovers: no; .automatic resolves to pageSheet (13–17) or formSheet (18+).",
      ["DEC-PC18", "APL-captures", "APL-fullScreen", "RADAR-30870230", "RADAR-27874629", "RADAR-22564923", "DEC-SHEET18", "DEC-FORM", "HACK-13"]),
    e(
      "R4.3", .confirmed, "modalPresentationCapturesStatusBarAppearance",
      "Set on the presented controller: it (and its childFor… chain) becomes the effective controller for both lanes when the presentation does not already transfer control.",
      ["APL-captures", "DEC-VC18"]),
    e("R4.4", .confirmed, "Dismissal re-evaluates", "Control returns to the presenting chain and UIKit asks again by itself.", ["SEED-004", "RADAR-22564923"]),
    e(
      "R4.5", .unsure, "iOS 13+ card sheets on iPhone",
      "The card does not take control (LIKELY); the text is observed to turn light over the black backdrop (UNSURE, see D1).",
      ["DEC-SHEET18", "HACK-13"]),
    e(
      "R4.6", .confirmed, "Seed 004's 'hidden by default' remark",
      "A non-full-screen presented controller is simply not asked; nothing is hidden by that (correction C7).", ["APL-captures", "DEC-VC18"]),
    e("R4.7", .unsure, "Nested presentations", "See D7.", ["DEC-VC18"]),
  ]

  static let legacy: [RuleEntry] = [
    e(
      "R5.1", .confirmed, "UIViewControllerBasedStatusBarAppearance defaults to YES",
      "With NO, the status bar uses UIApplication's style and hidden state.", ["APL-plistVCB", "SEED-000", "SEED-001", "SEED-002", "SEED-004"]),
    e(
      "R5.2", .confirmed, "With NO, UIApplication decides",
      "UIApplication.statusBarStyle and isStatusBarHidden decide; controller overrides and setNeedsStatusBarAppearanceUpdate() have no effect (iOS 7–18 confirmed, iOS 26+ LIKELY).",
      ["DEC-WIN18", "SEED-000", "SEED-004", "CSDN-LOTHEVE", "SPLINTER"]),
    e(
      "R5.3", .confirmed, "The UIApplication setters are deprecated in iOS 9",
      "statusBarStyle, setStatusBarStyle(_:animated:), isStatusBarHidden and setStatusBarHidden(_:with:) setters: deprecated 9.0; the getters and statusBarFrame: deprecated 13.0 (use UIStatusBarManager).",
      ["HDR-APP17", "HDR-APP9", "APL-setStyle", "APL-isHidden", "APL-forum5702"]),
    e(
      "R5.4", .confirmed, "Setters do nothing while VC-based is YES", "Silently ignored; no console message is documented (D8).", ["HDR-APP17", "APL-setStyle"]),
    e(
      "R5.5", .confirmed, "Setter animations",
      "setStatusBarStyle(_:animated:) slides; setStatusBarHidden(_:with:) uses its animation; isStatusBarHidden = x changes at once.",
      ["APL-setStyle", "APL-isHidden"]),
    e(
      "R5.6", .confirmed, "Info.plist launch keys",
      "UIStatusBarHidden and UIStatusBarStyle apply during launch in every mode; with VC-based NO they also seed UIApplication's values (LIKELY).",
      ["APL-plistHidden", "APL-plistStyle", "SPLINTER", "CYRIL", "SEED-002"]),
  ]

  static let styles: [RuleEntry] = [
    e(
      "R6.1", .confirmed, "UIStatusBarStyle cases",
      ".default 0, .lightContent 1 (iOS 7+), .darkContent 3 (iOS 13+); before iOS 13 an unknown value draws like .default.", ["HDR-APP17", "HDR-APP9"]),
    e(
      "R6.2", .confirmed, ".default under Dark Mode (iOS 13–18)",
      ".default resolves with the deciding controller's trait environment: dark ⇒ light content, light ⇒ dark content. overrideUserInterfaceStyle changes it. The exact trait source is LIKELY.",
      ["HDR-APP17", "DEC-WIN18"]),
    e(
      "R6.3", .likely, ".default follows the content below the bar (iOS 26+)",
      "Apple's current text: .default 'automatically selects an appearance … and updates it dynamically to maintain contrast with the content below it'. Modelled by D14.",
      ["APL-styleEnum"]),
    e(
      "R6.4", .confirmed, "UIStatusBarManager reports, it does not set", "statusBarStyle and isStatusBarHidden are read-only resolved values (iOS 13+).",
      ["APL-sbm"]),
    e(
      "R6.5", .confirmed, "The status bar has no background", "Since iOS 7 the view behind shows through; the style only changes the text and icons.",
      ["GIST-TG7", "DE-iOS7", "SEED-000", "SEED-002"]),
  ]

  static let geometry: [RuleEntry] = [
    e(
      "R7.1", .confirmed, "Status bar heights and safe areas by device",
      "20 pt on Home-button devices; 44 X family; 48 XR/11 from iOS 14; 47 12–14 and 16e/17e; 54 reported on Dynamic Island phones (D15); minis D3; 16 Pro/17 class D4; 20 or 24 pt on iPads (D19). statusBarFrame is zero when hidden. Per-device values and sources: `sbplay devices`.",
      ["SEED-000", "QIITA-X", "JUEJIN-14", "JUEJIN-152", "DEC-SBVP18", "CSL", "QMUI", "FDP", "GKNB-41"]),
    e("R7.2", .confirmed, "statusBarFrame spans the interface width", "Origin (0, 0), the current interface width (iOS 8+).", ["SEED-002"]),
    e(
      "R7.3", .confirmed, "The double-height call bar",
      "On 20 pt devices through iOS 12: the bar is 40 pt and full-screen root views move down 20 pt; Face ID devices keep their height. iOS 13+: D2. Hidden during a call: D13.",
      ["SEED-000", "CODEROAD", "ITWORKMAN", "HDR-APP17"]),
    e(
      "R7.4", .confirmed, "Read geometry from UIStatusBarManager (iOS 13+)",
      "windowScene.statusBarManager.statusBarFrame; UIApplication.statusBarFrame is deprecated but equal.", ["HDR-APP17", "ZHANGWEN"]),
  ]

  static let landscapeAndUpdates: [RuleEntry] = [
    e(
      "R8.1", .confirmed, "Home-button iPhones in landscape, iOS 8–12",
      "Vertically compact: a controller that does not override prefersStatusBarHidden hides the bar; one that returns false keeps it. iOS 7 keeps it by default.",
      ["APL-prefHidden", "DEC-VC18", "SEED-002"]),
    e(
      "R8.2", .confirmed, "Landscape iPhones hide the bar on iOS 13+ and on Face ID phones",
      "Checked before any controller or UIApplication: nothing can force it visible.", ["SEED-004", "DEC-WIN18", "DEC-SBVP18"]),
    e("R8.3", .likely, "iPads keep the bar in landscape", "Regular vertical size class.", ["DEC-WIN18"]),
    e("R8.4", .likely, "iOS 13/14 navigation bar overlap bug", "A UIKit bug fixed by a rotation; not modelled.", ["SEED-004"]),
    e(
      "R9.1", .confirmed, "Changed preferences need setNeedsStatusBarAppearanceUpdate()",
      "Until it is called, or UIKit re-evaluates for another reason, the bar keeps its old answer.",
      ["APL-setNeeds", "APL-prefStyle", "APL-prefHidden", "APL-childStyle", "SEED-001", "SEED-004"]),
    e(
      "R9.2", .likely, "Any on-screen controller may ask", "The request goes to the window, which re-runs the whole walk.",
      ["SEED-001", "SEED-003", "SEED-004"]),
    e(
      "R9.3", .confirmed, "UIKit re-evaluates by itself on transitions",
      "Present, dismiss, push, pop, tab selection, rotation and trait changes (the last ones LIKELY).", ["SEED-004", "DEC-SHEET18", "DEC-WIN18"]),
    e(
      "R9.4", .likely, "Animation of an update",
      "Inside an animation block the change is animated with it; hide/show uses preferredStatusBarUpdateAnimation; style changes cross-fade.",
      ["APL-setNeeds", "HDR-VC18", "SEED-002", "SEED-004"]),
    e("R9.5", .likely, "preferredStatusBarUpdateAnimation is read on update", "It is generally not called unless an update is requested.", ["SEED-004"]),
    e(
      "R10.1", .confirmed, "A top navigation bar extends under the status bar",
      "Its background (barTintColor, image) also fills the status bar area: 64 pt with a 20 pt bar, 88 on the X.", ["DE-iOS7", "SEED-000"]),
    e(
      "R10.2", .confirmed, "Only barStyle feeds the status bar style", "A dark barTintColor with barStyle .default keeps dark text: set barStyle .black.",
      ["SEED-003", "DE-iOS7"]),
    e("R10.3", .unsure, "barStyle resets barTintColor (folklore)", "Not modelled (D9).", ["SEED-003"]),
    e("R10.4", .confirmed, "Without a navigation bar the view shows through", "Apps fake a background with a view under the bar.", ["SEED-000", "SEED-002"]),
  ]
}
