import AppImport
import SceneFile
import StatusBarCore

/// `:import PATH`: an LLDB `_printHierarchy` dump opens as the current scene, on the current
/// device and iOS version (`sbplay import` writes the scene file with every guess as a comment).
extension PlaygroundApp {
  mutating func importDump(from rawPath: String) -> CommandOutcome {
    let path = rawPath.trimmed
    guard !path.isEmpty else {
      return refuse(
        "import needs a file: :import hierarchy.txt (the text LLDB printed for _printHierarchy)")
    }
    let shownPath = TerminalSafe.clip(path, 60)
    let text: String
    do {
      text = try services.files.read(path)
    } catch {
      return refuse(
        "could not read \(shownPath): \(TerminalSafe.clip(String(describing: error), 80))")
    }
    let env = simulation.world.environment
    let result: ImportResult
    do {
      result = try DumpImporter.importDump(text, file: path, options: ImportOptions(device: env.device, os: env.os))
    } catch {
      return refuse(TerminalSafe.clip(error.description, 160))
    }
    scene = Scene(title: "Imported: " + shownPath, summary: nil, world: result.world, steps: [], source: path)
    title = scene.title ?? shownPath
    updateLesson(.close)
    _ = teaching.update(.hideWhy, glyphs: options.glyphs)
    resetWorld(to: result.world)
    self.session.update(.log(SessionLog.Entry(kind: .session, text: "import \(shownPath)", notes: result.assumptions)))
    let guesses = result.assumptions.count
    message = .info(
      "imported \(result.controllerCount) controllers from \(shownPath); \(guesses) assumption\(guesses == 1 ? "" : "s") "
        + "(`sbplay import` writes them as comments); w explains who decides")
    return .did("import \(shownPath)")
  }
}
