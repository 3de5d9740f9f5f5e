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
}
