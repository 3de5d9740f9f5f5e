import CellGrid
import StatusBarCore

extension PlaygroundApp {
  /// Runs one command of the key map; `digit` is the digit typed, for the commands of the
  /// digit keys (a fix, a choice). Returns what it did.
  mutating func run(_ command: Command, digit: Int? = nil) -> CommandOutcome {
    let world = simulation.world
    switch command {
    case .panelNext, .panelPrevious, .panelUnfocus, .panelScrollUp, .panelScrollDown,
      .panelPageUp, .panelPageDown, .panelTop, .panelBottom, .panelZoom, .panelHide, .panelShowAll:
      if let panelMessage = PanelsModel.Message(command) { updatePanels(panelMessage) }
      return .nothing
    case .focusUp: moveFocusInTree(by: -1)
    case .focusDown: moveFocusInTree(by: 1)
    case .focusFirst: moveFocusInTree(by: Int.min)
    case .focusLast: moveFocusInTree(by: Int.max)
    case .focusDecider: return focusDecider()

    case .push:
      let layout = simulation.snapshot.layout
      var n = 1
      if let nav = world.stackOnScreen(layout: layout) {
        n = (world.controllers[nav]?.children.count ?? 0) + 1
      }
      while world.id(named: "VC\(n)") != nil { n += 1 }
      return apply([.push("VC\(n)", [])], animate: true, autoUpdate: true)
    case .pop: return apply([.pop], animate: true, autoUpdate: true)
    case .present: mode = .presentChooser(PresentChooser(os: world.os))
    case .dismiss: return apply([.dismiss], animate: true, autoUpdate: true)
    case .toggleOverlayWindow: return apply([overlayToggleAction(world)], animate: true, autoUpdate: true)
    case .nextScene: return apply(nextSceneActions(world), animate: false, autoUpdate: true)
    case .nextTab:
      // The next tab, or with no tab bar the next page; with neither UIKit refuses with its reason.
      return apply([world.nextSelectionAction(layout: simulation.snapshot.layout)], animate: true, autoUpdate: true)

    case .toggleBarStyle:
      guard let (_, vc) = navigationTarget() else { return refuseNoNavigation("barStyle") }
      let next: BarStyle = vc.barStyle == .black ? .default : .black
      return apply([.set(vc.name, .barStyle, .barStyle(next))], animate: true, autoUpdate: true)
    case .toggleNavigationBarHidden:
      guard let (_, vc) = navigationTarget() else { return refuseNoNavigation("navigationBarHidden") }
      return apply(
        [.set(vc.name, .navigationBarHidden, .bool(!(vc.navigationBarHidden ?? false)))],
        animate: true, autoUpdate: true)

    case .cycleHidden:
      guard let vc = focusedController() else { return refuseNoController() }
      let next: Bool? =
        switch vc.prefersStatusBarHidden {
        case nil: true
        case true?: false
        case false?: nil
        }
      return apply(
        [change(vc.name, .prefersStatusBarHidden, next.map(PropertyValue.bool))], animate: true,
        autoUpdate: true)
    case .cycleStyle:
      guard let vc = focusedController() else { return refuseNoController() }
      let next: StatusBarStyle? =
        switch vc.preferredStatusBarStyle {
        case nil: .default
        case .default?: .lightContent
        case .lightContent?: .darkContent
        case .darkContent?: nil
        }
      return apply(
        [change(vc.name, .preferredStatusBarStyle, next.map(PropertyValue.style))], animate: true,
        autoUpdate: true)
    case .cycleAnimation:
      guard let vc = focusedController() else { return refuseNoController() }
      let next: UpdateAnimation? =
        switch vc.preferredStatusBarUpdateAnimation {
        case nil: .slide
        case .slide?: UpdateAnimation.none
        case UpdateAnimation.none?: .fade
        case .fade?: nil
        }
      return apply(
        [change(vc.name, .preferredStatusBarUpdateAnimation, next.map(PropertyValue.animation))],
        animate: true, autoUpdate: true)
    case .cycleSwiftUIHidden:
      guard let vc = focusedController() else { return refuseNoController() }
      let next: Bool? =
        switch vc.swiftUI.statusBarHidden {
        case nil: true
        case true?: false
        case false?: nil
        }
      return apply([change(vc.name, .statusBarHidden, next.map(PropertyValue.bool))], animate: true, autoUpdate: true)
    case .cycleColorScheme:
      guard let vc = focusedController() else { return refuseNoController() }
      let next: ColorScheme? =
        switch vc.swiftUI.preferredColorScheme {
        case nil: .dark
        case .dark?: .light
        case .light?: nil
        }
      return apply([change(vc.name, .preferredColorScheme, next.map(PropertyValue.colorScheme))], animate: true, autoUpdate: true)
    case .toggleCaptures:
      guard let focused = focusedID else { return .nothing }
      let target =
        world.presentationIndex(of: focused) != nil ? focused : (world.presented.last ?? focused)
      guard let vc = world.controllers[target] else { return .nothing }
      let on = vc.modalPresentationCapturesStatusBarAppearance == true
      return apply(
        [.set(vc.name, .modalPresentationCapturesStatusBarAppearance, .bool(!on))], animate: true,
        autoUpdate: true)

    case .update: return apply([.update(nil, animated: false)], animate: true, autoUpdate: false)
    case .updateAnimated: return apply([.update(nil, animated: true)], animate: true, autoUpdate: false)
    case .toggleAutoUpdate:
      autoUpdate.toggle()
      let text =
        autoUpdate
        ? "auto-update on: every preference change is followed by update"
        : "auto-update off: a preference change waits for u (setNeedsStatusBarAppearanceUpdate)"
      session.update(.log(SessionLog.Entry(kind: .session, text: text)))
      message = .info(text)
      var outcome = CommandOutcome.did(text)
      if autoUpdate, simulation.world.pendingUpdate {
        outcome += apply([.update(nil, animated: false)], animate: true, autoUpdate: false)
      }
      return outcome

    case .toggleCall: return apply([.inCall(!world.environment.inCall)], animate: true, autoUpdate: true)
    case .rotate:
      return apply(
        [.rotate(world.environment.orientation.isLandscape ? .portrait : .landscapeLeft)],
        animate: true, autoUpdate: true)
    case .chooseDevice:
      mode = .prompt(CommandPrompt(purpose: .device))
    case .nextDevice:
      // d/D skip devices that never ran the current iOS version, and say so.
      let step = DeviceStep.device(from: world.device, os: world.os, forward: true)
      let outcome = apply([.device(step.device)], animate: false, autoUpdate: true)
      if outcome.succeeded, !step.skipped.isEmpty {
        appendInfo(step.note(os: world.os))
      }
      return outcome
    case .nextOS, .previousOS:
      // o/O move through 7 … 18, 26, 27 and skip the versions the device never ran.
      let forward = command == .nextOS
      let step = DeviceStep.os(from: world.os, device: world.device, forward: forward)
      let outcome = apply([.os(step.os)], animate: false, autoUpdate: true)
      if outcome.succeeded, !step.skipped.isEmpty {
        // Past the last version to the first (or back past the first): said, not left to guess.
        let wrapped = forward ? step.os.major < world.os.major : step.os.major > world.os.major
        appendInfo(
          "skipped iOS \(Self.versionRuns(step.skipped)): \(world.device.name) runs \(world.device.supportedRange)"
            + (wrapped ? (forward ? "; went round to its first" : "; went round to its newest") : ""))
      }
      return outcome
    case .toggleAppearance:
      return apply(
        [.appearance(world.environment.appearance == .dark ? .light : .dark)], animate: false,
        autoUpdate: true)
    case .toggleViewControllerBased:
      let on = !world.infoPlist.viewControllerBasedStatusBarAppearance
      return apply(
        [
          .plist(.UIViewControllerBasedStatusBarAppearance, .bool(on)), .relaunch, .finishLaunching,
        ],
        animate: false, autoUpdate: false)

    case .undo: return travel(.undo)
    case .redo: return travel(.redo)
    case .openCommandLine: mode = .prompt(CommandPrompt())
    case .help: mode = .help(scroll: 0)
    case .escape:
      message = .info("")
    case .quit: return CommandOutcome(.quit)

    case .chooserUp, .chooserDown, .chooserToggleNavigation, .chooserCycleDetent, .chooserToggleSwiftUI,
      .chooserConfirm, .chooserCancel, .menuUp, .menuDown, .menuOpen, .menuPredict, .menuReset, .menuClose,
      .viewerUp, .viewerDown, .viewerPageUp, .viewerPageDown, .viewerTop, .viewerBottom, .viewerClose,
      .compareNextOS, .comparePreviousOS, .compareNextDevice, .comparePreviousDevice, .compareRotate,
      .compareCall, .compareAppearance, .compareClose, .helpClose, .helpUp, .helpDown, .helpPageUp,
      .helpPageDown, .helpTop, .helpBottom:
      return updateOverlay(command)
    case .promptRun, .promptCancel, .promptHistoryUp, .promptHistoryDown, .promptComplete,
      .promptLeft,
      .promptRight, .promptHome, .promptEnd, .promptBackspace, .promptDelete, .promptClear,
      .promptType:
      return runPrompt(command)
    case .startLesson, .openLessons, .togglePredict, .toggleWhy, .applyFix, .showCitedRules, .exportCode,
      .saveScene, .savePicture, .copyState, .compare, .nextStep, .previousStep, .hint, .showSolution,
      .leaveLesson:
      return runTeaching(command, digit: digit)
    case .questionUp, .questionDown, .questionPick, .questionAnswer, .questionSkip, .questionTally, .questionUntally,
      .questionReveal:
      return runQuestion(command, digit: digit)
    case .confirmYes, .confirmNo: return runConfirm(command)
    }
    return .nothing
  }

