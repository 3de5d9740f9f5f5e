import CellGrid
import SceneFile
import StatusBarCore

/// A lesson as slides for a talk (`sbplay slides`): for each step, the device as the step leaves
/// it beside the step's narration. A step that asks a question gets a slide of its own first:
/// the device before the step, the question, and nothing that answers it (the step's narration
/// and answer come on the next slide).
public enum LessonSlides {
  public struct Slide: Sendable {
    /// `step-03-question`, `step-03`: a file name without its extension.
    public var name: String
    public var grid: Grid
  }

  /// The slides of a scene's lesson, drawn at `width`x`height`; why not when a step's action is
  /// refused (as `sbplay check` reports it) or the scene has no lesson.
  public static func make(scene: Scene, width: Int, height: Int, options: UIOptions) -> Result<[Slide], ActionError> {
    guard !scene.steps.isEmpty else {
      return .failure(ActionError("\(scene.source) has no lesson (no `steps:`): there is nothing to make slides of"))
    }
    var simulation = Simulation(world: scene.world)
    var slides: [Slide] = []
    let title = scene.title ?? scene.source
    let count = scene.steps.count
    for (index, step) in scene.steps.enumerated() {
      let number = index + 1
      let name = "step-" + (number < 10 ? "0" : "") + "\(number)"
      let heading = "\(title) · step \(number) of \(count)"
      if let ask = step.ask {
        // Without the lesson's title, which may say what the question asks.
        let text = [("Question · step \(number) of \(count)", true), ("", false), (ask, false)]
        slides.append(
          Slide(name: name + "-question", grid: slide(simulation.world, scene, text, width, height, options, titleRow: false)))
      }
      for line in step.actions {
        do {
          try simulation.perform(line)
        } catch {
          return .failure(ActionError("step \(number): `\(line)` was refused: \(error.message)"))
        }
      }
      var text = [(heading, true)]
      if let ask = step.ask {
        text += [("", false), (ask, false)]
        if let answer = step.answer { text.append(("Answer: " + answer, true)) }
      }
      if let say = step.say { text += [("", false), (say, false)] }
      slides.append(Slide(name: name, grid: slide(simulation.world, scene, text, width, height, options)))
    }
    return .success(slides)
  }

  /// The playground's screen for a world with everything but the title row (unless left out)
  /// and the device cleared, and the narration to the right of the device.
  static func slide(
    _ world: World, _ scene: Scene, _ text: [(String, Bool)], _ width: Int, _ height: Int, _ options: UIOptions,
    titleRow: Bool = true
  ) -> Grid {
    let app = PlaygroundApp(
      scene: Scene(title: scene.title, summary: nil, world: world, steps: [], source: scene.source), options: options)
    var grid = app.render(width: width, height: height)
    let device = app.deviceArea(width: width, height: height) ?? Area(x: 0, y: 1, width: 0, height: 0)
    // The screen's own background, from the bottom-right corner (the footer row's end).
    let blank = Cell(character: " ", style: grid[width - 1, height - 1].style)
    for y in (titleRow ? 1 : 0)..<height {
      for x in 0..<width where !device.contains(x: x, y: y) { grid[x, y] = blank }
    }
    let left = device.maxX + 3
    let columns = width - left - 2
    guard columns >= 10 else { return grid }
    var row = device.y + 1
    for (paragraph, bold) in text {
      let lines = paragraph.isEmpty ? [StyledLine("")] : StyledLine(paragraph).wrapped(to: columns)
      for line in lines where row < height - 1 {
        let words = line.spans.map(\.text).joined()
        grid.put(words.trimmed, x: left, y: row, style: bold ? blank.style.bold() : blank.style, maxWidth: columns)
        row += 1
      }
    }
    return grid
  }
}
