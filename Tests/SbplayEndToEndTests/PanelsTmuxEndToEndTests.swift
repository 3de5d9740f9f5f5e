import Foundation
import Testing

/// The panels as a person checks them: the real binary in tmux. Panels are focused with
/// Shift-Tab and by clicks, scrolled with keys and the mouse wheel; a session recorded in the
/// terminal becomes an asciicast a JSON reader accepts; the SVG pictures parse as XML with a
/// second, independent parser (Python's minidom) where Python is installed.
@Suite(.serialized) struct PanelsTmuxEndToEndTests {
  static func command(_ args: String = "") -> String {
    "bash -c '\(sbplayBinary) \(args); echo EXIT=$?; sleep 30'"
  }

  /// "lines a-b of n" on a focused panel's bottom border, as (a, n).
  static func position(_ screen: String) -> (first: Int, total: Int)? {
    guard let range = screen.range(of: #"lines (\d+)-\d+ of (\d+)"#, options: .regularExpression)
    else { return nil }
    let numbers = screen[range].split { !$0.isNumber }.compactMap { Int($0) }
    return numbers.count == 3 ? (numbers[0], numbers[2]) : nil
  }

  /// Which panel the footer says is focused, if any.
  static func focusedPanel(_ screen: String) -> String? {
    ["tree", "resolver", "layout", "log"].first { screen.contains("\($0) panel focused") }
  }

  static func row(of text: String, in screen: String) -> Int? {
    screen.components(separatedBy: "\n").firstIndex { $0.contains(text) }
  }

  @Test(.needsTmux) func shiftTabFocusesEveryPanelInTurn() throws {
    let tmux = TmuxDriver(command: Self.command(), width: 80, height: 24, name: "btab")
    #expect(tmux.waitFor("9:41"), "\(tmux.screen())")
    tmux.press("p")
    #expect(tmux.waitFor("focus: VC3"), "\(tmux.screen())")
    var seen: [String] = []
    for _ in 0..<4 {
      tmux.press("BTab")
      let focused = tmux.waitUntil { screen in
        ["tree", "resolver", "layout", "log"].contains { name in
          !seen.contains(name) && screen.contains("\(name) panel focused")
        }
      }
      #expect(focused, "\(tmux.screen())")
      let screen = tmux.screen()
      if let name = ["tree", "resolver", "layout", "log"].first(where: { screen.contains("\($0) panel focused") }) {
        seen.append(name)
        // The focused panel is marked on its border.
        let title = ["tree": "→ Controllers", "resolver": "→ Resolver", "layout": "→ Layout", "log": "→ Warnings"][name]!
        #expect(screen.contains(title), "\(screen)")
      }
    }
    #expect(Set(seen) == ["tree", "resolver", "layout", "log"], "\(seen)")
    tmux.press("Escape")
    #expect(tmux.waitUntil { !$0.contains("panel focused") && $0.contains("Controllers") }, "\(tmux.screen())")
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"), "\(tmux.screen())")
  }

  /// The log, focused by keys, scrolls line by line, to its end and back by keys, and by the
  /// wheel (64 up, 65 down) over it.
  @Test(.needsTmux) func logScrollsByKeysAndByTheWheel() throws {
    let tmux = TmuxDriver(command: Self.command(), width: 80, height: 24, name: "logscroll")
    #expect(tmux.waitFor("9:41"), "\(tmux.screen())")
    tmux.press("p", "p", "i", "o")
    #expect(tmux.waitFor("in call"), "\(tmux.screen())")
    // One F at a time, each waited for until the focus has moved: pressing on while an older
    // screen still says some panel is focused would step past the log under load.
    for _ in 0..<6 {
      let before = Self.focusedPanel(tmux.screen())
      if before == "log" { break }
      tmux.press("F")
      tmux.waitUntil { screen in
        let now = Self.focusedPanel(screen)
        return now != nil && now != before
      }
    }
    #expect(tmux.waitFor("→ Warnings & log"), "\(tmux.screen())")
    #expect(tmux.waitUntil { Self.position($0)?.first == 1 }, "\(tmux.screen())")
    tmux.press("j")
    #expect(tmux.waitUntil { Self.position($0)?.first == 2 }, "\(tmux.screen())")
    tmux.press("G")
    #expect(
      tmux.waitUntil { screen in
        guard let position = Self.position(screen) else { return false }
        return position.first > 2 && !screen.contains("lines 2-")
      }, "\(tmux.screen())")
    let bottom = try #require(Self.position(tmux.screen()))
    // The wheel up over the log's box moves it back three lines at a time.
    let logRow = try #require(Self.row(of: "→ Warnings & log", in: tmux.screen()))
    tmux.mouse(x: 50, y: logRow + 2, button: 64)
    #expect(tmux.waitUntil { (Self.position($0)?.first ?? bottom.first) < bottom.first }, "\(tmux.screen())")
    tmux.press("g")
    #expect(tmux.waitUntil { Self.position($0)?.first == 1 }, "\(tmux.screen())")
    tmux.press("Escape", "q")
    #expect(tmux.waitFor("EXIT=0"), "\(tmux.screen())")
  }

