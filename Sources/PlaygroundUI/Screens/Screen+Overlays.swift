import CellGrid
import StatusBarCore

/// The overlays on top of the screen, one per mode.
extension Screen {
  func drawOverlay(_ grid: inout Grid, body: Area, panelArea: Area, snapshot: Snapshot) {
    guard let (overlay, area) = overlay(body: body, panelArea: panelArea, snapshot: snapshot)
    else { return }
    overlay.draw(into: &grid, area: area, context: context)
  }

  /// The mode's overlay and where it goes (nil for the main screen, a question or the command
  /// line, which draw in the lesson panel and on the message line).
  func overlay(body: Area, panelArea: Area, snapshot: Snapshot) -> (any View, Area)? {
    let near = panelArea.width >= 40 ? panelArea : body
    switch app.mode {
    case .help(let scroll):
      // The help box may cover the message line.
      return (HelpOverlay(scroll: scroll), HelpOverlay.area(width: width, height: height))
    case .presentChooser(let chooser):
      return (ChooserOverlay(chooser: chooser, simulation: app.simulation), near)
    case .prompt(let prompt) where prompt.purpose == .device:
      let world = app.simulation.world
      return (
        DevicePicker(prompt: prompt, os: world.os, current: world.device),
        Area(x: 0, y: 0, width: width, height: height - 2)
      )
    case .question, .prompt:
      return nil  // The question is in the lesson panel; the prompt is on the message line.
    case .lessonMenu(let menu):
      return (LessonMenuOverlay(menu: menu, progress: app.teaching.progress.lessons), body)
    case .confirm(let confirmation):
      let box = ConfirmOverlay(question: confirmation.question)
      if case .resetProgress(let menu) = confirmation {
        return (Stacked(LessonMenuOverlay(menu: menu, progress: app.teaching.progress.lessons), box), body)
      }
      return (box, body)
    case .viewer(let viewer):
      return (ViewerOverlay(viewer: viewer), body)
    case .compare(let view):
      let world = snapshot.world
      return (
        CompareScreen(
          left: snapshot, right: view.right(from: world), variant: view.actions(from: world)),
        body
      )
    case .normal:
      return nil
    }
  }
}

/// Two views in one area, the second on top (a confirmation over the menu it is about).
struct Stacked<Below: View, Above: View>: View {
  var below: Below
  var above: Above

  init(_ below: Below, _ above: Above) {
    self.below = below
    self.above = above
  }

  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    below.draw(into: &grid, area: area, context: context)
    above.draw(into: &grid, area: area, context: context)
  }
}
