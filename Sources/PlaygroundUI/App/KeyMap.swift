import CellGrid

/// The one key map. Dispatch (`command(for:in:)`), the footer, the `?` help overlay and
/// `PlaygroundApp.keyTableMarkdown()` are all generated from `bindings`, so they never disagree.
enum KeyMap {
  static let bindings: [KeyBinding] =
    learn + main + panels + share + lesson + menu + question + chooser + prompt + confirm + viewer + compare
    + help

  static let main: [KeyBinding] = [
    KeyBinding([.up, .char("k")], .focusUp, "move the focus up the tree", group: "Focus"),
    KeyBinding([.down, .char("j")], .focusDown, "move the focus down the tree", group: "Focus"),
    KeyBinding([.home, .char("g")], .focusFirst, "focus the first controller", group: "Focus"),
    KeyBinding([.end, .char("G")], .focusLast, "focus the last controller", group: "Focus"),
    KeyBinding(
      [.char("f")], .focusDecider, "focus who decides (hidden, then style)", group: "Focus"),

    KeyBinding(
      [.char("p")], .push, "push a new controller (VCn) on screen", group: "Controllers"),
    KeyBinding(
      [.char("P"), .backspace], .pop, "pop the top of the navigation stack", group: "Controllers"),
    KeyBinding(
      [.char("x")], .present, "present: choose a modalPresentationStyle", group: "Controllers"),
    KeyBinding(
      [.char("X")], .dismiss, "dismiss the top presented controller", group: "Controllers"),
    KeyBinding(
      [.tab, .char("t")], .nextTab, "select the next tab (or page) on screen", group: "Controllers"),

    KeyBinding([.char("b")], .toggleBarStyle, "barStyle default / black", group: "Navigation bar"),
    KeyBinding(
      [.char("n")], .toggleNavigationBarHidden, "navigationBarHidden on / off",
      group: "Navigation bar"),

    KeyBinding(
      [.char("h")], .cycleHidden, "prefersStatusBarHidden: true/false/unset",
      group: "Focused controller", footer: "hidden"),
    KeyBinding(
      [.char("s")], .cycleStyle, "cycle preferredStatusBarStyle", group: "Focused controller",
      footer: "style"),
    KeyBinding(
      [.char("a")], .cycleAnimation, "cycle preferredStatusBarUpdateAnimation",
      group: "Focused controller"),
    KeyBinding(
      [.char("c")], .toggleCaptures, "toggle modalPresentationCaptures…",
      group: "Focused controller"),
    KeyBinding(
      [.char("B")], .cycleSwiftUIHidden, ".statusBarHidden: true/false/unset",
      group: "Focused controller"),
    KeyBinding(
      [.char("M")], .cycleColorScheme, ".preferredColorScheme: dark/light/unset",
      group: "Focused controller"),

    KeyBinding(
      [.char("u")], .update, "setNeedsStatusBarAppearanceUpdate()", group: "Updates",
      footer: "update"),
    KeyBinding([.char("U")], .updateAnimated, "update inside an animation block", group: "Updates"),
    KeyBinding(
      [.char("A")], .toggleAutoUpdate, "auto-update: update after every change", group: "Updates"),

    KeyBinding([.char("i")], .toggleCall, "in-call on / off", group: "Environment"),
    KeyBinding([.char("r")], .rotate, "rotate portrait / landscape", group: "Environment"),
    KeyBinding(
      [.char("d")], .chooseDevice, "choose a device: type to filter the list",
      group: "Environment"),
    KeyBinding([.char("D")], .nextDevice, "next device that ran this iOS", group: "Environment"),
    KeyBinding([.char("o")], .nextOS, "next iOS (…18, 26, 27) the device ran", group: "Environment"),
    KeyBinding([.char("O")], .previousOS, "previous iOS version", group: "Environment"),
    KeyBinding([.char("m")], .toggleAppearance, "appearance light / dark", group: "Environment"),
    KeyBinding(
      [.char("T")], .toggleOverlayWindow, "toast window: add / hide / show", group: "Environment"),
    KeyBinding(
      [.char("N")], .nextScene, "iPad window on / off, or next scene", group: "Environment"),
    KeyBinding(
      [.char("v")], .toggleViewControllerBased, "Info.plist VC-based appearance, relaunch",
      group: "Environment"),

    KeyBinding([.char("z")], .undo, "undo the last key", group: "Session"),
    KeyBinding([.char("y"), .ctrl("r")], .redo, "redo", group: "Session"),
    KeyBinding(
      [.char(":")], .openCommandLine, "type any action (push, set, update …)", group: "Session",
      footer: "action"),
    KeyBinding([.char("?")], .help, "this help", group: "Session", footer: "help"),
    KeyBinding([.escape], .escape, "close an overlay, clear the message", group: "Session"),
    KeyBinding([.char("q"), .ctrl("c")], .quit, "quit", group: "Session", footer: "quit"),
  ]

