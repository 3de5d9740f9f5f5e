import StatusBarCore

/// Lessons (docs/teaching.md, "Writing your own lesson"): steps with `say`, `do`, `expect`, `hint`,
/// `ask`, `answer`.
extension SceneReader {
  static let stepKeys = ["say", "do", "expect", "hint", "ask", "answer"]
  static let expectKeys = [
    "hidden", "style", "foreground", "height", "styleDecidedBy", "hiddenDecidedBy", "animation",
    "pendingUpdate", "frame", "warning",
  ]

  func readSteps(_ node: YAMLNode) throws(SceneError) -> [LessonStep] {
    if node.isNull { return [] }
    guard let items = node.items else {
      throw error(node, "steps is a list of steps (`- say: …`), found \(node.found)")
    }
    var steps: [LessonStep] = []
    for (index, item) in items.enumerated() {
      steps.append(try readStep(item, number: index + 1))
    }
    return steps
  }

  func readStep(_ node: YAMLNode, number: Int) throws(SceneError) -> LessonStep {
    guard node.pairs != nil else {
      throw error(node, "step \(number) is \(node.found): a step is a map with `say:`, `do:` and `expect:` (and `hint:`, `ask:`, `answer:`)")
    }
    let fields = try pairs(node, what: "a step")
    guard !fields.isEmpty else {
      throw error(node, "step \(number) is empty: give it at least `say:`, `do:` or `expect:`")
    }
    var step = LessonStep(line: node.line)
    var askNode: YAMLNode?
    var answerNode: YAMLNode?
    for (key, pair) in fields {
      switch key {
      case "say": step.say = try text(pair.value, "say")
      case "hint": step.hint = try text(pair.value, "hint")
      case "ask":
        step.ask = try text(pair.value, "ask")
        askNode = pair.key
      case "answer":
        step.answer = try text(pair.value, "answer")
        step.answerPosition = SourcePosition(line: pair.value.line, column: pair.value.column)
        answerNode = pair.key
      case "do": step.actions = try readActions(pair.value, step: number)
      case "expect": step.expect = try readExpectation(pair.value, step: number)
      default: throw unknownKey(key, at: pair.key, in: "in step \(number)", candidates: Self.stepKeys)
      }
    }
    if let askNode, answerNode == nil {
      throw error(askNode, "step \(number) asks a question but has no `answer:`: add the answer the learner should predict")
    }
    if let answerNode, askNode == nil {
      throw error(answerNode, "step \(number) has an `answer:` but no `ask:`: add the question it answers")
    }
    return step
  }

  /// `do`: one action or a list; each must parse (docs/scene-format.md, "The action language").
  func readActions(_ node: YAMLNode, step: Int) throws(SceneError) -> [String] {
    if node.isNull { return [] }
    let items: [YAMLNode]
    if let list = node.items {
      items = list
    } else if node.text != nil {
      items = [node]
    } else {
      throw error(node, "do needs an action or a list of actions, such as `set First.prefersStatusBarHidden=true`, found \(node.found)")
    }
    guard items.count <= SceneLimits.maxActionsPerStep else {
      throw error(node, "step \(step) has \(items.count) actions: a step may have at most \(SceneLimits.maxActionsPerStep)")
    }
    var actions: [String] = []
    for item in items {
      guard let text = item.text else {
        throw error(item, "an action is one line of text, such as `update`, found \(item.found)")
      }
      guard !text.unicodeScalars.contains(where: TextPositions.isBreak) else {
        throw error(item, "an action is one line: make `do` a list with one action per item")
      }
      do {
        _ = try ActionParser.parse(text)
      } catch {
        throw self.error(item, "step \(step): `\(YAMLNode.short(text))` is not an action sbplay can run: \(error.message)")
      }
      actions.append(text)
    }
    return actions
  }

  func readExpectation(_ node: YAMLNode, step: Int) throws(SceneError) -> Expectation {
    var expectation = Expectation()
    if node.isNull { return expectation }
    for (key, pair) in try pairs(node, what: "expect") {
      let value = pair.value
      switch key {
      case "hidden": expectation.hidden = try bool(value, key)
      case "style": expectation.style = try named(value, key, StatusBarStyle.self)
      case "foreground": expectation.foreground = try named(value, key, Foreground.self)
      case "height":
        let height = try number(value, key)
        guard height >= 0 else { throw error(value, "height is \(height.pointString): a status bar height is 0 or more points") }
        expectation.height = height
      case "styleDecidedBy": expectation.styleDecidedBy = try text(value, key)
      case "hiddenDecidedBy": expectation.hiddenDecidedBy = try text(value, key)
      case "animation": expectation.animation = try named(value, key, UpdateAnimation.self)
      case "pendingUpdate": expectation.pendingUpdate = try bool(value, key)
      case "warning": expectation.warning = try text(value, key)
      case "frame": expectation.frames = try readFrames(value)
      default: throw unknownKey(key, at: pair.key, in: "in expect", candidates: Self.expectKeys)
      }
    }
    return expectation
  }

  /// `frame`: a frame's name to `[x, y, width, height]`, in file order.
  func readFrames(_ node: YAMLNode) throws(SceneError) -> [FrameExpectation] {
    if node.isNull { return [] }
    var frames: [FrameExpectation] = []
    for (name, pair) in try pairs(node, what: "frame (a frame's name to [x, y, width, height])") {
      let shape = "[x, y, width, height], four numbers of points such as [0, 20, 375, 44]"
      guard let items = pair.value.items else {
        throw error(pair.value, "frame `\(YAMLNode.short(name))` needs \(shape), found \(pair.value.found)")
      }
      guard items.count == 4 else {
        throw error(pair.value, "frame `\(YAMLNode.short(name))` needs \(shape), found \(items.count) number\(items.count == 1 ? "" : "s")")
      }
      var rect: [Double] = []
      for item in items { rect.append(try number(item, "frame `\(YAMLNode.short(name))`")) }
      frames.append(FrameExpectation(name: name, rect: rect))
    }
    return frames
  }
}
