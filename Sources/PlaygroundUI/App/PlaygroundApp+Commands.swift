import CellGrid
import StatusBarCore

extension PlaygroundApp {
  /// Runs one command of the key map.
  mutating func run(_ command: Command) -> ProgramCommand {
    let world = simulation.world
    switch command {
    case .panelNext, .panelPrevious, .panelUnfocus, .panelScrollUp, .panelScrollDown,
      .panelPageUp, .panelPageDown, .panelTop, .panelBottom, .panelZoom, .panelHide, .panelShowAll:
      runPanelCommand(command)
    case .focusUp: moveFocusInTree(by: -1)
    case .focusDown: moveFocusInTree(by: 1)
    case .focusFirst: moveFocusInTree(by: Int.min)
    case .focusLast: moveFocusInTree(by: Int.max)
    case .focusDecider: focusDecider()

    case .push:
      let layout = simulation.snapshot.layout
      var n = 1
      if let nav = world.containerOnScreen(.navigation, layout: layout) {
        n = (world.controllers[nav]?.children.count ?? 0) + 1
      }
      while world.id(named: "VC\(n)") != nil { n += 1 }
      apply([.push("VC\(n)", [])], animate: true, autoUpdate: true)
    case .pop: apply([.pop], animate: true, autoUpdate: true)
    case .present: mode = .presentChooser(PresentChooser(os: world.os))
    case .dismiss: apply([.dismiss], animate: true, autoUpdate: true)
    case .toggleOverlayWindow: apply([overlayToggleAction(world)], animate: true, autoUpdate: true)
    case .nextTab:
      let layout = simulation.snapshot.layout
      if world.containerOnScreen(.tabBar, layout: layout) == nil,
        let pages = world.containerOnScreen(.page, layout: layout), let vc = world.controllers[pages]
      {
        // No tab bar, but a page view controller: turn its page (setViewControllers).
        let shown = vc.child(for: .firstViewController).flatMap { vc.children.firstIndex(of: $0) } ?? 0
        let next = (shown + 1) % max(1, vc.children.count)
        apply([.set(vc.name, .currentPage, .integer(next))], animate: true, autoUpdate: true)
        break
      }
      guard let tabs = world.containerOnScreen(.tabBar, layout: layout),
        let vc = world.controllers[tabs]
      else {
        apply([.selectIndex(1)], animate: true, autoUpdate: true)  // refused with UIKit's reason
        break
      }
      let count = max(1, vc.children.count)
      let current = vc.child(for: .selectedViewController).flatMap { vc.children.firstIndex(of: $0) } ?? 0
      apply([.selectIndex((current + 1) % count)], animate: true, autoUpdate: true)

    case .toggleBarStyle:
      guard let (_, vc) = navigationTarget(for: "barStyle") else { break }
      let next: BarStyle = vc.barStyle == .black ? .default : .black
      apply([.set(vc.name, .barStyle, .barStyle(next))], animate: true, autoUpdate: true)
    case .toggleNavigationBarHidden:
      guard let (_, vc) = navigationTarget(for: "navigationBarHidden") else { break }
      apply(
        [.set(vc.name, .navigationBarHidden, .bool(!(vc.navigationBarHidden ?? false)))],
        animate: true, autoUpdate: true)

    case .cycleHidden:
      guard let vc = focusedController() else { break }
      let next: Bool? =
        switch vc.prefersStatusBarHidden {
        case nil: true
        case true?: false
        case false?: nil
        }
      apply(
        [change(vc.name, .prefersStatusBarHidden, next.map(PropertyValue.bool))], animate: true,
        autoUpdate: true)
    case .cycleStyle:
      guard let vc = focusedController() else { break }
      let next: StatusBarStyle? =
        switch vc.preferredStatusBarStyle {
        case nil: .default
        case .default?: .lightContent
        case .lightContent?: .darkContent
        case .darkContent?: nil
        }
      apply(
        [change(vc.name, .preferredStatusBarStyle, next.map(PropertyValue.style))], animate: true,
        autoUpdate: true)
    case .cycleAnimation:
      guard let vc = focusedController() else { break }
      let next: UpdateAnimation? =
        switch vc.preferredStatusBarUpdateAnimation {
        case nil: .slide
        case .slide?: UpdateAnimation.none
        case UpdateAnimation.none?: .fade
        case .fade?: nil
        }
      apply(
        [change(vc.name, .preferredStatusBarUpdateAnimation, next.map(PropertyValue.animation))],
        animate: true, autoUpdate: true)
    case .cycleSwiftUIHidden:
      guard let vc = focusedController() else { break }
      let next: Bool? =
        switch vc.swiftUI.statusBarHidden {
        case nil: true
        case true?: false
        case false?: nil
        }
      apply([change(vc.name, .statusBarHidden, next.map(PropertyValue.bool))], animate: true, autoUpdate: true)
    case .cycleColorScheme:
      guard let vc = focusedController() else { break }
      let next: ColorScheme? =
        switch vc.swiftUI.preferredColorScheme {
        case nil: .dark
        case .dark?: .light
        case .light?: nil
        }
      apply([change(vc.name, .preferredColorScheme, next.map(PropertyValue.colorScheme))], animate: true, autoUpdate: true)
    case .toggleCaptures:
      guard let focused = focusedID else { break }
      let target =
        world.presentationIndex(of: focused) != nil ? focused : (world.presented.last ?? focused)
      guard let vc = world.controllers[target] else { break }
      let on = vc.modalPresentationCapturesStatusBarAppearance == true
      apply(
        [.set(vc.name, .modalPresentationCapturesStatusBarAppearance, .bool(!on))], animate: true,
        autoUpdate: true)

    case .update: apply([.update(nil, animated: false)], animate: true, autoUpdate: false)
    case .updateAnimated: apply([.update(nil, animated: true)], animate: true, autoUpdate: false)
    case .toggleAutoUpdate:
      autoUpdate.toggle()
      let text =
        autoUpdate
        ? "auto-update on: every preference change is followed by update"
        : "auto-update off: a preference change waits for u (setNeedsStatusBarAppearanceUpdate)"
      log.append(SessionLog.Entry(kind: .session, text: text))
      message = .info(text)
      keyActions.append(text)
      if autoUpdate, simulation.world.pendingUpdate {
        apply([.update(nil, animated: false)], animate: true, autoUpdate: false)
      }

    case .toggleCall: apply([.inCall(!world.environment.inCall)], animate: true, autoUpdate: true)
    case .rotate:
      apply(
        [.rotate(world.environment.orientation.isLandscape ? .portrait : .landscapeLeft)],
        animate: true, autoUpdate: true)
    case .chooseDevice:
      mode = .prompt(CommandPrompt(purpose: .device))
    case .nextDevice:
      // d/D skip devices that never ran the current iOS version, and say so (issue 8).
      let step = DeviceStep.device(from: world.device, os: world.os, forward: true)
      if apply([.device(step.device)], animate: false, autoUpdate: true), !step.skipped.isEmpty {
        appendInfo(step.note(os: world.os))
      }
    case .nextOS, .previousOS:
      // o/O move through 7 … 18, 26, 27 and skip the versions the device never ran.
      let step = DeviceStep.os(from: world.os, device: world.device, forward: command == .nextOS)
      if apply([.os(step.os)], animate: false, autoUpdate: true), !step.skipped.isEmpty {
        let skipped = step.skipped.count <= 3
          ? step.skipped.map(String.init).joined(separator: ", ")
          : "\(step.skipped[0]) … \(step.skipped[step.skipped.count - 1])"
        appendInfo("skipped iOS \(skipped): \(world.device.name) runs \(world.device.supportedRange)")
      }
    case .toggleAppearance:
      apply(
        [.appearance(world.environment.appearance == .dark ? .light : .dark)], animate: false,
        autoUpdate: true)
    case .toggleViewControllerBased:
      let on = !world.infoPlist.viewControllerBasedStatusBarAppearance
      apply(
        [
          .plist(.UIViewControllerBasedStatusBarAppearance, .bool(on)), .relaunch, .finishLaunching,
        ],
        animate: false, autoUpdate: false)

    case .undo: undoKey()
    case .redo: redoKey()
    case .openCommandLine: mode = .prompt(CommandPrompt())
    case .help: mode = .help(scroll: 0)
    case .escape:
      message = .info("")
    case .quit: return .quit

    case .chooserUp, .chooserDown, .chooserToggleNavigation, .chooserCycleDetent, .chooserToggleSwiftUI,
      .chooserConfirm, .chooserCancel:
      runChooser(command)
    case .promptRun, .promptCancel, .promptHistoryUp, .promptHistoryDown, .promptComplete,
      .promptLeft,
      .promptRight, .promptHome, .promptEnd, .promptBackspace, .promptDelete, .promptClear,
      .promptType:
      runPrompt(command)
    case .startLesson, .openLessons, .togglePredict, .toggleWhy, .applyFix, .showCitedRules, .exportCode,
      .saveScene, .copyState, .compare, .nextStep, .previousStep, .hint, .showSolution,
      .leaveLesson:
      runTeaching(command)
    case .menuUp, .menuDown, .menuOpen, .menuPredict, .menuReset, .menuClose: runMenu(command)
    case .questionUp, .questionDown, .questionPick, .questionAnswer, .questionSkip:
      runQuestion(command)
    case .confirmYes, .confirmNo: runConfirm(command)
    case .viewerUp, .viewerDown, .viewerPageUp, .viewerPageDown, .viewerTop, .viewerBottom,
      .viewerClose:
      runViewer(command)
    case .compareNextOS, .comparePreviousOS, .compareNextDevice, .comparePreviousDevice,
      .compareRotate, .compareCall, .compareAppearance, .compareClose:
      runCompare(command)
    case .helpClose: mode = .normal
    case .helpUp, .helpDown, .helpPageUp, .helpPageDown:
      guard case .help(let scroll) = mode else { break }
      let delta =
        switch command {
        case .helpUp: -1
        case .helpDown: 1
        case .helpPageUp: -10
        default: 10
        }
      mode = .help(scroll: min(max(0, scroll + delta), HelpOverlay.maxScroll))
    }
    return .continue
  }

