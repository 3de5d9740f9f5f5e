import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Imported apps have long class names: the tree cuts a name (with …) and keeps its columns.
@Suite struct TreeColumnsTests {
  @Test(arguments: classroomSizes)
  func longClassNamesAreCutAndTheColumnsStay(width: Int, height: Int) throws {
    let long = "CheckoutFlowPaymentMethodSelectionViewControllerWithApplePay"
    let root = ControllerNode.nav("Nav", [.vc("Home"), .vc(long)])
    let playground = app("iPhone 8", os: "15.0", root)
    let rows = playground.render(width: width, height: height).rows()
    let home = try #require(rows.first { $0.contains("Home ") && $0.contains(" vc ") }, "\(rows.joined(separator: "\n"))")
    let cut = try #require(rows.first { $0.contains("CheckoutFlow") && $0.contains(" vc ") }, "\(rows.joined(separator: "\n"))")
    #expect(!cut.contains(long), "the long name is cut")
    #expect(cut.contains("…"))
    // The kind column ("vc") starts at the same column on both rows.
    func kindColumn(_ row: String) -> Int? {
      guard let range = row.range(of: " vc ") else { return nil }
      return row.distance(from: row.startIndex, to: range.lowerBound)
    }
    #expect(kindColumn(home) != nil)
    #expect(kindColumn(home) == kindColumn(cut), "\(home)\n\(cut)")
  }
}
