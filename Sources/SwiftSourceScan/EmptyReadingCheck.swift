import Foundation

/// A condition that checks a status bar reading came back empty: `CGRectEqualToRect(statusBarFrame,
/// CGRectZero)`, `statusBarHeight == 0`, `statusBarFrame.isEmpty`. A literal height in its block is
/// a fallback for the reading, as one after `??` is (D94).
enum EmptyReadingCheck {
  static func matches(_ condition: String) -> Bool {
    let words = condition.lowercased().filter { !$0.isWhitespace }
    guard words.contains("statusbar") else { return false }
    let zeroTests = ["==0", "<=0", "<1", "==.zero", "cgrectzero", "isempty", "cgrectisempty", "cgrectisnull", "==cgfloat(0)"]
    return zeroTests.contains { test in
      var searchRange = words.startIndex..<words.endIndex
      while let r = words.range(of: test, range: searchRange) {
        // `== 0` but not `== 0.5` or `== 00`, `< 1` but not `< 10`.
        let next = words[r.upperBound...].first
        let numeric = test.last?.isNumber == true
        if !numeric || next.map({ !$0.isNumber && $0 != "." }) ?? true { return true }
        if numeric, next == ".", words[words.index(after: r.upperBound)...].first == "0" { return true }
        searchRange = r.upperBound..<words.endIndex
      }
      return false
    }
  }
}
