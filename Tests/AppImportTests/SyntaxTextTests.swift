import SwiftParser
import SwiftSyntax
import Testing

@testable import SwiftSourceScan

/// Lint reads a node's text and position from the bytes it was parsed from, not through
/// swift-syntax's `trimmedDescription` (a detached, twice rebuilt copy) and
/// `SourceLocationConverter(fileName:tree:)` (a second walk of the tree): both were most of lint's
/// time on 5,000 files. They must give what swift-syntax gives, for every node.
@Suite struct SyntaxTextTests {
  static let source = """
    // A comment before the class \r\n\
    @objc(ABCThemed) final class Themed: UIViewController { /* trailing */\r\n\
      override var preferredStatusBarStyle: UIStatusBarStyle { flag ? .lightContent : .default }\r\
      let title = "Grüße, 状态栏 🚥" // after
      func show() {
        let vc = UINavigationController(rootViewController: self)   \t
        vc.modalPresentationStyle = .overFullScreen
        present(vc, animated: true)
      }

    }
    """

  final class Collector: SyntaxAnyVisitor {
    var nodes: [Syntax] = []
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      nodes.append(node)
      return .visitChildren
    }
  }

  static func allNodes(_ tree: SourceFileSyntax) -> [Syntax] {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.nodes
  }

  @Test func trimmedTextIsTrimmedDescriptionForEveryNode() {
    let tree = Parser.parse(source: Self.source)
    let nodes = Self.allNodes(tree)
    #expect(nodes.count > 100)
    for node in nodes {
      #expect(node.trimmedText == node.trimmedDescription, "\(node.kind)")
    }
  }

  @Test func locationsAreSwiftSyntaxsForEveryNodeWithEveryLineEnding() {
    let file = ParsedFile(path: "Themed.swift", text: Self.source)
    let converter = SourceLocationConverter(fileName: "Themed.swift", tree: file.tree)
    for node in Self.allNodes(file.tree) {
      let start = node.startLocation(converter: converter)
      let end = node.endLocation(converter: converter)
      #expect((file.location(node).line, file.location(node).column) == (start.line, start.column), "\(node.kind)")
      #expect((file.endLocation(node).line, file.endLocation(node).column) == (end.line, end.column), "\(node.kind)")
    }
    // The override is on line 3 after a `\r\n`, the string on line 4 after a lone `\r`.
    let lines = Self.allNodes(file.tree).compactMap { $0.as(StringLiteralExprSyntax.self) }.map { file.location($0).line }
    #expect(lines == [4])
  }

  @Test func aFileEndingInALoneCarriageReturnHasItsLastLine() {
    #expect(LineStarts.of("a\rb\r\nc\r") == [0, 2, 5, 7])
    #expect(LineStarts.of("") == [0])
  }
}
