import StatusBarCore

/// `Mode` is the overlay sub-model: which overlay has the keyboard and its state (help's
/// scroll, the present chooser, the viewer, the lesson menu, the compare view). Its update
/// moves within an overlay and closes it; it reads the world and whether a lesson is open, and
/// asks the app for anything beyond the overlay (the message line, presenting what the chooser
/// built, opening a lesson) through `Mode.Effect`.
extension Mode {
  enum Effect: Hashable, Sendable {
    case none
    /// Put this sentence on the message line.
    case say(String)
    /// The chooser's `present`, as one step of the world.
    case present(Action)
    /// A change the recording names (`compare right: os 17.0`).
    case did(String)
    /// The lesson menu's choice.
    case openLesson(name: String, predict: Bool)
  }

  /// What an overlay reads of the rest of the app, and cannot change.
  struct Inputs {
    var world: World
    var inLesson: Bool
    /// The help's last first row at the current screen size (`HelpOverlay.maxScroll`).
    var helpMaxScroll: Int = 0
  }

  /// A key of the overlay that has the keyboard; a key of another overlay does nothing.
  mutating func update(_ command: Command, _ inputs: Inputs) -> Effect {
    switch self {
    case .help(let scroll): return updateHelp(command, scroll: scroll, bottom: inputs.helpMaxScroll)
    case .presentChooser(var chooser): return updateChooser(command, &chooser, world: inputs.world)
    case .viewer(var viewer):
      switch command {
      case .viewerUp: viewer.scroll(by: -1)
      case .viewerDown: viewer.scroll(by: 1)
      case .viewerPageUp: viewer.scroll(by: -20)
      case .viewerPageDown: viewer.scroll(by: 20)
      case .viewerTop: viewer.scroll = 0
      case .viewerBottom: viewer.scroll(by: viewer.lines.count)
      default:
        self = .normal
        return .say("")
      }
      self = .viewer(viewer)
      return .none
    case .compare(var view):
      switch command {
      case .compareNextOS: view.stepOS(1)
      case .comparePreviousOS: view.stepOS(-1)
      case .compareNextDevice: view.stepDevice(1)
      case .comparePreviousDevice: view.stepDevice(-1)
      case .compareRotate: view.rotate()
      case .compareCall: view.inCall.toggle()
      case .compareAppearance: view.appearance = view.appearance == .dark ? .light : .dark
      default:
        self = .normal
        return .say("")
      }
      self = .compare(view)
      return .did("compare right: " + view.actions(from: inputs.world).map(\.description).joined(separator: "; "))
    case .lessonMenu(var menu):
      switch command {
      case .menuUp: menu.move(-1)
      case .menuDown: menu.move(1)
      case .menuOpen, .menuPredict:
        self = .normal
        guard let entry = menu.entry else { return .none }
        return .openLesson(name: entry.name, predict: command == .menuPredict)
      case .menuReset:
        self = .confirm(.resetProgress(menu))
        return .none
      default:
        self = .normal
        return .say(inputs.inLesson ? "back to the lesson" : "l opens the lessons again")
      }
      self = .lessonMenu(menu)
      return .none
    case .normal, .prompt, .question, .confirm:
      return .none
    }
  }

  private mutating func updateHelp(_ command: Command, scroll: Int, bottom: Int) -> Effect {
    let delta: Int
    switch command {
    case .helpClose:
      self = .normal
      return .none
    case .helpUp: delta = -1
    case .helpDown: delta = 1
    case .helpPageUp: delta = -10
    case .helpPageDown: delta = 10
    case .helpTop: delta = -scroll
    case .helpBottom: delta = bottom - scroll
    default: return .none
    }
    self = .help(scroll: min(max(0, scroll + delta), bottom))
    return .none
  }

  private mutating func updateChooser(_ command: Command, _ chooser: inout PresentChooser, world: World) -> Effect {
    let os = world.os
    var effect = Effect.none
    switch command {
    case .chooserUp: chooser.move(-1)
    case .chooserDown: chooser.move(1)
    case .chooserToggleNavigation: chooser.asNavigation.toggle()
    case .chooserCycleDetent:
      if !chooser.cycleDetent(os: os) {
        effect = .say(
          "no sheet detent on \(os.spoken): sheetPresentationController's detents came with \(SheetDetent.medium.introduced.spoken)")
      }
    case .chooserToggleSwiftUI: chooser.toggleSwiftUI()
    case .chooserConfirm:
      self = .normal
      return .present(chooser.action(in: world))
    default:
      self = .normal
      return .none
    }
    self = .presentChooser(chooser)
    return effect
  }
}
