import CellGrid
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The message line says what the device and version keys did, in reading order: versions a
/// device never ran are listed forwards, and a device that moves the version says so there.
@Suite struct DeviceVersionMessageTests {
  static func messageLine(_ app: PlaygroundApp, width: Int = 200, height: Int = 60) -> String {
    let rows = app.render(width: width, height: height).rows()
    return rows[rows.count - 2]
  }

  /// `O` on iPhone X (iOS 11 – 16) at iOS 11 goes back past 7 and round to 16: the skipped
  /// versions read forwards, in two runs, and the wrap is said.
  @Test(arguments: classroomSizes)
  func skippedVersionsReadForwards(width: Int, height: Int) {
    var playground = app("iPhone X", os: "11.0", tabsNavFirst)
    playground.press("O")
    #expect(playground.world.os.major == 16)
    let line = Self.messageLine(playground, width: width, height: height)
    #expect(line.contains("skipped iOS 7 … 10 and 17 … 27"), "\(width)x\(height): \(line)")
    #expect(line.contains("went round to its newest") || width < 120, "\(width)x\(height): \(line)")
    #expect(!line.contains("10 … 17"), "\(line)")
    #expect(PlaygroundApp.versionRuns([12, 13]) == "12, 13")
    #expect(PlaygroundApp.versionRuns([18, 26, 27]) == "18 … 27")
  }

  /// A device that never ran the version moves it, and the message line says so.
  @Test(arguments: classroomSizes)
  func aDeviceChangeThatMovesTheVersionSaysSo(width: Int, height: Int) throws {
    var playground = app("iPhone 15 Pro", os: "17.0", tabsNavFirst)
    try playground.perform(action: "device iPhone 8")
    #expect(playground.world.os.major == 16)
    let line = Self.messageLine(playground, width: width, height: height)
    #expect(line.contains("(iOS moved from 17.0 to 16.0: iPhone 8 runs"), "\(width)x\(height): \(line)")
  }
}

/// `:device iPhone 1<Tab>` completes device names, spaces and all.
@Suite struct DeviceNameCompletionTests {
  static func prompt(_ app: PlaygroundApp, width: Int = 200, height: Int = 60) -> String {
    app.render(width: width, height: height).rows().first { $0.contains(":device") }?.trimmingCharacters(in: .whitespaces) ?? ""
  }

  @Test func tabCompletesDeviceNamesWithSpaces() {
    var playground = defaultApp()
    playground.press(":")
    playground.type("device iphone 15 pro")
    playground.press("tab")
    #expect(Self.prompt(playground).hasPrefix(":device iPhone 15 Pro"), "\(Self.prompt(playground))")
    let screen = playground.render(width: 200, height: 60).text()
    #expect(screen.contains("iPhone 15 Pro Max"), "both names are listed")
    playground.type(" m")
    playground.press("tab")
    #expect(Self.prompt(playground).hasPrefix(":device iPhone 15 Pro Max"), "\(Self.prompt(playground))")
    playground.press("enter")
    #expect(playground.world.device.name == "iPhone 15 Pro Max")
  }

