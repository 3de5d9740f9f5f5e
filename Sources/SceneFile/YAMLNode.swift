/// A composed YAML node with its position: the safe, alias-free tree `YAMLReader` builds from
/// Yams' nodes, and the only form the scene reader sees.
struct YAMLNode: Sendable {
  enum Content: Sendable {
    /// A scalar's text as written (quotes removed); `plain` when it was not quoted or a block scalar.
    case scalar(String, plain: Bool)
    /// Key/value pairs in file order.
    case map([YAMLPair])
    case list([YAMLNode])
  }

  var content: Content
  /// 1-based position of the node's first character.
  var line: Int
  var column: Int

  /// An unquoted empty, `~` or `null`: YAML's null.
  var isNull: Bool {
    guard case .scalar(let text, true) = content else { return false }
    return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }

  /// The scalar's text, nil for maps, lists and null.
  var text: String? {
    guard case .scalar(let text, _) = content, !isNull else { return nil }
    return text
  }

  var pairs: [YAMLPair]? {
    guard case .map(let pairs) = content else { return nil }
    return pairs
  }

  var items: [YAMLNode]? {
    guard case .list(let items) = content else { return nil }
    return items
  }

  /// What was found, for messages: "a map", "a list", "nothing", "`text`".
  var found: String {
    switch content {
    case .map: return "a map"
    case .list: return "a list"
    case .scalar(let text, _):
      if isNull { return "nothing" }
      return "`\(YAMLNode.short(text))`"
    }
  }

  /// A scalar shortened to one line for messages.
  static func short(_ text: String, limit: Int = 60) -> String {
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    if line.count <= limit && line.count == text.count { return line }
    return String(line.prefix(limit)) + "…"
  }
}

/// One key/value pair of a map.
struct YAMLPair: Sendable {
  var key: YAMLNode
  var value: YAMLNode
}
