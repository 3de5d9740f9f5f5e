import StatusBarCore

/// One subclass per controller: the overridden status bar getters (C3: you override the getter),
/// then `viewDidLoad` for what the controller sets on its own views. Nothing for UIKit's defaults.
struct ClassWriter {
  let plan: ExportPlan

  func lines(for id: ControllerID) -> [String] {
    guard let vc = plan.controller(id) else { return [] }
    let swiftUI = SwiftUIWriter(plan: plan)
    let base = SwiftUIWriter.isHosting(vc) ? swiftUI.baseClass(id) : vc.kind.uikitClass
    let header = "final class \(plan.className(id)): \(base) {"
    let getters = getterLines(vc)
    let load = viewDidLoadLines(vc)
    if getters.isEmpty && load.isEmpty { return [header + "}"] }
    var result = [header]
    result += getters
    if !getters.isEmpty && !load.isEmpty { result.append("") }
    result += load
    result.append("}")
    return result
  }

  // MARK: Getters

  private func getterLines(_ vc: Controller) -> [String] {
    var result: [String] = []
    func add(_ property: String, _ type: String, _ value: Spelled) {
      result.append(withNote("  override var \(property): \(type) { \(value.code) }", value.note))
    }
    let forwarding = forwardingTarget(vc)
    if let forwarding { result += forwardingLines(to: forwarding) }
    if let style = vc.preferredStatusBarStyle, forwarding == nil {
      add("preferredStatusBarStyle", "UIStatusBarStyle", Availability.statusBarStyle(style, on: plan.os))
    }
    if let hidden = vc.prefersStatusBarHidden, forwarding == nil {
      add("prefersStatusBarHidden", "Bool", Spelled(hidden ? "true" : "false"))
    }
    if let animation = vc.preferredStatusBarUpdateAnimation {
      add("preferredStatusBarUpdateAnimation", "UIStatusBarAnimation", Spelled(animation.swiftName))
    }
    if let child = vc.childForStatusBarStyle {
      add("childForStatusBarStyle", "UIViewController?", childExpression(child, of: vc))
    }
    if let child = vc.childForStatusBarHidden {
      add("childForStatusBarHidden", "UIViewController?", childExpression(child, of: vc))
    }
    return result
  }

  /// What a `childFor…` getter returns. UIKit can only use a child it can reach, so a reference
  /// the simulator ignores (R3.4) is written as `nil` with the reason.
  func childExpression(_ reference: ChildReference, of vc: Controller) -> Spelled {
    switch reference {
    case .none:
      return Spelled("nil")
    case .topViewController, .selectedViewController, .firstViewController:
      guard vc.behavior.childProperty == reference else {
        let owner = ControllerKind.ownerClasses(of: reference)
        return Spelled("nil", note: "\(reference): only a \(owner) has one")
      }
      return Spelled(vc.behavior.childPropertySwift ?? "\(reference)")
    case .named(let name):
      guard let id = plan.world.id(named: name), vc.children.contains(id) else {
        return Spelled("nil", note: "\(SwiftText.comment(name)) is not one of its children, so UIKit cannot use it")
      }
      return Spelled("children.first { $0 is \(plan.className(id)) }")
    }
  }

  // MARK: viewDidLoad

  static let scrollContentNote = "// sbplay: its scrolling content, top to bottom: "
  static let contentOffsetNote = "// sbplay: scrolled "

  private func viewDidLoadLines(_ vc: Controller) -> [String] {
    var body: [String] = []
    if let color = vc.backgroundColor {
      let spelled = SwiftText.color(color)
      body.append(withNote("    view.backgroundColor = \(spelled.code)", spelled.note, prefix: ""))
    }
    if let style = vc.overrideUserInterfaceStyle {
      if let spelled = Availability.interfaceStyle(style, on: plan.os) {
        body.append("    overrideUserInterfaceStyle = \(spelled.code)")
      } else {
        body.append("    // sbplay: " + Availability.interfaceStyleNote(style))
      }
    }
    if let content = vc.scrollContent {
      // The scene's content is a description, not code: say what the app's scroll view holds.
      body.append("    " + Self.scrollContentNote + SwiftText.comment(content.description))
    }
    if let offset = vc.contentOffset {
      let points = ScrollContent.points(offset)
      body.append("    " + Self.contentOffsetNote + "\(points) pt: scrollView.contentOffset.y = \(points)")
    }
    body += navigationBarLines(vc)
    guard !body.isEmpty else { return [] }
    return ["  override func viewDidLoad() {", "    super.viewDidLoad()"] + body + ["  }"]
  }

  private func navigationBarLines(_ vc: Controller) -> [String] {
    var body: [String] = []
    func has(_ key: ControllerKey) -> Bool { vc.behavior.ownKeys.contains(key) }
    func leftOut(_ key: ControllerKey) {
      let owner = ControllerKind.owner(of: key)?.uikitClass ?? "container"
      body.append("    // sbplay: \(key.rawValue) only applies to a \(owner): left out")
    }
    if let style = vc.barStyle {
      if has(.barStyle) { body.append("    navigationBar.barStyle = \(style.swiftName)") } else { leftOut(.barStyle) }
    }
    if let hidden = vc.navigationBarHidden {
      if has(.navigationBarHidden) { body.append("    isNavigationBarHidden = \(hidden)") } else { leftOut(.navigationBarHidden) }
    }
    if let color = vc.barTintColor {
      if has(.barTintColor) {
        let spelled = SwiftText.color(color)
        body.append(withNote("    navigationBar.barTintColor = \(spelled.code)", spelled.note, prefix: ""))
      } else {
        leftOut(.barTintColor)
      }
    }
    return body
  }
}

/// A line with a trailing `// sbplay: why` (or, with an empty prefix, a plain `// note`).
func withNote(_ line: String, _ note: String?, prefix: String = "sbplay: ") -> String {
  guard let note else { return line }
  return line + "  // " + prefix + SwiftText.comment(note)
}