  /// `set` with a value, or `unset` when the value is nil.
  func change(_ name: String, _ key: ControllerKey, _ value: PropertyValue?) -> Action {
    value.map { .set(name, key, $0) } ?? .unset(name, key)
  }

  /// The focused controller, or a refusal in the message line.
  mutating func focusedController() -> Controller? {
    guard let id = focusedID, let vc = simulation.world.controllers[id] else {
      refuse("no controller to change: the window has no root view controller")
      return nil
    }
    return vc
  }

  /// The focused navigation controller, else the one on screen.
  mutating func navigationTarget(for key: String) -> (ControllerID, Controller)? {
    let world = simulation.world
    if let id = focusedID, let vc = world.controllers[id], vc.behavior.ownKeys.contains(.barStyle) {
      return (id, vc)
    }
    if let id = world.containerOnScreen(.navigation, layout: simulation.snapshot.layout),
      let vc = world.controllers[id]
    {
      return (id, vc)
    }
    refuse(
      "no navigation controller is on screen or focused: \(key) is a UINavigationController property"
    )
    return nil
  }

  /// Shows why a key did nothing, without an action.
  mutating func refuse(_ text: String) {
    message = .error(text)
    keyRefusal = text
    log.append(SessionLog.Entry(kind: .refused, text: text))
  }

