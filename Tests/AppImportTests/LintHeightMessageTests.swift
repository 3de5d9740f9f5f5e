import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// R7.1: a hard-coded height's message lists the heights the core's device catalog holds, so a
/// device or an iOS the catalog learns (iPadOS 26's 32 pt bar on Face ID iPads) reaches lint.
@Suite struct LintHeightMessageTests {
  @Test func R7_1_theHardCodedHeightMessageListsTheCatalogsHeights() throws {
    let finding = try #require(Linter.lint(source: "let statusBarHeight: CGFloat = 20").first { $0.check == "hard-coded-height" })
    let heights = Set(DeviceCatalog.all.flatMap { $0.statusBarHeights.map(\.value) }).sorted()
    #expect(heights.contains(32) && heights.contains(54), "the catalog's iPadOS 26 and Dynamic Island heights")
    let words = heights.map { String(Int($0)) }.joined(separator: ", ") + " or 0"
    #expect(finding.message.contains("it is \(words) depending on the device"), "\(finding.message)")
  }
}