  /// Every panel can be read whole: focus one, scroll it, zoom it, hide it.
  static let panels: [KeyBinding] = [
    KeyBinding(
      [.char("F"), .backTab], .panelNext, "focus a panel, then scroll it", group: "Panels"),
    KeyBinding(
      [.char("F"), .backTab], .panelNext, "focus the next panel", group: "Focused panel",
      context: .panel, footer: "next"),
    KeyBinding(
      [.char("B")], .panelPrevious, "focus the previous panel", group: "Focused panel",
      context: .panel),
    KeyBinding(
      [.up, .char("k")], .panelScrollUp, "scroll up a line", group: "Focused panel",
      context: .panel, footer: "scroll"),
    KeyBinding(
      [.down, .char("j")], .panelScrollDown, "scroll down a line", group: "Focused panel",
      context: .panel),
    KeyBinding(
      [.pageUp], .panelPageUp, "scroll up a page", group: "Focused panel", context: .panel),
    KeyBinding(
      [.pageDown, .char(" ")], .panelPageDown, "scroll down a page", group: "Focused panel",
      context: .panel),
    KeyBinding(
      [.home, .char("g")], .panelTop, "the panel's first line", group: "Focused panel",
      context: .panel),
    KeyBinding(
      [.end, .char("G")], .panelBottom, "the panel's last line", group: "Focused panel",
      context: .panel),
    KeyBinding(
      [.char("Z")], .panelZoom, "zoom the panel to the full height / back", group: "Focused panel",
      context: .panel, footer: "zoom"),
    KeyBinding(
      [.char("-")], .panelHide, "hide the panel", group: "Focused panel", context: .panel,
      footer: "hide"),
    KeyBinding(
      [.char("+")], .panelShowAll, "show every hidden panel again", group: "Panels"),
    KeyBinding(
      [.escape], .panelUnfocus, "leave the panel",
      group: "Focused panel", context: .panel, footer: "done"),
  ]

  static let chooser: [KeyBinding] = [
    KeyBinding(
      [.up, .char("k")], .chooserUp, "previous style", group: "Present chooser", context: .chooser,
      footer: "choose"),
    KeyBinding(
      [.down, .char("j")], .chooserDown, "next style", group: "Present chooser", context: .chooser),
    KeyBinding(
      [.char("n"), .char(" ")], .chooserToggleNavigation, "wrap in a navigation controller",
      group: "Present chooser", context: .chooser, footer: "as navigation"),
    KeyBinding(
      [.char("d")], .chooserCycleDetent, "cycle the sheet detent (iOS 15+)",
      group: "Present chooser", context: .chooser, footer: "detent"),
    KeyBinding(
      [.char("s")], .chooserToggleSwiftUI, "SwiftUI .sheet / .fullScreenCover",
      group: "Present chooser", context: .chooser, footer: "SwiftUI"),
    KeyBinding(
      [.enter, .char("x")], .chooserConfirm, "present", group: "Present chooser", context: .chooser,
      footer: "present"),
    KeyBinding(
      [.escape, .char("q")], .chooserCancel, "cancel", group: "Present chooser", context: .chooser,
      footer: "cancel"),
  ]

