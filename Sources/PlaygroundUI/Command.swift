/// Everything a key can do. World-changing commands become lines of the action language
/// (design/actions.md) applied through `Simulation.perform`, so a session can be recorded.
enum Command: String, CaseIterable, Sendable {
  // Focus.
  case focusUp, focusDown, focusFirst, focusLast, focusDecider
  // Controllers.
  case push, pop, present, dismiss, nextTab
  // Navigation bar.
  case toggleBarStyle, toggleNavigationBarHidden
  // Status bar preferences.
  case cycleHidden, cycleStyle, cycleAnimation, toggleCaptures
  // Updates.
  case update, updateAnimated, toggleAutoUpdate
  // Environment.
  case toggleCall, rotate, nextDevice, previousDevice, nextOS, previousOS, toggleAppearance
  case toggleViewControllerBased
  // Session.
  case undo, redo, openCommandLine, help, quit, escape

  // The present chooser.
  case chooserUp, chooserDown, chooserToggleNavigation, chooserConfirm, chooserCancel
  // The command line.
  case promptRun, promptCancel, promptHistoryUp, promptHistoryDown, promptComplete
  case promptLeft, promptRight, promptHome, promptEnd, promptBackspace, promptDelete, promptClear
  case promptType
  // The help overlay.
  case helpClose, helpUp, helpDown, helpPageUp, helpPageDown
}

/// Where a binding applies: the main screen or one of the overlays.
enum KeyContext: String, CaseIterable, Sendable {
  case main
  case chooser
  case prompt
  case help
}
