import Testing

@testable import CellGrid

@Suite struct KeyTests {
  static let everyCase: [Key] =
    Key.namedKeys + [
      .char("q"), .char("?"), .char(" "), .char("+"), .char("é"), .char("中"), .char("\t"),
      .char("\u{7F}"), .char("f"), .char("u"), .ctrl("c"), .ctrl(" "), .ctrl("\\"),
      .function(1), .function(12),
    ]

  @Test(arguments: everyCase)
  func descriptionRoundTrips(key: Key) {
    let text = key.description
    #expect(Key(description: text) == key, "\(text)")
    #expect(!text.contains("\n") && !text.contains(" "), "one token per key: \(text)")
  }

  @Test func descriptionsAreTheDocumentedForms() {
    let expected: [(Key, String)] = [
      (.char("q"), "q"), (.char("?"), "?"), (.ctrl("c"), "ctrl+c"), (.up, "up"),
      (.down, "down"), (.left, "left"), (.right, "right"), (.enter, "enter"), (.escape, "esc"),
      (.backspace, "backspace"), (.tab, "tab"), (.backTab, "shift+tab"), (.home, "home"),
      (.end, "end"), (.pageUp, "pgup"), (.pageDown, "pgdown"), (.delete, "delete"),
      (.function(1), "f1"), (.resize, "resize"), (.char(" "), "space"),
      (.ctrl(" "), "ctrl+space"), (.char("\t"), "u+0009"),
    ]
    for (key, text) in expected {
      #expect(key.description == text)
    }
  }

  @Test func namedKeysAreDistinct() {
    let texts = Key.namedKeys.map(\.description)
    #expect(Set(texts).count == texts.count)
  }

  @Test func parsingAcceptsAliasesAndRejectsNonsense() {
    #expect(Key(description: "escape") == .escape)
    #expect(Key(description: "return") == .enter)
    #expect(Key(description: "pageup") == .pageUp)
    #expect(Key(description: "f") == .char("f"))
    #expect(Key(description: "f10") == .function(10))
    #expect(Key(description: "") == nil)
    #expect(Key(description: "hello") == nil)
    #expect(Key(description: "ctrl+") == nil)
    #expect(Key(description: "u+") == nil)
    #expect(Key(description: "u+ZZZZ") == nil)
    #expect(Key(description: "u+D800") == nil)
    #expect(Key("ctrl+x") == .ctrl("x"))
  }
}
