import CellGrid
import SceneFile
import StatusBarCore

/// The terminal playground, bubbletea style: the model (this struct), `handle` and `tick`
/// update it, and `render` draws it, as a pure function of the model, into a `Grid`. The same
/// code serves the curses TUI and `sbplay render`.
///
/// Every world-changing key is turned into lines of the action language and applied through
/// `Simulation.perform`, so a session can be recorded (`recordedLines`) and replayed. A command
/// returns what it did as a `CommandOutcome` (the recording's line, a refusal, text to copy);
/// the data a command needs (a digit, a typed line, a device picked) is passed to it.
public struct PlaygroundApp: TerminalProgram, Sendable {
  /// The world, its history, the log, the animation, the controller focus and the recording
  /// (`SessionModel`).
  var session: SessionModel
  /// Frames, panels and snapshots kept for the next frame (see `RenderMemo`).
  var renderMemo = RenderMemo()
  /// The size the screen was last drawn at, so scrolling stops where the drawing does.
  let lastScreenSize = LastScreenSize()
  public private(set) var options: UIOptions
  /// The scene's title (or its file name); a lesson opened from the menu replaces it.
  public internal(set) var title: String
  /// When on, every key that leaves a preference change pending is followed by `update`.
  public internal(set) var autoUpdate = false

  /// The scene as loaded (its lesson, summary and starting world).
  var scene: Scene
  /// Progress file and scene files, injected: PlaygroundUI does no file I/O itself.
  let services: PlaygroundServices

  var mode: Mode = .normal {
    // The why panel names the decider: a question closes it (w reopens it once answered).
    didSet { if mode == .question { _ = teaching.update(.hideWhy, glyphs: options.glyphs) } }
  }
  var message: Message = .welcome
  var commandHistory: [String] = []
  /// Undo and redo, a key at a time (`KeyHistory`).
  var history = KeyHistory()

  /// The lesson, the why panel, a prediction, an armed skip and the progress (`TeachingModel`).
  var teaching = TeachingModel()
  /// Panel focus, scrolling, zoom and hidden panels (`F`, arrows, `Z`, `-`, `+`).
  var panels = PanelsModel()
  /// Keys come from a recording (`replay(lines:)`), not from the user: a picture the recording
  /// saved may be there already.
  var isReplaying = false

  /// - Parameters:
  ///   - services: where progress and saved scenes go (nothing is written by default).
  ///   - predict: open the scene's lesson at once in predict mode (`sbplay --predict`).
  public init(
    scene: Scene, options: UIOptions = UIOptions(),
    services: PlaygroundServices = PlaygroundServices(),
    predict: Bool = false
  ) {
    self.session = SessionModel(world: scene.world)
    self.options = options
    self.title = scene.title ?? scene.source
    self.scene = scene
    self.services = services
    if predict, let problem = startLesson(of: scene, predict: true).saveProblem {
      message = .error(problem)
    }
  }

  // MARK: TerminalProgram

  /// The open lesson, if any (the teaching model's).
  var lesson: LessonSession? { teaching.lesson }

  public var wantsTicks: Bool { session.animation != nil }

  /// How far the status bar animation has got (0…1), or nil when nothing animates.
  public var animationProgress: Double? { animation?.progress }

  public mutating func handle(_ key: Key) -> ProgramCommand {
    if key == .resize { return .continue }
    let context = mode.context
    noteKeyForStrip(key, in: context)
    let layoutAtStart = simulation.snapshot.layout
    let sceneAtStart = simulation.world.sceneName
    let worldAtStart = teaching.guess != nil ? simulation.world : nil
    let outcome = runKey(key, in: context)
    if let worldAtStart { askGuess(before: worldAtStart) }
    _ = teaching.update(.armSkip(outcome.armsSkip), glyphs: options.glyphs)
    session.update(.keyHandled(layoutAtStart: layoutAtStart, sceneAtStart: sceneAtStart, recordedLine: outcome.recordedLine(for: key)))
    if let problem = outcome.saveProblem { message = .error(problem) }
    return outcome.programCommand
  }

  /// Runs what a key is bound to in a context (a focused panel's and an open lesson's keys
  /// first); returns what it did.
  mutating func runKey(_ key: Key, in context: KeyContext) -> CommandOutcome {
    let digit: Int? = if case .char(let c) = key { c.wholeNumberValue } else { nil }
    if context == .main, panels.focus != nil, let command = KeyMap.command(for: key, in: .panel) {
      if let panelMessage = PanelsModel.Message(command) { updatePanels(panelMessage) }
    } else if context == .prompt, case .char(let character) = key {
      typeIntoPrompt(character)
    } else if context == .main, lesson != nil, let command = KeyMap.command(for: key, in: .lesson) {
      return run(command, digit: digit)
    } else if let command = KeyMap.command(for: key, in: context) {
      return run(command, digit: digit)
    } else if key == .ctrl("l") {
      // The terminal loop repaints the whole terminal on ctrl+l before the key gets here.
      message = .info("screen repainted")
    } else if context == .main {
      message = .info("\(key) is not bound to anything: ? lists every key")
    } else if context == .question {
      message = .info("\(key) does nothing in a question: ↑↓ or 1-9 choose, enter answers, esc skips")
    }
    return .nothing
  }

