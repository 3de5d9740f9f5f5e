import Foundation

/// Several exports in one file, each wrapped in a caseless `enum` namespace so their class names
/// cannot clash, so that one `swiftc -parse` job parses many (each job costs ~0.1 s to start).
struct ParseBatch {
  private(set) var text = "import UIKit\nimport SwiftUI\n"
  private(set) var exports: [(name: String, source: String)] = []

  mutating func add(name: String, source: String) {
    let namespace = "Export_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    let body = source.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0 != "import UIKit" && $0 != "import SwiftUI" }
      .joined(separator: "\n")
    text += "enum \(namespace) {\n\(body)\n}\n"
    exports.append((name, source))
  }
}
