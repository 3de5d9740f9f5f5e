import Foundation
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// `sbplay check` reads each written answer as the playground does and compares it with what
/// UIKit resolves after the step: a wrong key is an error naming file:line:column.
@Suite struct AnswerCheckTests {
  static let wrongKey = """
    title: A wrong key
    device: iPhone X
    os: "13.0"
    root:
      navigation:
        name: Nav
        viewControllers:
          - controller: { name: First, prefersStatusBarHidden: false }
    steps:
      - ask: The phone turns to landscape. Who decides whether the bar is hidden?
        answer: First
        do: rotate landscapeLeft
    """

  @Test func aDeciderTheSystemOverrulesFailsWithWhereAndHowToFix() throws {
    let scene = try SceneLoader.load(text: Self.wrongKey, fileName: "wrong.yaml")
    let findings = AnswerCheck.run(scene)
    let error = try #require(findings.first { $0.isError })
    #expect(error.location == "wrong.yaml:11:13")
    #expect(error.text.contains("says First decides"))
    #expect(error.text.contains("decided by system"))
    #expect(error.text.contains("make the answer system"))
  }

  @Test func everyBundledAnswerKeyHolds() throws {
    for entry in LessonCatalog.allLessons {
      let scene = try #require(LessonCatalog.scene(named: entry.name))
      let errors = AnswerCheck.run(scene).filter(\.isError)
      #expect(errors.isEmpty, "\(errors.map(\.text))")
    }
  }

  /// Every other choice of every bundled question sbplay can check, put in as the key, fails.
  @Test func everyWrongChoiceOfABundledQuestionIsCaught() throws {
    var swapped = 0
    for entry in LessonCatalog.allLessons {
      let scene = try #require(LessonCatalog.scene(named: entry.name))
      var simulation = Simulation(world: scene.world)
      for (index, step) in scene.steps.enumerated() {
        let before = simulation.world
        for action in step.actions { try simulation.perform(action) }
        guard let ask = step.ask, let answer = step.answer else { continue }
        let question = QuestionMaker.fromAsk(ask, answer: answer, before: before, after: simulation.world)
        guard [.decider, .darkLight, .hiddenVisible, .points].contains(question.kind) else { continue }
        for choice in question.choices where choice != question.correct {
          var wrong = scene
          wrong.steps[index].answer = choice
          let errors = AnswerCheck.run(wrong).filter { $0.isError && $0.step == index + 1 }
          // A decider question that names no lane accepts either lane's decider.
          let otherLane = [simulation.snapshot.shown.styleDecider.description, simulation.snapshot.shown.hiddenDecider.description]
          if question.kind == .decider, otherLane.contains(choice) { continue }
          #expect(!errors.isEmpty, "\(entry.name) step \(index + 1): \"\(choice)\" for \"\(ask)\" passed")
          swapped += 1
        }
      }
    }
    #expect(swapped > 40)
  }

  @Test func aFreeTextAnswerIsAWarningNotAFailure() throws {
    let text = Self.wrongKey.replacingOccurrences(of: "answer: First", with: "answer: Something about landscape")
    let findings = AnswerCheck.run(try SceneLoader.load(text: text, fileName: "free.yaml"))
    #expect(findings.count == 1)
    #expect(findings.first?.isError == false)
    #expect(findings.first?.text.contains("cannot be checked") == true)
  }
}
