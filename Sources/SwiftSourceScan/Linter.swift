import AppImport
import Foundation
import StatusBarCore

/// Lint: the facts of the sources, the worlds they allow, and the core's answers. Every
/// finding about who is asked comes from `World.override(of:lane:)` (StatusBarCore/Lint/).
public enum Linter {
  public static func lint(_ files: [FileScan], settings: ProjectSettings = ProjectSettings(), texts: [String: String] = [:]) -> [LintFinding] {
    // A file no Xcode target compiles is not the app (D117).
    let files = files.filter { !settings.isStray($0.path) }
    // D235: projects that share no class are separate apps.
    let groups = settings.discovered ? AppGroups.groups(files, membership: settings.membership) : [files]
    guard groups.count > 1 else { return lintApp(files, settings: settings, texts: texts) }
    var seen: Set<LintFinding> = []
    return groups.flatMap { lintApp($0, settings: settings, texts: texts) }.filter { seen.insert($0).inserted }
      .sorted { ($0.file, $0.line, $0.column, $0.check) < ($1.file, $1.line, $1.column, $1.check) }
  }

  /// One app's files: what `lint` reports for them.
  static func lintApp(_ files: [FileScan], settings: ProjectSettings, texts: [String: String]) -> [LintFinding] {
    let facts = SourceScanner.facts(of: files)
    // Hard-coded heights in code nothing names: a second read of the files, only when there are
    // some, and only for an app's files found on disk (a buffer alone cannot tell) (D113).
    var declared: [String: (file: String, ranges: [Range<Int>])] = [:]
    if settings.discovered {
      for file in files {
        for use in file.uses where use.kind == .hardCodedHeight {
          for d in use.declaredIn where declared[d.name] == nil || declared[d.name]?.file == file.path {
            declared[d.name, default: (file.path, [])].ranges.append(d.range)
          }
        }
      }
    }
    let plists = settings.targets.compactMap(\.context.plist).filter { FileManager.default.fileExists(atPath: $0) }
    let unused = declared.isEmpty ? [] : UnusedDeclarations.unused(declared, in: files.map(\.path) + plists, texts: texts)
    // D250: files whose classes no entry of the app reaches (read only when they hold a height).
    let heights = settings.discovered && files.contains { $0.uses.contains { $0.kind == .hardCodedHeight } }
    let unreachable = heights ? UnreachableCode.files(files, plists: plists, texts: texts) : []
    // D152: setters behind a `false` flag of their class that nothing in the app sets.
    var flags: [String: (file: String, range: Range<Int>)] = [:]
    if settings.discovered {
      for file in files {
        for use in file.uses where use.kind == .applicationSetter { if let flag = use.onlyWhenFlag { flags[flag.name] = (file.path, flag.range) } }
      }
    }
    let unsetFlags = flags.isEmpty ? [] : UnsetFlags.neverSet(flags, in: files.map(\.path), texts: texts)
    let updated = files.reduce(into: Set<String>()) { $0.formUnion($1.updatedEvents) }
    var findings: [LintFinding] = []
    // Objective-C code names a Swift class by its `@objc(Name)` (D101).
    let objectiveCNames = files.reduce(into: [String: String]()) { names, file in names.merge(file.objectiveCNames) { first, _ in first } }
    let early = EarlyCalls.onlyBeforeScreen(files: files, facts: facts, texts: texts)
    let earlyObjectiveC = ObjectiveCEarlyCalls.onlyBeforeScreen(files: files, facts: facts, texts: texts)
    let versionMacros = files.reduce(into: [String: OSVersion]()) { all, file in all.merge(file.versionMacros) { first, _ in first } }
    let screenHeightNames = files.reduce(into: Set<String>()) { $0.formUnion($1.screenHeightNames) }
    for file in files where file.skipped == nil {
      let context = settings.context(for: file.path)
      findings += file.uses.compactMap { use in
        if use.kind == .missingUpdate, let entry = use.entry, early.contains(entry.name) { return nil }
        if use.kind == .missingUpdate, let method = use.objectiveCMethod, let owner = use.entryClass,
          earlyObjectiveC.contains(ObjectiveCEarlyCalls.key(owner, method))
        {
          return nil
        }
        // A view's own `preferredStatusBarStyle` (MEWconnect's stretchy header, round 33), or an
        // NSObject's (Material's status bar shifter, round 37), is no controller's: UIKit never asks it (R1.1).
        if use.kind == .missingUpdate, let owner = use.entryClass, isNoViewController(owner, facts) { return nil }
        // A change made only on notifications the app answers with an update elsewhere, or on
        // which it leaves the screen, is picked up (asked of the core: D92, D93).
        if use.kind == .hardCodedHeight, use.declaredIn.contains(where: { unused.contains($0.name) }) { return nil }
        if use.kind == .hardCodedHeight, unreachable.contains(file.path) { return nil }
        if use.kind == .hardCodedHeight, use.detail.hasPrefix(CodeUse.screenHeightNamePrefix),
          !screenHeightNames.contains(String(use.detail.dropFirst(CodeUse.screenHeightNamePrefix.count)))
        {
          return nil
        }
        // In library code a host may set the flag: only an app's own code is known whole.
        if use.kind == .applicationSetter, let flag = use.onlyWhenFlag, unsetFlags.contains(flag.name), !context.hostDecides { return nil }
        // D144: inside `if (!IS_IOS7)`: before an iOS no app built today runs on (R13.5) or the target deploys to.
        // Also the `else` of a test of a selector the core dates (`respondsToSelector:@selector(…)`).
        let macroVersions = use.unlessMacros.compactMap { versionMacros[$0] ?? Self.selectorIntroduced($0) ?? Self.versionTested($0) }
        if macroVersions.contains(where: { version in
          version <= Toolchain.oldestDeploymentTarget || context.deploymentTarget.map({ $0 >= version }) == true
        }) {
          return nil
        }
        // D159: in the `else` of an availability check: before an iOS no app built today runs on, or
        // that the target deploys to.
        if let version = use.onlyBefore, version <= Toolchain.oldestDeploymentTarget || context.deploymentTarget.map({ $0 >= version }) == true {
          return nil
        }
        // A first value the method replaces with a reading on every iOS the target runs.
        if use.kind == .hardCodedHeight, let from = use.replacedFrom, from == OSVersion(0) || context.deploymentTarget.map({ $0 >= from }) == true {
          return nil
        }
        if use.kind == .missingUpdate, !use.events.isEmpty, use.events.allSatisfy({ StatusBarRequery.covers(event: $0, updated: updated) != nil }) {
          return nil
        }
        return finding(for: use, context: context, facts: facts)
      }
    }
    let hiddenBars = targetsHidingEveryBar(files, settings: settings, facts: facts)
    findings += OverrideChecks.findings(
      facts: facts,
      placements: InitialiserSlots.kept(files.flatMap(\.placements), files: files, facts: facts).filter { isPossibleRoot($0, settings) }.map {
        withBarOfEveryBuiltNavigation(keptForItsChildren(presentedFromTheRoot($0, settings), settings), hidden: hiddenBars, settings)
          .renamed(objectiveCNames)
      },
      factories: files.flatMap(\.factories),
      helpers: files.flatMap(\.helpers),
      settings: settings, setterLanes: setterLanes(files), setterValues: setterValues(files, settings), barStyleNamed: files.contains(where: \.namesBarStyle),
      presentedAskedByHand: asksPresentedByHand(files))
    var suppressions: [String: [Int: [String]]] = [:]
    for file in files { suppressions[file.path] = file.suppressions }
    var seen: Set<LintFinding> = []
    return findings.filter { f in
      !Suppression.suppresses(suppressions[f.file]?[f.line], f.check) && seen.insert(f).inserted
    }
    .sorted { ($0.file, $0.line, $0.column, $0.check) < ($1.file, $1.line, $1.column, $1.check) }
  }

