import StatusBarCore

/// Reading single values, with messages that say what was found and what was expected.
extension SceneReader {
  func error(_ node: YAMLNode, _ message: String) -> SceneError {
    SceneError(file: file, line: node.line, column: node.column, message: message)
  }

  /// A map's pairs with their keys as text.
  func pairs(_ node: YAMLNode, what: String) throws(SceneError) -> [(key: String, pair: YAMLPair)] {
    guard let pairs = node.pairs else { throw error(node, "\(what) is a map of keys, found \(node.found)") }
    var result: [(key: String, pair: YAMLPair)] = []
    for pair in pairs {
      guard let key = pair.key.text else {
        throw error(pair.key, "a key is \(pair.key.found): keys in \(what) are plain names such as `title`")
      }
      result.append((key, pair))
    }
    return result
  }

  /// "unknown key `x` in …, did you mean `y`?" or the list of keys.
  func unknownKey(_ key: String, at node: YAMLNode, in place: String, candidates: [String]) -> SceneError {
    if let suggestion = Suggestions.closest(to: key, in: candidates) {
      return error(node, "unknown key `\(YAMLNode.short(key))` \(place), did you mean `\(suggestion)`?")
    }
    return error(node, "unknown key `\(YAMLNode.short(key))` \(place); expected one of \(candidates.joined(separator: ", "))")
  }

  func text(_ node: YAMLNode, _ key: String) throws(SceneError) -> String {
    guard let text = node.text else { throw error(node, "\(key) needs a text, found \(node.found)") }
    return text
  }

  func bool(_ node: YAMLNode, _ key: String) throws(SceneError) -> Bool {
    guard let text = node.text else { throw error(node, "\(key) needs true or false, found \(node.found)") }
    guard let value = parseBool(text) else {
      throw error(node, "`\(YAMLNode.short(text))` is not a value for \(key): expected true or false")
    }
    return value
  }

  func number(_ node: YAMLNode, _ key: String) throws(SceneError) -> Double {
    guard let text = node.text else { throw error(node, "\(key) needs a number of points, found \(node.found)") }
    guard let value = Double(text.trimming(" \t")), value.isFinite else {
      throw error(node, "`\(YAMLNode.short(text))` is not a value for \(key): expected a number of points such as 20 or 53.67")
    }
    return value
  }

  /// One of a fixed set of names.
  func named<T: NamedValue>(
    _ node: YAMLNode, _ key: String, _ type: T.Type, names: [String] = T.allNames,
    parse: (String) -> T? = { T(name: $0) }
  ) throws(SceneError) -> T {
    let expected = names.joined(separator: ", ")
    guard let text = node.text else { throw error(node, "\(key) needs one of \(expected), found \(node.found)") }
    guard let value = parse(text) else { throw notAValue(text, node, key, expected: expected, names: names) }
    return value
  }

  func notAValue(_ text: String, _ node: YAMLNode, _ key: String, expected: String, names: [String]) -> SceneError {
    let suggestion = Suggestions.closest(to: text, in: names).map { ", did you mean `\($0)`?" } ?? ""
    return error(node, "`\(YAMLNode.short(text))` is not a value for \(key)\(suggestion) (expected \(expected))")
  }

  /// A controller property's value (docs/scene-format.md).
  func value(for key: ControllerKey, _ node: YAMLNode) throws(SceneError) -> PropertyValue {
    if key == .childForStatusBarStyle || key == .childForStatusBarHidden, node.isNull { return .child(.none) }
    guard let text = node.text else { throw error(node, "\(key.rawValue) needs \(key.expected), found \(node.found)") }
    if key == .title { return .text(text) }
    if key == .selectedIndex || key == .currentPage {
      guard let index = Int(text), index >= 0 else {
        throw error(node, "`\(YAMLNode.short(text))` is not a value for \(key.rawValue): expected \(key.expected)")
      }
      return .integer(index)
    }
    if case .child? = key.parse(text), text.trimming(" \t") != text || text.isEmpty {
      throw error(node, "`\(YAMLNode.short(text))` is not a value for \(key.rawValue): expected \(key.expected)")
    }
    guard let value = key.parse(text) else {
      throw notAValue(text, node, key.rawValue, expected: key.expected, names: Self.names(for: key))
    }
    return value
  }

  /// The spellings a key accepts, for "did you mean".
  static func names(for key: ControllerKey) -> [String] { key.valueNames }
}

extension String {
  func trimming(_ set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
    while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
