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

  @Test(arguments: [("SheetRoot", "sheetRoot"), ("URLList", "urlList"), ("VC2nd", "vc2nd"), ("Default", "defaultVC"),
    ("Self", "selfVC"), ("Root", "rootVC"), ("A", "a")])
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

  @Test func colours() {
    #expect(SwiftText.color(Color(parsing: "white")!).code == ".white")
    let teal = SwiftText.color(Color(parsing: "teal")!)
    #expect(teal.code == "UIColor(red: 0x30 / 255, green: 0xb0 / 255, blue: 0xc7 / 255, alpha: 1)")
    #expect(teal.note == "teal")
    #expect(SwiftText.parseColor(teal.code) == "#30b0c7")
    #expect(SwiftText.color(Color(parsing: "#1C1C1E")!).note == nil)
  }
}
