/// What an open question asks, so that every view that would show it holds it back (a `?`, a
/// "held back" line) until the reveal. A question declares it (`Question.asks`); the screen reads
/// it from `PlaygroundApp.withheld`:
///
/// - `decider`: the tree's decider marks and "decides", the resolver, the why panel;
/// - `tone`: the status bar's colour and its "dark text" label, the resolver, the why panel;
/// - `hidden`, `points`: the status bar band and its labels, the layout panel, the resolver;
/// - `pending`: the title bar's "pending update" badge and the resolver's pending line;
/// - `animation`: the resolver.
///
/// Whatever it asks, the lesson's title and summary wait too: a title is written to state what
/// the lesson teaches, which is the answer to its questions.
struct Withheld: OptionSet, Hashable, Sendable {
  let rawValue: UInt8

  /// Which controller (or UIApplication, Info.plist, the system) decides a lane.
  static let decider = Withheld(rawValue: 1 << 0)
  /// The style and the text colour.
  static let tone = Withheld(rawValue: 1 << 1)
  /// Whether the status bar is hidden.
  static let hidden = Withheld(rawValue: 1 << 2)
  /// A height, an edge or a frame in points.
  static let points = Withheld(rawValue: 1 << 3)
  /// Whether an update is pending.
  static let pending = Withheld(rawValue: 1 << 4)
  /// The update animation.
  static let animation = Withheld(rawValue: 1 << 5)

  static let everything: Withheld = [.decider, .tone, .hidden, .points, .pending, .animation]

  /// The device's status bar band and the labels beside it would tell.
  var masksDevice: Bool { !isDisjoint(with: [.tone, .hidden, .points]) }
  /// The layout panel's frames would tell.
  var masksLayout: Bool { !isDisjoint(with: [.hidden, .points]) }

  /// What a written question (`ask:` and `answer:`) asks, read from its words and the kind of
  /// its answer; a question whose words name nothing sbplay knows holds back everything.
  static func asked(by ask: String, answer: String, kind: Question.Kind) -> Withheld {
    let words = Question.words(ask + " " + answer)
    let text = (ask + " " + answer).lowercased()
    var asks: Withheld = []
    func any(_ list: [String]) -> Bool { words.contains { list.contains($0) } }
    switch kind {
    case .decider: asks.insert(.decider)
    case .darkLight: asks.insert(.tone)
    case .hiddenVisible: asks.insert(.hidden)
    case .points: asks.formUnion([.points, .hidden])
    case .option, .yesNo, .freeText: break
    }
    if any(["decide", "decides", "decided", "who", "controller", "honour", "honours"]) { asks.insert(.decider) }
    if any(["dark", "light", "colour", "color", "style", "barstyle", "text", "drawn", "tone"]) || text.contains("content") {
      asks.insert(.tone)
    }
    if any(["hidden", "visible", "shown", "hide", "hides", "show", "shows"]) { asks.insert(.hidden) }
    if any(["pt", "tall", "height", "where", "start", "starts", "frame", "edge", "safe", "y", "moves", "go", "goes"]) {
      asks.formUnion([.points, .hidden])
    }
    if any(["pending", "update", "updates"]) { asks.insert(.pending) }
    if any(["animate", "animates", "animation", "fade", "slide"]) { asks.insert(.animation) }
    // "What changes?", "What is drawn?": the answer can be anything the screen shows.
    if kind == .freeText || asks.isEmpty || any(["changes", "change", "happens"]) { return .everything }
    return asks
  }
}
