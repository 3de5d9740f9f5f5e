@testable import CodeExport
import StatusBarCore
import Testing

@Suite struct NamingTests {
  @Test(arguments: [
    ("Sheet.root", ControllerKind.controller, "SheetRootViewController"),
    ("First", .controller, "FirstViewController"),
    ("FirstVC", .controller, "FirstViewController"),
    ("RootController", .controller, "RootController"),
    ("Nav", .navigation, "NavController"),
    ("Main navigation", .navigation, "MainNavigationController"),
    ("Feed", .navigation, "FeedNavigationController"),
    ("Tabs", .tabBar, "TabsController"),
    ("Home", .tabBar, "HomeTabBarController"),
    ("2nd", .controller, "VC2ndViewController"),
    ("UIAlertController", .controller, "AppUIAlertController"),
    ("Café Menü", .controller, "CafMenViewController"),
    ("", .controller, "UnnamedViewController"),
    ("my-settings screen", .controller, "MySettingsScreenViewController"),
  ])
  func classNames(_ name: String, _ kind: ControllerKind, _ expected: String) {
    #expect(ExportNames.className(base: ExportNames.typeBase(name), kind: kind) == expected)
  }

  @Test(arguments: [
    ("SheetRoot", "sheetRoot"), ("URLList", "urlList"), ("VC2nd", "vc2nd"), ("Default", "defaultVC"),
    ("Self", "selfVC"), ("Root", "rootVC"), ("A", "a"),
  ])
  func variableNames(_ base: String, _ expected: String) {
    #expect(ExportNames.variableName(base: base) == expected)
  }

  @Test func clashingNamesStayUnique() {
    let names = SwiftExporter.classNames(for: oddNamesWorld())
    #expect(names["Sheet.root"] == "SheetRootViewController")
    #expect(names["SheetRoot"] == "SheetRootViewController2")
    #expect(Set(names.values).count == names.count)
  }

  @Test func stringLiteralsRoundTrip() {
    for text in ["plain", "He said \"hi\" \\ back\nand\tleft", "\u{301}é", "\u{2028}\u{7f}\u{85}\0", "// no comment", ""] {
      let literal = SwiftText.stringLiteral(text)
      #expect(!literal.contains("\n"))
      let parsed = SwiftText.parseStringLiteral(Substring(literal))
      #expect(parsed?.value == text)
      #expect(parsed?.rest.isEmpty == true)
    }
  }

  /// Bidi controls in a title never reach the generated Swift raw ("Trojan Source").
  @Test func bidiControlsAreEscapedInLiteralsAndComments() {
    let text = "a\u{202E}b\u{2066}c\u{200F}"
    let literal = SwiftText.stringLiteral(text)
    #expect(literal == "\"a\\u{202e}b\\u{2066}c\\u{200f}\"")
    #expect(SwiftText.parseStringLiteral(Substring(literal))?.value == text)
    #expect(SwiftText.comment(text) == "a\\u{202E}b\\u{2066}c\\u{200F}")
    var world = World(environment: Environment(device: DeviceCatalog.device(named: "iPhone 8")!, os: OSVersion(parsing: "13.0")!))
    world.infoPlist = InfoPlist()
    let code = SwiftExporter.swift(for: world, title: "evil \u{202E} title")
    #expect(!code.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
  }

  @Test func colours() {
    #expect(SwiftText.color(Color(parsing: "white")!).code == ".white")
    let teal = SwiftText.color(Color(parsing: "teal")!)
    #expect(teal.code == "UIColor(red: 0x30 / 255, green: 0xb0 / 255, blue: 0xc7 / 255, alpha: 1)")
    #expect(teal.note == "teal")
    #expect(SwiftText.parseColor(teal.code) == "#30b0c7")
    #expect(SwiftText.color(Color(parsing: "#1C1C1E")!).note == nil)
  }
}
