import StatusBarCore

/// The functions that assemble the world: the window's tree (`makeRootViewController`), the modal
/// chain (`presentModals`), and UIApplication's legacy state when the app is not view-controller
/// based (`applyLegacyStatusBar`).
struct SetupWriter {
  let plan: ExportPlan

  var world: World { plan.world }

  func lines() -> [String] {
    var result: [String] = ["// MARK: - Setup"]
    if let root = world.root {
      result += [
        "",
        "/// The window's root view controller: `window.rootViewController = makeRootViewController()`.",
        "func makeRootViewController() -> UIViewController {",
      ]
      result += buildLines(for: root)
      result += ["  return \(plan.variableName(root))", "}"]
    } else {
      result += ["", "// The window has no root view controller."]
    }
    result += OtherSceneWriter(setup: self).rootLines()
    result += presentationLines()
    result += OtherSceneWriter(setup: self).presentationLines()
    result += presentInOrderLines()
    result += WindowWriter(plan: plan, setup: self).lines()
    result += OtherSceneWriter(setup: self).windowLines()
    result += legacyLines()
    return result
  }

  // MARK: Trees

  /// Creates a controller and its subtree, parents first, then attaches each level: the stack
  /// (`setViewControllers`), the tabs (`setViewControllers`, `selectedIndex`) or `addChild`.
  func buildLines(for top: ControllerID) -> [String] {
    enum Step {
      case create(ControllerID)
      case attach(ControllerID)
    }
    var result: [String] = []
    var work: [Step] = [.create(top)]
    while let step = work.popLast() {
      switch step {
      case .create(let id):
        guard let vc = plan.controller(id) else { continue }
        result += creationLines(id, vc)
        if !vc.children.isEmpty || vc.selectedIndex != nil { work.append(.attach(id)) }
        work += vc.children.reversed().map { .create($0) }
      case .attach(let id):
        guard let vc = plan.controller(id) else { continue }
        result += attachLines(id, vc)
      }
    }
    return result
  }

  /// `let x = XViewController()` and what is set on the instance before it is shown: the title
  /// (tab bar items read it before the view loads) and the presentation settings.
  private func creationLines(_ id: ControllerID, _ vc: Controller) -> [String] {
    let name = plan.variableName(id)
    let swiftUI = SwiftUIWriter(plan: plan)
    var result = ["  let \(name) = \(SwiftUIWriter.isHosting(vc) ? swiftUI.creation(id) : plan.className(id) + initializer(vc))"]
    if let title = vc.title {
      result.append("  \(name).title = \(SwiftText.stringLiteral(title))")
    }
    if let style = vc.modalPresentationStyle {
      let spelled = Availability.presentationStyle(style, on: plan.os)
      var note = spelled.note
      if style == .custom && spelled.note == nil {
        note = ".custom also needs a transitioningDelegate that supplies the UIPresentationController"
      }
      result.append(withNote("  \(name).modalPresentationStyle = \(spelled.code)", note))
    }
    if let captures = vc.modalPresentationCapturesStatusBarAppearance {
      result.append("  \(name).modalPresentationCapturesStatusBarAppearance = \(captures)")
    }
    if let detent = vc.sheetDetent { result += detentLines(name, detent) }
    return result
  }

  /// The initializer a kind needs (`UISplitViewController(style:)` for the column API).
  private func initializer(_ vc: Controller) -> String {
    vc.behavior.swiftInitializerArguments(of: vc, on: plan.os)
  }

  /// `preferredDisplayMode` as the iOS version spells it (iOS 14 renamed the modes); nil when
  /// the mode does not exist yet.
  static func displayMode(_ mode: SplitDisplayMode, on os: OSVersion) -> String? {
    if os.atLeast(14) { return mode.swiftName }
    switch mode {
    case .automatic: return ".automatic"
    case .secondaryOnly: return ".primaryHidden"
    case .oneBesideSecondary: return ".allVisible"
    case .oneOverSecondary: return ".primaryOverlay"
    case .twoBesideSecondary, .twoOverSecondary: return nil
    }
  }

  /// `sheetPresentationController` detents (iOS 15+, custom heights iOS 16+).
  private func detentLines(_ name: String, _ detent: SheetDetent) -> [String] {
    guard plan.os >= detent.introduced else {
      return ["  // sbplay: the \(detent) detent needs \(detent.introduced.spoken): left out"]
    }
    let sheet = "  \(name).sheetPresentationController?"
    switch detent {
    case .large:
      return ["\(sheet).detents = [.large()]"]
    case .medium:
      return ["\(sheet).detents = [.medium(), .large()]", "\(sheet).selectedDetentIdentifier = .medium"]
    case .custom(let height):
      return [
        "\(sheet).detents = [.custom(identifier: .init(\"sbplay\")) { _ in \(height.pointString) }, .large()]",
        "\(sheet).selectedDetentIdentifier = .init(\"sbplay\")",
      ]
    }
  }