  /// `set` with a value, or `unset` when the value is nil.
  func change(_ name: String, _ key: ControllerKey, _ value: PropertyValue?) -> Action {
    value.map { .set(name, key, $0) } ?? .unset(name, key)
  }

  /// The focused controller (nil: the window has no root view controller).
  func focusedController() -> Controller? {
    guard let id = focusedID, let vc = simulation.world.controllers[id] else { return nil }
    return vc
  }

  mutating func refuseNoController() -> CommandOutcome {
    refuse("no controller to change: the window has no root view controller")
  }

  /// The focused navigation controller, else the one on screen.
  func navigationTarget() -> (ControllerID, Controller)? {
    let world = simulation.world
    if let id = focusedID, let vc = world.controllers[id], vc.behavior.ownKeys.contains(.barStyle) {
      return (id, vc)
    }
    if let id = world.stackOnScreen(layout: simulation.snapshot.layout),
      let vc = world.controllers[id]
    {
      return (id, vc)
    }
    return nil
  }

  mutating func refuseNoNavigation(_ key: String) -> CommandOutcome {
    refuse(
      "no navigation controller is on screen or focused: \(key) is a UINavigationController property"
    )
  }

  /// Shows why a key did nothing, without an action; the outcome carries the reason.
  mutating func refuse(_ text: String) -> CommandOutcome {
    message = .error(text)
    session.update(.log(SessionLog.Entry(kind: .refused, text: text)))
    return .refused(text)
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
    session.update(.focus(ids[target]))
    message = .info("focus: \(world.name(of: ids[target]))")
  }

