import CellGrid

/// The key map's teaching and sharing bindings: lessons, predictions, why, export,
/// save, copy, compare, and the keys of their overlays.
extension KeyMap {
  static let learn: [KeyBinding] = [
    KeyBinding(
      [.char("l")], .openLessons, "lessons: guided tours, by chapter",
      group: "Learn", footer: "lessons"),
    KeyBinding(
      [.char("e")], .togglePredict, "predict mode: guess, then see",
      group: "Learn"),
    KeyBinding([.char("w")], .toggleWhy, "why, in plain words, with fixes", group: "Learn"),
    KeyBinding(
      (1...9).map { Key.char(Character(String($0))) }, .applyFix,
      "apply fix N of the why panel", group: "Learn", display: "1-9"),
  ]

  static let share: [KeyBinding] = [
    KeyBinding(
      [.char("C")], .exportCode, "Swift that builds this world", group: "Share"),
    KeyBinding([.char("W")], .saveScene, "save the world as a scene file", group: "Share"),
    KeyBinding([.char("K")], .savePicture, "save the screen as an SVG picture", group: "Share"),
    KeyBinding(
      [.char("Y")], .copyState, "copy state as Markdown", group: "Share"),
    KeyBinding(
      [.char("V")], .compare, "compare with another iOS or device",
      group: "Share"),
    KeyBinding(
      [.char("I")], .showCitedRules, "the rules the trace cites, with sources", group: "Share"),
  ]

  static let lesson: [KeyBinding] = [
    KeyBinding([.enter], .startLesson, "start this scene's lesson", group: "Lesson"),
    KeyBinding(
      [.enter, .char("]")], .nextStep, "next step (runs a step's actions)", group: "Lesson",
      context: .lesson, footer: "next"),
    KeyBinding(
      [.char("[")], .previousStep, "previous step (restores its start)", group: "Lesson",
      context: .lesson, footer: "back"),
    KeyBinding([.char("H")], .hint, "hint", group: "Lesson", context: .lesson, footer: "hint"),
    KeyBinding(
      [.char("S")], .showSolution, "show the solution (one undo step)", group: "Lesson",
      context: .lesson, footer: "solution"),
    KeyBinding(
      [.char("L")], .leaveLesson, "leave the lesson (keeps the world)", group: "Lesson",
      context: .lesson, footer: "leave"),
  ]

  static let menu: [KeyBinding] = [
    KeyBinding(
      [.up, .char("k")], .menuUp, "previous lesson", group: "Lesson menu", context: .menu,
      footer: "choose"),
    KeyBinding(
      [.down, .char("j")], .menuDown, "next lesson", group: "Lesson menu", context: .menu),
    KeyBinding(
      [.enter], .menuOpen, "open the lesson", group: "Lesson menu", context: .menu, footer: "open"),
    KeyBinding(
      [.char("e")], .menuPredict, "open it in predict mode", group: "Lesson menu", context: .menu,
      footer: "predict"),
    KeyBinding(
      [.char("R")], .menuReset, "reset all progress (asks first)", group: "Lesson menu",
      context: .menu, footer: "reset"),
    KeyBinding(
      [.escape, .char("q"), .char("l")], .menuClose, "close the menu", group: "Lesson menu",
      context: .menu, footer: "close"),
  ]

  static let question: [KeyBinding] = [
    KeyBinding(
      [.up, .char("k")], .questionUp, "previous choice", group: "Prediction", context: .question,
      footer: "choose"),
    KeyBinding(
      [.down, .char("j")], .questionDown, "next choice", group: "Prediction", context: .question),
    KeyBinding(
      (1...9).map { Key.char(Character(String($0))) }, .questionPick, "answer choice N",
      group: "Prediction", context: .question, display: "1-9"),
    KeyBinding(
      [.enter], .questionAnswer, "answer, then see what UIKit does", group: "Prediction",
      context: .question, footer: "answer"),
    KeyBinding(
      [.escape], .questionSkip, "skip: run the step without predicting", group: "Prediction",
      context: .question, footer: "skip"),
    KeyBinding(
      [.char("t"), .char("+")], .questionTally, "count a vote of the room", group: "Prediction",
      context: .question),
    KeyBinding(
      [.char("T"), .char("-")], .questionUntally, "take a vote back", group: "Prediction", context: .question),
    KeyBinding(
      [.char("v")], .questionReveal, "reveal: the room answers", group: "Prediction",
      context: .question),
  ]

  static let confirm: [KeyBinding] = [
    KeyBinding(
      [.char("y")], .confirmYes, "yes", group: "Confirm", context: .confirm, footer: "yes"),
    KeyBinding(
      [.char("n"), .escape], .confirmNo, "no", group: "Confirm", context: .confirm, footer: "no"),
  ]

  static let viewer: [KeyBinding] = [
    KeyBinding(
      [.up, .char("k")], .viewerUp, "scroll up", group: "Text viewer", context: .viewer,
      footer: "scroll"),
    KeyBinding(
      [.down, .char("j")], .viewerDown, "scroll down", group: "Text viewer", context: .viewer),
    KeyBinding([.pageUp], .viewerPageUp, "page up", group: "Text viewer", context: .viewer),
    KeyBinding(
      [.pageDown, .char(" ")], .viewerPageDown, "page down", group: "Text viewer", context: .viewer,
      footer: "page"),
    KeyBinding([.home, .char("g")], .viewerTop, "top", group: "Text viewer", context: .viewer),
    KeyBinding(
      [.end, .char("G")], .viewerBottom, "bottom", group: "Text viewer", context: .viewer),
    KeyBinding(
      [.escape, .char("q")], .viewerClose, "close", group: "Text viewer", context: .viewer,
      footer: "close"),
  ]

  static let compare: [KeyBinding] = [
    KeyBinding(
      [.char("o")], .compareNextOS, "right side: next iOS version", group: "Compare",
      context: .compare, footer: "iOS"),
    KeyBinding(
      [.char("O")], .comparePreviousOS, "right side: previous iOS version", group: "Compare",
      context: .compare),
    KeyBinding(
      [.char("d")], .compareNextDevice, "right side: next device", group: "Compare",
      context: .compare, footer: "device"),
    KeyBinding(
      [.char("D")], .comparePreviousDevice, "right side: previous device", group: "Compare",
      context: .compare),
    KeyBinding(
      [.char("r")], .compareRotate, "right side: rotate", group: "Compare", context: .compare,
      footer: "rotate"),
    KeyBinding(
      [.char("i")], .compareCall, "right side: in-call on / off", group: "Compare",
      context: .compare),
    KeyBinding(
      [.char("m")], .compareAppearance, "right side: light / dark", group: "Compare",
      context: .compare),
    KeyBinding(
      [.escape, .char("q"), .char("V")], .compareClose, "close the split view", group: "Compare",
      context: .compare, footer: "close"),
  ]
}