  /// The terminal's answer about its background came (after the first frame): the theme
  /// follows it. A theme the user named is never asked about, so never replaced.
  public mutating func adoptBackground(_ background: TerminalBackground) {
    options.background = background
  }

  public mutating func tick(elapsedMilliseconds: Int) -> Bool {
    guard session.animation != nil else { return false }
    session.update(.tick(elapsedMilliseconds: elapsedMilliseconds))
    return true
  }

  public func render(width: Int, height: Int) -> Grid {
    lastScreenSize.set(width: width, height: height)
    return Screen(app: self, width: width, height: height).render()
  }

  /// The world's snapshot (layout, warnings, live answer), computed once per world.
  var snapshot: Snapshot {
    renderMemo.snapshot(world: worldVersion) { simulation.snapshot }
  }

  /// True on the main screen of the world: no overlay, prompt or question open, no lesson.
  public var isOnMainScreen: Bool { mode == .normal && lesson == nil }

  /// The size the screen was last drawn at (nil before the first frame): what a recording keeps.
  public var screenSize: (width: Int, height: Int)? { lastScreenSize.size }

  /// Jumps any running animation to its end.
  public mutating func finishAnimation() {
    session.update(.finishAnimation)
  }

  // MARK: The session's state, read-only (`SessionModel` writes it)

  /// The world and its undo history.
  public var simulation: Simulation { session.simulation }
  /// Names the current world: what the render memo keys frames and panels by.
  var worldVersion: UInt64 { session.worldVersion }
  /// Every key pressed, in the `--record FILE` format that `replay(lines:)` reads.
  public var recordedLines: [String] { session.recordedLines }
  var sessionStart: World { session.start }
  var focus: ControllerID? { session.focus }
  var log: SessionLog { session.log }
  var animation: StatusBarAnimation? { session.animation }
  var recentKeys: [String] { session.recentKeys }
  var layoutBefore: Layout? { session.layoutBefore }

  // MARK: Headless use

  /// Applies one line of the action language as the `:` command line does (no animation, no
  /// automatic update), so `sbplay render --do …` shows exactly the TUI's screen.
  public mutating func perform(action line: String) throws(ActionError) {
    let action = try ActionParser.parse(line)
    if let refusal = apply([action], animate: false, autoUpdate: false).refusal {
      throw ActionError(refusal)
    }
  }

  /// Replays a recorded session or a script: `key X` lines press keys, `@focus`, `@panel`,
  /// `@scroll` and `@tap` lines redo what a click did, other lines are actions; blank lines,
  /// `#` comments, the header (``RecordingHeader``, read by the caller) and `@wait` are skipped,
  /// `@size` sets the size scrolling stops at. Returns one message per line that failed (an
  /// unknown key, a line that does not parse, an action refused); stops at a key that quits.
  public mutating func replay(lines: [String]) -> [String] {
    let wasReplaying = isReplaying
    isReplaying = true
    defer { isReplaying = wasReplaying }
    var errors: [String] = []
    for (offset, raw) in lines.enumerated() {
      let number = offset + 1
      if raw.hasPrefix("@|") { continue }
      let line = ReplayScript.stripComment(raw)
      if line.isEmpty { continue }
      if line.hasPrefix("@") {
        if let error = replayDirective(line) { errors.append("line \(number): \(error)") }
        continue
      }
      if let keyText = ReplayScript.keyDescription(line) {
        guard let key = Key(description: keyText) else {
          errors.append(
            "line \(number): `\(keyText)` is not a key (expected q, ctrl+r, up, enter, esc …)")
          continue
        }
        let command = handle(key)
        finishAnimation()
        if command == .quit { break }
        continue
      }
      do {
        try perform(action: line)
        session.update(.record(line))
      } catch {
        errors.append("line \(number): \(error.message)")
      }
    }
    finishAnimation()
    return errors
  }

  /// One `@` line of a replay; nil when done, else why not.
  mutating func replayDirective(_ line: String) -> String? {
    let words = ReplayScript.words(line)
    switch words.first {
    case "@recording", "@scene", "@device", "@os", "@presenter", "@predict": return nil
    case "@wait":
      guard words.count == 2, let seconds = Double(words[1]), seconds >= 0, seconds.isFinite else {
        return "expected `@wait SECONDS`, such as `@wait 1.25`"
      }
      return nil
    case "@size":
      guard words.count == 2, let size = ReplayScript.size(words[1]) else {
        return "expected `@size COLSxROWS`, such as `@size 120x40`"
      }
      lastScreenSize.set(width: size.width, height: size.height)
      session.update(.record(line))
      return nil
    default:
      switch mouseAction(line: line) {
      case .success(let action):
        session.update(.record(recordedLine(action)))
        perform(mouse: action)
        finishAnimation()
        return nil
      case .failure(let error): return error.message
      }
    }
  }

  /// The key table of docs/keys.md, generated from the same key map as the footer and help.
  public static func keyTableMarkdown() -> String {
    KeyMap.markdown()
  }
}
