/// A JSON value whose objects keep their keys in the order written, printed with two-space
/// indentation: what `sbplay schema` prints and `schemas/*.schema.json` holds, byte for byte.
public indirect enum JSONValue: Equatable, Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.pretty() == rhs.pretty() }

  /// The value as pretty-printed JSON, without a trailing newline.
  public func pretty(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .string(let text): return Self.quote(text)
    case .number(let value):
      return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.pretty() }.joined(separator: ", ") + "]" }
      return "[\n" + items.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let pairs):
      if pairs.isEmpty { return "{}" }
      let lines = pairs.map { inner + Self.quote($0.0) + ": " + $0.1.pretty(indent: inner) }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
}

/// Building blocks of JSON Schema (draft-07, what yaml-language-server and most validators read).
public enum Schema {
  public static let draft: JSONValue = "http://json-schema.org/draft-07/schema#"

  public static func string(_ description: String) -> JSONValue {
    ["type": "string", "description": .string(description)]
  }
  public static func boolean(_ description: String) -> JSONValue {
    ["type": "boolean", "description": .string(description)]
  }
  public static func number(_ description: String, minimum: Double? = nil) -> JSONValue {
    var pairs: [(String, JSONValue)] = [("type", "number"), ("description", .string(description))]
    if let minimum { pairs.append(("minimum", .number(minimum))) }
    return .object(pairs)
  }
  public static func oneOf(_ names: [String], _ description: String) -> JSONValue {
    ["type": "string", "enum": .array(names.map(JSONValue.string)), "description": .string(description)]
  }
  public static func array(of items: JSONValue, _ description: String) -> JSONValue {
    ["type": "array", "items": items, "description": .string(description)]
  }
  public static func ref(_ name: String) -> JSONValue { ["$ref": .string("#/definitions/" + name)] }
  /// A map with exactly these keys allowed (any of them optional unless `required`).
  public static func object(
    _ properties: [(String, JSONValue)], required: [String] = [], description: String? = nil,
    closed: Bool = true
  ) -> JSONValue {
    var pairs: [(String, JSONValue)] = [("type", "object")]
    if let description { pairs.append(("description", .string(description))) }
    pairs.append(("properties", .object(properties)))
    if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
    if closed { pairs.append(("additionalProperties", false)) }
    return .object(pairs)
  }
  /// `[x, y, width, height]` in points.
  public static func rect(_ description: String) -> JSONValue {
    [
      "type": "array", "items": ["type": "number"], "minItems": 4, "maxItems": 4,
      "description": .string(description),
    ]
  }
}
