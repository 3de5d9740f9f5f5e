/// Reading small JSON documents (lesson progress) through the scene reader's YAML composer: JSON
/// is YAML, so no second parser is needed, and Foundation's JSONDecoder (about a megabyte of
/// code paged in on first use) stays out of the playground.
extension JSONValue {
  /// The value of a JSON text; nil when it is not one. YAML-only forms are refused (unquoted
  /// strings and keys, block mappings, YAML's other numbers and nulls); the one leniency is a
  /// single-quoted string, which the composer does not tell from a double-quoted one.
  public static func parse(_ text: String) -> JSONValue? {
    guard let node = try? YAMLReader.read(text, file: "json"), let value = from(node) else { return nil }
    return value
  }

  static func from(_ node: YAMLNode) -> JSONValue? {
    switch node.content {
    case .map(let pairs):
      var members: [(String, JSONValue)] = []
      members.reserveCapacity(pairs.count)
      for pair in pairs {
        // Keys are quoted strings in JSON.
        guard case .scalar(let key, plain: false) = pair.key.content, let value = from(pair.value) else { return nil }
        members.append((key, value))
      }
      return .object(members)
    case .list(let items):
      var values: [JSONValue] = []
      values.reserveCapacity(items.count)
      for item in items {
        guard let value = from(item) else { return nil }
        values.append(value)
      }
      return .array(values)
    case .scalar(let text, plain: false):
      return .string(text)
    case .scalar(let text, plain: true):
      switch text {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case "null": return .null
      default:
        guard isNumber(text), let number = Double(text) else { return nil }
        return .number(number)
      }
    }
  }

  /// JSON's number grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
  static func isNumber(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    func digits() -> Int {
      let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    if bytes.first == UInt8(ascii: "0") {
      bytes = bytes.dropFirst()
    } else if digits() == 0 {
      return false
    }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      guard digits() > 0 else { return false }
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }

  /// The members of an object, nil for anything else.
  public var members: [(String, JSONValue)]? {
    guard case .object(let pairs) = self else { return nil }
    return pairs
  }

  /// The member named `key` of an object.
  public subscript(key: String) -> JSONValue? {
    members?.first { $0.0 == key }?.1
  }

  /// An integral number as an Int.
  public var int: Int? {
    guard case .number(let value) = self, value == value.rounded(), abs(value) < 1e15 else { return nil }
    return Int(value)
  }
}
