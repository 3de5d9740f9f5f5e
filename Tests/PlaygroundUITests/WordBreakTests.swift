import SceneFile
import Testing

@testable import PlaygroundUI

/// Narration and lesson text never break inside a word: a word the line can hold moves to the
/// next line whole; only a word longer than the line may be cut.
@Suite struct WordBreakTests {
  /// The text between box borders on a row, with the column it starts at.
  static func segments(_ row: String) -> [(start: Int, text: [Character])] {
    var result: [(Int, [Character])] = []
    var current: [Character] = []
    var start = 0
    for (index, character) in row.enumerated() {
      if "│┃║|╭╮╰╯".contains(character) {
        result.append((start, current))
        current = []
        start = index + 1
      } else {
        current.append(character)
      }
    }
    result.append((start, current))
    return result
  }

  static let separators: Set<Character> = [" ", ".", "=", "/", ",", "(", ")", "\"", ";", ":"]

  /// Words of a lesson's text cut across two rows of the same box: `modalPresentationCapturesSta`
  /// at the end of one row, `tusBarAppearance` starting the next, in a box that could hold it.
  static func brokenWords(_ rows: [String], words: Set<String>) -> [String] {
    var found: [String] = []
    for (index, row) in rows.enumerated().dropLast() {
      let next = segments(rows[index + 1])
      for (start, text) in segments(row) {
        let line = String(text)
        let trimmed = line.reversed().drop { $0 == " " }
        guard trimmed.count > 0, let last = String(trimmed.reversed()).split(whereSeparator: { separators.contains($0) }).last
        else { continue }
        guard let below = next.first(where: { $0.start == start }),
          let first = String(below.text).split(whereSeparator: { separators.contains($0) }).first
        else { continue }
        let word = String(last) + String(first)
        // The box's borders and padding take up to eight columns (presenter mode's narration).
        if words.contains(word), word.count <= text.count - 8 {
          found.append("\(last)/\(first) in a box \(text.count) wide")
        }
      }
    }
    return found
  }

  /// The lesson's words (its texts and actions, split at punctuation) of eight letters or more.
  static func words(of scene: Scene) -> Set<String> {
    var texts = [scene.title ?? "", scene.summary ?? ""]
    for step in scene.steps { texts += [step.say ?? "", step.ask ?? "", step.answer ?? "", step.hint ?? ""] + step.actions }
    return Set(
      texts.flatMap { $0.split(whereSeparator: { separators.contains($0) || $0 == "\n" }).map(String.init) }
        .filter { $0.count >= 8 })
  }

  @Test(arguments: [false, true].flatMap { presenter in classroomSizes.map { (presenter, $0.0, $0.1) } })
  func noLessonTextBreaksInsideAWord(presenter: Bool, width: Int, height: Int) throws {
    var broken: [String] = []
    for entry in LessonCatalog.allLessons {
      let scene = try #require(LessonCatalog.scene(named: entry.name))
      let words = Self.words(of: scene)
      var app = lessonApp(entry.name, options: UIOptions(presenter: presenter))
      app.press("enter")
      var keys = 0
      while let session = app.lesson, !session.finished, keys < 100 {
        keys += 1
        // The step as it opens, with its hint, and with its solution (or its reveal).
        for extra in [[], ["S"]] {
          var shown = app
          for key in extra { shown.press(key) }
          for cut in Self.brokenWords(shown.render(width: width, height: height).rows(), words: words) {
            broken.append("\(entry.name) step \(session.index + 1) \(extra) \(width)x\(height): \(cut)")
          }
        }
        if session.questionOpen { app.press("esc") } else { app.press("enter") }
      }
    }
    #expect(broken.isEmpty, "\(broken.count) words cut:\n\(broken.prefix(40).joined(separator: "\n"))")
  }
}

/// A choice longer than its panel (an imported app's class name) is cut with `…`, never broken
/// across two rows, at every size, in the lesson panel and in "Your prediction".
@Suite struct LongChoiceTests {
  @Test(arguments: classroomSizes)
  func aLongChoiceIsCutNotBroken(width: Int, height: Int) throws {
    let long = "CheckoutFlowPaymentMethodSelectionViewControllerWithApplePayAndWallet"
    var playground = app("iPhone 8", os: "15.0", .nav("Nav", [.vc("Home"), .vc(long)]))
    playground.press("e", "s")
    #expect(playground.mode == .question)
    let rows = playground.render(width: width, height: height).rows()
    let index = try #require(rows.firstIndex { $0.contains("2  Checkout") }, "\(width)x\(height):\n\(rows.joined(separator: "\n"))")
    #expect(rows[index].contains("…") || rows[index].contains(long), "\(width)x\(height): \(rows[index])")
    // The row below holds the next choice line or the panel's keys, not the rest of the name.
    #expect(!rows[index + 1].contains("Wallet"), "\(width)x\(height): \(rows[index + 1])")
  }
}
