import Foundation
import Testing

extension TmuxDriver {
  /// A mouse event as a terminal in normal tracking mode sends it (`ESC [ M b x y`, each byte
  /// 32 + value, 1-based cells): button 0 presses (then releases), 64/65 turn the wheel.
  func mouse(x: Int, y: Int, button: Int = 0) {
    func byte(_ value: Int) -> String { String(UnicodeScalar(UInt8(32 + value))) }
    type("\u{1B}[M" + byte(button) + byte(x + 1) + byte(y + 1))
    if button == 0 { type("\u{1B}[M" + byte(3) + byte(x + 1) + byte(y + 1)) }
  }
}

/// The live screen in a real terminal: panels focus, scroll and zoom by keys and by the mouse, and
/// a click on the tree or the device focuses a controller.
@Suite(.serialized) struct LiveScreenEndToEndTests {
  static func command(_ args: String = "") -> String {
    "bash -c '\(sbplayBinary) \(args); echo EXIT=$?; sleep 30'"
  }

  @Test(.needsTmux) func panelFocusScrollsTheResolverByKeys() throws {
    let tmux = TmuxDriver(command: Self.command(), width: 80, height: 24, name: "panels")
    #expect(tmux.waitFor("9:41"), "\(tmux.screen())")
    tmux.press("p")
    // VC3 pushed (the layout panel was on the screen before p too).
    #expect(tmux.waitUntil { $0.contains("focus: VC3") && $0.contains("Layout (points)") }, "\(tmux.screen())")
    tmux.press("F", "F")
    #expect(tmux.waitFor("lines 1-"), "\(tmux.screen())")
    tmux.press("PageDown")
    #expect(tmux.waitUntil { $0.contains("lines ") && !$0.contains("lines 1-") }, "\(tmux.screen())")
    tmux.press("Z")
    #expect(tmux.waitUntil { !$0.contains("Controllers") && $0.contains("Resolver") }, "\(tmux.screen())")
    tmux.press("Escape")
    #expect(tmux.waitFor("Controllers"), "\(tmux.screen())")
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"), "\(tmux.screen())")
  }

  @Test(.needsTmux) func mouseFocusesPanelsAndControllersAndScrolls() throws {
    let tmux = TmuxDriver(command: Self.command(), width: 80, height: 24, name: "mouse")
    #expect(tmux.waitFor("9:41"), "\(tmux.screen())")
    tmux.press("p")
    #expect(tmux.waitFor("focus: VC3"), "\(tmux.screen())")
    // The resolver sits below the tree on the right: a click focuses it.
    let rows = tmux.screen().components(separatedBy: "\n")
    let resolverRow = try #require(rows.firstIndex { $0.contains("Resolver") })
    tmux.mouse(x: 50, y: resolverRow + 2)
    #expect(tmux.waitFor("resolver panel focused"), "\(tmux.screen())")
    tmux.mouse(x: 50, y: resolverRow + 2, button: 65)
    #expect(tmux.waitUntil { $0.contains("lines 4-") }, "\(tmux.screen())")
    // A controller row in the tree.
    let settingsRow = try #require(
      tmux.screen().components(separatedBy: "\n").firstIndex { $0.contains("Settings  vc") })
    tmux.mouse(x: 45, y: settingsRow)
    #expect(tmux.waitFor("focus: Settings"), "\(tmux.screen())")
    // The device's screen, below the bars: the view of the controller on top.
    tmux.mouse(x: 10, y: 12)
    #expect(tmux.waitFor("focus: VC3"), "\(tmux.screen())")
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"), "\(tmux.screen())")
  }

  @Test(.needsTmux) func copyStateReachesTheClipboardThroughOSC52() throws {
    let tmux = TmuxDriver(command: Self.command(), width: 120, height: 40, name: "osc52")
    tmux.tmux(["tmux", "-L", tmux.socket, "set-option", "-s", "set-clipboard", "on"])
    #expect(tmux.waitFor("9:41"), "\(tmux.screen())")
    tmux.press("Y")
    #expect(tmux.waitFor("copied to the clipboard"), "\(tmux.screen())")
    let deadline = Date().addingTimeInterval(15)
    var buffer = ""
    while Date() < deadline {
      buffer = tmux.tmux(["tmux", "-L", tmux.socket, "show-buffer"])
      if buffer.contains("sbplay scene") { break }
      usleep(100_000)
    }
    #expect(buffer.contains("**sbplay scene**"), "\(buffer)")
    #expect(buffer.contains("title: A tab bar with a navigation stack"))
    tmux.press("Escape", "q")
    #expect(tmux.waitFor("EXIT=0"), "\(tmux.screen())")
  }
}
