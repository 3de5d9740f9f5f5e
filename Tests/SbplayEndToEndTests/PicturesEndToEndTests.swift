import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Testing

/// `sbplay render --format svg` and `sbplay cast` write files that parsers accept,
/// with what the screen shows in them.
@Suite struct PicturesEndToEndTests {
  /// Collects the SVG's text and the fills, as an XML parser reads them.
  final class SVGReader: NSObject, XMLParserDelegate {
    var text = ""
    var fills: Set<String> = []
    var root: String?
    var width: String?
    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if root == nil {
        root = element
        width = attributes["width"]
      }
      if let fill = attributes["fill"] { fills.insert(fill) }
      if element == "text" { text += "\n" }
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }

  func read(_ svg: String) -> SVGReader? {
    let parser = XMLParser(data: Data(svg.utf8))
    let reader = SVGReader()
    parser.delegate = reader
    return parser.parse() ? reader : nil
  }

  @Test func screenAsSVGParsesWithTheScreensTextAndColours() throws {
    let result = sbplay(["render", "--format", "svg", "--size", "120x40", "--theme", "dark"])
    #expect(result.status == 0, "\(result.err)")
    let svg = try #require(read(result.out), "not well-formed XML")
    #expect(svg.root == "svg")
    #expect(svg.width == "1080")
    #expect(svg.text.contains("9:41"))
    #expect(svg.text.contains("Resolver"))
    #expect(svg.fills.contains("#005faf"))  // the title bar's blue (indexed 25)
    #expect(svg.fills.count >= 5)
  }

  @Test func deviceOnlySVGHasTheDeviceAndNoPanels() throws {
    let result = sbplay(["render", "--format", "svg", "--device-only", "--theme", "light"])
    #expect(result.status == 0, "\(result.err)")
    let svg = try #require(read(result.out))
    #expect(svg.text.contains("9:41"))
    #expect(!svg.text.contains("Resolver"))
    #expect(svg.fills.contains("#ffffff"))
  }

  @Test func recordingBecomesAnAsciicastV2() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-cast-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let recording = dir.appendingPathComponent("demo.txt").path
    try "key p  # push VC3\n# mouse press 1,1: nothing there\nkey b\nkey i\n".write(
      toFile: recording, atomically: true, encoding: .utf8)
    let result = sbplay(["cast", recording, "--size", "80x24", "--delay", "0.5"])
    #expect(result.status == 0, "\(result.err)")
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)  // the header, the first screen, three keys (the comment is skipped)
    let header = try #require(
      JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 80)
    #expect(header["height"] as? Int == 24)
    var times: [Double] = []
    var last = ""
    for line in lines.dropFirst() {
      let event = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      #expect(event.count == 3)
      #expect(event[1] as? String == "o")
      times.append(try #require(event[0] as? Double))
      last = try #require(event[2] as? String)
    }
    #expect(times == [0, 0.5, 1.0, 1.5].prefix(lines.count - 1).map { $0 })
    #expect(last.contains("VC3"))
    #expect(last.contains("\u{1B}["))
  }

  @Test func castRefusesARecordingThatDoesNotReplay() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-bad-\(getpid()).txt").path
    try "key notakey\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = sbplay(["cast", path])
    #expect(result.status != 0)
    #expect(result.err.contains("not a key"))
  }
}