  mutating func moveFocusInTree(by delta: Int) {
    let world = simulation.world
    let layout = simulation.snapshot.layout
    let ids = ControllerTree(world: world, onScreen: Set(layout.onScreen)).ids
    guard !ids.isEmpty else { return }
    let current = focusedID.flatMap { ids.firstIndex(of: $0) }
    let target: Int
    switch delta {
    case Int.min: target = 0
    case Int.max: target = ids.count - 1
    default:
      guard let current else {
        target = delta > 0 ? 0 : ids.count - 1
        break
      }
      target = min(max(0, current + delta), ids.count - 1)
    }
    focus = ids[target]
    message = .info("focus: \(world.name(of: ids[target]))")
  }

  mutating func focusDecider() {
    let shown = simulation.world.shown
    let hidden = shown.hiddenDecider.controllerID
    let style = shown.styleDecider.controllerID
    if let hidden, focusedID != hidden {
      focus = hidden
      message = .info(
        "focus: \(simulation.world.name(of: hidden)), which decides whether the bar is hidden")
    } else if let style {
      focus = style
      message = .info("focus: \(simulation.world.name(of: style)), which decides the style")
    } else {
      refuse(
        "no controller decides: \(shown.styleDecider) decides the style, \(shown.hiddenDecider) decides hidden"
      )
    }
  }

  mutating func undoKey() {
    guard let group = undoGroups.popLast() else {
      refuse("nothing to undo")
      return
    }
    for _ in 0..<group.count { simulation.undo() }
    redoGroups.append(group)
    focus = group.focusBefore
    if focus.flatMap({ simulation.world.controllers[$0] }) == nil { focus = defaultFocus() }
    animation = nil
    log.append(SessionLog.Entry(kind: .session, text: "undo: \(group.label)"))
    message = .info("undo: \(group.label)")
    keyActions.append("undo: \(group.label)")
    checkGoal(notes: [])
  }

