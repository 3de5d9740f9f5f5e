import SceneFile
import StatusBarCore

/// `sbplay check` for written questions: each step's `answer:` is read as the playground reads it
/// (`QuestionMaker.fromAsk`) and compared with what UIKit resolves after the step's actions: the
/// decider it names, dark or light, hidden or visible, the points it gives, the style case. A
/// wrong key is an error (the student who answers right would be told they are wrong); an
/// answer that says nothing sbplay can compare is a warning.
public enum AnswerCheck {
  public struct Finding: Sendable, Hashable {
    /// 1-based step number.
    public var step: Int
    /// `file:line:column` of the `answer:` value (the step's line when unknown).
    public var location: String
    public var message: String
    /// An error fails `check`; a warning is printed only.
    public var isError: Bool

    /// `Scenes/x.yaml:12:13: step 2: …`.
    public var text: String { "\(location): step \(step): \(message)" }
  }

  /// Every finding of a scene's written questions, in step order.
  public static func run(_ scene: Scene) -> [Finding] {
    var simulation = Simulation(world: scene.world)
    var findings: [Finding] = []
    for (index, step) in scene.steps.enumerated() {
      let before = simulation.world
      do {
        for action in step.actions { try simulation.perform(action) }
      } catch {
        return findings  // LessonChecker reports the action that failed
      }
      guard let ask = step.ask, let answer = step.answer else { continue }
      let position = step.answerPosition
      let location =
        position.line > 0 ? "\(scene.source):\(position.line):\(position.column)" : "\(scene.source):\(step.line)"
      let question = QuestionMaker.fromAsk(ask, answer: answer, before: before, after: simulation.world)
      for (message, isError) in verdicts(question, ask: ask, answer: answer, snapshot: simulation.snapshot) {
        findings.append(Finding(step: index + 1, location: location, message: message, isError: isError))
      }
    }
    return findings
  }

  /// The errors and warnings of one question: what its answer claims against what UIKit shows.
  static func verdicts(_ question: Question, ask: String, answer: String, snapshot: Snapshot)
    -> [(String, Bool)]
  {
    let shown = snapshot.shown
    let lower = ask.lowercased()
    var results: [(String, Bool)] = []
    var checked = false
    let quoted = "answer \"\(answer)\""
    // A decider: the lane the question names, else either lane.
    let askWords = Question.words(ask)
    let hiddenLane = askWords.contains { ["visibility", "hidden", "hide", "hides", "visible"].contains($0) }
    let styleLane = askWords.contains { ["style", "colour", "color", "text"].contains($0) }
    var named: [String] = []
    if question.kind == .decider, let correct = question.correct { named.append(correct) }
    named += deciderClaims(answer, snapshot: snapshot).filter { !named.contains($0) }
    for name in named {
      checked = true
      let style = shown.styleDecider.description
      let hidden = shown.hiddenDecider.description
      let candidates = hiddenLane && !styleLane ? [hidden] : (styleLane && !hiddenLane ? [style] : [style, hidden])
      if !candidates.contains(name) {
        let lane = candidates.count == 1 ? (hiddenLane ? "whether the bar is hidden" : "the style") : "the style and the bar"
        results.append(
          (
            "\(quoted) says \(name) decides, but after the step's actions \(lane) is decided by "
              + "\(candidates.joined(separator: " and ")): make the answer \(candidates[0]) (or change the step's `do:`)", true
          ))
      }
    }
    var toneClaim = question.kind == .darkLight ? question.correct : nil
    let tones = askWords.filter { $0 == "dark" || $0 == "light" }
    if question.kind == .yesNo, let correct = question.correct, Set(tones).count == 1, let word = tones.first {
      // "Does the text turn dark? No": the other tone.
      toneClaim = correct == "Yes" ? word : (word == "dark" ? "light" : "dark")
    }
    if let tone = toneClaim {
      checked = true
      if tone != shown.foreground.rawValue {
        results.append(
          (
            "\(quoted) says \(tone) text, but UIKit draws \(shown.foreground.rawValue) text after the step's actions: "
              + "make the answer \(shown.foreground.rawValue)", true
          ))
      }
    }
    var hiddenClaim: Bool?
    if question.kind == .hiddenVisible, let correct = question.correct { hiddenClaim = correct == "hidden" }
    if question.kind == .yesNo, let correct = question.correct, !lower.contains("decide") {
      // "Is the bar hidden? Yes", "Visible? No".
      if askWords.contains("hidden") {
        hiddenClaim = correct == "Yes"
      } else if askWords.contains("visible") || askWords.contains("shown") {
        hiddenClaim = correct == "No"
      }
    }
    if let claim = hiddenClaim {
      checked = true
      if claim != shown.hidden {
        results.append(
          (
            "\(quoted) says the bar is \(claim ? "hidden" : "visible"), but after the step's actions it is "
              + "\(shown.hidden ? "hidden" : "visible"): fix the answer (or the step's `do:`)", true
          ))
      }
    }
    // "How tall is the bar?": the first height given is the status bar's; other numbers may
    // measure any frame ("Nav moves to y = 20 and loses 20 pt").
    let heightAsked = askWords.contains("tall") || askWords.contains("height")
    for (offset, (value, isPosition)) in pointClaims(answer).enumerated() {
      checked = true
      let barHeight = heightAsked && offset == 0 && !isPosition
      var measured = measurements(snapshot, positions: isPosition)
      if isPosition, offset == 0 {
        // "Where is the navigation bar?": the first position given is the named bar's.
        let named: LayoutFrame.Kind? =
          lower.contains("navigation bar") || lower.contains("nav bar") ? .navigationBar : lower.contains("tab bar") ? .tabBar : nil
        if let named { measured = snapshot.layout.frames.filter { $0.kind == named }.map(\.rect.y) }
      }
      if barHeight {
        // The bar the question names: a navigation or tab bar, else the status bar.
        let bars = snapshot.layout.frames.compactMap { frame -> (name: String, height: Double)? in
          switch frame.kind {
          case .navigationBar: ("navigation bar", frame.rect.height)
          case .tabBar: ("tab bar", frame.rect.height)
          case .window, .view: nil
          }
        }
        if lower.contains("navigation bar") || lower.contains("nav bar") {
          measured = bars.filter { $0.name == "navigation bar" }.map(\.height)
        } else if lower.contains("tab bar") {
          measured = bars.filter { $0.name == "tab bar" }.map(\.height)
        } else {
          measured = [snapshot.layout.statusBarFrame.height]
        }
      }
      if !measured.contains(where: { abs($0 - value) <= LessonChecker.tolerance }) {
        let bar = snapshot.layout.statusBarFrame.height.pointString
        results.append(
          (
            "\(quoted) gives \(isPosition ? "y = " : "")\(value.pointString)\(isPosition ? "" : " pt"), but no "
              + "\(isPosition ? "frame starts there" : barHeight ? "bar the question names is that tall" : "height, edge or inset measures that") after the step's actions "
              + "(the status bar is \(bar) pt): fix the number", true
          ))
      }
    }
    if question.kind == .option, let correct = question.correct,
      let style = StatusBarStyle.allCases.first(where: { $0.swiftName == correct })
    {
      checked = true
      if style != shown.style {
        results.append(
          (
            "\(quoted) says \(correct), but UIKit resolves \(shown.style.swiftName) after the step's actions: "
              + "make the answer \(shown.style.swiftName)", true
          ))
      }
    }
    if let correct = question.correct, !question.choices.contains(correct) {
      results.append(("\(quoted) is not among its own choices (\(question.choices.joined(separator: ", ")))", true))
    }
    if !checked {
      results.append(
        (
          "\(quoted) cannot be checked (\(question.isFreeText ? "free text" : "nothing sbplay resolves")): "
            + "name a decider, dark or light, hidden or visible, or a number of points to have it checked", false
        ))
    }
    return results
  }

