import StatusBarCore

/// The SwiftUI side of a `hosting` node: a `struct …View: View` whose body applies the node's
/// modifiers, the `UIHostingController<…View>` subclass's base class, and how the setup creates it
/// (`UIHostingController(rootView:)`). A modifier newer than the world's iOS version is written
/// as a `// sbplay:` comment instead (D39), and a NavigationStack is a NavigationView before
/// iOS 16 (D35).
struct SwiftUIWriter {
  let plan: ExportPlan

  /// `HostView` for the class `HostHostingController` (`Host` → `HostView`).
  func viewName(_ id: ControllerID) -> String {
    let className = plan.className(id)
    var base = className
    for suffix in ["HostingController", "Controller"] where base.hasSuffix(suffix) {
      base = String(base.dropLast(suffix.count))
      break
    }
    return (base.isEmpty ? "Content" : base) + "View"
  }

  /// `UIHostingController<HostView>`.
  func baseClass(_ id: ControllerID) -> String { "UIHostingController<\(viewName(id))>" }

  /// `HostHostingController(rootView: HostView())`.
  func creation(_ id: ControllerID) -> String { "\(plan.className(id))(rootView: \(viewName(id))())" }

  /// Whether any hosting controller hosts UIKit children (the export then needs the representable).
  var needsRepresentable: Bool {
    plan.order.contains { plan.controller($0).map { Self.isHosting($0) && !$0.children.isEmpty } ?? false }
  }

  /// Whether the controller is written as SwiftUI.
  static func isHosting(_ vc: Controller) -> Bool { vc.behavior.hostsSwiftUI }

  /// After the children exist: `host.rootView = HostView(representables: [map])`.
  func attachLines(_ id: ControllerID, _ vc: Controller) -> [String] {
    guard !vc.children.isEmpty else { return [] }
    let children = vc.children.map { plan.variableName($0) }.joined(separator: ", ")
    return [
      "  // UIKit controllers in SwiftUI content are children of the hosting controller, shown by a representable.",
      "  \(plan.variableName(id)).rootView = \(viewName(id))(representables: [\(children)])",
    ]
  }

  /// The view struct for a hosting controller.
  func viewLines(_ id: ControllerID) -> [String] {
    guard let vc = plan.controller(id) else { return [] }
    let os = plan.os
    let content = vc.swiftUI
    var result = ["struct \(viewName(id)): View {"]
    if !vc.children.isEmpty { result.append("  var representables: [UIViewController] = []") }
    result.append("  var body: some View {")
    let stack = content.navigationStack == true
    var indent = "    "
    if stack {
      result.append(indent + (os.atLeast(16) ? "NavigationStack {" : "NavigationView {  // sbplay: NavigationStack needs iOS 16"))
      indent += "  "
    }
    if vc.children.isEmpty {
      result.append(indent + "Text(\(SwiftText.stringLiteral(vc.title ?? vc.name)))")
    } else {
      result += [
        indent + "VStack {",
        indent + "  Text(\(SwiftText.stringLiteral(vc.title ?? vc.name)))",
        indent + "  ForEach(representables.indices, id: \\.self) { index in",
        indent + "    ControllerRepresentable(controller: representables[index])",
        indent + "  }",
        indent + "}",
      ]
    }
    // Modifiers of the content inside the stack: the navigation bar's.
    if stack {
      let title = os.atLeast(14) ? "navigationTitle" : "navigationBarTitle"
      result.append(indent + "  .\(title)(\(SwiftText.stringLiteral(vc.title ?? vc.name)))")
    }
    if content.scrolledUnderBar == true {
      result.append(indent + "  // sbplay: scrolledUnderBar: the content is scrolled under the navigation bar")
    }
    if let scheme = content.toolbarColorScheme {
      result.append(modifier(indent, ".toolbarColorScheme(.\(scheme.rawValue), for: .navigationBar)", key: .toolbarColorScheme))
    }
    if let visibility = content.toolbarBackground {
      result.append(modifier(indent, ".toolbarBackground(.\(visibility.rawValue), for: .navigationBar)", key: .toolbarBackground))
    }
    if stack {
      indent = "    "
      result.append(indent + "}")
    }
    if let hidden = content.statusBarHidden {
      result.append(modifier(indent, ".statusBarHidden(\(hidden))", key: .statusBarHidden))
    }
    if let scheme = content.preferredColorScheme {
      result.append(modifier(indent, ".preferredColorScheme(.\(scheme.rawValue))", key: .preferredColorScheme))
    }
    if let scheme = content.statusBarColorScheme {
      result.append(modifier(indent, ".toolbarColorScheme(.\(scheme.rawValue), for: .statusBar)", key: .statusBarColorScheme))
    }
    if let visibility = content.statusBarVisibility {
      result.append(modifier(indent, ".toolbarVisibility(.\(visibility.rawValue), for: .statusBar)", key: .statusBarVisibility))
    }
    result += ["  }", "}"]
    return result
  }

  /// `  .modifier(…)`, or a comment when the modifier is newer than the iOS version (D39).
  private func modifier(_ indent: String, _ code: String, key: ControllerKey) -> String {
    if let introduced = SwiftUIAvailability.introduced(key), plan.os < introduced {
      return indent + "  // sbplay: \(code) needs \(introduced.spoken): left out"
    }
    return indent + "  " + code
  }

  /// Shows a UIKit controller (created and configured by the setup) inside SwiftUI content.
  static let representableLines = [
    "/// Shows a UIKit view controller inside SwiftUI content; the hosting controller becomes its parent.",
    "struct ControllerRepresentable: UIViewControllerRepresentable {",
    "  let controller: UIViewController",
    "  func makeUIViewController(context: Context) -> UIViewController { controller }",
    "  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}",
    "}",
  ]
}
