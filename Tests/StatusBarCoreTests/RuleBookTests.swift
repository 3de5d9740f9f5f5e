import Foundation
import Testing
@testable import StatusBarCore

/// The rulebook ships with the project: every cited rule is in it, every entry has a source, and
/// docs/rules.md is exactly what the code generates (so the two cannot drift).
@Suite struct RuleBookTests {
  static let docsPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/rules.md").path

  @Test func committedDocsEqualTheGeneratedRulebook() throws {
    let committed = try String(contentsOfFile: Self.docsPath, encoding: .utf8)
    #expect(committed == RuleBook.markdown(), "regenerate with `sbplay rules --markdown > docs/rules.md`")
  }

  @Test func everyEntryHasSourcesThatResolve() {
    for entry in RuleBook.entries {
      #expect(!entry.sources.isEmpty, "\(entry.id) has no source")
      for key in entry.sources {
        let known = RuleSources.source(key) != nil || DeviceSources.source(key) != nil || RuleBook.entry(key) != nil
        #expect(known, "\(entry.id) cites unknown source \(key)")
      }
    }
    let ids = RuleBook.entries.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  /// Every rule constant the resolver, layout and actions cite has an entry with the same
  /// confidence or a stricter one in the trace.
  @Test func everyCitedRuleIsInTheBook() {
    let cited: [Rule] = [
      .r1_1, .r1_2, .r1_3, .r1_4, .r1_5, .r1_6, .r1_7, .r2_1, .r2_2, .r2_3, .r2_3Glass, .r3_1, .r3_4, .r4_1, .r4_2,
      .r4_3, .r4_4, .r5_1, .r5_2, .r5_3, .r5_4, .r5_5, .r5_6, .r6_1, .r6_2, .r6_5, .r7_1, .r7_3, .r8_1, .r8_2, .r8_3,
      .r9_1, .r9_2, .r9_3, .r9_4, .r10_1, .r10_2, .d1, .d2, .d3, .d4, .d5, .d6, .d7, .d8, .d9, .d10, .d11, .d12, .d13,
      .d14, .d15, .d16, .d17, .d18, .d19, .d20, .d21, .d22, .d23, .d24, .d25,
      // Split, page, detents.
      .d86, .d87, .r3_3, .d50, .d51, .d52, .d53, .d54, .d55, .d56,
      // SwiftUI hosting.
      .r11_1, .r11_2, .r11_3, .r11_4, .r11_5, .r11_6, .r11_7, .r11_8, .r11_9,
      .d30, .d31, .d32, .d33, .d34, .d35, .d36, .d37, .d38, .d39,
      .r12_1, .r12_2, .r12_3, .r12_4, .d40, .d41, .d42, .d43,
      // The SDK an app is built with.
      .r13_1, .r13_2, .r13_2Launch, .r13_3, .r13_4, .d26, .d27, .d28, .d29, .d44,
    ]
    for rule in cited {
      let entry = RuleBook.entry(rule.id)
      #expect(entry != nil, "\(rule.id) is cited but not in the rulebook")
    }
    for decision in cited where decision.id.hasPrefix("D") {
      #expect(RuleBook.entry(decision.id)?.confidence == decision.confidence, "\(decision.id)")
    }
  }

  /// Every version-dependent rule (one that names an iOS version) cites at least one source.
  @Test func everyVersionRuleHasASource() {
    let versioned = RuleBook.entries.filter { $0.text.range(of: "iOS [0-9]", options: .regularExpression) != nil }
    #expect(versioned.count > 10)
    #expect(versioned.allSatisfy { !$0.sources.isEmpty })
  }

  @Test func lookupIsCaseInsensitive() {
    #expect(RuleBook.entry("d15")?.id == "D15")
    #expect(RuleBook.entry("r2.3")?.title.contains("bar") == true)
    #expect(RuleBook.entry("R99") == nil)
  }
}
