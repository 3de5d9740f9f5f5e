/// Everything a key can do. World-changing commands become lines of the action language
/// (docs/scene-format.md, "The action language") applied through `Simulation.perform`, so a session
/// can be recorded.
enum Command: String, CaseIterable, Sendable {
  // Focus.
  case focusUp, focusDown, focusFirst, focusLast, focusDecider
  // Controllers.
  case push, pop, present, dismiss, nextTab
  case toggleOverlayWindow, nextScene
  // Navigation bar.
  case toggleBarStyle, toggleNavigationBarHidden
  // Status bar preferences.
  case cycleHidden, cycleStyle, cycleAnimation, toggleCaptures
  // SwiftUI modifiers of the focused hosting controller.
  case cycleSwiftUIHidden, cycleColorScheme
  // Updates.
  case update, updateAnimated, toggleAutoUpdate
  // Environment.
  case toggleCall, rotate, chooseDevice, nextDevice, nextOS, previousOS, toggleAppearance
  case toggleViewControllerBased
  // Session.
  case undo, redo, openCommandLine, help, quit, escape
  // Learn.
  case startLesson, openLessons, togglePredict, toggleWhy, applyFix, showCitedRules
  // Share.
  case exportCode, saveScene, savePicture, copyState, compare

  // Panels: focus, scroll, zoom, hide (tried before the lesson and main keys once focused).
  case panelNext, panelPrevious, panelUnfocus, panelScrollUp, panelScrollDown, panelPageUp
  case panelPageDown, panelTop, panelBottom, panelZoom, panelHide, panelShowAll
  // An open lesson (tried before the main keys).
  case nextStep, previousStep, hint, showSolution, leaveLesson
  // The lesson menu.
  case menuUp, menuDown, menuOpen, menuPredict, menuReset, menuClose
  // A prediction question.
  case questionUp, questionDown, questionPick, questionAnswer, questionSkip
  /// Presenter mode: a vote of the room for the selected choice, one back, the room's reveal.
  case questionTally, questionUntally, questionReveal
  // A yes/no confirmation.
  case confirmYes, confirmNo
  // The text viewer (code, copy state).
  case viewerUp, viewerDown, viewerPageUp, viewerPageDown, viewerTop, viewerBottom, viewerClose
  // The compare split view (changes the right side).
  case compareNextOS, comparePreviousOS, compareNextDevice, comparePreviousDevice, compareRotate
  case compareCall, compareAppearance, compareClose

  // The present chooser.
  case chooserUp, chooserDown, chooserToggleNavigation, chooserCycleDetent, chooserToggleSwiftUI, chooserConfirm
  case chooserCancel
  // The command line.
  case promptRun, promptCancel, promptHistoryUp, promptHistoryDown, promptComplete
  case promptLeft, promptRight, promptHome, promptEnd, promptBackspace, promptDelete, promptClear
  case promptType
  // The help overlay.
  case helpClose, helpUp, helpDown, helpPageUp, helpPageDown, helpTop, helpBottom
}

/// Where a binding applies: the main screen or one of the overlays.
enum KeyContext: String, CaseIterable, Sendable {
  case main
  /// An open lesson on the main screen: its keys are tried before the main ones.
  case lesson
  /// A focused panel on the main screen: its keys are tried before the lesson's and main ones.
  case panel
  case chooser
  case prompt
  case help
  case menu
  case question
  case confirm
  case viewer
  case compare
}
