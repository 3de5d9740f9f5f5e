import CellGrid
import StatusBarCore
import TestSupport
import Testing

@testable import PlaygroundUI

/// Any size and any key: the playground keeps rendering and never traps.
@Suite struct RobustnessTests {
  static let allKeys: [Key] = {
    var keys = Key.namedKeys + (1...12).map { Key.function($0) }
    keys += (32...126).compactMap { Unicode.Scalar($0).map { Key.char(Character($0)) } }
    keys += "abcdefghijklmnopqrstuvwxyz".map { Key.ctrl($0) }
    keys += [.char("é"), .char("中"), .char("\u{7}"), .char("👍")]
    return keys
  }()

  @Test(arguments: [(0, 0), (1, 1), (10, 5), (43, 13), (44, 14)])
  func everyKeyAtTinySizes(size: (Int, Int)) {
    for key in Self.allKeys {
      var playground = defaultApp()
      _ = playground.handle(key)
      let grid = playground.render(width: size.0, height: size.1)
      #expect(grid.width == size.0 && grid.height == size.1)
    }
  }

  @Test func tooSmallMessageIsClipped() {
    let rows = defaultApp().render(width: 10, height: 5).rows()
    #expect(rows[0] == "terminal")
    #expect(rows.allSatisfy { $0.count <= 10 })
    let one = defaultApp().render(width: 80, height: 1).rows()
    #expect(one == ["terminal too small: need 44x14, have 80x1"])
  }

  @Test func twoThousandRandomKeys() {
    var generator = SeededGenerator(seed: 0x5b_9a1)
    var playground = defaultApp()
    let pool = Self.allKeys.filter { $0 != .char("q") && $0 != .ctrl("c") }
    let sizes = [(80, 24), (120, 40), (200, 60), (44, 14), (60, 20), (10, 5), (0, 0)]
    var resizes = 0
    for index in 0..<2_000 {
      let key = pool[Int(generator.next() % UInt64(pool.count))]
      if key == .resize { resizes += 1 }
      #expect(playground.handle(key) != .quit, "only q and ctrl+c quit (Y asks to copy)")
      if generator.next() % 3 == 0 { _ = playground.tick(elapsedMilliseconds: 40) }
      if index % 7 == 0 {
        let size = sizes[index / 7 % sizes.count]
        let grid = playground.render(width: size.0, height: size.1)
        #expect(grid.width == size.0)
      }
    }
    #expect(playground.recordedLines.count == 2_000 - resizes, "every key but resize is recorded")
  }

  @Test func everyDeviceOrientationAndOS() {
    let sizes = [(80, 24), (200, 60), (50, 15)]
    var count = 0
    for device in DeviceCatalog.all {
      for os in ["7.0", "12.0", "13.0", "18.0"] {
        for orientation in [Orientation.portrait, .landscapeLeft, .landscapeRight] {
          var playground = app(
            device.name, os: os, orientation: orientation, inCall: true, tabsNavFirst)
          _ = playground.handle(.char("x"))
          _ = playground.handle(.char("j"))
          _ = playground.handle(.enter)
          let size = sizes[count % sizes.count]
          count += 1
          let grid = playground.render(width: size.0, height: size.1)
          #expect(grid.rows().count == size.1)
        }
      }
    }
  }

  @Test func deepContainmentIsListedWithinLimits() {
    var node = ControllerNode.vc("Leaf")
    for index in 0..<600 { node = .vc("C\(index)", children: [node]) }
    let playground = app("iPhone 8", os: "12.0", node)
    let text = playground.render(width: 200, height: 60).text()
    #expect(text.contains("C599"))
    #expect(ControllerTree(world: playground.world, onScreen: []).rows.count <= ControllerTree.rowLimit + 1)
  }

  @Test func deepStackRendersAndElides() {
    var playground = app("iPhone 8", os: "12.0", .nav("Nav", [.vc("Root")]))
    for index in 0..<300 { try? playground.perform(action: "push V\(index)") }
    let text = playground.render(width: 120, height: 40).text()
    #expect(text.contains("295 more in the stack"))
    #expect(text.contains("V299"))
  }
}
