import CellGrid
import CodeExport
import SceneFile
import StatusBarCore

/// Sharing what you see: the Swift that builds the world (`C`), the "copy state" Markdown (`Y`),
/// and saving the world as a scene file (`W`, asking before it replaces a file).
extension PlaygroundApp {
  /// What to type after `sbplay` to open this scene: a bundled name, a path, or nothing for
  /// the built-in scene.
  var sceneArgument: String? {
    if let name = LessonCatalog.bundledName(of: scene) { return name }
    guard scene.source != BuiltInScene.source else { return nil }
    // A path that starts with `-` would be read as an option.
    return scene.source.hasPrefix("-") ? "./" + scene.source : scene.source
  }

  /// The actions since the scene was loaded, when the world can be rebuilt from the scene with
  /// them (not after a lesson went back to a step, nor beyond the undo limit).
  var actionsSinceScene: [String]? {
    let history = simulation.history
    guard sessionStart == Simulation(world: scene.world).world, history.count < simulation.undoLimit
    else { return nil }
    return history.map(\.description)
  }

  /// `--do "…"` flags for the actions.
  static func doFlags(_ actions: [String]) -> String {
    actions.map { " --do " + ShellWord.quoted($0) }.joined()
  }

  /// One word for a POSIX shell (single-quoted when it needs quotes).
  static func shellWord(_ text: String) -> String {
    ShellWord.quoted(text)
  }

  mutating func exportCode() {
    let code = SwiftExporter.swift(for: simulation.world, title: title)
    var command = "sbplay code" + (sceneArgument.map { " " + Self.shellWord($0) } ?? "")
    if let actions = actionsSinceScene {
      command += Self.doFlags(actions)
    } else {
      command += " (W saves this world as a scene first)"
    }
    var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last == "" { lines.removeLast() }
    mode = .viewer(
      TextViewer(
        title: "Swift for this world", hint: "\(command) prints it", lines: lines, isSwift: true))
    message = .info("the Swift that builds this world in a real app: esc closes")
  }

