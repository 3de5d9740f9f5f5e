import BundledScenes
import Foundation
import CellGrid
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// `sbplay slides`: a lesson as slides, one per step (and one before each question), the device
/// beside the narration, and a question's slide holds nothing of its answer's narration.
@Suite struct LessonSlidesTests {
  static func scene(_ name: String) throws -> Scene {
    let entry = try #require(BundledScenes.named(name))
    return try SceneLoader.load(text: entry.text, fileName: "Scenes/" + entry.fileName)
  }

  @Test func everyBundledLessonMakesOneSlidePerStepAndOneBeforeEachQuestion() throws {
    for entry in BundledScenes.all {
      let scene = try SceneLoader.load(text: entry.text, fileName: entry.fileName)
      guard !scene.steps.isEmpty else { continue }
      let slides = try LessonSlides.make(scene: scene, width: 120, height: 40, options: UIOptions()).get()
      let questions = scene.steps.filter { $0.ask != nil }.count
      #expect(slides.count == scene.steps.count + questions, "\(entry.name)")
      for slide in slides {
        let text = slide.grid.text()
        #expect(text.contains("step "), "\(entry.name) \(slide.name)")
        #expect(!text.contains("l lessons"), "\(entry.name) \(slide.name): the footer is not on a slide")
      }
    }
  }

  @Test func aQuestionSlideHoldsNoAnswerAndTheNextOneDoes() throws {
    let scene = try Self.scene("nav-bar-decides")
    let slides = try LessonSlides.make(scene: scene, width: 120, height: 40, options: UIOptions()).get()
    let index = try #require(scene.steps.firstIndex { $0.ask != nil && $0.say != nil })
    let step = scene.steps[index]
    let question = try #require(slides.first { $0.name.hasSuffix("\(index + 1)-question") })
    let answer = try #require(slides.first { $0.name.hasSuffix("-0\(index + 1)") || $0.name == "step-\(index + 1)" })
    let say = String(try #require(step.say).prefix(25))
    let questionText = question.grid.text().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    let answerText = answer.grid.text().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(!questionText.contains("Answer:"), "\(questionText)")
    #expect(!questionText.contains(try #require(scene.title)), "the lesson's title may give the answer away")
    #expect(!questionText.contains(say), "\(questionText)")
    #expect(answerText.contains("Answer: "), "\(answerText)")
    #expect(answerText.replacingOccurrences(of: "│", with: " ").contains(String(say.split(separator: " ").first ?? "")), "\(answerText)")
    #expect(question.grid.text().contains("9:41") || question.grid.text().contains("━"), "the device is drawn")
  }

  @Test func aSceneWithoutALessonIsRefused() {
    let scene = BuiltInScene.load()
    var plain = scene
    plain.steps = []
    guard case .failure(let error) = LessonSlides.make(scene: plain, width: 120, height: 40, options: UIOptions()) else {
      Issue.record("made slides of nothing")
      return
    }
    #expect(error.message.contains("has no lesson"))
  }
}
