/// How sure the sources are (docs/rules.md conventions).
public enum Confidence: String, Sendable, Codable, Comparable {
  case confirmed = "CONFIRMED"
  case likely = "LIKELY"
  case unsure = "UNSURE"

  public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.order < rhs.order }
  private var order: Int {
    switch self {
    case .confirmed: 0
    case .likely: 1
    case .unsure: 2
    }
  }
}

/// A rule of docs/rules.md (R1.1 … R10.4) or a simulator decision (D1 … D24) that a trace
/// step or a warning cites.
public struct Rule: Hashable, Sendable, Codable, CustomStringConvertible {
  public var id: String
  public var confidence: Confidence

  public init(_ id: String, _ confidence: Confidence = .confirmed) {
    self.id = id
    self.confidence = confidence
  }

  /// `[R2.3]`, or `[D1, LIKELY]` when the rule is not confirmed.
  public var description: String {
    confidence == .confirmed ? "[\(id)]" : "[\(id), \(confidence.rawValue)]"
  }
}

extension Rule {
  static let r1_1 = Rule("R1.1")
  static let r1_2 = Rule("R1.2")
  static let r1_3 = Rule("R1.3")
  static let r1_4 = Rule("R1.4")
  static let r1_5 = Rule("R1.5")
  static let r1_6 = Rule("R1.6")
  static let r1_7 = Rule("R1.7")
  static let r2_1 = Rule("R2.1")
  static let r2_2 = Rule("R2.2", .likely)
  static let r2_3 = Rule("R2.3")
  static let r2_3Glass = Rule("R2.3", .likely)
  static let r3_1 = Rule("R3.1")
  static let r3_4 = Rule("R3.4")
  static let r4_1 = Rule("R4.1")
  static let r4_2 = Rule("R4.2")
  static let r4_2Likely = Rule("R4.2", .likely)
  static let r4_3 = Rule("R4.3")
  static let r4_4 = Rule("R4.4")
  static let r5_1 = Rule("R5.1")
  static let r5_2 = Rule("R5.2")
  static let r5_3 = Rule("R5.3")
  static let r5_4 = Rule("R5.4")
  static let r5_5 = Rule("R5.5")
  static let r5_6 = Rule("R5.6")
  static let r6_1 = Rule("R6.1")
  static let r6_2 = Rule("R6.2")
  static let r6_5 = Rule("R6.5")
  static let r7_1 = Rule("R7.1")
  static let r7_3 = Rule("R7.3")
  static let r8_1 = Rule("R8.1")
  static let r8_2 = Rule("R8.2")
  static let r8_3 = Rule("R8.3", .likely)
  static let r9_1 = Rule("R9.1")
  static let r9_2 = Rule("R9.2", .likely)
  static let r9_3 = Rule("R9.3")
  static let r9_4 = Rule("R9.4", .likely)
  static let r10_1 = Rule("R10.1")
  static let r10_2 = Rule("R10.2")
  static let d1 = Rule("D1", .likely)
  static let d2 = Rule("D2", .likely)
  static let d3 = Rule("D3", .unsure)
  static let d4 = Rule("D4", .unsure)
  static let d5 = Rule("D5", .likely)
  static let d6 = Rule("D6", .unsure)
  static let d7 = Rule("D7", .unsure)
  static let d8 = Rule("D8", .likely)
  static let d9 = Rule("D9", .unsure)
  static let d10 = Rule("D10", .likely)
  static let d11 = Rule("D11", .likely)
  static let d12 = Rule("D12", .likely)
  static let d13 = Rule("D13", .unsure)
  static let d14 = Rule("D14", .likely)
  static let d15 = Rule("D15", .likely)
  static let d16 = Rule("D16", .likely)
  static let d17 = Rule("D17", .likely)
  static let d18 = Rule("D18", .unsure)
  static let d19 = Rule("D19", .likely)
  static let d20 = Rule("D20", .unsure)
  static let d21 = Rule("D21", .unsure)
  static let d22 = Rule("D22", .likely)
  static let d23 = Rule("D23", .likely)
  static let d24 = Rule("D24", .unsure)
  static let d25 = Rule("D25", .likely)
}
