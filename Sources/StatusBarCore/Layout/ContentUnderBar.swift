/// Scrolling content under the status bar (D80, D81): which band of a controller's
/// `scrollContent` is under the bar at its `contentOffset`, and how iOS 26 follows it.
extension LayoutEngine {
  /// The colour of the content under the bar's middle, with where it comes from; nil when the
  /// controller declares no content or none of it is under the bar.
  static func contentUnderBar(_ vc: Controller, frame: LayoutFrame, probeY: Double) -> (Color, String)? {
    guard let content = vc.scrollContent else { return nil }
    let offset = vc.contentOffset ?? 0
    guard let colour = content.colour(at: offset + probeY - frame.rect.y) else { return nil }
    let at = offset == 0 ? "at the top" : "scrolled \(ScrollContent.points(offset)) pt"
    return (colour, "\(vc.name)'s content \(at) (\(colour))")
  }
}

extension World {
  /// A controller's content scrolled or changed. iOS 26's Liquid Glass re-samples what is under
  /// the bar for `.default` at once, without asking any controller (D80): a preference change
  /// that waits for `setNeedsStatusBarAppearanceUpdate()` keeps waiting. Before iOS 26, and with
  /// `UIDesignRequiresCompatibility`, nothing about the bar changes.
  mutating func contentUnderBarChanged(_ name: String, _ report: inout ActionReport) {
    guard usesLiquidGlass, environment.phase == .running else { return }
    let before = shown
    if !pendingUpdate {
      // Nothing else is waiting: a fresh answer differs from the shown one only in what the
      // content under the bar makes of `.default`.
      shown = Resolver.evaluate(self)
    } else if shown.style == .default, shown.regions.isEmpty {
      // Only the colour moves on: the trace says so, in place of the colour it gave before.
      let layout = LayoutEngine.layout(self)
      let fg: Foreground = layout.behindStatusBar.isLight ? .dark : .light
      if fg != shown.foreground {
        shown.foreground = fg
        shown.styleTrace.removeAll { $0.rule == .d14 || $0.rule == .d80 }
        shown.styleTrace.append(
          TraceStep(
            ".default re-sampled as the content scrolled, \(layout.behindStatusBarSource) ⇒ \(fg.rawValue) content; no controller asked, the pending preference still waits",
            .d80))
      }
    }
    if before.foreground != shown.foreground, !shown.hidden {
      report.events.append(
        "\(name)'s content under the bar changed: .default now draws \(shown.foreground.rawValue) content, no controller asked (D80)")
    }
  }
}

extension Rule {
  /// D80: iOS 26 `.default` follows the content under the bar as it scrolls.
  static let d80 = Rule("D80", .likely)
  /// D81: `UIStatusBarManager.statusBarStyle` reports what iOS 26 picked for `.default`.
  static let d81 = Rule("D81", .likely)
}

extension RuleBook {
  static let contentUnderBar: [RuleEntry] = [
    e(
      "D80", .likely, "iOS 26: .default follows the content as it scrolls",
      "With Liquid Glass (iOS 26 and 27, no UIDesignRequiresCompatibility on 26) the text of a .default status bar changes colour by itself while content scrolls under it: dark over light content, light over dark (D14 applied continuously). No controller is asked and no setNeedsStatusBarAppearanceUpdate() is needed; a preference change that waits for one keeps waiting. .lightContent and .darkContent stay as asked. Scenes describe the content with scrollContent and scroll it with contentOffset.",
      ["DELTACHAT-3214", "DELTACHAT-3229", "CONDUIT-497", "APL-styleEnum"]),
    e(
      "D81", .likely, "iOS 26: UIStatusBarManager.statusBarStyle reports the colour picked",
      "While .default adapts, windowScene.statusBarManager.statusBarStyle reports .darkContent or .lightContent for the colour drawn, and changes as content scrolls (apps read it to match their own edge effects); with an explicit style, and before iOS 26, it reports the style asked for.",
      ["DELTACHAT-3214", "DELTACHAT-3229"]),
  ]
}

extension RuleSources {
  static let contentUnderBarSources: [(String, String)] = [
    (
      "DELTACHAT-3214",
      "https://github.com/deltachat/deltachat-ios/issues/3214 (iOS 26: automatic status bar colour changes while scrolling; read from statusBarManager.statusBarStyle)"
    ),
    (
      "DELTACHAT-3229",
      "https://github.com/deltachat/deltachat-ios/pull/3229 (iOS 26.5 simulator: darkContent → lightContent while scrolling, the edge effect made to follow)"
    ),
    ("CONDUIT-497", "https://github.com/cogwheel0/conduit/issues/497 (iOS: status bar icons turn white on scroll in light theme)"),
  ]
}

extension Evaluation {
  /// D81: what `UIStatusBarManager.statusBarStyle` reports for this answer on `world`'s iOS.
  public func statusBarManagerStyle(usesLiquidGlass: Bool) -> StatusBarStyle {
    guard usesLiquidGlass, style == .default else { return style }
    return foreground == .light ? .lightContent : .darkContent
  }
}
