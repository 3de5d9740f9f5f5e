import ArgumentParser
import Foundation
import PlaygroundUI
import SceneFile

/// `sbplay slides`: a lesson as one SVG picture per step, for a talk.
struct Slides: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a lesson as slides: one SVG picture per step, the device beside the narration.",
    discussion: """
      Each step's slide shows the device as the step leaves it and what the step says. A step \
      that asks a question gets a slide before it (step-03-question.svg: the device before the \
      step and the question, nothing that answers it) and then its own (step-03.svg: the answer \
      and the narration). The folder is created; a file in it is never replaced.
      Examples:
        sbplay slides nav-bar-decides --output talk
        sbplay slides ~/lessons/my-lesson.yaml --output talk --size 160x45 --present --theme light
      """)

  @OptionGroup var source: SceneArguments

  @Option(name: [.short, .long], help: ArgumentHelp("The folder to write the slides in (created if missing).", valueName: "folder"))
  var output: String

  @Option(help: "The size of each slide, COLSxROWS.")
  var size = "120x40"

  @Flag(name: .customLong("present"), help: "Presenter mode's larger device.")
  var presenter = false

  @OptionGroup var themeOption: ThemeOption

  func run() throws {
    guard let (width, height) = ReplayScript.size(size), width >= 40, height >= 12 else {
      throw CLIError(description: "sbplay slides: --size must be COLSxROWS from 40x12 to 1000x1000, e.g. 120x40, not `\(size)`")
    }
    let scene = try source.loadScene()
    let options = UIOptions(glyphs: .unicode, color: true, presenter: presenter, background: try themeOption.background())
    let slides: [LessonSlides.Slide]
    switch LessonSlides.make(scene: scene, width: width, height: height, options: options) {
    case .success(let made): slides = made
    case .failure(let error): throw CLIError(description: "sbplay slides: \(error.message)")
    }
    let folder = URL(fileURLWithPath: output)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CLIError(description: "sbplay slides: cannot make the folder \(output): \(error.localizedDescription)", code: 74)
    }
    // Every name is checked before anything is written: slides never replace a file.
    let paths = slides.map { folder.appendingPathComponent($0.name + ".svg").path }
    if let existing = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) {
      throw CLIError(description: "sbplay slides: \(existing) exists: slides never replace a file; choose another --output folder")
    }
    for (slide, path) in zip(slides, paths) {
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      guard fd >= 0 else {
        throw CLIError(description: "sbplay slides: cannot write \(path): \(String(cString: strerror(errno)))", code: 74)
      }
      let failure = RecordFile.writeAll(fd, slide.grid.svg(background: options.background))
      if close(fd) != 0 || failure != nil {
        throw CLIError(description: "sbplay slides: cannot write \(path): \(failure ?? String(cString: strerror(errno)))", code: 74)
      }
    }
    Console.out("\(slides.count) slides in \(output) (\(slides.first?.name ?? "")….svg to \(slides.last?.name ?? "").svg)")
  }
}
