import CellGrid
import StatusBarCore
import TestSupport
import Testing

@testable import PlaygroundUI

/// Frames copy the device and the panels from the previous frame when what they show did not
/// change. Whatever the keys, a frame drawn that way must be exactly the frame drawn
/// from nothing.
@Suite struct FrameReuseTests {
  /// The app's frame, and the same app's frame drawn with an empty memo.
  func frames(_ app: PlaygroundApp, width: Int, height: Int) -> (reused: Grid, fresh: Grid) {
    var fresh = app
    fresh.renderMemo = RenderMemo()
    return (app.render(width: width, height: height), fresh.render(width: width, height: height))
  }

  /// Keys that change a little at a time: the ones that reuse most, and the panel keys.
  static let keys: [Key] =
    "jkhsbpnuUiroOzyfgGAaFw12?-+ZlPnNxdDc:Ye".map { Key.char($0) } + [
      .tab, .backTab, .up, .down, .pageUp, .pageDown, .home, .end, .escape, .enter,
    ]

  @Test(arguments: [(80, 24), (120, 40), (200, 60)])
  func aReusedFrameIsTheFrameDrawnFromNothing(size: (Int, Int)) {
    var generator = SeededGenerator(seed: 0x11_f4a3 &+ UInt64(size.0))
    var app = defaultApp()
    var mismatches = 0
    for index in 0..<400 {
      let key = Self.keys[Int(generator.next() % UInt64(Self.keys.count))]
      _ = app.handle(key)
      if generator.next() % 4 == 0 { _ = app.tick(elapsedMilliseconds: 60) }
      let (reused, fresh) = frames(app, width: size.0, height: size.1)
      if reused != fresh {
        mismatches += 1
        if mismatches == 1 {
          Issue.record(
            "key \(index) (\(key)) at \(size.0)x\(size.1): the reused frame differs:\n\(reused.rows().joined(separator: "\n"))\n---\n\(fresh.rows().joined(separator: "\n"))"
          )
        }
      }
    }
    #expect(mismatches == 0)
  }

  /// The point of it: `u` with nothing pending changes only the log, so the other panels are
  /// copied from the previous frame; focusing a panel (F) changes only that panel, so the
  /// device is copied too, and the frame still shows it.
  @Test func whatAKeyDidNotChangeIsCopiedNotDrawn() {
    var app = defaultApp()
    _ = app.handle(.char("f"))
    _ = app.render(width: 120, height: 40)
    _ = app.handle(.char("u"))
    _ = app.render(width: 120, height: 40)
    _ = app.handle(.char("u"))
    _ = app.render(width: 120, height: 40)
    var reuse = app.renderMemo.lastReuse
    #expect(reuse.panelsCopied.contains(.tree) && reuse.panelsCopied.contains(.trace))
    #expect(reuse.panelsDrawn == [.log])
    _ = app.handle(.char("F"))
    let frame = app.render(width: 120, height: 40)
    reuse = app.renderMemo.lastReuse
    #expect(reuse.deviceCopied)
    #expect(reuse.panelsDrawn.count == 1, "only the panel that took the focus: \(reuse)")
    #expect(frame.rows()[3].contains("9:41"), "the status bar is on the copied device")
    // A key that moves the controller focus draws the device and the tree again.
    _ = app.handle(.escape)
    _ = app.handle(.char("j"))
    _ = app.render(width: 120, height: 40)
    #expect(!app.renderMemo.lastReuse.deviceCopied)
    #expect(app.renderMemo.lastReuse.panelsDrawn.contains(.tree))
  }
}

/// The layout panel is kept by what it shows, not by world: most keys change the world
/// (a style, a preference) and move nothing (panels redrawn only when what they show
/// changed).
@Suite struct LayoutPanelReuseTests {
  @Test func aKeyThatMovesNothingKeepsTheLayoutPanel() {
    var app = defaultApp()
    _ = app.handle(.char("f"))
    _ = app.render(width: 120, height: 40)
    let world = app.worldVersion
    let layout = app.simulation.snapshot.layout
    let made = app.renderMemo.layoutPanelsMade
    // preferredStatusBarUpdateAnimation of the focused controller: a new world, the same frames.
    _ = app.handle(.char("a"))
    #expect(app.worldVersion != world, "the key changed the world")
    #expect(app.simulation.snapshot.layout == layout, "and moved nothing")
    let frame = app.render(width: 120, height: 40)
    #expect(app.renderMemo.layoutPanelsMade == made, "the layout panel was not made again")
    var fresh = app
    fresh.renderMemo = RenderMemo()
    #expect(frame == fresh.render(width: 120, height: 40), "and the frame is the one drawn from nothing")
    // A push moves frames: the panel is made again, with what moved marked.
    _ = app.handle(.char("p"))
    let pushed = app.render(width: 120, height: 40).text()
    #expect(app.renderMemo.layoutPanelsMade == made + 1)
    #expect(pushed.contains("* moved"))
  }
}

@Suite struct RepaintKeyTests {
  /// ctrl+l repaints the whole terminal (the curses loop does it); the message line says so
  /// instead of calling the key unbound.
  @Test func ctrlLSaysTheScreenWasRepainted() {
    var app = defaultApp()
    _ = app.handle(.ctrl("l"))
    let text = app.render(width: 80, height: 24).text()
    #expect(text.contains("screen repainted"))
    #expect(!text.contains("not bound"))
  }
}
