import Testing
@testable import StatusBarCore

/// The plain-words "why" for the main pitfalls, and its fixes really fix them.
@Suite struct ExplanationTests {
  func applying(_ fix: Fix, to world: World) throws -> Simulation {
    var sim = Simulation(world: world)
    for action in fix.actions { try sim.perform(action) }
    return sim
  }

  @Test func navigationBarDecides() throws {
    let w = world(.nav("Nav", [.vc("First", [.preferredStatusBarStyle: "lightContent"])]))
    let why = Explanation(Snapshot(w))
    #expect(why.paragraph.contains("Nav decides the style because its navigation bar is visible"))
    #expect(why.paragraph.contains("First's preferredStatusBarStyle is never asked"))
    #expect(why.fixes.map(\.title).contains("Nav.barStyle = .black"))
    for fix in why.fixes {
      let fixed = try applying(fix, to: w)
      #expect(fixed.shown.foreground == .light, "\(fix.title) did not give light text")
    }
  }

  @Test func customContainer() throws {
    let w = world(.vc("Container", children: [.vc("Child", [.preferredStatusBarStyle: "lightContent"])]))
    let why = Explanation(Snapshot(w))
    #expect(why.paragraph.contains("Container is a custom container"))
    let fixed = try applying(try #require(why.fixes.first), to: w)
    #expect(fixed.world.styleBy == "Child")
  }

  @Test func sheetWithoutCapturing() throws {
    let w = world(os: "13.0", .vc("Root"), presented: [.vc("Sheet", [.preferredStatusBarStyle: "lightContent"])])
    let why = Explanation(Snapshot(w))
    #expect(why.paragraph.contains("Sheet does not take control (.automatic resolves to .pageSheet on iOS 13"))
    let fix = try #require(why.fixes.first { $0.title.contains("captures") })
    #expect(try applying(fix, to: w).world.styleBy == "Sheet")
  }

  @Test func pendingUpdate() throws {
    var sim = Simulation(world: world(.vc("A")))
    try sim.perform("set A.prefersStatusBarHidden=true")
    let why = Explanation(sim.snapshot)
    #expect(why.paragraph.contains("has not asked again"))
    #expect(why.fixes.first?.actions == ["update"])
  }

  @Test func viewControllerBasedNO() {
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = false
    let why = Explanation(Snapshot(world(plist: plist, .vc("A", [.preferredStatusBarStyle: "lightContent"]))))
    #expect(why.paragraph.contains("UIKit never asks a view controller"))
    #expect(why.fixes.first?.actions.first == "plist UIViewControllerBasedStatusBarAppearance=true")
  }

  @Test func landscape() {
    let w13 = Explanation(Snapshot(world(os: "13.0", orientation: .landscapeLeft, .vc("A"))))
    #expect(w13.paragraph.contains("every iPhone on iOS 13+ hides the bar"))
    let w12 = Explanation(Snapshot(world(os: "12.0", orientation: .landscapeLeft, .vc("A"))))
    #expect(w12.paragraph.contains("vertically compact"))
  }

  @Test func darkModeDefault() throws {
    let w = world(os: "13.0", appearance: .dark, .vc("A", [.backgroundColor: "white"]))
    let why = Explanation(Snapshot(w))
    #expect(why.paragraph.contains(".default follows the appearance"))
    let fix = try #require(why.fixes.first { $0.title.contains("darkContent") })
    #expect(try applying(fix, to: w).shown.foreground == .dark)
  }
}

/// `sbplay compare`'s field-by-field differences.
@Suite struct ComparisonTests {
  @Test func iOS12Versus13MarksTheSheetsLostControl() throws {
    let start = world(os: "12.0", .vc("Root"), presented: [.vc("Sheet", [.preferredStatusBarStyle: "lightContent"])])
    var left = Simulation(world: start)
    var right = Simulation(world: start)
    try right.perform("os 13.0")
    _ = try left.perform("os 12.0")
    let comparison = Comparison(left: left.state(events: []), right: right.state(events: []))
    let fields = comparison.differences.map(\.field)
    #expect(fields.contains("styleDecidedBy"))
    #expect(fields.contains("frame Sheet"))
    #expect(!fields.contains("device"))
    let decider = try #require(comparison.rows.first { $0.field == "styleDecidedBy" })
    #expect(decider.left == "Sheet")
    #expect(decider.right == "Root")
  }
}

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("sya", "say"), ("psh", "push"), ("preferedStatusBarStyle", "preferredStatusBarStyle"), ("iphone 8", "iPhone 8"),
  ])
  func typosFindTheirWord(typo: String, word: String) {
    #expect(Suggestions.closest(to: typo, in: ["say", "push", "preferredStatusBarStyle", "iPhone 8", "os"]) == word)
  }

  @Test func unrelatedShortWordsGetNoSuggestion() {
    #expect(Suggestions.closest(to: "x", in: ["os", "do"]) == nil)
  }
}
