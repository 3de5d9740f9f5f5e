import AppImport
import ArgumentParser
import Foundation
import SceneFile
import StatusBarCore
import SwiftSourceScan

struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn an LLDB view controller dump (and your Swift sources) into a scene.",
    discussion: """
      DUMP is the text LLDB prints for \
      `expr -l objc -O -- [[[UIWindow keyWindow] rootViewController] _printHierarchy]` \
      (or chisel's `pvc`), saved to a file; `-` reads standard input. Containers are recognised \
      from the class names (and, with --source, the superclasses your code declares), the \
      selected tab and the top of each stack from `state: appeared`, presentations from their \
      presentation controller. Every guess is written into the scene as a comment and listed.
      Windows line endings and the colour codes of a terminal are accepted; a dump over \
      \(DumpLimits.maxBytes / 1_048_576) MiB is refused while it is read.
      Without --device or --os, the missing one is chosen to make a pair the device ran, and \
      the iOS version is no older than the dump shows (SwiftUI hosting controllers need iOS 13); \
      the output says what was chosen and why.
      Examples (the dump copied from Xcode's console):
        pbpaste | sbplay import - -o my-app.yaml
        pbpaste | sbplay import - --source MyApp --plist Info.plist -o my-app.yaml
        pbpaste | sbplay import - --os 12.0
      """)

  @Argument(help: "The dump file (`-` for standard input).")
  var dump: String

  @Option(name: .customLong("source"), help: "A folder (or file) of Swift sources; repeatable.")
  var sources: [String] = []

  @Option(help: "The app's Info.plist (XML or binary).")
  var plist: String?

  @Option(name: .shortAndLong, help: "Write the scene here (default: print it).")
  var output: String?

  @Flag(help: "Overwrite the --output file if it exists.")
  var force = false

  @Option(help: "The device to assume (a name from `sbplay devices`).")
  var device: String?

  @Option(help: "The iOS version to assume.")
  var os: String?

  func run() throws {
    var options = ImportOptions()
    if let device {
      guard let found = DeviceCatalog.device(named: device) else {
        throw CLIError(description: "sbplay import: --device: unknown device `\(TerminalSafe.clip(device, 60))` (`sbplay devices` lists every name)")
      }
      options.device = found
    }
    if let os {
      guard let version = OSVersion(parsing: os) else {
        throw CLIError(description: "sbplay import: --os: `\(TerminalSafe.clip(os, 30))` is not an iOS version sbplay models (\(OSVersion.rangeText))")
      }
      options.os = version
    }
    if let device = options.device, let os = options.os, !device.supports(os) {
      throw CLIError(
        description: "sbplay import: --device / --os: \(device.unsupportedMessage(os)) (`sbplay devices --os \(os.major)` lists the devices that did)")
    }
    let text: String
    do {
      text = try DumpFileReader.read(path: dump)
    } catch {
      throw CLIError(description: "sbplay import: " + error.description)
    }
    if !sources.isEmpty {
      let scan = SourceScanner.scan(paths: sources)
      options.sources = scan.facts
      for problem in scan.problems { Console.error("sbplay import: " + problem) }
    }
    if let plist {
      do {
        options.plist = try PlistFacts.read(path: plist)
      } catch {
        throw CLIError(description: "sbplay import: --plist: \(error.description)")
      }
    }
    let result: ImportResult
    do {
      result = try DumpImporter.importDump(text, file: dump == "-" ? "<stdin>" : dump, options: options)
    } catch {
      throw CLIError(description: "sbplay import: " + error.description)
    }
    // Loads back, or it is a bug worth stopping on.
    do {
      _ = try SceneLoader.load(text: result.yaml, fileName: output ?? "imported.yaml")
    } catch {
      throw CLIError(description: "sbplay import: the written scene does not load (a bug, please report it): \(error)", code: 1)
    }
    let shown = result.world.shown
    var summary = [
      "imported \(result.controllerCount) controller\(result.controllerCount == 1 ? "" : "s"); "
        + "style decided by \(TerminalSafe.escape(shown.styleDecider.description)), hidden by \(TerminalSafe.escape(shown.hiddenDecider.description))"
    ]
    if !result.assumptions.isEmpty {
      summary.append("assumed (\(result.assumptions.count)); each is a comment in the scene:")
      summary += result.assumptions.map { "  - " + $0 }
    }
    if let output {
      do {
        try SceneWriter.writeAtomically(result.yaml, to: output, overwrite: force)
      } catch {
        throw CLIError(description: "sbplay import: \(error)")
      }
      Console.out("saved \(TerminalSafe.escape(output))")
      Console.out(summary.joined(separator: "\n"))
    } else {
      Console.out(result.yaml, terminator: "")
      Console.error(summary.joined(separator: "\n"))
    }
  }
}
