import BundledScenes
import SceneFile
import Testing

/// The lesson facts the build reads from `Scenes/` (title, summary, number of steps) are the
/// ones the full parse gives, for every bundled scene, so the menu and the first screen show
/// the same thing without parsing any lesson.
@Suite struct BundledFactsTests {
  @Test(arguments: BundledScenes.all.map(\.name))
  func buildTimeFactsMatchTheParse(_ name: String) throws {
    let entry = try #require(BundledScenes.named(name))
    let facts = try #require(entry.facts, "the build reads \(entry.fileName) without a parse")
    let scene = try SceneLoader.load(text: entry.text, fileName: "Scenes/" + entry.fileName)
    #expect(facts.title == scene.title)
    #expect(facts.summary == scene.summary)
    #expect(facts.stepCount == scene.steps.count)
  }
}
