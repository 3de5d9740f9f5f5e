/// The `window` actions (R12): UIKit re-evaluates the status bar when a window appears, hides
/// or changes level (R9.3's "window becoming visible/hidden").
extension World {
  mutating func applyWindow(_ action: WindowAction, _ report: inout ActionReport) throws(ActionError) {
    switch action {
    case .add(let name, let rootName, let props):
      guard window(named: name) == nil else { throw ActionError("a window named \(name) already exists: window names are unique") }
      var added = AppWindow(name: name)
      if let rootName {
        try requireNewName(rootName)
        added.root = controllers.add(Controller(name: rootName, kind: .controller))
      }
      added.order = nextWindowOrder()
      windows.append(added)
      let index = windows.count - 1
      for prop in props { try setWindowProperty(prop, of: .extra(index), &report) }
      if rootName == nil { report.notes.append("\(name) has no rootViewController: UIKit still lets it decide the status bar (D41)") }
      report.events.append(
        "\(name) = UIWindow(windowScene:), windowLevel \(windows[index].level.swiftName)\(rootName.map { ", rootViewController = \($0)" } ?? "")\(windows[index].isHidden ? "" : ", isHidden = false")"
      )
      reevaluate(windows[index].isHidden ? nil : "window \(name) appears", animated: false, &report)

    case .set(let name, let props):
      let ref = try existingWindow(name)
      for prop in props { try setWindowProperty(prop, of: ref, &report) }
      reevaluate("window \(name) changed (\(props.map(\.description).joined(separator: ", ")))", animated: false, &report)

    case .remove(let name):
      guard let ref = window(named: name), case .extra(let index) = ref else {
        if name == mainWindow.name { throw ActionError("\(name) is the app's main window: sbplay keeps it (D43); hide or remove the other windows") }
        throw unknownWindow(name)
      }
      if let root = windows[index].root { removeSubtree(root) }
      windows.remove(at: index)
      if keyWindow == name { keyWindow = nil }
      for i in windows.indices where windows[i].forwardsTo == name {
        windows[i].forwardsTo = nil
        report.notes.append("\(windows[i].name) forwarded to \(name), which is gone: its root answers for itself again")
      }
      report.events.append("\(name) released: the window leaves the screen")
      reevaluate("window \(name) disappears", animated: false, &report)

    case .makeKey(let name):
      let ref = try existingWindow(name)
      if case .extra(let index) = ref {
        windows[index].isHidden = false
        windows[index].order = nextWindowOrder()
      } else {
        mainWindow.order = nextWindowOrder()
      }
      keyWindow = ref == .main ? nil : name
      report.events.append("\(name).makeKeyAndVisible(): key, and in front of its level (D40)")
      reevaluate("window \(name) became key and visible", animated: false, &report)
    }
  }

  mutating func setWindowProperty(_ prop: WindowProperty, of ref: WindowRef, _ report: inout ActionReport) throws(ActionError) {
    guard case .extra(let index) = ref else {
      guard case .level(let level) = prop else {
        throw ActionError("\(mainWindow.name) is the app's main window: sbplay keeps it visible and answering for itself (D43); only its level can change")
      }
      mainWindow.level = level
      return
    }
    switch prop {
    case .level(let level):
      windows[index].level = level
    case .hidden(let hidden):
      if windows[index].isHidden && !hidden { windows[index].order = nextWindowOrder() }
      windows[index].isHidden = hidden
    case .canAffectStatusBarAppearance(let value):
      windows[index].canAffectStatusBarAppearance = value
      if !value { report.notes.append("_canAffectStatusBarAppearance is private API: App Review may reject it (R12.3)") }
    case .forwardsTo(let target):
      if let target {
        guard let targetRef = window(named: target) else { throw unknownWindow(target) }
        guard targetRef != ref else { throw ActionError("\(target) cannot forward to itself") }
        guard windows[index].root != nil else {
          throw ActionError("\(windows[index].name) has no rootViewController: only a root controller can forward")
        }
      }
      windows[index].forwardsTo = target
    case .height(let height):
      windows[index].height = height
    }
  }

  func existingWindow(_ name: String) throws(ActionError) -> WindowRef {
    guard let ref = window(named: name) else { throw unknownWindow(name) }
    return ref
  }

  func unknownWindow(_ name: String) -> ActionError {
    let names = [mainWindow.name] + windows.map(\.name)
    return ActionError("no window named `\(name)`\(Suggestions.didYouMean(name, in: names)); windows: \(names.joined(separator: ", "))")
  }
}
