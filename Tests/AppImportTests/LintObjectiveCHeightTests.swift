import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// R7.1 in Objective-C and Objective-C++: a literal 20 or 44 given as the status bar's height.
@Suite struct LintObjectiveCHeightTests {
  func lines(_ path: String, _ body: String) -> [Int] {
    let text = "@implementation Drawer\n- (void)layout {\n" + body + "\n}\n@end\n"
    return Linter.lint([SourceScanner.scan(path: path, text: text)]).filter { $0.check == "hard-coded-height" }.map(\.line)
  }

  /// MMDrawerController draws a 20 pt band where the status bar is; TZImagePickerController's
  /// 44 x 44 buttons below it and its `statusBarHeight + 44` are not the bar's height.
  @Test func R7_1_objectiveCHeightsGivenAsTheStatusBarsAreReported() {
    #expect(lines("Drawer.m", "    _dummyStatusBarView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), 20)];") == [3])
    #expect(lines("Drawer.m", "    CGFloat statusBarHeight = 20.0f;") == [3])
    #expect(lines("Drawer.mm", "    if ([UIApplication sharedApplication].statusBarFrame.size.height == 44) { self.top = 88; }") == [3])
    #expect(lines("Drawer.m", "    _backButton.frame = CGRectMake(10, 10 + statusBarHeightInterval, 44, 44);").isEmpty)
    #expect(lines("Drawer.m", "    _icon.frame = CGRectMake(20, [Tools statusBarHeight] + 44 + 10, 28, 28);").isEmpty)
    #expect(lines("Drawer.m", "    _statusBarView.frame = CGRectMake(20, 0, 28, 28);").isEmpty, "an x, not a height")
    // A term of arithmetic nothing calls the bar's (a comment that does is D148's).
    #expect(lines("Drawer.m", "    rect.size.height -= 20.0f; // the toolbar").isEmpty)
    #expect(lines("Drawer.m", "    frame.origin.y = 20;").isEmpty, "nothing names the status bar")
  }