  static let prompt: [KeyBinding] = [
    KeyBinding(
      [], .promptType, "type an action, file name or answer", group: "Command line",
      context: .prompt, display: "text"),
    KeyBinding(
      [.enter], .promptRun, "run the action (or save, answer)", group: "Command line",
      context: .prompt, footer: "run"),
    KeyBinding(
      [.escape], .promptCancel, "cancel", group: "Command line", context: .prompt, footer: "cancel"),
    KeyBinding(
      [.up], .promptHistoryUp, "previous line in the history", group: "Command line",
      context: .prompt, footer: "history"),
    KeyBinding(
      [.down], .promptHistoryDown, "next line in the history", group: "Command line",
      context: .prompt),
    KeyBinding(
      [.tab], .promptComplete, "complete the verb or name", group: "Command line", context: .prompt,
      footer: "complete"),
    KeyBinding(
      [.left], .promptLeft, "move the cursor left", group: "Command line", context: .prompt),
    KeyBinding(
      [.right], .promptRight, "move the cursor right", group: "Command line", context: .prompt),
    KeyBinding(
      [.home, .ctrl("a")], .promptHome, "start of the line", group: "Command line", context: .prompt
    ),
    KeyBinding(
      [.end, .ctrl("e")], .promptEnd, "end of the line", group: "Command line", context: .prompt),
    KeyBinding(
      [.backspace], .promptBackspace, "delete before the cursor", group: "Command line",
      context: .prompt),
    KeyBinding(
      [.delete], .promptDelete, "delete at the cursor", group: "Command line", context: .prompt),
    KeyBinding(
      [.ctrl("u")], .promptClear, "clear the line", group: "Command line", context: .prompt),
  ]

  static let help: [KeyBinding] = [
    KeyBinding(
      [.escape, .char("?"), .char("q")], .helpClose, "close the help", group: "Help",
      context: .help, footer: "close"),
    KeyBinding(
      [.up, .char("k")], .helpUp, "scroll up", group: "Help", context: .help, footer: "scroll"),
    KeyBinding([.down, .char("j")], .helpDown, "scroll down", group: "Help", context: .help),
    KeyBinding([.pageUp], .helpPageUp, "page up", group: "Help", context: .help),
    KeyBinding([.pageDown, .char(" ")], .helpPageDown, "page down", group: "Help", context: .help),
    KeyBinding([.home, .char("g")], .helpTop, "top", group: "Help", context: .help),
    KeyBinding([.end, .char("G")], .helpBottom, "bottom", group: "Help", context: .help),
  ]

  /// The command a key runs in a context, if any.
  static func command(for key: Key, in context: KeyContext) -> Command? {
    bindings.first { $0.context == context && $0.keys.contains(key) }?.command
  }

  /// The binding of a command in a context.
  static func binding(_ command: Command, in context: KeyContext = .main) -> KeyBinding? {
    bindings.first { $0.context == context && $0.command == command }
  }

  /// The groups in order, with their bindings.
  static var groups: [(name: String, bindings: [KeyBinding])] {
    var result: [(name: String, bindings: [KeyBinding])] = []
    for binding in bindings {
      if let index = result.firstIndex(where: { $0.name == binding.group }) {
        result[index].bindings.append(binding)
      } else {
        result.append((binding.group, [binding]))
      }
    }
    return result
  }

  /// The footer's bindings for a context, in order. A lesson's footer ends with the main
  /// screen's help and quit, since its keys come on top of the main ones.
  static func footer(_ context: KeyContext) -> [KeyBinding] {
    let own = bindings.filter { $0.context == context && $0.footer != nil }
    if context == .main {
      // The lessons first: what a newcomer needs, and the last key a narrow footer drops.
      return own.filter { $0.command == .openLessons } + own.filter { $0.command != .openLessons }
    }
    if context == .panel {
      return own + main.filter { $0.command == .help || $0.command == .quit }
    }
    guard context == .lesson else { return own }
    return own + main.filter { $0.command == .help || $0.command == .quit }
  }

  /// The key table of docs/keys.md, one section per group.
  static func markdown() -> String {
    var out = ""
    for group in groups {
      out += "### \(group.name)\n\n| Keys | What it does |\n| --- | --- |\n"
      for binding in group.bindings {
        let keys =
          binding.displayOverride.map { "*\($0)*" }
          ?? binding.keys.map { "`\(KeyBinding.name(of: $0, .unicode))`" }.joined(separator: " ")
        out += "| \(keys) | \(binding.help) |\n"
      }
      out += "\n"
    }
    return out
  }
}
