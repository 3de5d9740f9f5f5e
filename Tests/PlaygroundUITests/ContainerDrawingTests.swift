import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The device draws what the core resolved for the new kinds: a split's columns and the parts of
/// the bar each column styles, a medium sheet at half height.
@Suite struct ContainerDrawingTests {
  static let split = ControllerNode(
    .split, "Split", [.splitStyle: "doubleColumn"],
    children: [
      .nav("SideNav", [.barStyle: "black"], [.vc("Sidebar")]),
      .nav("DetailNav", [.navigationBarHidden: "true"], [.vc("Detail", [.preferredStatusBarStyle: "darkContent", .backgroundColor: "white"])]),
    ])

  @Test func D50_eachColumnsPartOfTheBarIsDrawnInItsOwnColours() {
    let playground = app("iPad Pro 11-inch", os: "17.0", orientation: .landscapeLeft, Self.split)
    let grid = playground.render(width: 160, height: 45)
    let rows = grid.rows()
    // The device's first screen row is the status bar; the column line marks the split.
    guard let barRow = rows.firstIndex(where: { $0.contains("9:41") }),
      let lineRow = rows.indices.first(where: { $0 > barRow && rows[$0].contains("Sidebar") }),
      let divider = Array(rows[lineRow]).firstIndex(of: "│").flatMap({ first in
        Array(rows[lineRow]).indices.first { $0 > first && Array(rows[lineRow])[$0] == "│" }
      })
    else {
      Issue.record("no status bar or column line:\n\(grid.text())")
      return
    }
    let left = grid[divider - 3, barRow].style
    let right = grid[divider + 3, barRow].style
    #expect(left.background == .rgb(22, 22, 22), "over the sidebar: \(left)")
    #expect(left.foreground == .rgb(255, 255, 255))
    #expect(right.background == .rgb(255, 255, 255), "over the detail: \(right)")
    #expect(right.foreground == .rgb(20, 20, 20))
  }

  /// iPadOS 18+: the tab bar is a capsule in the navigation bar's row, where the title was; the
  /// back button stays beside it and the bar's row is not covered by a full-width tab row.
  @Test func D23_theFloatingTabBarIsACapsuleBesideTheBackButton() {
    let tree = ControllerNode.tabs(
      "Tabs", [.nav("Nav", [.vc("Home"), .vc("Detail")]), .vc("Settings")])
    let playground = app("iPad Air (4th generation)", os: "18.0", tree)
    let rows = playground.render(width: 120, height: 40).rows()
    guard let barRow = rows.firstIndex(where: { $0.contains("9:41") }) else {
      Issue.record("no status bar")
      return
    }
    let row = rows[barRow + 1]
    #expect(row.contains("‹Home"), "\(row)")
    #expect(row.contains("( Nav  Settings )"), "\(row)")
    let back = row.range(of: "‹Home")!.lowerBound
    let capsule = row.range(of: "( Nav")!.lowerBound
    #expect(back < capsule)
    #expect(rows.contains { $0.contains("tabs in the nav bar's row 24–74 · nav bar 24–74") })
    // iPadOS 17 keeps the tab bar at the bottom and the title in the middle of the row.
    let seventeen = app("iPad Air (4th generation)", os: "17.0", tree).render(width: 120, height: 40).rows()
    #expect(!seventeen[barRow + 1].contains("( Nav"))
    #expect(seventeen[barRow + 1].contains("Detail"))
  }

  @Test func D56_aMediumSheetIsDrawnFromHalfWayDown() {
    let playground = app(
      "iPhone X", os: "15.0", .vc("Map", [.backgroundColor: "white"]),
      presented: [.vc("Filters", [.modalPresentationStyle: "pageSheet", .sheetDetent: "medium"])])
    let rows = playground.render(width: 120, height: 40).rows()
    // The device is the first 34 columns of each row.
    let device = rows.map { String($0.prefix(34)) }
    guard let map = device.firstIndex(where: { $0.contains("Map") }),
      let filters = device.firstIndex(where: { $0.contains("Filters") }),
      let corner = device.firstIndex(where: { $0.contains("╭") && $0.hasPrefix(" │") })
    else {
      Issue.record("both names should be drawn:\n\(rows.joined(separator: "\n"))")
      return
    }
    #expect(map < corner && corner < filters)
    // The card's top stands about half way down the screen (406 of 812 pt).
    let top = device.firstIndex { $0.hasPrefix(" ╭") } ?? 0
    let bottom = device.lastIndex { $0.hasPrefix(" ╰") } ?? 0
    let half = Double(corner - top) / Double(bottom - top)
    #expect(half > 0.4 && half < 0.6, "card top at \(half) of the screen")
  }
}

/// D23 at the four classroom sizes: the navigation bar's row keeps its back button beside the
/// tab capsule, and the label beside the device names both bars.
@Suite struct FloatingTabBarAtEverySizeTests {
  @Test(arguments: classroomSizes)
  func D23_theCapsuleAndTheBackButtonShareTheRow(width: Int, height: Int) throws {
    let tree = ControllerNode.tabs("Tabs", [.nav("Nav", [.vc("Home"), .vc("Detail")]), .vc("Settings")])
    let rows = app("iPad Air (4th generation)", os: "18.0", tree).render(width: width, height: height).rows()
    let barRow = try #require(rows.firstIndex { $0.contains("9:41") }, "\(width)x\(height)")
    let row = rows[barRow + 1]
    let back = try #require(row.range(of: "‹"), "\(width)x\(height): \(row)")
    let capsule = try #require(row.range(of: "( Nav  Settings )"), "\(width)x\(height): \(row)")
    #expect(back.lowerBound < capsule.lowerBound, "\(width)x\(height): \(row)")
    #expect(row.contains("nav") && row.contains("50"), "\(width)x\(height): the label names the nav bar: \(row)")
  }
}