  /// VTMagic's `#define VTSTATUSBAR_HEIGHT (KiPhoneX ? 44 : 20)` (round 31): two literal heights
  /// chosen by a screen-size test are still hard-coded (an iPad's bar is 24 pt, newer phones' 47-62).
  @Test func R7_1_aMacroChoosingBetweenLiteralHeightsIsAHardCodedHeight() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-define-choice-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let header = """
      #define VTSTATUSBAR_HEIGHT (KiPhoneX ? 44 : 20)
      #define kTopInset (KiPhoneX ? 88 : 64)
      #define kStatusBarHeightFallback (isX ? [self measured] : 20)
      #define kUnusedStatusBarHeight (KiPhoneX ? 44 : 20)

      """
    try header.write(toFile: root + "/Macros.h", atomically: true, encoding: .utf8)
    let body = "@implementation Menu\n- (void)layout {\n    CGFloat top = VTSTATUSBAR_HEIGHT + kTopInset + kStatusBarHeightFallback;\n}\n@end\n"
    try body.write(toFile: root + "/Menu.m", atomically: true, encoding: .utf8)
    let findings = Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root]))
    #expect(findings.filter { $0.check == "hard-coded-height" }.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } == ["Macros.h:1"])
  }

  /// D156: uni-arts (round 46) tells a notched phone by comparing the bar's reading with 20 in a
  /// macro, `#define KTabBar_Height (statusBarFrame.size.height > 20.0f ? 83.0f : 49.0f)`: the 20 is
  /// taken for the bar's height, as in a statement. A macro nothing uses is not reported (D113);
  /// nor one that compares something else, or compares a reading with another number.
  @Test func D156_aMacroComparingAStatusBarReadingWithALiteralHeight() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-define-compared-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let header = """
      #define KTabBar_Height ([[UIApplication sharedApplication] statusBarFrame].size.height > 20.0f ? 83.0f : 49.0f)
      #define IS_IPHONE_X ([UIApplication sharedApplication].statusBarFrame.size.height == 44)
      #define kWide (kScreenWidth > 320 ? 20 : 10)
      #define kTall ([UIApplication sharedApplication].statusBarFrame.size.height > 0)
      #define kUnused ([UIApplication sharedApplication].statusBarFrame.size.height > 20)

      """
    try header.write(toFile: root + "/Macros.h", atomically: true, encoding: .utf8)
    let body = "@implementation Menu\n- (void)layout {\n    CGFloat h = KTabBar_Height + kWide + kTall;\n    if (IS_IPHONE_X) { h += 1; }\n}\n@end\n"
    try body.write(toFile: root + "/Menu.m", atomically: true, encoding: .utf8)
    let findings = Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root]))
    #expect(
      findings.filter { $0.check == "hard-coded-height" }.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" } == [
        "Macros.h:1:90", "Macros.h:2:86",
      ])
  }

  /// D156 in a header with Windows line endings: each `#define` is its own line. The whole-file
  /// expression's `[^\n]*` ran on past "\r\n" (one Swift Character), so a first macro swallowed the
  /// rest of the file, the comparing macro inside it, and D113 then dropped it under the unused name.
  @Test func D156_aComparingMacroInAHeaderWithWindowsLineEndings() throws {
    let header = "#define kUnusedMargin (8)\r\n#define IS_IPHONE_X ([UIApplication sharedApplication].statusBarFrame.size.height == 44)\r\n"
    let body = "@implementation Menu\n- (void)layout {\n    if (IS_IPHONE_X) { self.top = 1; }\n}\n@end\n"
    let found = try Fixture.lintFolder(["Macros.h": header, "Menu.m": body])
    #expect(found.filter { $0.finding.check == "hard-coded-height" }.map { "\($0.relative):\($0.finding.line)" } == ["Macros.h:2"])
  }

  /// D157: oschina and PdThx (round 46) size a web view to the screen's height less the 44 pt
  /// navigation bar and the 20 pt status bar; shotvibe (round 40) its countries table. The 20 taken
  /// from a reading of the screen's height, given as a height, is the bar's.
  @Test func D157_aHeightOfTheScreenLessTwentyIsTheBarsHeight() {
    #expect(lines("Blog.m", "    self.webView.frame = CGRectMake(0, 0, 320, [UIScreen mainScreen].bounds.size.height - 44 - 20);") == [3])
    #expect(lines("Pay.m", "    v = [[V alloc] initWithFrame:CGRectMake(0, 0, w, [[UIScreen mainScreen] bounds].size.height-20)];") == [3])
    #expect(lines("Table.m", "    CGFloat tableHeight = kScreen_Height - 20.0f;") == [3])
    #expect(lines("Table.m", "    frame.size.height = SCREEN_HEIGHT - 49 - 20;") == [3])
    // A y 20 above the bottom, a width, a 64, a term other than numbers, another reading: not it.
    #expect(lines("Button.m", "    b.frame = CGRectMake(0, kScreenHeight - 20 - 40, 100, 40);").isEmpty)
    #expect(lines("Button.m", "    CGFloat y = [UIScreen mainScreen].bounds.size.height - 20;").isEmpty)
    #expect(lines("Button.m", "    b.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width - 20, 40);").isEmpty)
    #expect(lines("Table.m", "    CGFloat tableHeight = kScreen_Height - self.toolbar.height - 20;").isEmpty)
    #expect(lines("Table.m", "    CGFloat tableHeight = kScreen_Height - 20 + offset;").isEmpty)
    #expect(lines("Preview.m", "    CGFloat statusBarHeightInterval = isFullScreen ? (statusBarHeight - 20) : 0;").isEmpty)
  }

  /// D247: freshake (round 85) sizes 31 screens' tables and web views to the screen's height less
  /// 64, the status bar and a navigation bar of a Home-button iPhone, some less a tab bar's 49
  /// too; TGFNews (round 59) and AiTiTi (round 85) the same. D157's reading, for 64.
  @Test func D247_aHeightOfTheScreenLessSixtyFourIsTheBarsHeight() {
    #expect(lines("Table.m", "    CGFloat tableHeight = kScreen_Height - 64;") == [3])
    #expect(lines("Web.m", "    web = [[UIWebView alloc] initWithFrame:CGRectMake(0, 0, ScreenWidth, ScreenHeight - 64 - 49)];") == [3])
    #expect(lines("Map.m", "    map.frame = CGRectMake(0, 0, w, [UIScreen mainScreen].bounds.size.height - 64);") == [3])
    #expect(lines("Goods.m", "    scroll.frame = CGRectMake(0, 0, w, ScreenHeight - 55 - 64 - 50 - 53);") == [3])
    // Not the last numbers taken away, another term after it, another reading: not it.
    #expect(lines("Button.m", "    b.frame = CGRectMake(0, 0, kScreenWidth - 64, 40);").isEmpty)
    #expect(lines("Table.m", "    CGFloat tableHeight = kScreen_Height - 64 + offset;").isEmpty)
    #expect(lines("Table.m", "    CGFloat tableHeight = kScreen_Height - 64 * scale;").isEmpty)
    #expect(lines("Table.m", "    CGFloat tableHeight = kScreen_Height - self.header.height - 64;").isEmpty)
    #expect(lines("Table.m", "    CGFloat tableHeight = self.view.height - 64;").isEmpty)
  }

  /// D251: freshake (round 85) parks its sheets at `yIs(ScreenHeight - 64)`, puts bottom buttons at
  /// `SCREEN_HEIGHT - 64 - 49` and pages by `CGPointMake(0, ScreenHeight - 64)`; TGFNews (round 59)
  /// returns `kScreen_Height - 64 - 35` as a row's height. The screen's height less the bars' 64,
  /// wherever it is read.
  @Test func D251_theScreensHeightLessSixtyFourAnywhereIsTheBarsHeight() {
    #expect(lines("Cart.m", "    _bottomView.sd_layout.yIs(ScreenHeight - 64 - 50 - 44);") == [3])
    #expect(lines("Ad.m", "    _bottomBtn.frame = CGRectMake(0, SCREEN_HEIGHT- 64 - 49, SCREEN_WIDTH, 49);") == [3])
    #expect(lines("Goods.m", "    self.bottomScrollView.contentOffset = CGPointMake(0, ScreenHeight - 64);") == [3])
    #expect(lines("Goods.m", "    if (frame.origin.y > ScreenHeight - 49 - 64 - 45) { frame.origin.y = 0; }") == [3])
    #expect(lines("Table.m", "    return kScreen_Height - 64 - 35;") == [3])
    #expect(lines("Button.m", "    CGFloat y = kScreenHeight - 64;") == [3])
    // A 64 pt bar pinned to the bottom, a 64 multiplied, the screen's width, another view's height: not it.
    #expect(lines("Bar.m", "    bar.frame = CGRectMake(0, SCREEN_HEIGHT - 64, SCREEN_WIDTH, 64);").isEmpty)
    #expect(lines("Bar.m", "    bar.frame = CGRectMake(0, SCREEN_HEIGHT - 64 * 2, SCREEN_WIDTH, 40);").isEmpty)
    #expect(lines("Bar.m", "    bar.center = CGPointMake(SCREEN_WIDTH - 64, 40);").isEmpty)
    #expect(lines("Bar.m", "    bar.frame = CGRectMake(0, self.view.height - 64, SCREEN_WIDTH, 40);").isEmpty)
  }

  /// D259: kuaiyaoyue (round 88) builds its own bars: `CGFloat top = 20.0;` (0 on an iPad), a bar
  /// `88.0/2.0 + top` high, its buttons at a y of `top`, 44 high.
  @Test func D259_aLocalOfTwentyAboveA44PointBarIsTheStatusBar() {
    func lines(_ uses: String) -> [Int] {
      self.lines("Music.m", "    CGFloat top = 20.0;\n    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {\n        top = 0.0;\n    }\n" + uses)
    }
    #expect(lines("    UIView *navView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, w, 88.0/2.0 + top)];") == [3])
    #expect(lines("    UIView *btnLeft = [[UIView alloc] initWithFrame:CGRectMake(8.0, top, 44.0, 44.0)];") == [3])
    #expect(lines("    self.tableView = [[UITableView alloc] initWithFrame:CGRectMake(0, 44+top, w, h-44-top)];") == [3])
    // Another use, a reading given to it first, a longer name that holds it: not it.
    #expect(lines("    label.frame = CGRectMake(top, 10, 100, 30);").isEmpty)
    #expect(lines("    top = [UIApplication sharedApplication].statusBarFrame.size.height;\n    v.frame = CGRectMake(8.0, top, 44.0, 44.0);").isEmpty)
    #expect(lines("    v.frame = CGRectMake(8.0, topMargin, 44.0, 44.0);").isEmpty)
  }

  /// D248: freshake (round 85) puts its sign-in and gift card screens' backgrounds at `.y = 64`
  /// through a UIView frame category, right below a Home-button iPhone's bars; TGFNews (round 59)
  /// its weather view at `.top = 64`.
  @Test func D248_aViewsTopSetToSixtyFourIsTheBarsHeight() {
    #expect(lines("Login.m", "    self.bgImageView.y = 64;") == [3])
    #expect(lines("Weather.m", "    weatherView.top = 64.0f;") == [3])
    // A 20 (a margin as often), a sum, a comparison, a height, a local, a frame's copy: not it.
    #expect(lines("Menu.m", "    frame.origin.y = 64;").isEmpty)
    #expect(lines("Login.m", "    self.bgImageView.y = 20;").isEmpty)
    #expect(lines("Login.m", "    self.bgImageView.y = 64 + offset;").isEmpty)
    #expect(lines("Login.m", "    if (self.bgImageView.y == 64) { return; }").isEmpty)
    #expect(lines("Login.m", "    self.bgImageView.height = 64;").isEmpty)
    #expect(lines("Login.m", "    CGFloat y = 64;").isEmpty)
  }

  /// D249: AiTiTi (round 85) draws its own navigation bars, `ATNavigationBar` and `ATHomeNavBar`,
  /// across the top of the screen and puts their titles and buttons at a y of 20, below a 20 pt
  /// status bar.
  @Test func D249_aCustomNavigationBarsSubviewsAtTwentyClearTheBar() {
    func lines(in className: String, _ body: String) -> [Int] {
      let text = "@implementation \(className)\n- (void)layout {\n" + body + "\n}\n@end\n"
      return Linter.lint([SourceScanner.scan(path: className + ".m", text: text)]).filter { $0.check == "hard-coded-height" }.map(\.line)
    }
    #expect(lines(in: "ATNavigationBar", "    _leftBtn.frame = CGRectMake(15, 20, 25, self.height - 20);") == [3])
    #expect(lines(in: "ATHomeNavBar", "    leftBtn.frame = CGRectMake(10, 20, 30, 30);") == [3])
    // Another class's y of 20 is a margin; a navigation bar's subview at another y is not it.
    #expect(lines(in: "ATCardView", "    leftBtn.frame = CGRectMake(10, 20, 30, 30);").isEmpty)
    #expect(lines(in: "ATHomeNavBar", "    leftBtn.frame = CGRectMake(10, 7, 30, 30);").isEmpty)
  }

  /// D203: BSKYResidents (round 59) pulls a table up under the bar (a y of minus the bar's height,
  /// read from `statusBarFrame` through a macro) and makes it 20 taller to make up for it: that 20
  /// is the bar's height, short on a notched iPhone. A y of another sign or reading is not it.
  @Test func D203_aHeightRaisedByTwentyAfterAYOfMinusTheBar() {
    let table = "    t = [[UITableView alloc] initWithFrame:CGRectMake(0, -Bsky_STATUS_BAR_HEIGHT, w, Bsky_SCREEN_HEIGHT-Bsky_TAB_BAR_HEIGHT+20)];"
    #expect(lines("Info.m", table) == [3])
    #expect(lines("Info.m", table.replacingOccurrences(of: "-Bsky_STATUS_BAR_HEIGHT", with: "Bsky_STATUS_BAR_HEIGHT")).isEmpty)
    #expect(lines("Info.m", table.replacingOccurrences(of: "-Bsky_STATUS_BAR_HEIGHT", with: "-kHeaderHeight")).isEmpty)
    #expect(lines("Info.m", "    v.frame = CGRectMake(0, -statusBarHeight, w, h + 20 + offset);").isEmpty, "not the last term")
  }

  /// D158: PUMPL (round 46) moves its navigation bar back under a 20 pt status bar by hand: the y
  /// of 20 given to a navigation bar's frame is the status bar's height. Another view's is a margin.
  @Test func D158_aNavigationBarPlacedAtTwentyIsBelowA20PointBar() {
    #expect(lines("Home.m", "    self.navigationController.navigationBar.frame = CGRectMake(0, 20, 320, 44);") == [3])
    #expect(lines("Home.m", "    [self.navigationController.navigationBar setFrame:CGRectMake(0, 20.0f, 320, 44)];") == [3])
    #expect(lines("Home.m", "    _navBar.frame = CGRectMake(0, 20, self.view.bounds.size.width, 44);") == [3])
    #expect(lines("Home.m", "    self.headerView.frame = CGRectMake(0, 20, 320, 44);").isEmpty)
    #expect(lines("Home.m", "    self.navigationController.navigationBar.frame = CGRectMake(20, 0, 320, 44);").isEmpty, "an x")
    #expect(lines("Home.m", "    self.navigationController.navigationBar.frame = CGRectMake(0, 64, 320, 44);").isEmpty)
  }

  /// D161: Gawkwall (round 47) moves its root view and a video player it adds to the key window
  /// down by 20 through a copy of the frame; wikihow (round 46) its tips view, added to the window;
  /// KTPhotoBrowser in PUMPL (round 46) its navigation bar. A view the bar does not stand over, a
  /// frame not written back, or another y is not it.
  @Test func D161_aViewUnderTheBarMovedDownByTwentyThroughItsFrame() {
    let root = "    CGRect frame = self.view.frame;\n    frame.origin.y = 20.0;\n    self.view.frame = frame;"
    #expect(lines("Gawk.m", root) == [4])
    let window = """
          [[[UIApplication sharedApplication] keyWindow] addSubview:videoPlayer];
          CGRect f = videoPlayer.frame;
          f.origin.y = f.size.height;
          videoPlayer.frame = f;
          f.origin.y = 20;
          videoPlayer.frame = f;
      """
    #expect(lines("Album.m", window) == [7])
    #expect(lines("Photo.m", "    CGRect frame = [navbar frame];\n    frame.origin.y = 20;\n    [navbar setFrame:frame];") == [4])
    #expect(lines("Card.m", "    CGRect frame = card.frame;\n    frame.origin.y = 20;\n    card.frame = frame;").isEmpty, "a view the bar is not over")
    #expect(lines("Gawk.m", "    CGRect frame = self.view.frame;\n    frame.origin.y = 20.0;\n    other.frame = frame;").isEmpty)
    #expect(lines("Gawk.m", "    CGRect frame = self.view.frame;\n    frame.origin.y = 64.0;\n    self.view.frame = frame;").isEmpty)
  }

  /// D184: a window's root controller's view is under the bar too (Ushahidi's app delegate moves it
  /// down by 20 as it shows the bar, round 54); another controller's view is not.
  @Test func D184_aWindowsRootViewMovedDownByTwentyThroughItsFrame() {
    let root =
      "    CGRect frame = self.window.rootViewController.view.frame;\n    frame.origin.y = 20.0f;\n    self.window.rootViewController.view.frame = frame;"
    #expect(lines("USHAppDelegate.m", root) == [4])
    let other = root.replacingOccurrences(of: "self.window.rootViewController.view", with: "self.detailViewController.view")
    #expect(lines("USHAppDelegate.m", other).isEmpty)
  }

  /// D192: a literal 20 added to a navigation bar's height is the status bar's (KPCC's overlay,
  /// round 54); 20 added to another view's height is not.
  @Test func D192_twentyAddedToANavigationBarsHeight() {
    #expect(lines("SCPRAppDelegate.m", "    CGFloat h = self.masterNavigationController.navigationBar.frame.size.height+20.0f;") == [3])
    #expect(
      lines("SCPRXFSViewController.m", "    CGFloat height = [[del masterViewController].navigationController navigationBar].frame.size.height + 20.0f;") == [3]
    )
    #expect(lines("Cell.m", "    CGFloat h = self.titleLabel.frame.size.height + 20.0f;").isEmpty)
    #expect(lines("Cell.m", "    CGFloat w = self.navigationController.navigationBar.frame.size.width + 20.0f;").isEmpty)
    // A value in a literal (JZNavigationExtension's demo slider, round 31) is not given as a height.
    #expect(lines("Demo.m", "    NSDictionary *d = @{ @\"value\" : @(self.navigationController.navigationBar.bounds.size.height + 20.) };").isEmpty)
    // The bar's own frame made 20 taller (Bar-App's landscape hack, round 49): what it is for is not clear.
    #expect(
      lines("Bar.m", "    self.navigationController.navigationBar.frame = CGRectMake(0,32, w, self.navigationController.navigationBar.frame.size.height+20);")
        .isEmpty)
  }

  /// D189: a prefix header is read like any header (longdaohu's `PrefixHeader.pch` defines
  /// `XStatusBar_Height` as 44 or 20 by the screen's height, round 55).
  @Test func D189_aPrefixHeadersMacroIsRead() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-pch-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "#define XSCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height\n#define XStatusBar_Height (XSCREEN_HEIGHT >= 812.0 ? 44.0 : 20.0)\n"
      .write(toFile: root + "/PrefixHeader.pch", atomically: true, encoding: .utf8)
    try "@implementation Home\n- (void)layout {\n    self.top.frame = CGRectMake(0, XStatusBar_Height, 320, 44);\n}\n@end\n"
      .write(toFile: root + "/Home.m", atomically: true, encoding: .utf8)
    let findings = Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root]))
    #expect(findings.filter { $0.check == "hard-coded-height" }.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } == ["PrefixHeader.pch:2"])
  }

  /// MTStatusBarOverlay sizes its window with `#define kStatusBarHeight 20.f` (round 13): a macro
  /// named after the status bar is its height; one nothing uses is code that never runs (D113).
  @Test func R7_1_aMacroNamedAfterTheStatusBarIsAHardCodedHeight() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-define-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let header = "#define kStatusBarHeight 20.f\n#define STATUS_BAR_HEIGHT ((CGFloat)44)\n#define kRowHeight 44\n  #define kUnusedStatusBarHeight 20\n"
    try header.write(toFile: root + "/Overlay.h", atomically: true, encoding: .utf8)
    let body = "@implementation Overlay\n- (void)layout {\n    self.frame = CGRectMake(0, 0, 320, kStatusBarHeight + STATUS_BAR_HEIGHT);\n}\n@end\n"
    try body.write(toFile: root + "/Overlay.m", atomically: true, encoding: .utf8)
    let findings = Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root]))
    #expect(
      findings.filter { $0.check == "hard-coded-height" }.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } == ["Overlay.h:1", "Overlay.h:2"])
  }

  /// GKPhotoBrowser reads the bar's frame from the scene, then from UIApplication, and only when
  /// both are empty guesses `notched ? 44 : 20` (round 14): a fallback for a reading, like `?? 20`.
  @Test func D94_aHeightGuessedWhenTheReadingIsEmptyIsAFallback() {
    let fallback = "    if (CGRectEqualToRect(statusBarFrame, CGRectZero)) {\n        CGFloat statusBarH = [self isNotched] ? 44 : 20;\n    }"
    #expect(lines("Device.m", fallback).isEmpty)
    #expect(lines("Device.m", "    if (statusBarHeight == 0) {\n        statusBarHeight = 20;\n    }").isEmpty)
    #expect(lines("Device.m", "    if (statusBarHeight == 0.5) {\n        statusBarHeight = 20;\n    }") == [4], "not a test for an empty reading")
    #expect(lines("Device.m", "    if ([self isNotched]) {\n        statusBarHeight = 44;\n    }") == [4], "a guess by device stays")
  }

  /// material-components keeps `const CGFloat MDCFixedStatusBarHeightOnPreiPhoneXDevices = 20;` at
  /// file level (round 16): a constant named after the status bar, as a macro is (D113 applies).
  @Test func R7_1_aFileLevelConstantNamedAfterTheStatusBarIsAHardCodedHeight() throws {
    let text = """
      const CGFloat MDCFixedStatusBarHeightOnPreiPhoneXDevices = 20;
      static const CGFloat kRowHeight = 44;
      static CGFloat const kUnusedStatusBarHeight = 20.0f;
      @implementation Metrics
      - (CGFloat)top {
          CGFloat statusBarHeight = 20;
          return MDCFixedStatusBarHeightOnPreiPhoneXDevices + statusBarHeight;
      }
      @end
      """
    #expect(lines("Metrics.m", "    CGFloat top = 0;").isEmpty)
    let findings = Linter.lint([SourceScanner.scan(path: "Metrics.m", text: text)]).filter { $0.check == "hard-coded-height" }
    // Each once: the method's local by its statement, the file-level ones by their declaration.
    #expect(findings.map(\.line) == [1, 3, 6])
  }

  /// RKDropdownAlert offsets its labels with `static int STATUS_BAR_HEIGHT = 20;` (round 28): a
  /// file-level constant of any C number type, named after the status bar.
  @Test func R7_1_aStaticIntNamedAfterTheStatusBarIsAHardCodedHeight() {
    let text = """
      static int STATUS_BAR_HEIGHT = 20;
      static float kStatusBarHeight = (float)44.0;
      static NSInteger kRowHeight = 44;
      int statusBarHeightGuess = 20;
      @implementation Alert
      - (CGFloat)top { return STATUS_BAR_HEIGHT + kStatusBarHeight + kRowHeight + statusBarHeightGuess; }
      @end
      """
    let findings = Linter.lint([SourceScanner.scan(path: "Alert.m", text: text)]).filter { $0.check == "hard-coded-height" }
    // Not a row height; not a declaration that is neither static, extern nor const (a global the code may set).
    #expect(findings.map(\.line) == [1, 2])
  }

  @Test func objectiveCPlusPlusFilesAreRead() {
    #expect(SourceDiscovery.language(of: "Map.mm") == .objectiveC)
    #expect(lines("Map.mm", "    CGFloat statusBarHeight = 20;") == [3])
  }

  /// A first value the method replaces with a reading (Alfresco's system notice, round 38:
  /// `CGFloat statusBarHeight = 20.0f;` then `if (@available(iOS 11.0, *)) { statusBarHeight =
  /// self.view.safeAreaInsets.top; }` in an app that deploys to iOS 12) is never used.
  @Test func R7_1_aFirstValueReplacedByAReadingIsNotReported() {
    func lint(_ body: String, deploymentTarget: OSVersion?) -> [Int] {
      let text = "@implementation Notice\n- (void)layout {\n" + body + "\n}\n@end\n"
      return Linter.lint(source: text, path: "Notice.m", context: LintContext(deploymentTarget: deploymentTarget))
        .filter { $0.check == "hard-coded-height" }.map(\.line)
    }
    let available = """
          CGFloat statusBarHeight = 20.0f;
          if (@available(iOS 11.0, *))
          {
              statusBarHeight = self.view.safeAreaInsets.top;
          }
          self.frame = CGRectMake(0, statusBarHeight, 100, 30);
      """
    #expect(lint(available, deploymentTarget: OSVersion(12)).isEmpty)
    #expect(lint(available, deploymentTarget: OSVersion(10)) == [3], "iOS 10 still uses the 20")
    #expect(lint(available, deploymentTarget: nil) == [3], "no deployment target read: no claim it is dead")
    let atOnce = "    CGFloat statusBarHeight = 20.0f;\n    statusBarHeight = self.view.safeAreaInsets.top;"
    #expect(lint(atOnce, deploymentTarget: nil).isEmpty)
    let otherCondition = available.replacingOccurrences(of: "@available(iOS 11.0, *)", with: "self.hasNotch")
    #expect(lint(otherCondition, deploymentTarget: OSVersion(12)) == [3])
  }

  /// A method named after the status bar returns its height (Mine's `- (CGFloat)statusBarHeight {
  /// return 20.0; }`, round 39); not the fallback of a reading (`?: 20`, `top > 0 ? top : 20`, or a
  /// literal returned after the method returned a reading).
  @Test func R7_1_whatAMethodNamedAfterTheStatusBarReturnsIsItsHeight() {
    func lint(_ body: String) -> [Int] {
      let text = "@implementation Device\n- (CGFloat)statusBarHeight {\n" + body + "\n}\n- (CGFloat)navBarHeight {\n    return 44.0;\n}\n@end\n"
      return Linter.lint([SourceScanner.scan(path: "Device.m", text: text)]).filter { $0.check == "hard-coded-height" }.map(\.line)
    }
    #expect(lint("    return 20.0;") == [3])
    #expect(lint("    return [self safeAreaInsets].top ?: 20;").isEmpty)
    #expect(lint("    return [UIDevice topInset] > 0 ? [UIDevice topInset] : 20;").isEmpty)
    #expect(
      lint("    if ([UIWindow instancesRespondToSelector:@selector(safeAreaInsets)]) {\n        return [self safeAreaInsets].top;\n    }\n    return 20;")
        .isEmpty)
  }
}
