/// A "predict, then reveal" question: asked before a step's actions run, answered by picking a
/// choice (or typing, for free text), judged, then revealed with the result and its trace.
struct Question: Hashable, Sendable {
  /// What kind of answer the question wants; decides the choices.
  enum Kind: Hashable, Sendable {
    /// A controller name, `UIApplication`, `Info.plist` or `system`.
    case decider
    case darkLight
    case yesNo
    case hiddenVisible
    /// A height or a position in points.
    case points
    /// One of the Swift cases named in the question (`.default or .black`), or a style.
    case option
    /// Typed on the prompt line.
    case freeText
  }

  var text: String
  var kind: Kind
  var choices: [String]
  /// The right choice; nil for free text, judged by `keywords`.
  var correct: String?
  /// The scene's own answer, shown on reveal (nil for generated questions).
  var answerText: String?
  /// Words of the answer that a typed answer must mention (free text).
  var keywords: [String] = []
  /// Generated from the step's `expect` (predict mode) rather than the scene's `ask`.
  var generated = false
  var selected = 0
  /// What the question asks: every view that would show it holds it back until the reveal.
  var asks: Withheld = .everything
  /// The room's votes per choice (presenter mode's tally, `t`); empty until the first vote.
  var votes: [Int] = []

  var totalVotes: Int { votes.reduce(0, +) }

  /// The most-voted choice (the first of a tie); nil before any vote.
  var roomsChoice: String? {
    guard let top = votes.indices.max(by: { votes[$0] < votes[$1] }), votes[top] > 0 else { return nil }
    return choices[top]
  }

  mutating func tally(_ delta: Int) {
    guard choices.indices.contains(selected) else { return }
    if votes.count != choices.count { votes = Array(repeating: 0, count: choices.count) }
    votes[selected] = max(0, votes[selected] + delta)
  }

  /// "Room: Nav 12 · First 3 (12 of 15 right)", nil before any vote.
  var tallyText: String? {
    guard totalVotes > 0 else { return nil }
    let counts = zip(choices, votes).filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: " · ")
    let right = zip(choices, votes).filter { judge($0.0) }.map(\.1).reduce(0, +)
    return "Room: \(counts) (\(right) of \(totalVotes) right)"
  }

  var isFreeText: Bool { kind == .freeText || choices.isEmpty }

  /// The answer to reveal: the scene's words, else the right choice.
  var revealedAnswer: String { answerText ?? correct ?? "" }

  mutating func move(_ delta: Int) {
    guard !choices.isEmpty else { return }
    selected = (selected + delta + choices.count) % choices.count
  }

  /// Whether a picked or typed answer is right.
  func judge(_ given: String) -> Bool {
    if let correct, !isFreeText {
      return Self.normalized(given) == Self.normalized(correct)
    }
    let typed = Self.words(given)
    guard !typed.isEmpty else { return false }
    let wanted = keywords.isEmpty ? Self.significantWords(revealedAnswer) : keywords
    guard !wanted.isEmpty else { return false }
    // Half of the answer's words (at least one), each typed in full or as a long-enough part.
    let found = wanted.filter { word in
      typed.contains {
        $0 == word || ($0.count >= 4 && word.contains($0))
          || (word.count >= 3 && $0.hasPrefix(word))
      }
    }
    return found.count * 2 >= wanted.count && !found.isEmpty
  }

  // MARK: Text helpers

  static func normalized(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." })
  }

  /// Lowercased words with letters and digits only.
  static func words(_ text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  static let stopWords: Set<String> = [
    "the", "a", "an", "of", "to", "and", "or", "with", "is", "it", "on", "in", "at", "by", "for",
    "its", "s", "too", "still", "as",
  ]

  /// The words of the answer's first clause that carry meaning.
  static func significantWords(_ answer: String) -> [String] {
    let clause =
      answer.split(whereSeparator: { $0 == ";" || $0 == "," || $0 == "(" }).first.map(String.init)
      ?? answer
    return words(clause).filter { !stopWords.contains($0) }
  }
}
