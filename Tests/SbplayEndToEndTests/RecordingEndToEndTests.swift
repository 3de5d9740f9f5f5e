import Foundation
import Testing

/// Recordings made by the real binary replay the session they recorded: its scene, device and
/// iOS version, its size and pace, and its clicks as what they did. `sbplay cast` plays them at
/// their pace (or another), in presenter mode, and refuses one whose scene is not the recorded one.
@Suite(.serialized) struct RecordingEndToEndTests {
  static func command(_ args: String) -> String {
    "bash -c '\(sbplayBinary) \(args); echo EXIT=$?; sleep 30'"
  }

  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "sbplay-rec-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The column and row where `text` is drawn, looking at columns before `before`.
  static func cell(of text: String, in screen: String, before: Int = 40) -> (x: Int, y: Int)? {
    for (y, line) in screen.components(separatedBy: "\n").enumerated() {
      let characters = Array(line)
      for x in 0..<min(before, characters.count) where x + text.count <= characters.count {
        if String(characters[x..<(x + text.count)]) == text { return (x, y) }
      }
    }
    return nil
  }

  /// A session with taps on the device (a tab, another tab, the back button) and keys, recorded
  /// in tmux at 80x24, then replayed with `--replay`: the replay's screen is the session's.
  @Test(.needsTmux) func aSessionWithClicksReplaysToTheSameScreen() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let recording = dir + "/session.txt"
    let tmux = TmuxDriver(command: Self.command("--record \(recording)"), width: 80, height: 24, name: "recclicks")
    #expect(tmux.waitFor("9:41"), "\(tmux.screen())")
    let settings = try #require(Self.cell(of: "Settings", in: tmux.screen()), "\(tmux.screen())")
    tmux.mouse(x: settings.x, y: settings.y)
    #expect(tmux.waitFor("select Settings"), "\(tmux.screen())")
    tmux.press("h")
    // What h did, not the resolver's prefersStatusBarHidden already on the screen: the tab's
    // cell below is read from a screen after the key.
    #expect(tmux.waitFor("prefersStatusBarHidden=true"), "\(tmux.screen())")
    let nav = try #require(Self.cell(of: "Nav ", in: tmux.screen()), "\(tmux.screen())")
    tmux.mouse(x: nav.x, y: nav.y)
    #expect(tmux.waitFor("select Nav"), "\(tmux.screen())")
    // The back button shows once the status bar has hidden (the animation ends by itself).
    #expect(tmux.waitUntil { Self.cell(of: "‹", in: $0) != nil }, "\(tmux.screen())")
    let back = try #require(Self.cell(of: "‹", in: tmux.screen()), "\(tmux.screen())")
    tmux.mouse(x: back.x + 1, y: back.y)
    #expect(tmux.waitFor("pop "), "\(tmux.screen())")
    // The animation ends on its own after a click (it used to wait for the next key).
    #expect(tmux.waitUntil { !$0.contains("showing") && !$0.contains("hiding") }, "\(tmux.screen())")
    let session = tmux.screen()
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"), "\(tmux.screen())")
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    for line in [
      "@recording 2", "@scene built-in fnv1a64=", "@device \"iPhone 8\"", "@os 12.0", "@size 80x24", "@tap select Settings", "@tap select Nav", "@tap pop",
      "@wait ",
    ] {
      #expect(text.contains(line), "`\(line)` missing:\n\(text)")
    }
    let replay = TmuxDriver(command: Self.command("--replay \(recording)"), width: 80, height: 24, name: "recreplay")
    #expect(replay.waitFor("9:41"), "\(replay.screen())")
    #expect(replay.waitUntil { $0 == session }, "replayed:\n\(replay.screen())\nsession:\n\(session)")
    replay.press("q")
  }

  static func write(_ text: String, _ path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  static func header(scene: String = "@scene built-in \(builtInFingerprint)", device: String = "\"iPhone 8\"", os: String = "12.0", presenter: String = "off")
    -> String
  {
    "@recording 2\n\(scene)\n@device \(device)\n@os \(os)\n@presenter \(presenter)\n@predict off\n"
  }

  /// The built-in scene's fingerprint, as a recording of it holds it.
  static var builtInFingerprint: String {
    let dir = NSTemporaryDirectory() + "sbplay-fp-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A recording of nothing made headlessly is not possible (--record needs a terminal): the
    // fingerprint is read from a cast refusal, which names both.
    try? "@recording 2\n@scene built-in fnv1a64=0000000000000000\n@device \"iPhone 8\"\n@os 12.0\n@presenter off\n@predict off\n"
      .write(toFile: dir + "/r.txt", atomically: true, encoding: .utf8)
    let result = sbplay(["cast", dir + "/r.txt"])
    guard let range = result.err.range(of: #"differs \(fnv1a64=[0-9a-f]{16}\)"#, options: .regularExpression) else { return "" }
    return String(result.err[range].dropFirst(9).dropLast())
  }

  static func frames(_ cast: String) throws -> [(time: Double, kind: String, data: String)] {
    try cast.split(separator: "\n").dropFirst().map { line in
      let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      return (array[0] as? Double ?? Double(array[0] as? Int ?? -1), array[1] as? String ?? "", array[2] as? String ?? "")
    }
  }

  @Test func castRefusesARecordingWhoseSceneDiffers() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.write(Self.header(scene: "@scene bundled nav-bar-decides fnv1a64=0123456789abcdef") + "key j\n", dir + "/old.txt")
    let changed = sbplay(["cast", dir + "/old.txt"])
    #expect(changed.status == 2)
    #expect(changed.err.contains("bundled scene nav-bar-decides as it was then (fnv1a64=0123456789abcdef)"), "\(changed.err)")
    #expect(changed.out.isEmpty)
    // A scene named on the command line must be the recorded one.
    let fingerprint = Self.builtInFingerprint
    try #require(fingerprint.hasPrefix("fnv1a64="))
    try Self.write(Self.header() + "key j\n", dir + "/builtin.txt")
    let other = sbplay(["cast", dir + "/builtin.txt", "nav-bar-decides"])
    #expect(other.status == 2)
    #expect(other.err.contains("it was recorded on the built-in scene (\(fingerprint)), and nav-bar-decides differs"), "\(other.err)")
    #expect(sbplay(["cast", dir + "/builtin.txt"]).status == 0)
    let device = sbplay(["cast", dir + "/builtin.txt", "--device", "iPhone 15 Pro"])
    #expect(device.status == 2 && device.err.contains("it was recorded on iPhone 8"), "\(device.err)")
    // A newer format is refused, saying so.
    try Self.write("@recording 9\n", dir + "/newer.txt")
    let newer = sbplay(["cast", dir + "/newer.txt"])
    #expect(newer.status == 2 && newer.err.contains("newer than this sbplay reads"), "\(newer.err)")
  }

  /// A user's scene travels inside the recording: the cast needs no file, and an edited file
  /// named on the command line is refused.
  @Test func aUsersSceneTravelsInsideTheRecording() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = "title: Mine\ndevice: iPhone 8\nos: \"12.0\"\nroot:\n  navigation:\n    name: Nav\n    viewControllers:\n      - controller: { name: First }\n"
    try Self.write(scene, dir + "/mine.yaml")
    let check = sbplay(["state", dir + "/mine.yaml"])
    try #require(check.status == 0, "\(check.err)")
    var lines = ["@recording 2", "@scene file mine.yaml FP"] + scene.split(separator: "\n").map { "@| " + $0 }
    lines += ["@device \"iPhone 8\"", "@os 12.0", "@presenter off", "@predict off", "@focus First", "key p", ""]
    // A fingerprint that is not the text's is refused naming the line.
    try Self.write(lines.joined(separator: "\n"), dir + "/rec.txt")
    let wrong = sbplay(["cast", dir + "/rec.txt"])
    #expect(wrong.status == 2 && wrong.err.contains("line 2") && wrong.err.contains("does not match its fingerprint"), "\(wrong.err)")
    lines[1] = "@scene file mine.yaml \(Self.fnv(scene))"
    try Self.write(lines.joined(separator: "\n"), dir + "/rec.txt")
    try FileManager.default.removeItem(atPath: dir + "/mine.yaml")
    let alone = sbplay(["cast", dir + "/rec.txt"])
    #expect(alone.status == 0, "\(alone.err)")
    #expect(alone.out.contains("Mine") && alone.out.contains("VC2"), "the carried scene, First focused, then pushed on")
    try Self.write(scene.replacingOccurrences(of: "First", with: "Second"), dir + "/mine.yaml")
    let edited = sbplay(["cast", dir + "/rec.txt", dir + "/mine.yaml"])
    #expect(edited.status == 2 && edited.err.contains("it was recorded on scene file mine.yaml"), "\(edited.err)")
  }

  /// FNV-1a, 64 bits, as recordings fingerprint scene text.
  static func fnv(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "fnv1a64=" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  @Test func castPlaysAtTheRecordedPaceOrAnother() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.write(Self.header() + "@size 80x24\nkey j\n@wait 2.00\nkey k\n@wait 0.50\n@focus Settings\n", dir + "/paced.txt")
    let real = sbplay(["cast", dir + "/paced.txt"])
    try #require(real.status == 0, "\(real.err)")
    #expect(real.out.hasPrefix("{") && real.out.contains("\"width\":80") && real.out.contains("\"height\":24"), "the recorded size")
    #expect(try Self.frames(real.out).map(\.time) == [0, 0, 2, 2.5], "the recorded pace")
    let fast = sbplay(["cast", dir + "/paced.txt", "--pace", "2"])
    #expect(try Self.frames(fast.out).map(\.time) == [0, 0, 1, 1.25])
    let fixed = sbplay(["cast", dir + "/paced.txt", "--delay", "0.5", "--size", "100x30"])
    #expect(try Self.frames(fixed.out).map(\.time) == [0, 0.5, 1, 1.5])
    #expect(fixed.out.contains("\"width\":100"))
    #expect(sbplay(["cast", dir + "/paced.txt", "--pace", "0"]).status == 2)
    // Waits add up to whole milliseconds, written without floating-point noise.
    try Self.write(Self.header() + "key j\n@wait 0.37\nkey k\n@wait 0.37\nkey j\n@wait 0.37\nkey k\n", dir + "/sum.txt")
    let summed = sbplay(["cast", dir + "/sum.txt"])
    #expect(try Self.frames(summed.out).map(\.time) == [0, 0, 0.37, 0.74, 1.11], "\(summed.err)")
    #expect(summed.out.contains("[1.11,"), "\(summed.out.suffix(200))")
    // The click replays as focusing Settings: the last frame says so.
    #expect(try Self.frames(real.out).last?.data.contains("focus: Settings") == true)
  }

  /// `--present` draws presenter mode; a recording made in it plays in it without the flag.
  @Test func castPlaysPresenterMode() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.write(Self.header() + "key j\n", dir + "/plain.txt")
    try Self.write(Self.header(presenter: "on") + "key j\n", dir + "/presenter.txt")
    let plain = sbplay(["cast", dir + "/plain.txt"])
    let flag = sbplay(["cast", dir + "/plain.txt", "--present"])
    let recorded = sbplay(["cast", dir + "/presenter.txt"])
    try #require(plain.status == 0 && flag.status == 0 && recorded.status == 0, "\(plain.err)\(flag.err)\(recorded.err)")
    #expect(plain.out != flag.out, "presenter mode draws otherwise")
    #expect(flag.out == recorded.out)
  }

  /// An older recording (no header) still plays on the scene given, and says that its clicks,
  /// kept as comments then, are not replayed.
  @Test func anOlderRecordingStillPlaysAndSaysWhatItLacks() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.write("key p  # push VC3\n# mouse press 10,5: focus Nav (on the device)\nkey p\n", dir + "/old.txt")
    let result = sbplay(["cast", dir + "/old.txt"])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.err.contains("an older recording: its 1 click is kept as comments and not replayed"), "\(result.err)")
    #expect(try Self.frames(result.out).count == 3)
  }
}

/// `sbplay slides` writes one SVG per step (and one before each question) into a folder, and
/// never replaces a file.
@Suite struct SlidesEndToEndTests {
  @Test func slidesAreWrittenOncePerStepAndNeverReplaced() throws {
    let dir = try RecordingEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = sbplay(["slides", "nav-bar-decides", "--output", dir + "/talk"])
    #expect(result.status == 0, "\(result.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/talk").sorted()
    #expect(files.first == "step-01-question.svg" && files.contains("step-01.svg"), "\(files)")
    let svg = try String(contentsOfFile: dir + "/talk/step-01.svg", encoding: .utf8)
    #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
    let again = sbplay(["slides", "nav-bar-decides", "--output", dir + "/talk"])
    #expect(again.status == 2 && again.err.contains("never replace"), "\(again.err)")
    try "root:\n  controller: { name: Alone }\n".write(toFile: dir + "/plain.yaml", atomically: true, encoding: .utf8)
    let none = sbplay(["slides", dir + "/plain.yaml", "--output", dir + "/none"])
    #expect(none.status == 2 && none.err.contains("has no lesson"), "\(none.err)")
  }
}
