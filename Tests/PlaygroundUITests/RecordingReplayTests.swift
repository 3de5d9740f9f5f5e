import CellGrid
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// A recording replays the session it recorded: clicks are kept as what they did (`@focus`,
/// `@panel`, `@scroll`, `@tap`), so every frame of the replay is the frame the session drew.
@Suite struct RecordingReplayTests {
  /// The cell where `text` is drawn in a frame, looking only at columns `columns`.
  static func find(_ text: String, in app: PlaygroundApp, columns: Range<Int> = 0..<120, width: Int = 120, height: Int = 40)
    -> MouseEvent?
  {
    for (y, row) in app.render(width: width, height: height).rows().enumerated() {
      let characters = Array(row)
      guard characters.count >= text.count else { continue }
      for x in columns where x + text.count <= characters.count {
        if String(characters[x..<(x + text.count)]) == text { return MouseEvent(.press, x: x, y: y) }
      }
    }
    return nil
  }

  /// The device's columns on a 120x40 screen.
  static func deviceColumns(_ app: PlaygroundApp) -> Range<Int> {
    let area = app.deviceArea(width: 120, height: 40)!
    return area.x..<area.maxX
  }

  /// A session of keys and clicks: focus Nav in the tree, push, tap the Settings tab, tap the
  /// Nav tab, tap back, focus a panel, scroll it, focus a controller on the device.
  static func recordSession() -> (app: PlaygroundApp, frames: [Grid]) {
    var app = defaultApp()
    var frames: [Grid] = []
    func step(_ event: MouseEvent?) {
      guard let event else {
        Issue.record("nothing to click")
        return
      }
      _ = app.handleMouse(event, width: 120, height: 40)
      // The frame once the status bar's animation has ended, as a replay draws it.
      app.finishAnimation()
      frames.append(app.render(width: 120, height: 40))
    }
    func key(_ text: String) {
      app.press(text)
      app.finishAnimation()
      frames.append(app.render(width: 120, height: 40))
    }
    _ = app.render(width: 120, height: 40)
    step(find("  Nav  ", in: app, columns: 60..<120).map { MouseEvent(.press, x: $0.x + 2, y: $0.y) })
    key("p")
    step(find("Settings", in: app, columns: deviceColumns(app)))
    key("h")
    step(find("Nav", in: app, columns: deviceColumns(app)).map { MouseEvent(.press, x: $0.x, y: 33) })
    step(find("‹", in: app, columns: deviceColumns(app)))
    step(find("Layout (points)", in: app))
    step(find("Warnings & log", in: app).map { MouseEvent(.wheelDown, x: $0.x, y: $0.y + 2) })
    step(MouseEvent(.press, x: 18, y: 20))
    key("s")
    return (app, frames)
  }

  @Test func aRecordingWithClicksReplaysEveryFrame() throws {
    let (recorded, frames) = Self.recordSession()
    let lines = recorded.recordedLines
    try #require(lines.count == frames.count, "one line per key or click: \(lines)")
    #expect(!lines.contains { $0.hasPrefix("# mouse") }, "every click did something: \(lines)")
    var replayed = defaultApp()
    for (index, line) in lines.enumerated() {
      let errors = replayed.replay(lines: [line])
      #expect(errors.isEmpty, "\(line): \(errors)")
      let frame = replayed.render(width: 120, height: 40)
      #expect(frame.text() == frames[index].text(), "frame \(index + 1) after `\(line)`")
      #expect(frame == frames[index], "frame \(index + 1) after `\(line)`: the same text, other colours")
    }
    #expect(replayed.world == recorded.world)
  }

  /// The click that focused Nav is replayed as focusing Nav: the next key (`p`, push) acts on
  /// Nav's stack in the replay as it did in the session.
  @Test func aClickThatFocusedNavIsReplayedAsFocusingNav() throws {
    let (recorded, _) = Self.recordSession()
    let lines = recorded.recordedLines
    #expect(lines.first?.hasPrefix("@focus Nav") == true, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("@tap select Settings") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("@tap pop") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("@panel layout") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("@scroll log down") }, "\(lines)")
  }

