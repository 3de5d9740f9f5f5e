import SceneFile
import Testing

/// `JSONValue.parse` reads lesson progress without Foundation's JSONDecoder: it must accept what
/// `pretty()` writes, whatever the strings hold, and refuse what JSON refuses.
@Suite struct JSONReadingTests {
  @Test func whatPrettyWritesReadsBackTheSame() throws {
    let value = JSONValue.object([
      ("plain", .string("Push a controller")),
      ("hostile", .string("quote \" backslash \\ tab \t bell \u{7} escape \u{1B}[2J é 中 🙂")),
      ("numbers", .array([.number(0), .number(-3), .number(42), .number(2.5), .number(1e-7)])),
      ("flags", .array([.bool(true), .bool(false), .null])),
      ("nested", .object([("empty", .object([])), ("list", .array([]))])),
    ])
    let text = value.pretty()
    let read = try #require(JSONValue.parse(text))
    #expect(read == value)
    #expect(read["hostile"] == value["hostile"])
    #expect(read["numbers"].map { if case .array(let items) = $0 { items.compactMap(\.int) } else { [] } } == [0, -3, 42])
  }

  @Test func compactJSONFromAnotherWriterIsRead() throws {
    let read = try #require(JSONValue.parse(#"{"version":1,"lessons":{"a":{"passed":[1,2],"done":true}}}"#))
    #expect(read["version"]?.int == 1)
    #expect(read["lessons"]?["a"]?["done"] == .bool(true))
  }

  @Test(arguments: [
    "{ not json", "\u{0}\u{1}garbage", "", "version: 1", "{version: 1}", "{\"a\": yes}", "{\"a\": 01}",
    "{\"a\": 1.}", "{\"a\": .5}", "{\"a\": +1}", "{\"a\": 0x10}", "{\"a\": ~}", "{\"a\": NaN}",
    "[1, 2",
  ])
  func whatJSONRefusesIsRefused(text: String) {
    #expect(JSONValue.parse(text) == nil, "accepted: \(text.debugDescription)")
  }

  @Test func numbersFollowJSONsGrammar() {
    for good in ["0", "-0", "7", "-12", "3.25", "1e5", "1E+5", "2.5e-3"] { #expect(JSONValue.parse("[\(good)]") != nil, "\(good)") }
    for bad in ["-", "01", "1.", ".1", "1e", "1e+", "+1", "1_000", "inf", "0x1"] { #expect(JSONValue.parse("[\(bad)]") == nil, "\(bad)") }
  }
}
