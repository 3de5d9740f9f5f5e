import CellGrid
import StatusBarCore

/// The overlays on top of the screen, one per mode.
extension Screen {
  func drawOverlay(_ grid: inout Grid, body: Area, panelArea: Area, snapshot: Snapshot) {
    let near = panelArea.width >= 40 ? panelArea : body
    switch app.mode {
    case .help(let scroll):
      HelpOverlay.draw(into: &grid, scroll: scroll, theme: theme, glyphs: glyphs)
    case .presentChooser(let chooser):
      ChooserOverlay.draw(
        into: &grid, chooser: chooser, simulation: app.simulation, near: near, theme: theme,
        glyphs: glyphs)
    case .prompt(let prompt) where prompt.purpose == .device:
      let world = app.simulation.world
      DevicePicker.draw(
        into: &grid, prompt: prompt, os: world.os, current: world.device, bottom: height - 2,
        theme: theme, glyphs: glyphs)
    case .question, .prompt:
      break  // The question is in the lesson panel; the prompt is on the message line.
    case .lessonMenu(let menu):
      LessonMenuOverlay.draw(
        into: &grid, menu: menu, progress: app.progress, theme: theme, glyphs: glyphs)
    case .confirm(let confirmation):
      if case .resetProgress(let menu) = confirmation {
        LessonMenuOverlay.draw(
          into: &grid, menu: menu, progress: app.progress, theme: theme, glyphs: glyphs)
      }
      ConfirmOverlay.draw(
        into: &grid, question: confirmation.question, theme: theme, glyphs: glyphs)
    case .viewer(let viewer):
      ViewerOverlay.draw(into: &grid, viewer: viewer, theme: theme, glyphs: glyphs)
    case .compare(let view):
      let world = snapshot.world
      CompareScreen(
        left: snapshot, right: view.right(from: world), variant: view.actions(from: world),
        theme: theme, glyphs: glyphs
      ).draw(into: &grid, area: body)
    case .normal:
      break
    }
  }
}
