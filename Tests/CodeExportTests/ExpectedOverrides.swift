import CodeExport
import StatusBarCore

/// What the export of `world` must say, by class (the fidelity check's other side), written from
/// the rules rather than from the exporter's code: every override of every controller under its
/// class name, with the substitutions an older iOS forces (R6.1, R4.2, iOS 13 dark mode), and the
/// Info.plist and UIApplication entries.
func expectedOverrides(_ world: World) -> [String: [String: String]] {
  let classes = SwiftExporter.classNames(for: world)
  let os = world.os
  var result: [String: [String: String]] = [:]
  for (_, vc) in world.controllers.all {
    guard let className = classes[vc.name] else { continue }
    var entry: [String: String] = [:]
    for key in vc.overriddenKeys where key.kinds.contains(vc.kind) {
      guard let value = vc.value(for: key) else { continue }
      if let text = expectedText(key, value, of: vc, in: world, classes: classes) { entry[key.rawValue] = text }
    }
    result[className] = entry
  }
  // Windows (R12): a root that forwards answers with its target's getters (D42) instead of its
  // own; a window that cannot affect the bar is a UIWindow subclass saying so (R12.3).
  for window in world.windows {
    if let target = window.forwardsTo, let root = window.root, let vc = world.controller(root),
      let className = classes[vc.name]
    {
      result[className]?["preferredStatusBarStyle"] = nil
      result[className]?["prefersStatusBarHidden"] = nil
      result[className]?["forwardsTo"] = target
    }
    if !window.canAffectStatusBarAppearance {
      result[windowClassBase(window.name) + "Window"] = ["canAffectStatusBarAppearance": "false"]
    }
  }
  var plist: [String: String] = [:]
  if !world.infoPlist.viewControllerBasedStatusBarAppearance { plist["UIViewControllerBasedStatusBarAppearance"] = "false" }
  if world.infoPlist.statusBarHidden { plist["UIStatusBarHidden"] = "true" }
  switch (world.infoPlist.statusBarStyle, os.atLeast(13)) {
  case (.default, _): break
  case (.darkContent, false): plist["UIStatusBarStyle"] = "UIStatusBarStyleDefault"
  case (let style, _): plist["UIStatusBarStyle"] = style.plistName
  }
  if !plist.isEmpty { result["Info.plist"] = plist }
  if !world.infoPlist.viewControllerBasedStatusBarAppearance {
    var app: [String: String] = [:]
    if world.application.statusBarStyle != world.infoPlist.statusBarStyle {
      let style = world.application.statusBarStyle
      app["statusBarStyle"] = style == .darkContent && !os.atLeast(13) ? "default" : style.rawValue
    }
    if world.application.statusBarHidden != world.infoPlist.statusBarHidden {
      app["statusBarHidden"] = String(world.application.statusBarHidden)
    }
    if !app.isEmpty { result["UIApplication"] = app }
  }
  return result
}

private func expectedText(
  _ key: ControllerKey, _ value: PropertyValue, of vc: Controller, in world: World, classes: [String: String]
) -> String? {
  let os = world.os
  // SwiftUI: a modifier newer than the version is a comment (D39); a false flag writes nothing.
  if let introduced = SwiftUIAvailability.introduced(key), os < introduced { return nil }
  if key == .navigationStack || key == .scrolledUnderBar, value == .bool(false) { return nil }
  switch value {
  case .style(.darkContent) where !os.atLeast(13):
    return "default"
  case .presentation(let style) where os < style.introduced:
    switch style {
    case .overCurrentContext: return "currentContext"
    default: return "fullScreen"
    }
  case .interfaceStyle where !os.atLeast(13):
    return nil
  case .splitStyle(let style):
    return os.atLeast(14) && style != .unspecified ? style.rawValue : nil
  case .displayMode(let mode) where !os.atLeast(14):
    switch mode {
    case .automatic: return "automatic"
    case .secondaryOnly: return "primaryHidden"
    case .oneBesideSecondary: return "allVisible"
    case .oneOverSecondary: return "primaryOverlay"
    case .twoBesideSecondary, .twoOverSecondary: return nil
    }
  case .detent(let detent) where os < detent.introduced:
    return nil
  case .integer(let index) where key == .currentPage:
    let shown = min(index, vc.children.count - 1)
    return shown > 0 ? String(shown) : nil
  case .color(let color):
    return ["white", "black", "clear"].contains(color.spelling) ? color.spelling : hex(color)
  case .child(let reference):
    switch reference {
    case .none: return "nil"
    case .topViewController: return vc.kind == .navigation ? "topViewController" : "nil"
    case .selectedViewController: return vc.kind == .tabBar ? "selectedViewController" : "nil"
    case .firstViewController:
      switch vc.kind {
      case .split: return "viewControllers.first"
      case .page: return "viewControllers?.first"
      case .controller, .navigation, .tabBar, .hosting, .alert, .activity, .imagePicker, .camera, .safari, .documentPicker:
        return "nil"
      }
    case .named(let name):
      guard let id = world.id(named: name), vc.children.contains(id) else { return "nil" }
      return classes[name]
    }
  default:
    return value.description
  }
}

private func hex(_ color: Color) -> String {
  "#"
    + [color.red, color.green, color.blue].map { value in
      let digits = String(value, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
}

/// `HUD 2` → `HUD2`: the type name a window's subclass starts with.
private func windowClassBase(_ name: String) -> String {
  let kept = name.unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") }
  var words = name.split { !($0.isLetter || $0.isNumber) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
  if kept.isEmpty { words = ["Unnamed"] }
  var result = words.joined()
  if result.first?.isNumber == true { result = "VC" + result }
  if result.hasPrefix("UI") || result.hasPrefix("NS") { result = "App" + result }
  return result
}