  mutating func redoKey() {
    guard let group = redoGroups.popLast() else {
      refuse("nothing to redo")
      return
    }
    for _ in 0..<group.count { simulation.redo() }
    undoGroups.append(group)
    focus = group.focusAfter
    if focus.flatMap({ simulation.world.controllers[$0] }) == nil { focus = defaultFocus() }
    animation = nil
    log.append(SessionLog.Entry(kind: .session, text: "redo: \(group.label)"))
    message = .info("redo: \(group.label)")
    keyActions.append("redo: \(group.label)")
    checkGoal(notes: [])
  }

  mutating func runChooser(_ command: Command) {
    guard case .presentChooser(var chooser) = mode else { return }
    switch command {
    case .chooserUp: chooser.move(-1)
    case .chooserDown: chooser.move(1)
    case .chooserToggleNavigation: chooser.asNavigation.toggle()
    case .chooserCycleDetent: chooser.cycleDetent()
    case .chooserToggleSwiftUI: chooser.toggleSwiftUI()
    case .chooserConfirm:
      mode = .normal
      apply([chooser.action(in: simulation.world)], animate: true, autoUpdate: true)
      return
    default:
      mode = .normal
      return
    }
    mode = .presentChooser(chooser)
  }

  mutating func typeIntoPrompt(_ character: Character) {
    guard case .prompt(var prompt) = mode else { return }
    prompt.choice = 0
    prompt.completions = []
    prompt.noCompletion = false
    if prompt.text.count < 500 { prompt.insert(character) }
    mode = .prompt(prompt)
  }

  mutating func runPrompt(_ command: Command) {
    guard case .prompt(var prompt) = mode else { return }
    let purpose = prompt.purpose
    prompt.completions = []
    prompt.noCompletion = false
    switch command {
    case .promptRun:
      let line = prompt.line.trimmed
      if purpose == .answer, line.isEmpty { return }  // an answer needs words
      mode = .normal
      switch purpose {
      case .savePath:
        saveScene(to: line)
        return
      case .answer:
        answerQuestion(line)
        return
      case .device:
        pickDevice(prompt)
        return
      case .action:
        break
      }
      guard !line.isEmpty else { return }
      if commandHistory.last != line { commandHistory.append(line) }
      if commandHistory.count > 100 { commandHistory.removeFirst() }
      if line.hasPrefix("import ") {
        importDump(from: String(line.dropFirst("import ".count)))
        return
      }
      do {
        let action = try ActionParser.parse(line)
        apply([action], animate: true, autoUpdate: true)
      } catch {
        log.append(SessionLog.Entry(kind: .refused, text: line, notes: [error.message]))
        message = .error(error.message)
        keyRefusal = error.message
      }
      return
    case .promptCancel:
      cancelPrompt(purpose)
      return
    case .promptBackspace:
      if prompt.text.isEmpty {
        cancelPrompt(purpose)
        return
      }
      prompt.backspace()
    case .promptHistoryUp where purpose == .device: prompt.choice = max(0, prompt.choice - 1)
    case .promptHistoryDown where purpose == .device: prompt.choice += 1
    case .promptHistoryUp where purpose == .action: prompt.browse(commandHistory, older: true)
    case .promptHistoryDown where purpose == .action: prompt.browse(commandHistory, older: false)
    case .promptComplete where purpose == .action: prompt.complete(world: simulation.world)
    case .promptLeft: prompt.move(-1)
    case .promptRight: prompt.move(1)
    case .promptHome: prompt.home()
    case .promptEnd: prompt.end()
    case .promptDelete: prompt.deleteForward()
    case .promptClear: prompt.clear()
    default: break
    }
    mode = .prompt(prompt)
  }

  /// Esc on the line: a typed answer is skipped (the step still runs), a save is cancelled.
  mutating func cancelPrompt(_ purpose: CommandPrompt.Purpose) {
    mode = .normal
    switch purpose {
    case .answer: answerQuestion(nil)
    case .savePath: message = .info("not saved")
    case .device: message = .info("device unchanged")
    case .action: break
    }
  }
}

extension PlaygroundApp {
  /// Adds a sentence to the message line after an action succeeded.
  mutating func appendInfo(_ text: String) {
    if case .info(let current) = message, !current.isEmpty {
      message = .info(current + "  (" + text + ")")
    } else {
      message = .info(text)
    }
  }
}