  /// Clicks on the device act as taps: a tab selects it, the back button pops.
  @Test func clicksOnTheDeviceActLikeTaps() throws {
    var app = defaultApp()
    let settings = try #require(Self.find("Settings", in: app, columns: Self.deviceColumns(app)))
    _ = app.handleMouse(settings, width: 120, height: 40)
    let tabs = try #require(app.world.id(named: "Tabs"))
    #expect(app.world.controllers[tabs]?.selectedIndex == 1, "the Settings tab is selected")
    let nav = try #require(Self.find("Nav", in: app, columns: Self.deviceColumns(app)))
    _ = app.handleMouse(MouseEvent(.press, x: nav.x, y: 33), width: 120, height: 40)
    #expect(app.world.controllers[tabs]?.selectedIndex == 0)
    let back = try #require(Self.find("‹Home", in: app, columns: Self.deviceColumns(app)))
    let navID = try #require(app.world.id(named: "Nav"))
    #expect(app.world.controllers[navID]?.children.count == 2)
    _ = app.handleMouse(back, width: 120, height: 40)
    #expect(app.world.controllers[navID]?.children.count == 1, "the back button popped Detail")
  }

  @Test func replayRefusesABadMouseLineNamingIt() {
    var app = defaultApp()
    let errors = app.replay(lines: ["@focus Nobody", "@panel nowhere", "@scroll log sideways", "@tap fly", "@bogus 1"])
    #expect(errors.count == 5, "\(errors)")
    #expect(errors[0].contains("line 1") && errors[0].contains("no controller named `Nobody`"), "\(errors)")
    #expect(errors[1].contains("one of lesson, why, tree"), "\(errors)")
    #expect(errors[4].contains("is not a line of a recording"), "\(errors)")
  }

  @Test func theHeaderReadsBackWhatItWrote() throws {
    let text = "title: \"mine # not a comment\"\ncontrollers: []\n"
    let header = RecordingHeader(
      scene: .file(name: "my lesson.yaml", text: text), device: "iPhone 15 Pro", os: "17.0", presenter: true, predict: false)
    let read = try #require(try RecordingHeader.read(header.lines + ["@size 80x24", "key j"]))
    #expect(read == header)
    let noNewline = RecordingHeader(scene: .file(name: "a.yaml", text: "x: 1"), device: "iPhone 8", os: "12.0", presenter: false, predict: true)
    #expect(try RecordingHeader.read(noNewline.lines) == noNewline)
    let bundled = RecordingHeader(
      scene: .bundled(name: "nav-bar-decides", fingerprint: RecordingHeader.fingerprint(of: "x")), device: "iPhone 8", os: "12.0",
      presenter: false, predict: false)
    #expect(try RecordingHeader.read(bundled.lines) == bundled)
    #expect(try RecordingHeader.read(["key j", "# mouse press 1,2: focus Nav"]) == nil, "an older recording has no header")
  }

  @Test func aBadHeaderIsRefusedWithItsLine() {
    func problem(_ lines: [String]) -> String {
      do {
        _ = try RecordingHeader.read(lines)
        return "read"
      } catch {
        return error.description
      }
    }
    #expect(problem(["@recording 3"]).contains("newer than this sbplay reads"))
    #expect(problem(["@recording 2", "@scene bundled x fnv1a64=0", "@device iPhone", "key j"]).contains("line 4"))
    #expect(
      problem(["@recording 2", "@scene file a.yaml fnv1a64=0000000000000000", "@| title: x", "@device a", "@os 12.0", "@presenter on", "@predict off"])
        .contains("does not match its fingerprint"))
    #expect(problem(["@recording 2", "@scene bundled x fnv1a64=0", "@device a", "@os 12.0", "@presenter maybe"]).contains("`on` or `off`"))
  }
}
