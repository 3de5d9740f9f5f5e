import CodeExport
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Export as code, save as a scene (round trip, overwrite), and copy state.
@Suite struct ShareTests {
  @Test func exportShowsTheSwiftWithItsClassNames() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("b", "C")
    let text = playground.render(width: 120, height: 60).text()
    #expect(text.contains("sbplay code nav-bar-decides --do 'set Nav.barStyle=black' prints it"))
    for name in SwiftExporter.classNames(for: playground.world).values {
      #expect(text.contains("class \(name)"), "\(name)")
    }
    #expect(text.contains("navigationBar.barStyle = .black"))
    playground.press("G")
    #expect(playground.render(width: 120, height: 30).text().contains("makeRootViewController"))
    playground.press("esc")
    #expect(playground.mode == .normal)
  }

  @Test func savedSceneLoadsBackToTheSameWorld() throws {
    let files = MemorySceneStore()
    var playground = lessonApp("nav-bar-decides", files: files)
    playground.press("b", "p", "D", "m", "s", "a", "u")  // explore
    playground.finishAnimation()
    playground.press("W")
    #expect(playground.rows[38].hasPrefix("save as: nav-bar-decides-saved.yaml"))
    playground.press("enter")
    let text = try #require(files["nav-bar-decides-saved.yaml"])
    #expect(playground.screenText.contains("saved /memory/nav-bar-decides-saved.yaml"))
    let loaded = try SceneLoader.load(text: text, fileName: "nav-bar-decides-saved.yaml")
    #expect(loaded.world == playground.world)
    #expect(Snapshot(loaded.world).layout == playground.simulation.snapshot.layout)
  }

  @Test func savingOverAFileAsksFirst() throws {
    let files = MemorySceneStore(["mine.yaml": "old"])
    var playground = lessonApp("nav-bar-decides", files: files)
    playground.press("W", "ctrl+u")
    playground.type("mine.yaml")
    playground.press("enter")
    #expect(playground.screenText.contains("mine.yaml exists. Replace it?"))
    playground.press("n")
    #expect(files["mine.yaml"] == "old")
    playground.press("W", "ctrl+u")
    playground.type("mine.yaml")
    playground.press("enter", "y")
    #expect(files["mine.yaml"]?.hasPrefix("title: The navigation bar decides") == true)
  }

  @Test func savingWithoutAFileStoreExplains() {
    var playground = defaultApp()
    playground.press("W", "enter")
    #expect(playground.screenText.contains("could not save built-in-saved.yaml"))
  }

  @Test func copyStateShowsTheSceneAndTheActions() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("b", "Y")
    let text = playground.render(width: 120, height: 50).text()
    #expect(text.contains("**sbplay scene** (Scenes/nav-bar-decides.yaml)"))
    #expect(text.contains("set Nav.barStyle=black"))
    #expect(text.contains("sbplay share nav-bar-decides --do 'set Nav.barStyle=black'"))
    let expected = ShareText.markdown(
      scene: playground.scene, actions: ["set Nav.barStyle=black"],
      snapshot: playground.simulation.snapshot)
    #expect(expected.contains("**Result:** visible, .lightContent (light content)"))
  }
}

/// The hints that show a command line quote every word for a POSIX shell.
@Suite struct ShellHintTests {
  @Test func hostileScenePathsAndActionsAreQuoted() throws {
    let text = "title: t\nroot:\n  controller: { name: A }\n"
    let scene = try SceneLoader.load(text: text, fileName: "-it's $(touch x).yaml")
    var app = PlaygroundApp(scene: scene, options: UIOptions())
    try app.perform(action: "set A.title=`id`")
    _ = app.copyState()
    guard case .viewer(let viewer) = app.mode else {
      Issue.record("no viewer")
      return
    }
    #expect(viewer.hint == "sbplay share './-it'\\''s $(touch x).yaml' --do 'set A.title=`id`' prints the same text", "\(viewer.hint)")
  }

  @Test func theSavedMessageQuotesThePath() throws {
    let files = MemorySceneStore()
    var playground = lessonApp("nav-bar-decides", files: files)
    playground.press("W", "ctrl+u")
    playground.type("-my $(x).yaml")
    playground.press("enter")
    #expect(files["-my $(x).yaml"] != nil)
    #expect(playground.screenText.contains("sbplay './-my $(x).yaml' opens it"), "\(playground.screenText)")
  }
}

/// `K` writes the screen as an SVG picture (the in-app counterpart of
/// `sbplay render --format svg`), at the size the user sees, and never replaces a file.
@Suite struct PictureKeyTests {
  @Test func kWritesTheScreenAsAnSVGAtItsSize() throws {
    let files = MemorySceneStore()
    var playground = lessonApp("nav-bar-decides", files: files)
    _ = playground.render(width: 100, height: 30)
    playground.press("K")
    #expect(playground.render(width: 100, height: 30).text().contains("picture of the screen: sbplay-screen.svg"))
    playground.press("enter")
    let svg = try #require(files["sbplay-screen.svg"])
    #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
    #expect(svg.contains("9:41"), "the screen's text is in the picture")
    #expect(svg.contains("width=\"\(100 * 9)\"") || svg.contains("\(100 * 9)"), "100 columns wide")
    #expect(playground.render(width: 100, height: 30).text().contains("saved the screen as /memory/sbplay-screen.svg"))
    // Again: the file exists, so nothing is replaced and the message says why.
    playground.press("K", "enter")
    #expect(playground.render(width: 100, height: 30).text().contains("never replace"))
  }

  /// The picture is the screen as it was when K was pressed: not K's own line or its message
  /// ("save the screen as an SVG picture …"), not K in presenter mode's key strip.
  @Test func thePictureHasNoSavePromptInIt() throws {
    for presenter in [false, true] {
      let files = MemorySceneStore()
      var playground = lessonApp("nav-bar-decides", files: files, options: UIOptions(presenter: presenter))
      let before = playground.render(width: 120, height: 40)
      playground.press("K")
      playground.type("x")
      playground.press("enter")
      let svg = try #require(files["sbplay-screen.svgx"])
      #expect(!svg.contains("save the screen"), "presenter \(presenter)")
      #expect(!svg.contains("picture of the screen"), "presenter \(presenter)")
      #expect(svg == before.svg(background: playground.background), "presenter \(presenter): the screen as it was")
    }
  }

  /// Tab at K's line saves the device alone (as `sbplay render --device-only` does).
  @Test func tabSavesTheDeviceOnly() throws {
    let files = MemorySceneStore()
    var playground = lessonApp("nav-bar-decides", files: files)
    let screen = playground.render(width: 120, height: 40)
    playground.press("K", "tab")
    #expect(playground.render(width: 120, height: 40).text().contains("picture of the device: sbplay-device.svg"))
    playground.press("enter")
    let svg = try #require(files["sbplay-device.svg"])
    let area = try #require(playground.deviceArea(width: 120, height: 40))
    #expect(svg == screen.svg(background: playground.background, crop: area))
    #expect(playground.render(width: 120, height: 40).text().contains("saved the device as"))
  }
}
