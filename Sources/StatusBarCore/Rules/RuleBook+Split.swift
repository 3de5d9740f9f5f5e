/// D86, D87: UISplitViewController's status bar style by SDK and state (UIKitCore 26.1 and the
/// 18.2 panel implementation). SplitViewControllerKind applies them; D50, D51 and D53 are the
/// earlier split decisions they refine.
extension Rule {
  /// D86: separate styles for the leading and trailing parts, and when a split forwards instead.
  static let d86 = Rule("D86", .likely)
  /// D87: the SDK from which a split forwards at all (sbplay reads the hidden check as iOS 14).
  static let d87 = Rule("D87", .unsure)
}

extension RuleBook {
  static let split: [RuleEntry] = [
    e(
      "D86", .likely, "When a split styles the bar in parts, and when it forwards",
      "UIKit asks _shouldUseSeparateStatusBarStyles: the app has the new split behaviour (D87), the split is not collapsed, and it uses the column API or is a classic split with exactly two view controllers. Then childForStatusBarStyle returns nil and the bar is styled in two parts: the leading part (time and date) by the leading visible column's effective controller, the trailing part (battery, Wi-Fi) by the trailing visible column's, and the centre part by a supplementary column shown between them, else by the secondary (the 18.2 preferredCenterStatusBarStyle). Otherwise childForStatusBarStyle returns the collapsed view controller: collapsed, the column shown (D53); expanded, a classic split with one or three view controllers has none (sbplay's reading: the 18.2 code reads the collapsed view controller only when collapsed elsewhere), so the split answers itself. childForStatusBarHidden is never overridden (D51).",
      ["DEC-SPLIT261", "DEC-SPLIT182"]),
    e(
      "D87", .unsure, "A split forwards only for an app built with a newer SDK",
      "Both the separate styles and the forwarding to the collapsed view controller sit behind _shouldUseNewStatusBarBehavior, a linked-on-or-after check whose SDK the decompiled code does not show. Built with an older SDK, a split keeps UIViewController's nil in every state and answers itself, as Radar 19921214 saw on iOS 8.1. sbplay takes the iOS 14 SDK (the one that brought the column API and this implementation's public face) running on iOS 14 or later; the real threshold may be another SDK.",
      ["DEC-SPLIT261", "DEC-SPLIT182", "RADAR-19921214"]),
  ]
}