  /// A click on the layout panel's box focuses it, the wheel scrolls it, Z zooms it to the
  /// whole height, and a click on the device's screen gives the keys back to the controllers.
  @Test(.needsTmux) func clickFocusesTheLayoutAndTheWheelScrollsIt() throws {
    let tmux = TmuxDriver(command: Self.command(), width: 80, height: 24, name: "layoutclick")
    #expect(tmux.waitFor("9:41"), "\(tmux.screen())")
    tmux.press("p")
    #expect(tmux.waitFor("* moved"), "\(tmux.screen())")
    let layoutRow = try #require(Self.row(of: "Layout (points)", in: tmux.screen()))
    tmux.mouse(x: 50, y: layoutRow + 1)
    #expect(tmux.waitFor("layout panel focused"), "\(tmux.screen())")
    #expect(tmux.waitFor("→ Layout (points)"), "\(tmux.screen())")
    #expect(tmux.waitUntil { Self.position($0)?.first == 1 }, "\(tmux.screen())")
    let focusedRow = try #require(Self.row(of: "→ Layout (points)", in: tmux.screen()))
    tmux.mouse(x: 50, y: focusedRow + 2, button: 65)
    #expect(tmux.waitUntil { (Self.position($0)?.first ?? 1) > 1 }, "\(tmux.screen())")
    tmux.press("Z")
    #expect(tmux.waitUntil { !$0.contains("Resolver") && $0.contains("Nav.navigationBar") }, "\(tmux.screen())")
    tmux.press("Z", "Escape")
    #expect(tmux.waitUntil { !$0.contains("panel focused") && $0.contains("Resolver") }, "\(tmux.screen())")
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"), "\(tmux.screen())")
  }

  /// A session recorded in a real terminal (`--record`) becomes an asciicast v2 file: a JSON
  /// header with version 2 and the size, then [time, "o", text] events, times never going back,
  /// the last frame showing what the keys did.
  @Test(.needsTmux) func aRecordedTerminalSessionCastsToAsciicastV2() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-rec-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let recording = dir.appendingPathComponent("demo.txt").path
    let tmux = TmuxDriver(command: Self.command("--record \(recording)"), width: 80, height: 24, name: "record")
    #expect(tmux.waitFor("9:41"), "\(tmux.screen())")
    tmux.press("p")
    #expect(tmux.waitFor("focus: VC3"), "\(tmux.screen())")
    tmux.press("i")
    #expect(tmux.waitFor("in call"), "\(tmux.screen())")
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"), "\(tmux.screen())")
    let result = sbplay(["cast", recording, "--size", "100x30"])
    #expect(result.status == 0, "\(result.err)")
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.count >= 3, "\(result.out.prefix(400))")
    let first = try #require(lines.first)
    let header = try #require(
      JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 100)
    #expect(header["height"] as? Int == 30)
    var last = -1.0
    var text = ""
    for line in lines.dropFirst() {
      let event = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
      #expect(event.count == 3)
      #expect(event[1] as? String == "o")
      let time = try #require(event[0] as? Double)
      #expect(time >= last, "times never go back")
      last = time
      text = try #require(event[2] as? String)
    }
    #expect(text.contains("VC3") && text.contains("in call"), "the last frame: \(text.prefix(300))")
  }

  /// Python's XML parser (independent of Foundation's) reads every SVG sbplay writes: the
  /// screen at three sizes, presenter mode, and the device alone.
  @Test(
    .needs(.pythonXML),
    arguments: [
      ["--size", "80x24"], ["--size", "200x60"], ["nav-bar-decides", "--present", "--size", "200x50"],
      ["--device-only", "--theme", "light"],
    ])
  func svgParsesWithPythonsMinidom(arguments: [String]) throws {
    let result = sbplay(["render", "--format", "svg", "--theme", "dark"] + arguments)
    #expect(result.status == 0, "\(result.err)")
    let script = """
      import sys, xml.dom.minidom
      doc = xml.dom.minidom.parseString(sys.stdin.buffer.read())
      root = doc.documentElement
      texts = "".join(n.data for t in doc.getElementsByTagName("text") for n in t.childNodes if n.nodeType == n.TEXT_NODE)
      print(root.tagName, root.getAttribute("width"), len(doc.getElementsByTagName("rect")), "9:41" in texts)
      """
    let parsed = spawn(["python3", "-c", script], stdin: result.out)
    #expect(parsed.status == 0, "minidom refused it: \(parsed.err)")
    let words = parsed.out.split(separator: " ").map(String.init)
    #expect(words.first == "svg", "\(parsed.out)")
    #expect((words.count > 2 ? Int(words[2]) : nil).map { $0 > 2 } == true, "\(parsed.out)")
    #expect(parsed.out.hasSuffix("True\n"), "the status bar's time is text in the picture: \(parsed.out)")
  }
}