  @Test(arguments: classroomSizes)
  func tabListsTheNamesAPrefixLeavesOpen(width: Int, height: Int) {
    var playground = defaultApp()
    playground.press(":")
    playground.type("device iPhone 1")
    playground.press("tab")
    let screen = playground.render(width: width, height: height).text()
    #expect(Self.prompt(playground, width: width, height: height).hasPrefix(":device iPhone 1"), "\(width)x\(height)")
    // The prompt line says how many names are open and lists as many as fit, in order.
    #expect(screen.contains("matches: iPhone 11 iPhone 11 Pro"), "\(width)x\(height):\n\(screen)")
    if width >= 160 { #expect(screen.contains("iPhone 13 mini"), "\(width)x\(height):\n\(screen)") }
  }
}

/// `?` lists every key of the key map, the mouse and the `:` verbs (all generated, none typed
/// twice).
@Suite struct HelpListsEverythingTests {
  @Test(arguments: classroomSizes.map(\.0))
  func helpListsTheMouseTheVerbsAndEveryKey(width: Int) {
    let text = HelpOverlay.groupLines(glyphs: .unicode, width: width).flatMap { $0 }.map { $0.spans.map(\.text).joined() }
      .joined(separator: "\n")
    #expect(text.contains("Mouse"))
    #expect(text.contains("the back button pops"))
    for word in ["controls", "close,", "minimise", "full"] { #expect(text.contains(word), "the window controls a click presses: \(word)") }
    #expect(text.contains("wheel"))
    for verb in Action.verbs + ["import"] { #expect(text.contains(" \(verb)"), "\(verb)") }
    for group in KeyMap.groups {
      for binding in group.bindings { #expect(text.contains(binding.help), "\(binding.help)") }
    }
  }
}

/// The present chooser offers only the detents the iOS version has, and sends none it lacks;
/// a height beyond every screen is refused with the range.
@Suite struct DetentOfferTests {
  @Test(arguments: classroomSizes)
  func iOS12GetsNoDetentAndSendsNone(width: Int, height: Int) {
    var playground = defaultApp()  // iOS 12
    playground.press("x", "d")
    let screen = playground.render(width: width, height: height).text()
    #expect(!screen.contains("needs iOS 15"), "\(width)x\(height):\n\(screen)")
    #expect(screen.contains("no sheet detent on iOS 12"), "\(width)x\(height):\n\(screen)")
    playground.press("enter")
    let presented = playground.world.presented.last.flatMap { playground.world.controllers[$0] }
    #expect(presented != nil && presented?.sheetDetent == nil)
  }

  @Test func iOS15OffersMediumButNotACustomHeight() {
    var playground = app("iPhone 13", os: "15.0", tabsNavFirst)
    var seen: [String] = []
    playground.press("x")
    for _ in 0..<4 {
      playground.press("d")
      let screen = playground.render(width: 120, height: 40).text()
      #expect(!screen.contains("needs iOS"), "\(screen)")
      if screen.contains("detent medium") { seen.append("medium") }
      if screen.contains("detent 300") { seen.append("300") }
    }
    #expect(seen.contains("medium") && !seen.contains("300"), "\(seen)")
  }

  @Test func aHeightBeyondEveryScreenIsRefusedWithTheRange() {
    var playground = app("iPhone 15 Pro", os: "17.0", tabsNavFirst)
    #expect(throws: ActionError.self) { try playground.perform(action: "present M sheetDetent=5000") }
    do {
      try playground.perform(action: "present M sheetDetent=5000")
    } catch {
      #expect(error.message.contains("1 to \(SheetDetent.customHeights.upperBound.pointString) points"), "\(error.message)")
    }
  }

  /// The refusal keeps the range on the message line at every size, 80 columns too.
  @Test(arguments: classroomSizes)
  func theRangeIsOnTheMessageLine(width: Int, height: Int) {
    var playground = app("iPhone 15 Pro", os: "17.0", tabsNavFirst)
    playground.press(":")
    playground.type("present M sheetDetent=5000")
    playground.press("enter")
    let line = DeviceVersionMessageTests.messageLine(playground, width: width, height: height)
    #expect(line.contains("5000") && line.contains("1 to \(SheetDetent.customHeights.upperBound.pointString) points"), "\(width)x\(height): \(line)")
  }
}

/// The layout panel never says `nothing moved` above a starred status bar line: when only the
/// bar or the safe area changed, its first line says so.
@Suite struct LayoutPanelFirstLineTests {
  @Test func aHiddenBarWithNoViewMovedIsSaidFirst() {
    var playground = app("iPhone 15 Pro", os: "17.0", .vc("Solo"))
    playground.press("h", "u")
    #expect(playground.world.shown.hidden)
    for (width, height) in classroomSizes {
      let screen = playground.render(width: width, height: height).text()
      #expect(!screen.contains("nothing moved"), "\(width)x\(height):\n\(screen)")
      // The short panel (80x24) says it on its first line; the whole one stars the bar's line.
      #expect(screen.contains(width == 80 ? "the status bar hid; no view moved" : "* changed"), "\(width)x\(height):\n\(screen)")
    }
  }
}

/// A card sheet on iOS 26 (and 13+): light text although the decider asks for dark content, and
/// the heading says why on its first line, not only the trace further down.
@Suite struct CardSheetHeadingTests {
  @Test func theStyleHeadingGivesTheBackdropAsTheReason() throws {
    for os in ["13.0", "26.0"] {
      var playground = app("iPhone 11", os: os, .vc("Home", [.preferredStatusBarStyle: "darkContent"]))
      try playground.perform(action: "present Sheet modalPresentationStyle=pageSheet")
      #expect(playground.world.shown.foreground == .light)
      for (width, height) in classroomSizes {
        let rows = playground.render(width: width, height: height).rows()
        let heading = try #require(rows.firstIndex { $0.contains("STYLE") })
        let text = rows[heading] + rows[heading + 1]
        #expect(text.contains("light text") && text.contains("over the card") && text.contains("black"), "\(os) \(width)x\(height): \(text)")
      }
    }
  }
}