  /// The catalog's status bar heights in words (`20, 24, 44, 47, 48, 50, 54 or 0`): the visible ones
  /// in ascending order, then 0 (hidden).
  static let heightsWords: String = {
    let visible = CoreFacts.statusBarHeights.filter { $0 > 0 }.sorted().map(points)
    return visible.joined(separator: ", ") + " or 0"
  }()

  /// The catalog's status-and-navigation-bar heights in portrait, as a range (`64 to 116 pt`).
  static let topBarsWords: String = {
    let heights = CoreFacts.statusAndNavigationBarHeights.sorted()
    guard let low = heights.first, let high = heights.last else { return "" }
    return "from \(points(low)) to \(points(high)) pt in portrait"
  }()

  /// A number of points as a report writes it: `20`, `20.5`.
  static func points(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

  /// The iOS that brought a selector named `@selector(NAME)` in `CodeUse.unlessMacros`.
  static func selectorIntroduced(_ guardName: String) -> OSVersion? {
    guard guardName.hasPrefix("@selector("), guardName.hasSuffix(")") else { return nil }
    return UIKitAPI.selectorsIntroduced[String(guardName.dropFirst("@selector(".count).dropLast())]
  }

  /// The iOS of an inline version test in `CodeUse.unlessMacros` (`@before:7.0`, D165).
  static func versionTested(_ guardName: String) -> OSVersion? {
    guard guardName.hasPrefix(ObjectiveCStatements.beforeMarker) else { return nil }
    return OSVersion(parsing: String(guardName.dropFirst(ObjectiveCStatements.beforeMarker.count)))
  }

  /// The class is a UIKit view, control, cell or window, or one of the app's below one or right
  /// below `NSObject`; or below a class the code read does not declare whose name says it is a
  /// view (`GSKStretchyHeaderView`, a library's: `…View`, `…Cell`, never `…ViewController`).
  static func isNoViewController(_ name: String, _ facts: SourceFacts) -> Bool {
    var current: String? = name
    var seen: Set<String> = []
    while let className = current, seen.insert(className).inserted, seen.count < 64 {
      if UIKitClassCatalog.nonControllerClasses.contains(className) { return true }
      guard let superclass = facts.superclass(of: className).map({ ClassName($0).base }) else {
        return className != name && facts.classes[className] == nil && (className.hasSuffix("View") || className.hasSuffix("Cell"))
      }
      current = superclass
    }
    return false
  }

  /// A status bar preference that hands the question to `presentedViewController` (Slide's
  /// `extension UINavigationController { preferredStatusBarStyle { presentedViewController?.… } }`):
  /// whatever is presented may then be asked by hand from above (D109).
  static func asksPresentedByHand(_ files: [FileScan]) -> Set<Lane> {
    files.reduce(into: Set<Lane>()) { lanes, file in if file.skipped == nil { lanes.formUnion(file.asksPresentedByHand) } }
  }

  /// The lanes each file sets through UIApplication's setters behind its own check of the app's
  /// setting (`if (!_isVCBasedStatusBarAppearance) { [… setStatusBarHidden:…]; }`): code written
  /// for either setting (`setStatusBarHidden:` is hidden).
  static func setterLanes(_ files: [FileScan]) -> [String: Set<Lane>] {
    var lanes: [String: Set<Lane>] = [:]
    for file in files {
      for use in file.uses where use.kind == .applicationSetter && use.onlyWhenNotViewControllerBased {
        lanes[file.path, default: []].insert(use.name.contains("Hidden") ? .hidden : .style)
      }
    }
    return lanes
  }

  /// Each target's UIApplication setters by lane, with the literal each sets (nil: decided at run
  /// time, or not read), for D166.
  static func setterValues(_ files: [FileScan], _ settings: ProjectSettings) -> [OverrideChecks.SetterValueKey: [String?]] {
    var values: [OverrideChecks.SetterValueKey: [String?]] = [:]
    for file in files {
      let plist = settings.context(for: file.path).plist
      for use in file.uses where use.kind == .applicationSetter {
        values[OverrideChecks.SetterValueKey(plist: plist, lane: use.name.contains("Hidden") ? .hidden : .style), default: []].append(use.setterValue)
      }
    }
    return values
  }

  /// A storyboard's initial plain controller is a window root only when an Info.plist names the
  /// storyboard as the main one (UIKit loads no other by itself); with no Info.plist read, any may
  /// be. A container stays: it is asked about its children.
  static func isPossibleRoot(_ p: Placement, _ settings: ProjectSettings) -> Bool {
    guard let storyboard = p.storyboard, settings.targets.contains(where: { $0.context.plist != nil }) || !settings.mainStoryboards.isEmpty,
      p.controller.inner.isEmpty
    else {
      return true
    }
    return settings.mainStoryboards.contains(storyboard)
  }

  /// The initial container of a storyboard that is not the app's main one is no window root: it
  /// is kept to ask about its children, and where the code puts it, it stands there (D122).
  /// The main storyboard's initial controller is the window's root.
  static func keptForItsChildren(_ p: Placement, _ settings: ProjectSettings) -> Placement {
    guard let storyboard = p.storyboard else { return p }
    var copy = p
    if settings.mainStoryboards.contains(storyboard) {
      copy.mainStoryboardRoot = true
    } else if !p.controller.inner.isEmpty {
      copy.keptForItsChildren = true
    }
    return copy
  }

  /// D163: a `show` segue from the main storyboard's initial controller, the window's root, which
  /// no navigation controller holds, is a presentation in the destination's own style.
  static func presentedFromTheRoot(_ p: Placement, _ settings: ProjectSettings) -> Placement {
    guard let storyboard = p.showFromInitialOf, settings.mainStoryboards.contains(storyboard) else { return p }
    var presented = p
    presented.how = .present
    presented.container = .none
    presented.style = p.controller.style
    presented.presentedBySelf = true
    return presented
  }

  /// Lints source text (tests, editors' buffers).
  public static func lint(source: String, path: String = "A.swift", context: LintContext = LintContext()) -> [LintFinding] {
    var settings = ProjectSettings()
    settings.fallback = context
    return lint([SourceScanner.scan(path: path, text: source)], settings: settings)
  }

  /// Who decides the style lane of a plain app under this Info.plist (asked of the core).
  static func applicationDecides(_ context: LintContext) -> (Bool, Rule?) {
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = context.viewControllerBased ?? true
    let world = World(environment: CoreFacts.environment, root: .vc("root", [.preferredStatusBarStyle: "lightContent"]), infoPlist: plist)
    let answer = world.override(of: "root", lane: .style)
    return (answer.decider == Decider.application.description, answer.rule)
  }

  /// A setter that is the app's mechanism (view-controller-based appearance NO) but that an app
  /// built with a new enough SDK finds doing nothing (asked of the API's availability, R13.2).
  static func sdkFinding(for use: CodeUse, context: LintContext) -> LintFinding? {
    let api = UIKitAPI.applicationStatusBarSetters
    guard let from = api.ignoredFromSDK, let rule = api.ignoredRule else { return nil }
    let sdk = context.sdk ?? from
    guard api.isIgnored(sdk: sdk, os: max(sdk, from)) else { return nil }
    let built = context.sdk.map { "as this app is built with the iOS \($0) SDK" } ?? "once the app is built with the iOS \(from) SDK (Xcode \(from.major))"
    let words = context.plist.map { " (\($0) sets UIViewControllerBasedStatusBarAppearance NO)" } ?? ""
    return LintFinding(
      at: use.location, check: LintCheck.setterIgnoredBySDK.rawValue, rule: rule,
      message:
        "UIApplication.\(use.name) is how this app sets the status bar\(words), but on iOS \(from) and later it does nothing \(built): move to view-controller-based appearance (override preferredStatusBarStyle / prefersStatusBarHidden in the deciding controller and call setNeedsStatusBarAppearanceUpdate())"
        + (context.sdk == nil ? "; pass --sdk if the app builds with an older SDK" : ""),
      lesson: "sdk-versus-os")
  }

  /// A setter in code no app's Info.plist governs, or that a podspec publishes (D112): the host
  /// app's setting decides. Under YES the setter does nothing (R5.4); under NO it is the app's
  /// mechanism, which an app built with the iOS 27 SDK finds doing nothing (R13.2). Both are asked
  /// of the core; with an older `--sdk` only the YES half holds, which depends on the host: silent.
  static func hostSetterFinding(for use: CodeUse, context: LintContext) -> LintFinding? {
    var yes = context
    yes.viewControllerBased = true
    var no = context
    no.viewControllerBased = false
    guard !applicationDecides(yes).0, applicationDecides(no).0, var finding = sdkFinding(for: use, context: no) else { return nil }
    let api = UIKitAPI.applicationStatusBarSetters
    let from = api.ignoredFromSDK.map { "iOS \($0)" } ?? "a newer iOS"
    let built = context.sdk.map { "as the app is built with the iOS \($0) SDK" } ?? "once the app is built with the \(from) SDK"
    let whose = context.plist == nil ? "in code no app's Info.plist governs (a library's or a package's)" : "in library code (a podspec publishes it)"
    let when =
      use.onlyWhenNotViewControllerBased
      ? "it runs only when that is NO (the code checks it), and then it does nothing on \(from) and later \(built)"
      : "it does nothing either way: under YES (UIKit's default) at once, under NO on \(from) and later \(built)"
    finding.message =
      "UIApplication.\(use.name) is \(whose): the host app's UIViewControllerBasedStatusBarAppearance decides, and \(when): override preferredStatusBarStyle / prefersStatusBarHidden in the deciding controller and call setNeedsStatusBarAppearanceUpdate()"
      + (context.sdk == nil ? "; pass --sdk if the app builds with an older SDK" : "")
    return finding
  }

  static func finding(for use: CodeUse, context: LintContext, facts: SourceFacts) -> LintFinding? {
    let at = use.location
    switch use.kind {
    case .applicationSetter:
      if context.hostDecides { return hostSetterFinding(for: use, context: context) }
      guard !applicationDecides(context).0 else { return sdkFinding(for: use, context: context) }
      // Written for apps that say NO, behind the app's own check of the key (MWPhotoBrowser).
      if use.onlyWhenNotViewControllerBased { return nil }
      let plist =
        context.viewControllerBased == nil
        ? "UIViewControllerBasedStatusBarAppearance is absent (YES)" : "UIViewControllerBasedStatusBarAppearance is YES"
      let words = context.plist.map { " in \($0)" } ?? ""
      return LintFinding(
        at: at, check: LintCheck.applicationSetter.rawValue, rule: "R5.4",
        message:
          "UIApplication.\(use.name) does nothing while \(plist)\(words): override preferredStatusBarStyle / prefersStatusBarHidden in the deciding controller and call setNeedsStatusBarAppearanceUpdate(), or set the key to NO",
        lesson: "app-setters-ignored")
    case .darkContent:
      guard let target = context.deploymentTarget, target < CoreFacts.darkContentIntroduced else { return nil }
      return LintFinding(
        at: at, check: LintCheck.darkContentBeforeIOS13.rawValue, rule: CoreFacts.darkContentRule,
        message:
          ".darkContent is iOS \(CoreFacts.darkContentIntroduced)+ and the deployment target is iOS \(target): before iOS 13 it draws like .default; wrap it in `if #available(iOS 13, *)`",
        lesson: "dark-content-before-ios13")
    case .privateStatusBarKey:
      return LintFinding(
        at: at, check: LintCheck.privateStatusBar.rawValue, rule: "R7.4",
        message:
          "value(\(use.name.contains(".") ? "forKeyPath" : "forKey"): \"\(use.name)\") reads UIKit's private status bar view: it is gone since iOS \(PrivateStatusBarKey.removed.major) (a crash or nil) and risks App Review; read window.windowScene?.statusBarManager",
        lesson: "heights-by-device")
    case .hardCodedHeight:
      // D205: a 64 is the status bar and a navigation bar of a Home-button iPhone together.
      if Double(use.name) == CoreFacts.barOffsets.withNavigationBar {
        return LintFinding(
          at: at, check: LintCheck.hardCodedHeight.rawValue, rule: "R7.1",
          message:
            "\(use.name) is a hard-coded height of the status bar and a navigation bar together (a Home-button iPhone's): they take \(Self.topBarsWords) depending on the device and iOS; read view.safeAreaInsets.top, or lay the view out from the safe area",
          lesson: "heights-by-device")
      }
      return LintFinding(
        at: at, check: LintCheck.hardCodedHeight.rawValue, rule: "R7.1",
        message:
          "\(use.name) is a hard-coded status bar height: it is \(Self.heightsWords) depending on the device, orientation and iOS; read view.safeAreaInsets.top or window.windowScene?.statusBarManager?.statusBarFrame",
        lesson: "heights-by-device")
    case .missingUpdate:
      return LintFinding(at: at, check: LintCheck.missingUpdate.rawValue, rule: "R9.1", message: use.detail, lesson: "pending-update")
    case .childNotAChild:
      return LintFinding(at: at, check: LintCheck.childNotAChild.rawValue, rule: "R3.4", message: use.detail, lesson: "custom-container")
    case .overrideInUIKitExtension:
      // Only classes the app does not declare: an extension of its own class is fine.
      guard CoreFacts.kind(ofUIKitClass: use.name) != nil else { return nil }
      return LintFinding(
        at: at, check: LintCheck.overrideInUIKitExtension.rawValue, rule: "R3.4",
        message:
          "\(use.detail) is overridden in an extension of \(use.name): it replaces UIKit's own for every \(use.name) in the app (system ones too) and which definition wins is undefined; subclass \(use.name) and override it there",
        lesson: "custom-container")
    }
  }
}
