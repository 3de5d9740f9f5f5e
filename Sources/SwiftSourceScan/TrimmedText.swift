import SwiftSyntax

extension SyntaxProtocol {
  /// The node's text without the leading trivia of its first token and the trailing trivia of its
  /// last token: what swift-syntax's `trimmedDescription` gives, sliced from the node's bytes.
  /// `trimmedDescription` detaches the node into a new arena and rebuilds it twice (`with(\.…Trivia,
  /// [])`) to drop the trivia; on 5,000 Swift files that copy was a sixth of lint's time.
  var trimmedText: String {
    let bytes = syntaxTextBytes
    let start = leadingTriviaLength.utf8Length
    let end = bytes.count - trailingTriviaLength.utf8Length
    guard start < end else { return "" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
