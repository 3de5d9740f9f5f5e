import SceneFile
import StatusBarCore

/// A step's hint when it has none of its own: the keys that take the world the step starts
/// from to its goal, each read against the world as the earlier actions leave it. `os 12.0` from
/// iOS 14 is `O` twice (back), not `o`; a cycling key says how many presses reach the value;
/// a key whose value already holds is left out; an action no key does is shown with its values
/// left out (`: present Sheet prefersStatusBarHidden=…`).
enum GoalHint {
  static func text(for step: LessonStep, from world: World) -> String? {
    if let hint = step.hint { return hint }
    guard !step.actions.isEmpty else { return nil }
    var simulation = Simulation(world: world)
    var parts: [String] = []
    for line in step.actions {
      let action = try? ActionParser.parse(line)
      if let part = action.map({ keys(for: $0, line: line, in: simulation.world) }) ?? (": " + shape(of: line)) {
        parts.append(part)
      }
      _ = try? simulation.perform(line)
    }
    if parts.isEmpty { return "it already holds: enter moves on" }
    let more = parts.count > 3 ? " and \(parts.count - 3) more" : ""
    return "try " + parts.prefix(3).joined(separator: ", then ") + more
  }

  /// The key (with its count) that applies an action from `world`; nil when nothing needs doing.
  static func keys(for action: Action, line: String, in world: World) -> String? {
    let env = world.environment
    switch action {
    case .os(let target):
      guard target != env.os else { return nil }
      let forward = target > env.os
      var os = env.os
      for presses in 1...OSVersion.supportedMajors.count {
        os = DeviceStep.os(from: os, device: env.device, forward: forward).os
        if os == target { return pressed(forward ? "o" : "O", presses) + " (to iOS \(target))" }
      }
      return ": " + line
    case .device(let device):
      return device == env.device ? nil : "d, then type \(device.name)"
    case .rotate(let orientation):
      guard orientation != env.orientation else { return nil }
      let rKey: Orientation = env.orientation.isLandscape ? .portrait : .landscapeLeft
      return orientation == rKey ? "r" : ": " + line
    case .inCall(let on):
      return on == env.inCall ? nil : "i"
    case .appearance(let appearance):
      return appearance == env.appearance ? nil : "m"
    case .update(nil, animated: false): return "u"
    case .pop: return "P"
    case .dismiss: return "X"
    case .set(let name, let key, _), .unset(let name, let key):
      guard let vc = world.controller(named: name) else { return ": " + shape(of: line) }
      let target: String? =
        if case .set = action { line.split(separator: "=", maxSplits: 1).last.map { String($0).trimmed } } else { nil }
      guard let (letter, cycle, current) = cycle(of: key, in: vc) else { return ": " + shape(of: line) }
      guard let from = cycle.firstIndex(of: current), let to = cycle.firstIndex(of: target) else {
        return ": " + shape(of: line)
      }
      let presses = (to - from + cycle.count) % cycle.count
      return presses == 0 ? nil : pressed(letter, presses) + " (on \(name))"
    default:
      return ": " + shape(of: line)
    }
  }

  /// The key that changes a property of the focused controller, the values it goes through in
  /// order (nil: unset), and the controller's value now.
  static func cycle(of key: ControllerKey, in vc: Controller) -> (String, [String?], String?)? {
    func text(_ value: Bool?) -> String? { value.map { $0 ? "true" : "false" } }
    switch key {
    case .prefersStatusBarHidden: return ("h", [nil, "true", "false"], text(vc.prefersStatusBarHidden))
    case .preferredStatusBarStyle:
      return ("s", [nil, "default", "lightContent", "darkContent"], vc.preferredStatusBarStyle?.rawValue)
    case .preferredStatusBarUpdateAnimation:
      return ("a", [nil, "slide", "none", "fade"], vc.preferredStatusBarUpdateAnimation?.rawValue)
    case .barStyle: return ("b", ["default", "black"], vc.barStyle?.rawValue ?? "default")
    case .navigationBarHidden: return ("n", ["false", "true"], text(vc.navigationBarHidden) ?? "false")
    case .modalPresentationCapturesStatusBarAppearance:
      return ("c", ["false", "true"], text(vc.modalPresentationCapturesStatusBarAppearance) ?? "false")
    default: return nil
    }
  }

  static func pressed(_ key: String, _ times: Int) -> String {
    switch times {
    case 1: key
    case 2: "\(key) twice"
    default: "\(key) \(times) times"
    }
  }

  /// An action with its values left out: `present Sheet prefersStatusBarHidden=…`.
  static func shape(of line: String) -> String {
    var shape = ""
    var skipping = false
    for character in line {
      if character == " " { skipping = false }
      if skipping { continue }
      shape.append(character)
      if character == "=" {
        shape += "…"
        skipping = true
      }
    }
    return shape
  }
}
