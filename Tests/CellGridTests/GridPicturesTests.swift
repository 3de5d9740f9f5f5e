import Foundation
import Testing

@testable import CellGrid

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// SVG and ANSI pictures of a grid: well-formed whatever the text, with the cells' colours.
@Suite struct GridPicturesTests {
  final class TextCollector: NSObject, XMLParserDelegate {
    var text = ""
    var fills: [String] = []
    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if let fill = attributes["fill"] { fills.append(fill) }
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }

  @Test func markupAndControlCharactersCannotBreakTheSVG() {
    var grid = Grid(width: 30, height: 2)
    grid.put("<svg>&\"]]>", x: 0, y: 0, style: .plain.with(fg: .red))
    grid.put("a\u{7}b\u{1B}[31m", x: 0, y: 1, style: .plain)
    let svg = grid.svg(background: .dark)
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = TextCollector()
    parser.delegate = collector
    #expect(parser.parse(), "\(svg)")
    #expect(collector.text.contains("<svg>&\"]]>"))
    #expect(collector.fills.contains("#cd0000"))  // xterm's red
  }

  @Test func reverseVideoSwapsTheColoursAndCropKeepsTheArea() {
    var grid = Grid(width: 10, height: 3)
    grid.put("ab", x: 4, y: 1, style: .plain.with(fg: .indexed(25), bg: .indexed(231)).reverse())
    let svg = grid.svg(background: .light, crop: Area(x: 4, y: 1, width: 2, height: 1))
    #expect(svg.contains("width=\"18\" height=\"18\""))
    #expect(svg.contains("fill=\"#005faf\"/>"))  // the background is the foreground
    #expect(svg.contains(">ab</text>"))
    #expect(grid.cropped(to: Area(x: 4, y: 1, width: 2, height: 1)).text() == "ab")
  }

  @Test func ansiFrameHasNoRawControlCharactersFromCells() {
    var grid = Grid(width: 8, height: 1)
    grid.put("x\u{1B}y", x: 0, y: 0, style: .plain.bold())
    let frame = grid.ansiFrame()
    #expect(frame.hasPrefix("\u{1B}[H\u{1B}[2J"))
    #expect(frame.contains("\u{1B}[0;1m"))
    #expect(!frame.contains("x\u{1B}y"))
  }
}

@Suite struct Base64Tests {
  @Test func matchesRFC4648Vectors() {
    let vectors = [
      "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==",
      "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy",
    ]
    for (plain, encoded) in vectors {
      #expect(Base64.encode(Array(plain.utf8)) == encoded, "\(plain)")
    }
    #expect(Base64.encode(Array("\u{1B}]52;\u{07}".utf8)).allSatisfy { $0.isLetter || $0.isNumber || "+/=".contains($0) })
  }
}