  /// Opens the shareable text in the viewer; the outcome carries it for the clipboard.
  mutating func copyState() -> CommandOutcome {
    let start: Scene
    let actions: [String]
    if let since = actionsSinceScene {
      start = scene
      actions = since
    } else {
      start = Scene(
        title: title, summary: scene.summary, world: simulation.world, steps: [],
        source: scene.source)
      actions = []
    }
    let text = ShareText.markdown(scene: start, actions: actions, snapshot: simulation.snapshot)
    let command =
      "sbplay share" + (sceneArgument.map { " " + Self.shellWord($0) } ?? "")
      + Self.doFlags(actions)
    mode = .viewer(
      TextViewer(
        title: "Copy state: paste it into an issue", hint: "\(command) prints the same text",
        lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
    // Also to the clipboard through the terminal (OSC 52), which works over SSH where the
    // terminal allows it.
    let size = text.utf8.count
    if size > ProgramCommand.clipboardLimit {
      message = .error(
        "the text is \(size) bytes: the clipboard gets only its first \(ProgramCommand.clipboardText(text).utf8.count) "
          + "(terminals refuse longer copies); `\(command)` prints all of it: esc closes")
    } else {
      message = .info("copied to the clipboard where the terminal allows it (else select it): esc closes")
    }
    return CommandOutcome(.copy(text))
  }

  /// `<scene>-saved.yaml`, in the current directory.
  var defaultSavePath: String {
    let base: String
    if let name = LessonCatalog.bundledName(of: scene) {
      base = name
    } else if scene.source == BuiltInScene.source {
      base = "built-in"
    } else {
      let file = scene.source.split(separator: "/").last.map(String.init) ?? "scene"
      base =
        file.split(separator: ".").count > 1
        ? file.split(separator: ".").dropLast().joined(separator: ".") : file
    }
    return base + "-saved.yaml"
  }

  mutating func askSavePath() {
    mode = .prompt(CommandPrompt(purpose: .savePath, text: defaultSavePath))
    message = .info("save the world as a scene file: enter saves, esc cancels")
  }

  /// The world as scene text (what `W` writes).
  var savedSceneText: String {
    SceneWriter.yaml(simulation.world, title: title, summary: scene.summary, steps: [])
  }

  mutating func saveScene(to rawPath: String) -> CommandOutcome {
    let path = rawPath.trimmed
    guard !path.isEmpty else { return refuse("no file name given: nothing was saved") }
    let text = savedSceneText
    if services.files.exists(path) {
      mode = .confirm(.overwrite(path: path, text: text))
      message = .info("\(path) exists: y replaces it, n keeps it")
      return .nothing
    }
    return writeScene(text, to: path, overwrite: false)
  }

  mutating func writeScene(_ text: String, to path: String, overwrite: Bool) -> CommandOutcome {
    do {
      try services.files.write(text, to: path, overwrite: overwrite)
    } catch {
      return refuse("could not save \(path): \(error)")
    }
    let shown = services.files.displayPath(path)
    let pending =
      simulation.world.pendingUpdate
      ? " (the pending update is not saved: the file opens with UIKit's fresh answer)" : ""
    let argument = path.hasPrefix("-") ? "./" + path : path  // not read as an option
    message = .info("saved \(shown): sbplay \(Self.shellWord(argument)) opens it\(pending)")
    self.session.update(.log(SessionLog.Entry(kind: .session, text: "saved \(shown)")))
    return .did("saved \(path)")
  }

  mutating func runConfirm(_ command: Command) -> CommandOutcome {
    guard case .confirm(let confirmation) = mode else { return .nothing }
    let yes = command == .confirmYes
    switch confirmation {
    case .resetProgress(var menu):
      menu.notice = yes ? teaching.resetProgress(store: services.progress) : "progress kept"
      mode = .lessonMenu(menu)
      return yes ? .did("progress reset") : .nothing
    case .overwrite(let path, let text):
      mode = .normal
      if yes { return writeScene(text, to: path, overwrite: true) }
      message = .info("not saved: W again to choose another name")
      return .nothing
    }
  }
}

extension PlaygroundApp {
  static let screenPictureName = "sbplay-screen.svg"
  static let devicePictureName = "sbplay-device.svg"

  /// `K`: draws the screen as it is (before `K` opened this line: no prompt, no message about
  /// saving, no `K` in presenter mode's key strip) and asks where to write it as an SVG picture,
  /// for slides and docs. Tab switches to the device alone.
  mutating func askPicturePath() {
    let size = lastScreenSize.size ?? (120, 40)
    var shown = self
    if shown.recentKeys.last == KeyBinding.name(of: .char("K"), options.glyphs) { shown.session.update(.dropLastKey) }
    let grid = shown.render(width: size.width, height: size.height)
    let device = deviceArea(width: size.width, height: size.height).map {
      grid.svg(background: options.background, crop: $0)
    }
    var prompt = CommandPrompt(purpose: .picturePath, text: Self.screenPictureName)
    prompt.pictures = CommandPrompt.Pictures(screen: grid.svg(background: options.background), device: device)
    mode = .prompt(prompt)
    message = .info("save the screen as an SVG picture: enter saves, tab: the device only, esc cancels")
  }

  /// Tab at `K`'s line: the whole screen or the device alone (the default name follows).
  mutating func switchPicture(_ prompt: inout CommandPrompt) {
    guard var pictures = prompt.pictures else { return }
    guard pictures.device != nil else {
      message = .error("no device fits on this screen: only the whole screen can be saved")
      return
    }
    pictures.deviceOnly.toggle()
    prompt.pictures = pictures
    let names = [Self.screenPictureName, Self.devicePictureName]
    if names.contains(prompt.line) { prompt.set(pictures.deviceOnly ? Self.devicePictureName : Self.screenPictureName) }
    message = .info(
      pictures.deviceOnly
        ? "save the device as an SVG picture: enter saves, tab: the whole screen, esc cancels"
        : "save the screen as an SVG picture: enter saves, tab: the device only, esc cancels")
  }

  /// Writes the picture `K` drew (else the screen as the user last saw it: its size, colours and
  /// theme) as SVG; never replaces a file. A replay finds the picture its recording saved
  /// already there: it writes the next free numbered name instead, and says so.
  mutating func savePicture(to rawPath: String, pictures: CommandPrompt.Pictures? = nil) -> CommandOutcome {
    var path = rawPath.trimmed
    guard !path.isEmpty else { return refuse("no file name given: no picture was saved") }
    var taken: String?
    if services.files.exists(path) {
      guard isReplaying, let free = Self.freeName(after: path, exists: services.files.exists) else {
        return refuse("\(path) exists: pictures never replace a file, give another name")
      }
      (taken, path) = (path, free)
    }
    let size = lastScreenSize.size ?? (120, 40)
    let deviceOnly = pictures?.deviceOnly == true
    let svg =
      (deviceOnly ? pictures?.device : pictures?.screen)
      ?? render(width: size.width, height: size.height).svg(background: options.background)
    do {
      try services.files.write(svg, to: path, overwrite: false)
    } catch {
      return refuse("could not save \(path): \(error)")
    }
    let shown = services.files.displayPath(path)
    let why = taken.map { " (replaying: \(services.files.displayPath($0)) exists and is kept)" } ?? ""
    message = .info("saved the \(deviceOnly ? "device" : "screen") as \(shown) (SVG)\(why)")
    return .did("picture \(path)")
  }

  /// `name-2.svg`, `name-3.svg` … for `name.svg`: the first that does not exist (nil past 999).
  static func freeName(after path: String, exists: (String) -> Bool) -> String? {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let dot = path[slash...].lastIndex(of: ".").flatMap { $0 > slash ? $0 : nil } ?? path.endIndex
    let (stem, suffix) = (path[..<dot], path[dot...])
    return (2...999).lazy.map { "\(stem)-\($0)\(suffix)" }.first { !exists($0) }
  }
}
