import Testing

@testable import CellGrid

@Suite struct AreaTests {
  @Test func basics() {
    let area = Area(x: 2, y: 3, width: 10, height: 4)
    #expect(area.maxX == 12 && area.maxY == 7)
    #expect(!area.isEmpty && area.cellCount == 40)
    #expect(area.contains(x: 2, y: 3) && !area.contains(x: 12, y: 3))
    #expect(Area(width: -1, height: 5).isEmpty)
    #expect(Area(width: -1, height: 5).width == 0)
  }

  @Test func insetClampsToZero() {
    let area = Area(x: 0, y: 0, width: 10, height: 4)
    #expect(area.inset(by: 1) == Area(x: 1, y: 1, width: 8, height: 2))
    #expect(area.inset(by: 3).isEmpty)
    #expect(area.inset(by: 3).height == 0)
    #expect(area.inset(dx: 2, dy: 0) == Area(x: 2, y: 0, width: 6, height: 4))
    #expect(Area.zero.inset(by: 5) == Area.zero)
  }

  @Test func intersection() {
    let a = Area(x: 0, y: 0, width: 10, height: 10)
    let b = Area(x: 5, y: 8, width: 10, height: 10)
    #expect(a.intersection(b) == Area(x: 5, y: 8, width: 5, height: 2))
    #expect(a.intersection(Area(x: 20, y: 0, width: 3, height: 3)).isEmpty)
  }

  @Test func splits() {
    let area = Area(x: 1, y: 1, width: 10, height: 6)
    let (left, right) = area.splitHorizontally(at: 3)
    #expect(left == Area(x: 1, y: 1, width: 3, height: 6))
    #expect(right == Area(x: 4, y: 1, width: 7, height: 6))
    #expect(area.splitHorizontally(at: -4).right.width == 4)
    #expect(area.splitHorizontally(at: 99).right.isEmpty)
    #expect(area.splitHorizontally(at: -99).left.isEmpty)
    let (top, bottom) = area.splitVertically(at: 2)
    #expect(top == Area(x: 1, y: 1, width: 10, height: 2))
    #expect(bottom == Area(x: 1, y: 3, width: 10, height: 4))
    #expect(area.splitVertically(at: -1).bottom.height == 1)
  }

  @Test func centeredAndRow() {
    let area = Area(x: 0, y: 0, width: 10, height: 5)
    #expect(area.centered(width: 4, height: 1) == Area(x: 3, y: 2, width: 4, height: 1))
    #expect(area.centered(width: 40, height: 40) == area)
    #expect(area.row(4) == Area(x: 0, y: 4, width: 10, height: 1))
    #expect(area.row(5).isEmpty)
  }
}
