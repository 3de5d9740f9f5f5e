extension World {
  /// Applies an action completely, or throws and changes nothing (docs/scene-format.md, "The action
  /// language").
  public mutating func apply(_ action: Action) throws(ActionError) -> ActionReport {
    var next = self
    var report = ActionReport()
    try next.applyInPlace(action, &report)
    self = next
    return report
  }

  mutating func applyInPlace(_ action: Action, _ report: inout ActionReport) throws(ActionError) {
    switch action {
    case .push(let name, let props):
      try requireNewName(name)
      let navID = try navigationOnScreen()
      var vc = Controller(name: name, kind: .controller)
      try assign(props, to: &vc)
      vc.parent = navID
      let id = controllers.add(vc)
      controllers[navID]?.children.append(id)
      reevaluate("pushViewController(_:animated:) on \(self.name(of: navID))", animated: true, &report)

    case .pop, .popToRoot:
      let navID = try navigationOnScreen(needing: action == .pop ? "popViewController(animated:)" : "popToRootViewController(animated:)")
      guard let nav = controllers[navID], nav.children.count > 1 else {
        throw ActionError(
          "\(name(of: navID))'s stack holds only its root view controller: \(action == .pop ? "popViewController" : "popToRootViewController")(animated:) has nothing to pop"
        )
      }
      let keep = action == .pop ? nav.children.count - 1 : 1
      for child in nav.children[keep...] { removeSubtree(child) }
      controllers[navID]?.children.removeSubrange(keep...)
      reevaluate("\(action == .pop ? "popViewController" : "popToRootViewController")(animated:) on \(nav.name)", animated: true, &report)

    case .present(let name, let kind, let props):
      try requireNewName(name)
      guard let presenter = presented.last ?? root else {
        throw ActionError("the window has no root view controller: present(_:animated:completion:) needs a presenter")
      }
      var vc = Controller(name: name, kind: kind)
      try requireAvailable(kind)
      try assign(props, to: &vc)
      let id = controllers.add(vc)
      for childName in kind.behavior.initialChildren(forPresented: name) {
        try requireNewName(childName)
        var child = Controller(name: childName, kind: .controller)
        child.parent = id
        let childID = controllers.add(child)
        controllers[id]?.children.append(childID)
      }
      presented.append(id)
      let info = presentationInfo(at: presented.count - 1)
      if info.unavailable {
        report.notes.append("\(info.requested.swiftName) does not exist before \(info.requested.introduced.spoken): UIKit presents \(name) .fullScreen")
      }
      reevaluate("\(self.name(of: presenter)) presents \(name) (\(info.effective.swiftName))", animated: true, &report)

    case .dismiss:
      guard let top = presented.last else {
        throw ActionError("nothing is presented: dismiss(animated:) has nothing to dismiss")
      }
      let topName = name(of: top)
      presented.removeLast()
      removeSubtree(top)
      reevaluate("dismiss \(topName)", animated: true, &report)

    case .selectIndex(let index):
      let tabID = try tabBarOnScreen()
      try select(index, in: tabID, &report)

    case .selectName(let childName):
      let tabID = try tabBarOnScreen()
      guard let tab = controllers[tabID] else { return }
      guard let childID = id(named: childName), let index = tab.children.firstIndex(of: childID) else {
        let names = tab.children.map { name(of: $0) }
        throw ActionError("\(tab.name) has no tab named `\(childName)`\(Suggestions.didYouMean(childName, in: names)); tabs: \(names.joined(separator: ", "))")
      }
      try select(index, in: tabID, &report)

    case .set(let name, let key, let value):
      let id = try existing(name)
      try setProperty(id, key, value, &report)

    case .unset(let name, let key):
      let id = try existing(name)
      try setProperty(id, key, nil, &report)

    case .update(let name, let animated):
      let target: ControllerID
      if let name {
        target = try existing(name)
        guard isOnScreen(target) else {
          throw ActionError("\(name) is not on screen: its setNeedsStatusBarAppearanceUpdate() reaches no window")
        }
      } else {
        guard let root else { throw ActionError("the window has no root view controller to call setNeedsStatusBarAppearanceUpdate() on") }
        target = root
      }
      report.events.append("setNeedsStatusBarAppearanceUpdate() on \(self.name(of: target))\(animated ? " inside an animation block" : "")")
      if !launchedInfoPlist.viewControllerBasedStatusBarAppearance {
        report.notes.append("setNeedsStatusBarAppearanceUpdate() has no visible effect: UIViewControllerBasedStatusBarAppearance is NO (R5.2)")
      }
      reevaluate(nil, animated: animated, &report)

    case .addChild(let parentName, let name, let props):
      let parentID = try existing(parentName)
      guard let parent = controllers[parentID], parent.behavior.takesChildrenWithAddChild else {
        let behavior = controllers[parentID]?.behavior
        throw ActionError(
          "addChild: \(parentName) is a \(behavior?.uikitClass ?? "controller"); \(behavior?.childrenFormStack == true ? "push onto it instead" : "its viewControllers are set in the scene")"
        )
      }
      try requireNewName(name)
      var vc = Controller(name: name, kind: .controller)
      try assign(props, to: &vc)
      vc.parent = parentID
      let id = controllers.add(vc)
      controllers[parentID]?.children.append(id)
      report.events.append("addChild(\(name)) on \(parentName): a custom container must call setNeedsStatusBarAppearanceUpdate() itself (R3.4)")
      markPendingIfOnScreen(parentID)

    case .removeChild(let name):
      let id = try existing(name)
      guard let parentID = controllers[id]?.parent, let parent = controllers[parentID] else {
        throw ActionError("\(name) is not a child view controller: removeFromParent() does nothing")
      }
      guard parent.behavior.takesChildrenWithAddChild else {
        throw ActionError(
          "\(name) is in \(parent.name)'s \(parent.behavior.childrenFormStack ? "navigation stack: use pop" : "viewControllers: tabs are fixed in the scene")")
      }
      // UIKit allows removing a child an override still returns (D22): the override keeps
      // naming it, the forwarding no longer finds it, and the bar waits for an update (R9.1).
      let stillNamed = [ControllerKey.childForStatusBarStyle, .childForStatusBarHidden].filter { lane in
        if case .child(.named(let target))? = parent.value(for: lane) { return target == name }
        return false
      }
      let wasDeciding = subtree(id).contains { $0 == shown.styleDecider.controllerID || $0 == shown.hiddenDecider.controllerID }
      removeSubtree(id)
      controllers[parentID]?.children.removeAll { $0 == id }
      report.events.append("removeFromParent() of \(name)")
      for lane in stillNamed {
        report.pendingNotes.append(
          "\(parent.name).\(lane.rawValue) still returns \(name), which is no longer its child: the forwarding finds nothing, so \(parent.name) answers itself once UIKit asks again; until setNeedsStatusBarAppearanceUpdate() the bar keeps its old answer (D22, R9.1)"
        )
      }
      if !stillNamed.isEmpty {
        markPendingIfOnScreen(parentID)
      } else if wasDeciding {
        // The deciding controller left the window: UIKit asks again (R9.3, window changes).
        reevaluate("the controller that decided left the window", animated: false, &report)
      } else {
        markPendingIfOnScreen(parentID)
      }

    case .device(let device):
      // Never an impossible pair: the version moves into the device's range, and says so.
      if !device.supports(os) {
        let version = device.closestSupportedVersion(to: os)
        // The version it would move to must still have every kind in the world (R11: no
        // UIHostingController before iOS 13).
        do { try requireKindsAvailable(on: version) } catch {
          throw ActionError(
            "device \(device.name): it runs \(version.spoken) at best here, and \(error.message.drop { $0 != ":" }.dropFirst().trimmingWhitespace())")
        }
        report.notes.append("\(device.unsupportedMessage(os)), so the app now runs \(version.spoken), the closest version it ran")
        environment.os = version
      }
      environment.device = device
      reevaluate("the device changed to \(device.name)", animated: false, &report)

    case .os(let version):
      guard device.supports(version) else {
        throw ActionError(
          "\(device.unsupportedMessage(version)) (pick a device that ran it, e.g. `device \(DeviceStep.closest(to: device, supporting: version)?.name ?? "iPhone 17")`: its version follows)"
        )
      }
      try requireKindsAvailable(on: version)
      environment.os = version
      reevaluate("the iOS version changed to \(version)", animated: false, &report)

    case .sdk(let version):
      environment.sdk = version
      let built = "the app is now built with the \(environment.linkedSDK.spoken) SDK\(version == nil ? " (the OS's own)" : "")"
      report.events.append(built)
      reevaluate("\(built) (R13.1)", animated: false, &report)

    case .rotate(let orientation):
      environment.orientation = orientation
      reevaluate("rotation to \(orientation.rawValue)", animated: true, &report)

    case .inCall(let on):
      environment.inCall = on
      let device = environment.device
      if on, device.statusBarHeight(on: os) > 20 {
        report.notes.append(
          "a call does not change the bar on \(device.name): an indicator is drawn inside the \(device.statusBarHeight(on: os).pointString) pt bar (R7.3)")
      } else if on, os.atLeast(13) {
        report.notes.append("on \(os.spoken) the bar keeps its height during a call; it shows a call indicator (D2)")
      }

    case .appearance(let appearance):
      environment.appearance = appearance
      if !os.atLeast(13) { report.notes.append("Dark Mode needs iOS 13: appearance \(appearance.rawValue) changes nothing on \(os.spoken)") }
      reevaluate("the appearance changed to \(appearance.rawValue)", animated: false, &report)

    case .plist(let key, let value):
      switch (key, value) {
      case (.UIViewControllerBasedStatusBarAppearance, .bool(let v)): infoPlist.viewControllerBasedStatusBarAppearance = v
      case (.UIStatusBarHidden, .bool(let v)): infoPlist.statusBarHidden = v
      case (.UIStatusBarStyle, .style(let v)): infoPlist.statusBarStyle = v
      case (.UIDesignRequiresCompatibility, .bool(let v)): infoPlist.designRequiresCompatibility = v
      case (.UIRequiresFullScreen, .bool(let v)): infoPlist.requiresFullScreen = v
      default: throw ActionError("\(key.rawValue) cannot take `\(value)`")
      }
      if infoPlist != launchedInfoPlist {
        report.notes.append("Info.plist is read at launch: `relaunch` to apply \(key.rawValue)")
      }

    case .appStatusBarStyle(let style, let animated):
      let api = animated ? "setStatusBarStyle(_:animated:)" : "statusBarStyle"
      guard legacySetterTakesEffect(api, value: style.swiftName, replacement: "preferredStatusBarStyle", &report) else { return }
      application.statusBarStyle = style
      report.events.append("UIApplication.\(api) = \(style.swiftName)\(animated ? " (slides)" : "")")
      reevaluate(nil, animated: animated, &report)

    case .appStatusBarHidden(let hidden, let animation):
      let api = animation == .none ? "isStatusBarHidden" : "setStatusBarHidden(_:with:)"
      guard legacySetterTakesEffect(api, value: String(hidden), replacement: "prefersStatusBarHidden", &report) else { return }
      application.statusBarHidden = hidden
      application.hiddenAnimation = animation
      report.events.append("UIApplication.\(api) = \(hidden)\(animation == .none ? "" : " with \(animation.swiftName)")")
      reevaluate(nil, animated: animation != .none, &report)

    case .relaunch:
      launchedInfoPlist = infoPlist
      application.statusBarStyle = infoPlist.statusBarStyle  // R5.6: the plist seeds UIApplication
      application.statusBarHidden = infoPlist.statusBarHidden
      application.hiddenAnimation = .none
      environment.phase = .launch
      report.events.append("launch screen: only Info.plist applies (R5.6)")
      reevaluate(nil, animated: false, &report)

    case .finishLaunching:
      guard environment.phase == .launch else { throw ActionError("the app is already running: `relaunch` shows the launch screen first") }
      environment.phase = .running
      report.events.append("application(_:didFinishLaunchingWithOptions:): the first view controller is shown")
      reevaluate(nil, animated: false, &report)

    case .window(let action):
      try applyWindow(action, &report)
    case .scene(let action):
      try applySceneWindow(action, &report)
    }
  }

  // MARK: Re-evaluation (R9)

  /// Re-runs the resolver, as UIKit does on `setNeedsStatusBarAppearanceUpdate()` and on
  /// transitions (R9.1, R9.3). A hide/show is recorded with its animation (R1.5, R9.4).
  public mutating func reevaluate(_ reason: String?, animated: Bool, _ report: inout ActionReport) {
    let before = shown
    shown = Resolver.evaluate(self)
    pendingUpdate = false
    if before.hidden != shown.hidden {
      let animation = shown.hidden ? shown.animation : shown.animation
      lastTransition = StatusBarTransition(
        fromHidden: before.hidden, toHidden: shown.hidden, animation: animation, inAnimationBlock: animated)
      report.events.append("status bar \(shown.hidden ? "hides" : "shows") with \(animation.swiftName) (decided by \(shown.hiddenDecider))")
    }
    if before.style != shown.style || before.foreground != shown.foreground, before != Evaluation.placeholder {
      report.events.append("status bar style \(shown.style.swiftName): \(shown.foreground.rawValue) content (decided by \(shown.styleDecider))")
    }
    if let reason { report.events.insert("\(reason): UIKit re-evaluates the status bar", at: 0) }
  }

  /// Builds the first answer for a freshly loaded world.
  public mutating func evaluateInitialState() {
    shown = Resolver.evaluate(self)
    pendingUpdate = false
    lastTransition = nil
  }

  // MARK: Helpers

  /// The deprecated `UIApplication` setters: noted as deprecated from iOS 9 (R5.3), and ignored
  /// with a note while view controllers decide (R5.4, D8). True when the setter takes effect.
  func legacySetterTakesEffect(
    _ api: String, value: String, replacement: String, _ report: inout ActionReport
  ) -> Bool {
    if os.atLeast(9) {
      report.notes.append("'\(api)' was deprecated in iOS 9.0: Use -[UIViewController \(replacement)] (R5.3)")
    }
    if UIKitAPI.applicationStatusBarSetters.isIgnored(in: environment) {
      let linked = "built with the \(environment.linkedSDK.spoken) SDK, running \(os.spoken)"
      report.notes.append("UIApplication.\(api) does nothing: the app is \(linked) (the SDK decides; R13.2)")
      report.events.append("UIApplication.\(api) = \(value) ignored (linked against the iOS 27 SDK)")
      return false
    }
    guard launchedInfoPlist.viewControllerBasedStatusBarAppearance else { return true }
    report.notes.append("UIApplication.\(api) is ignored: UIViewControllerBasedStatusBarAppearance is YES, so view controllers decide (R5.4, D8)")
    report.events.append("UIApplication.\(api) = \(value) ignored (view-controller-based appearance is on)")
    return false
  }

  mutating func markPendingIfOnScreen(_ id: ControllerID) {
    if isOnScreen(id) { pendingUpdate = true }
  }

  mutating func select(_ index: Int, in tabID: ControllerID, _ report: inout ActionReport) throws(ActionError) {
    guard let tab = controllers[tabID] else { return }
    guard tab.children.indices.contains(index) else {
      throw ActionError("\(tab.name) has \(tab.children.count) tabs: selectedIndex \(index) is out of range (0…\(max(0, tab.children.count - 1)))")
    }
    controllers[tabID]?.selectedIndex = index
    reevaluate("\(tab.name) selects \(name(of: tab.children[index]))", animated: false, &report)
  }

  mutating func setProperty(_ id: ControllerID, _ key: ControllerKey, _ value: PropertyValue?, _ report: inout ActionReport) throws(ActionError) {
    guard var vc = controllers[id] else { return }
    guard key.kinds.contains(vc.kind) else {
      let owner = ControllerKind.owner(of: key)?.uikitClass ?? "controller"
      throw ActionError("\(key.rawValue) is a \(owner) property; \(vc.name) is a \(vc.kind.uikitClass)")
    }
    if key == .modalPresentationStyle, presentationIndex(of: id) != nil {
      throw ActionError("\(vc.name) is already presented: modalPresentationStyle is read when present(_:animated:) is called; dismiss it and present it again")
    }
    if key == .selectedIndex {
      try select(value.flatMap { if case .integer(let i) = $0 { i } else { nil } } ?? 0, in: id, &report)
      if value == nil { controllers[id]?.selectedIndex = nil }
      return
    }
    if case .child(let reference)? = value { try validate(reference, of: vc, key: key) }
    vc.setValue(value, for: key)
    controllers[id] = vc
    switch key.effect {
    case .preference:
      if isOnScreen(id) {
        pendingUpdate = true
        report.pendingNotes.append(
          "\(vc.name).\(key.rawValue) changed: the bar keeps its old answer until setNeedsStatusBarAppearanceUpdate() or a transition (R9.1)")
      }
    case .immediate:
      let why = key == .overrideUserInterfaceStyle ? "a trait change (R9.3)" : (Self.swiftUIUpdateReason(key) ?? "UIKit observes its own bars (D10)")
      if let note = swiftUINote(key, of: vc) { report.notes.append(note) }
      reevaluate("\(vc.name).\(key.rawValue) changed, \(why)", animated: true, &report)
    case .cosmetic:
      break
    case .contentUnderBar:
      contentUnderBarChanged(vc.name, &report)
    }
  }

  func validate(_ reference: ChildReference, of vc: Controller, key: ControllerKey) throws(ActionError) {
    switch reference {
    case .none: return
    case .topViewController, .selectedViewController, .firstViewController:
      guard vc.behavior.childProperty == reference else {
        let owner = ControllerKind.ownerClasses(of: reference)
        throw ActionError("\(key.rawValue)=\(reference): \(vc.name) is a \(vc.kind.uikitClass), only a \(owner) has a \(reference)")
      }
    case .named(let childName):
      guard let childID = id(named: childName), vc.children.contains(childID) else {
        let names = vc.children.map { name(of: $0) }
        throw ActionError(
          "\(key.rawValue)=\(childName): \(childName) is not a child of \(vc.name)\(Suggestions.didYouMean(childName, in: names))\(names.isEmpty ? " (it has no children)" : "; children: \(names.joined(separator: ", "))")"
        )
      }
    }
  }

  func assign(_ props: [PropertyAssignment], to vc: inout Controller) throws(ActionError) {
    for prop in props {
      guard prop.key.kinds.contains(vc.kind) else {
        throw ActionError("\(prop.key.rawValue) is not a property of a \(vc.kind.uikitClass)")
      }
      if case .child(let reference) = prop.value { try validate(reference, of: vc, key: prop.key) }
      vc.setValue(prop.value, for: prop.key)
    }
  }

  func requireNewName(_ name: String) throws(ActionError) {
    if id(named: name) != nil { throw ActionError("a controller named \(name) already exists: names are unique") }
  }

  func existing(_ name: String) throws(ActionError) -> ControllerID {
    guard let id = id(named: name) else {
      throw ActionError("no controller named `\(name)`\(Suggestions.didYouMean(name, in: controllers.allNames))")
    }
    return id
  }

  /// The deepest navigation controller in the topmost on-screen context that has one.
  /// `needing` names the action in the refusal: "push", "popViewController(animated:)".
  func navigationOnScreen(needing verb: String = "push") throws(ActionError) -> ControllerID {
    if let id = containerOnScreen(.navigation) { return id }
    throw ActionError("no navigation controller is on screen: \(verb) needs one")
  }

  func tabBarOnScreen() throws(ActionError) -> ControllerID {
    if let id = containerOnScreen(.tabBar) { return id }
    throw ActionError("no tab bar controller is on screen: select needs one")
  }

  /// The deepest on-screen container of a kind in the topmost context that has one: where
  /// `push` and `select` act. Pass the snapshot's layout when there is one.
  func containerOnScreen(_ kind: ControllerKind, layout: Layout? = nil) -> ControllerID? {
    guard environment.phase == .running else { return nil }
    let frames = (layout ?? LayoutEngine.layout(self)).frames
    let candidates = frames.filter { $0.kind == .view && $0.controller.flatMap { controllers[$0]?.kind } == kind }
    guard let topContext = candidates.map(\.context).max() else { return nil }
    return candidates.last { $0.context == topContext }?.controller
  }

  /// A controller and everything below it.
  func subtree(_ id: ControllerID) -> [ControllerID] {
    var result: [ControllerID] = []
    var work = [id]
    while let current = work.popLast() {
      result.append(current)
      if let vc = controllers[current] { work.append(contentsOf: vc.children) }
    }
    return result
  }

  /// Removes a controller and everything below it (pop, dismiss, removeChild).
  mutating func removeSubtree(_ id: ControllerID) {
    var work = [id]
    while let current = work.popLast() {
      if let vc = controllers[current] { work.append(contentsOf: vc.children) }
      controllers.remove(current)
    }
  }
}