  private func attachLines(_ id: ControllerID, _ vc: Controller) -> [String] {
    let name = plan.variableName(id)
    let children = vc.children.map { plan.variableName($0) }
    var result: [String] = []
    switch vc.behavior.childrenAPI {
    case .viewControllers:
      if !children.isEmpty {
        result.append("  \(name).setViewControllers([\(children.joined(separator: ", "))], animated: false)")
      }
    case .columns:
      let columnAPI = (vc.splitStyle ?? .unspecified) != .unspecified && plan.os.atLeast(14)
      if columnAPI {
        let roles = vc.splitStyle == .tripleColumn ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"]
        for (child, role) in zip(children, roles) {
          result.append("  \(name).setViewController(\(child), for: .\(role))")
        }
      } else if !children.isEmpty {
        result.append("  \(name).viewControllers = [\(children.prefix(2).joined(separator: ", "))]")
      }
      if children.count > (vc.splitStyle == .tripleColumn && columnAPI ? 3 : 2) {
        result.append("  // sbplay: a split view controller has no place for more columns: the rest are left out")
      }
      if let mode = vc.preferredDisplayMode {
        if let spelled = Self.displayMode(mode, on: plan.os) {
          result.append("  \(name).preferredDisplayMode = \(spelled)")
        } else {
          result.append("  // sbplay: preferredDisplayMode \(mode.swiftName) needs iOS 14: left out")
        }
      }
    case .pages:
      let index = vc.currentPage.map { min($0, max(0, children.count - 1)) } ?? 0
      if children.indices.contains(index) {
        // The pages a dataSource would hand out; the page view controller shows one of them.
        result.append("  let \(name)Pages: [UIViewController] = [\(children.joined(separator: ", "))]")
        result.append("  \(name).setViewControllers([\(name)Pages[\(index)]], direction: .forward, animated: false)")
      }
    case .representables:
      result += SwiftUIWriter(plan: plan).attachLines(id, vc)
    case .none:
      if !children.isEmpty {
        result.append("  // sbplay: a \(vc.kind.uikitClass) takes no child view controllers: \(children.count) left out")
      }
    case .addChild:
      for child in children {
        result += [
          "  \(name).addChild(\(child))",
          "  \(name).view.addSubview(\(child).view)",
          "  \(child).view.frame = \(name).view.bounds",
          "  \(child).didMove(toParent: \(name))",
        ]
      }
    }
    if let index = vc.selectedIndex {
      if vc.behavior.ownKeys.contains(.selectedIndex) {
        result.append("  \(name).selectedIndex = \(index)")
      } else {
        result.append("  // sbplay: selectedIndex only applies to a \(ControllerKind.owner(of: .selectedIndex)?.uikitClass ?? "container"): left out")
      }
    }
    return result
  }

  // MARK: Presentations

  private func presentationLines() -> [String] {
    guard !world.presented.isEmpty else { return [] }
    var result = [
      "",
      "/// Presents the modal chain, each controller from the one before. Call it once the root is in",
      "/// the window, e.g. `DispatchQueue.main.async { presentModals(from: root) }`.",
      "func presentModals(from root: UIViewController) {",
    ]
    result += chainLines(world.presented)
    result.append("}")
    return result
  }

  /// Builds a modal chain and presents it from `root`, two spaces in.
  func chainLines(_ presented: [ControllerID]) -> [String] {
    var result: [String] = []
    var presenter = "root"
    for id in presented {
      result += buildLines(for: id)
      if plan.controller(id)?.modalPresentationStyle == .popover, plan.os.atLeast(8) {
        result.append(
          "  \(plan.variableName(id)).popoverPresentationController?.sourceView = \(presenter).view  // an iPad popover needs an anchor"
        )
      }
      presenter = plan.variableName(id)
    }
    let chain = presented.map { plan.variableName($0) }
    if chain.count == 1 {
      result.append("  root.present(\(chain[0]), animated: false)")
    } else {
      result.append("  presentInOrder([\(chain.joined(separator: ", "))], from: root)")
    }
    return result
  }

  /// `presentInOrder`, written once when some scene's chain has more than one controller.
  func presentInOrderLines() -> [String] {
    let chains = [world.presented] + OtherSceneWriter.exportedScenes(world).map(\.presented)
    guard chains.contains(where: { $0.count > 1 }) else { return [] }
    return [
      "",
      "/// Presents each controller from the previous one once that presentation has finished.",
      "func presentInOrder(_ chain: [UIViewController], from presenter: UIViewController) {",
      "  guard let next = chain.first else { return }",
      "  presenter.present(next, animated: false) {",
      "    presentInOrder(Array(chain.dropFirst()), from: next)",
      "  }",
      "}",
    ]
  }

  // MARK: UIApplication

  /// With `UIViewControllerBasedStatusBarAppearance` NO, UIApplication's values decide (R5.2); the
  /// Info.plist keys seed them at launch (R5.6), so only values that differ need a setter.
  var legacyValues: (style: StatusBarStyle?, hidden: Bool?) {
    guard !world.infoPlist.viewControllerBasedStatusBarAppearance else { return (nil, nil) }
    let app = world.application
    let plist = world.infoPlist
    return (
      app.statusBarStyle == plist.statusBarStyle ? nil : app.statusBarStyle,
      app.statusBarHidden == plist.statusBarHidden ? nil : app.statusBarHidden
    )
  }

  private func legacyLines() -> [String] {
    let values = legacyValues
    guard values.style != nil || values.hidden != nil else { return [] }
    var result = [
      "",
      "/// UIViewControllerBasedStatusBarAppearance is NO, so UIApplication decides (R5.2). Call it from",
      "/// `application(_:didFinishLaunchingWithOptions:)`.",
      "func applyLegacyStatusBar() {",
    ]
    if let style = values.style {
      let spelled = Availability.statusBarStyle(style, on: plan.os)
      result.append("  // sbplay: " + Availability.legacySetterNote(replacement: "preferredStatusBarStyle", in: world.environment))
      result.append(withNote("  UIApplication.shared.statusBarStyle = \(spelled.code)", spelled.note))
    }
    if let hidden = values.hidden {
      result.append("  // sbplay: " + Availability.legacySetterNote(replacement: "prefersStatusBarHidden", in: world.environment))
      result.append("  UIApplication.shared.isStatusBarHidden = \(hidden)")
    }
    result.append("}")
    return result
  }
}
