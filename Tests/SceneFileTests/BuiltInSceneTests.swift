import SceneFile
import StatusBarCore
import Testing

@Suite struct BuiltInSceneTests {
  @Test func loadsAndItsLessonPasses() throws {
    let scene = BuiltInScene.load()
    #expect(scene.title == "A tab bar with a navigation stack")
    #expect(scene.source == "<built-in>")
    #expect(scene.world.environment.device.name == "iPhone 8")
    #expect(scene.world.os == OSVersion(12, 0))
    #expect(scene.steps.count == 4)
    #expect(scene.world.shown.styleDecider.description == "Nav")
    let result = LessonChecker.run(scene)
    #expect(result.passed, "\(result.failures)")
  }

  /// Start-up builds the scene in code (no YAML parse); its text must say the same.
  @Test func theSceneBuiltInCodeIsExactlyItsTextParsed() throws {
    let built = BuiltInScene.load()
    let parsed = try BuiltInScene.parse()
    #expect(built.title == parsed.title)
    #expect(built.summary == parsed.summary)
    #expect(built.source == parsed.source)
    #expect(built.world == parsed.world)
    #expect(built.steps.count == parsed.steps.count)
    for (mine, theirs) in zip(built.steps, parsed.steps) { #expect(mine == theirs) }
  }
}