  mutating func focusDecider() -> CommandOutcome {
    let world = simulation.world
    let hidden = world.shown.hiddenDecider.controllerID
    let style = world.shown.styleDecider.controllerID
    let target: ControllerID
    let decides: String
    if let hidden, focusedID != hidden {
      (target, decides) = (hidden, "whether the bar is hidden")
    } else if let style {
      (target, decides) = (style, "the style")
    } else {
      return refuse(
        "no controller decides: \(world.shown.styleDecider) decides the style, \(world.shown.hiddenDecider) decides hidden"
      )
    }
    session.update(.focus(target))
    message = .info("focus: \(world.name(of: target)), which decides \(decides)")
    return .nothing
  }

}

extension PlaygroundApp {
  /// Adds a sentence to the message line after an action succeeded.
  /// iOS majors in ascending order, neighbours in the supported list joined into runs:
  /// `7 … 10 and 17 … 27`, `12, 13`, `26`.
  static func versionRuns(_ majors: [Int]) -> String {
    let order = OSVersion.supportedMajors
    let sorted = majors.sorted()
    var runs: [[Int]] = []
    for major in sorted {
      if let last = runs.last?.last, let index = order.firstIndex(of: last), index + 1 < order.count, order[index + 1] == major {
        runs[runs.count - 1].append(major)
      } else {
        runs.append([major])
      }
    }
    let texts = runs.map { run in
      run.count <= 2 ? run.map(String.init).joined(separator: ", ") : "\(run[0]) … \(run[run.count - 1])"
    }
    return texts.count <= 1 ? (texts.first ?? "") : texts.dropLast().joined(separator: ", ") + " and " + texts[texts.count - 1]
  }

  mutating func appendInfo(_ text: String) {
    if case .info(let current) = message, !current.isEmpty {
      message = .info(current + "  (" + text + ")")
    } else {
      message = .info(text)
    }
  }
}
