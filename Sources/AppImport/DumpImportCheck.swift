import SceneFile
import StatusBarCore

/// What must hold for any input to `sbplay import`, checked by the libFuzzer harness
/// (`sbplay-import-fuzz`, Fuzz/run-import) and by the fuzz tests: the import either refuses
/// with an error naming a line and column, or writes a scene that loads back and decides like
/// the imported world; neither the error, the scene nor the summary carries a control
/// character a terminal would act on.
public enum DumpImportCheck {
  /// nil when the input holds; else what failed.
  public static func failure(_ text: String, options: ImportOptions = ImportOptions()) -> String? {
    let result: ImportResult
    do {
      result = try DumpImporter.importDump(text, file: "fuzz.txt", options: options)
    } catch {
      if error.line < 1 || error.column < 1 { return "an error without a line and column: \(error.description)" }
      if hasControl(error.description) { return "a control character in the error: \(TerminalSafe.escape(error.description))" }
      return nil
    }
    let scene: Scene
    do {
      scene = try SceneLoader.load(text: result.yaml, fileName: "fuzz.yaml")
    } catch {
      return "the written scene does not load: \(error)"
    }
    if result.yaml.utf8.count > SceneLimits.maxBytes { return "the written scene is over the scene size limit" }
    if hasControl(result.yaml) { return "a control character in the written scene" }
    if let line = result.assumptions.first(where: hasControl) { return "a control character in the summary: \(TerminalSafe.escape(line))" }
    let imported = result.world.shown
    let loaded = scene.world.shown
    if imported.styleDecider != loaded.styleDecider || imported.hiddenDecider != loaded.hiddenDecider {
      return "the written scene decides otherwise than the imported world"
    }
    return nil
  }

  /// Controls other than the line feed, and the line and paragraph separators.
  static func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      ($0 != "\n" && TerminalText.isControl($0)) || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
  }
}
