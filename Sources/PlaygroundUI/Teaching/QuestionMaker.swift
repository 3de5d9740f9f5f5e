import SceneFile
import StatusBarCore

/// Makes the question of a step: from its `ask` and `answer` (the choices follow the kind of
/// the answer), or, in predict mode, from its `expect` ("Who will decide the style after: …?").
enum QuestionMaker {
  /// The question of a step with `ask`. `before` and `after` are the worlds before and after
  /// the step's actions (the controllers on screen in either are the candidate deciders).
  static func fromAsk(_ ask: String, answer: String?, before: World, after: World) -> Question {
    let answer = answer?.trimmed ?? ""
    let lower = answer.lowercased()
    let first = Question.words(answer).first ?? ""
    let clause = firstClause(answer)
    var question = Question(
      text: ask, kind: .freeText, choices: [], correct: nil, answerText: answer)
    if first == "yes" || first == "no" {
      question.kind = .yesNo
      question.choices = ["Yes", "No"]
      question.correct = first == "yes" ? "Yes" : "No"
    } else if first == "hidden" || first == "visible" || first == "shown"
      || lower.hasPrefix("it is hidden")
    {
      question.kind = .hiddenVisible
      question.choices = ["hidden", "visible"]
      question.correct = lower.contains("hidden") ? "hidden" : "visible"
    } else if let name = deciderName(clause, candidates: deciders(before, after)) {
      question.kind = .decider
      question.choices = deciderChoices(before, after, correct: name)
      question.correct = name
    } else if let tone = firstTone(lower) {
      question.kind = .darkLight
      question.choices = ["dark", "light"]
      question.correct = tone
    } else if let value = points(in: clause) {
      question.kind = .points
      let position = clause.lowercased().contains("y =")
      question.choices = pointChoices(value).map {
        position ? "y = \($0.pointString)" : "\($0.pointString) pt"
      }
      question.correct = position ? "y = \(value.pointString)" : "\(value.pointString) pt"
    } else if answer.hasPrefix("."),
      let option = answer.split(separator: " ").first.map(String.init)
    {
      let named = ask.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "?" }).map(
        String.init
      )
      .filter { $0.hasPrefix(".") && $0.count > 1 }
      var choices: [String] = []
      for name in named + [option] where !choices.contains(name) { choices.append(name) }
      if choices.count >= 2 {
        question.kind = .option
        question.choices = choices
        question.correct = option
      }
    }
    if question.kind == .freeText { question.keywords = Question.significantWords(answer) }
    question.asks = Withheld.asked(by: ask, answer: answer, kind: question.kind)
    return question
  }

  /// A question generated from a step's expectation (predict mode); nil when the expectation
  /// has nothing a learner can predict (only frames or a warning).
  static func fromExpectation(_ expect: Expectation, actions: [String], before: World, after: World)
    -> Question?
  {
    let now = actions.isEmpty
    let lead = "After " + ActionSentence.clause(actions) + ","
    /// "Right now, who decides the style?" or "After set X, who will decide the style?"
    func ask(_ present: String, _ future: String) -> String {
      now ? "Right now, \(present)?" : "\(lead) \(future)?"
    }
    func make(
      _ text: String, _ kind: Question.Kind, _ choices: [String], _ correct: String, asks: Withheld
    ) -> Question {
      var choices = choices
      if !choices.contains(correct) { choices.append(correct) }
      return Question(
        text: text, kind: kind, choices: choices, correct: correct, answerText: nil, generated: true,
        asks: asks)
    }
    if let name = expect.styleDecidedBy {
      return make(
        ask("who decides the style", "who will decide the style"), .decider,
        deciderChoices(before, after, correct: name), name, asks: .decider)
    }
    if let name = expect.hiddenDecidedBy {
      return make(
        ask("who decides whether the bar is hidden", "who will decide whether the bar is hidden"),
        .decider, deciderChoices(before, after, correct: name), name, asks: .decider)
    }
    if let hidden = expect.hidden {
      return make(
        ask("is the status bar hidden or visible", "will the status bar be hidden or visible"),
        .hiddenVisible, ["hidden", "visible"], hidden ? "hidden" : "visible", asks: [.hidden, .points])
    }
    if let foreground = expect.foreground {
      return make(
        ask("is the status bar text dark or light", "will the status bar text be dark or light"),
        .darkLight, ["dark", "light"], foreground.rawValue, asks: .tone)
    }
    if let style = expect.style {
      return make(
        ask("which style does the status bar use", "which style will the status bar use"), .option,
        [".default", ".lightContent", ".darkContent"], style.swiftName, asks: .tone)
    }
    if let height = expect.height {
      return make(
        ask("how tall is the status bar", "how tall will the status bar be"), .points,
        pointChoices(height).map { "\($0.pointString) pt" }, "\(height.pointString) pt",
        asks: [.points, .hidden])
    }
    if let pending = expect.pendingUpdate {
      return make(
        ask(
          "is an update pending (the bar still showing its old answer)",
          "will an update be pending (the bar still showing its old answer)"), .yesNo,
        ["Yes", "No"],
        pending ? "Yes" : "No", asks: .pending)
    }
    if let animation = expect.animation {
      return make(
        ask("how does the bar animate", "how will the bar animate"), .option,
        [".none", ".fade", ".slide"], animation.swiftName, asks: .animation)
    }
    return nil
  }

  // MARK: Parts

  static func firstClause(_ answer: String) -> String {
    let clause = answer.split(whereSeparator: { $0 == ";" || $0 == "," || $0 == "(" }).first
    return (clause.map(String.init) ?? answer).trimmed
  }

  /// The decider an answer names: the whole first clause, or its first word before `'s`.
  static func deciderName(_ clause: String, candidates: [String]) -> String? {
    if candidates.contains(clause) { return clause }
    for suffix in ["'s", "’s"] {
      if let range = clause.firstRange(of: suffix) {
        let name = String(clause[..<range.lowerBound])
        if candidates.contains(name) { return name }
      }
    }
    return nil
  }

  /// Every name a decider can have in either world.
  static func deciders(_ before: World, _ after: World) -> [String] {
    var names = before.controllers.allNames.sorted() + after.controllers.allNames.sorted()
    names += ["UIApplication", "Info.plist", "system"]
    return names
  }

  /// The controllers on screen before or after, in layout order, then the non-controller
  /// deciders that matter here; the right answer is always among them (at most nine).
  static func deciderChoices(_ before: World, _ after: World, correct: String) -> [String] {
    var names: [String] = []
    for world in [before, after] {
      for id in world.controllersOnScreen() {
        let name = world.name(of: id)
        if !names.contains(name) { names.append(name) }
      }
    }
    func relevant(_ world: World) -> [String] {
      var extra: [String] = []
      if !world.launchedInfoPlist.viewControllerBasedStatusBarAppearance
        || !world.infoPlist.viewControllerBasedStatusBarAppearance
      {
        extra.append("UIApplication")
      }
      if world.environment.phase == .launch { extra.append("Info.plist") }
      if world.environment.orientation.isLandscape || world.shown.hiddenDecider == .system {
        extra.append("system")
      }
      return extra
    }
    for name in relevant(before) + relevant(after) where !names.contains(name) {
      names.append(name)
    }
    if !names.contains(correct) { names.append(correct) }
    if names.count > 9 {
      names = Array(names.filter { $0 != correct }.prefix(8))
      names.append(correct)
    }
    return names
  }

  /// `dark` or `light`, whichever the answer names first.
  static func firstTone(_ lower: String) -> String? {
    let words = Question.words(lower)
    for word in words where word == "dark" || word == "light" { return word }
    return nil
  }

  /// A number of points in the text: `44 pt`, `y = 20`, `53.67`.
  static func points(in clause: String) -> Double? {
    let lower = clause.lowercased()
    guard lower.contains("pt") || lower.contains("y =") else { return nil }
    var number = ""
    for character in lower {
      if character.isNumber || (character == "." && !number.isEmpty) {
        number.append(character)
      } else if !number.isEmpty {
        break
      }
    }
    return Double(number)
  }

  static let plausiblePoints: [Double] = [0, 20, 24, 40, 44, 47, 48, 50, 54, 59, 64, 88]

  /// The right value and the three plausible values nearest to it, in order.
  static func pointChoices(_ value: Double) -> [Double] {
    let others = plausiblePoints.filter { abs($0 - value) > 0.01 }.sorted {
      abs($0 - value) < abs($1 - value)
    }
    return (Array(others.prefix(3)) + [value]).sorted()
  }
}