  /// Deciders an answer names as deciding: "No, Nav decides", "Home decides visibility".
  static func deciderClaims(_ answer: String, snapshot: Snapshot) -> [String] {
    let names = Set(snapshot.world.controllers.allNames + ["UIApplication", "Info.plist", "system"])
    let tokens = answer.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" || $0 == "(" || $0 == ")" })
      .map(String.init)
    var claims: [String] = []
    // The name just before "decides", or before an adverb ("Nav still decides").
    for (index, token) in tokens.enumerated().dropFirst() where token.lowercased().hasPrefix("decide") {
      let near = tokens[max(0, index - 2)..<index].reversed()
      if let name = near.first(where: { names.contains($0) }), !claims.contains(name) { claims.append(name) }
    }
    return claims
  }

  /// The numbers of points an answer gives: `44 pt` (a height, an edge or an inset) and
  /// `y = 20` (where a frame starts).
  static func pointClaims(_ answer: String) -> [(Double, position: Bool)] {
    var claims: [(Double, position: Bool)] = []
    let lower = answer.lowercased()
    let characters = Array(lower)
    var index = 0
    while index < characters.count {
      guard characters[index].isNumber else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
      let number = String(characters[index..<end])
      let after = String(characters[end..<min(characters.count, end + 3)]).trimmingPrefix(" ")
      let before = String(characters[max(0, index - 4)..<index])
      if let value = Double(number.hasSuffix(".") ? String(number.dropLast()) : number) {
        if before.hasSuffix("y = ") || before.hasSuffix("y=") {
          claims.append((value, true))
        } else if after.hasPrefix("pt") {
          claims.append((value, false))
        }
      }
      index = end
    }
    return claims
  }

  /// What a number of points can be measured against: every frame's top (positions), else also
  /// the status bar's height, every frame's height and bottom, and the safe area's insets.
  static func measurements(_ snapshot: Snapshot, positions: Bool) -> [Double] {
    let layout = snapshot.layout
    var values = layout.frames.map(\.rect.y)
    if positions { return values }
    values += [layout.statusBarFrame.height, layout.statusBarFrame.maxY]
    values += layout.frames.flatMap { [$0.rect.height, $0.rect.maxY] }
    values += [layout.safeAreaInsets.top, layout.safeAreaInsets.bottom]
    return values
  }
}
