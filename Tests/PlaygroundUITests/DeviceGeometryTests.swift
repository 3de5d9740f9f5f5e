import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Points to cells: status bars of different heights never look the same.
@Suite struct DeviceGeometryTests {
  @Test(arguments: Array(stride(from: 3.0, through: 120.0, by: 0.5)))
  func barHeightsStayDistinct(pointsPerRow: Double) {
    func rows(_ h: Double) -> Int {
      DeviceGeometry.statusBarRows(h, pointsPerRow: pointsPerRow, screenRows: 200)
    }
    #expect(rows(20) != rows(44))
    #expect(rows(20) != rows(40), "the in-call bar grows")
    #expect(rows(24) != rows(44))
    for tall in [50.0, 53.67, 54] {
      #expect(rows(44) != rows(tall))
    }
    #expect(rows(20) <= rows(44) && rows(44) <= rows(47) && rows(47) <= rows(50))
    #expect(rows(0) == 0)
  }

  @Test func rowMappingIsProportionalWhenThereIsRoom() {
    let geometry = DeviceGeometry(
      size: Size(width: 375, height: 667), screen: Area(x: 0, y: 0, width: 68, height: 60),
      anchor: 20)
    #expect(geometry.anchorRows == 2)
    #expect(geometry.row(0) == 0)
    #expect(abs(geometry.row(667) - 60) < 0.0001)
    #expect(geometry.area(Rect(x: 0, y: 20, width: 375, height: 44)).height == 4)
  }

  @Test func inCallBarIsTallerOnScreen() {
    var playground = defaultApp()
    func barRows(_ p: PlaygroundApp) -> Int {
      // Rows from the top of the screen whose cells have the status bar's green or surface.
      let rows = p.render(width: 120, height: 40).rows()
      return rows.prefix(8).filter { $0.contains("9:41") || $0.contains("Touch to return to call") }
        .count
    }
    #expect(barRows(playground) == 1)
    try? playground.perform(action: "inCall on")
    #expect(barRows(playground) == 2)
    #expect(playground.screenText.contains("in call 40 pt"))
  }

  @Test func deviceFitsInsideItsRegion() {
    for device in DeviceCatalog.all {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        for region in [
          Area(x: 1, y: 1, width: 30, height: 20), Area(x: 1, y: 1, width: 90, height: 56),
          Area(x: 0, y: 0, width: 7, height: 4),
        ] {
          guard
            let frame = DeviceFrame.fit(
              device: device, orientation: orientation, anchor: 20, in: region)
          else { continue }
          #expect(frame.outer.x >= region.x && frame.outer.maxX <= region.maxX)
          #expect(frame.outer.y >= region.y && frame.outer.maxY <= region.maxY)
          #expect(frame.outer.intersection(frame.screen) == frame.screen)
        }
      }
    }
  }
}
