import Foundation
import SwiftSourceScan
import Testing

/// D148: Objective-C layout arithmetic whose 20 only a comment calls the status bar's height
/// (Babyry's `// 20はstatus barの高さ`, round 40; iNaturalist's "we have to accommodate the status
/// bar", round 25; rogerthat's "The 20px is for the status bar", round 41).
@Suite struct LintCommentNamedHeightTests {
  func lines(_ body: String) -> [Int] {
    let m = "@implementation Pager\n- (CGFloat)layout {\n\(body)\n}\n@end\n"
    return Linter.lint([SourceScanner.scan(path: "Pager.m", text: m)]).filter { $0.check == "hard-coded-height" }.map(\.line)
  }

  @Test func D148_aTwentyACommentCallsTheStatusBarIsItsHeight() {
    // A comment on the statement's own line, in Japanese or Chinese too.
    #expect(lines("    CGRect r = UIEdgeInsetsInsetRect(b, UIEdgeInsetsMake(toolbar.frame.size.height + 20, 0, 0, 0)); // 20はstatus barの高さ") == [3])
    #expect(lines("    frame.size.height -= (20+44);//减去状态栏、导航栏的高度") == [3])
    // The comment lines right above it.
    #expect(lines("    // since we're not below the navigation bar anymore,\n    // we have to accommodate the status bar\n    return 20 + 52;") == [5])
    // A comment that says 20 as well, a line of code between.
    #expect(
      lines("    // The 20px is for the status bar\n    CGSize k = [self keyboardSize];\n    CGFloat bottom = frame.size.height - k.height + 20;") == [5])
  }

  @Test func D148_onlyATermOfArithmeticTheCommentIsAbout() {
    // Not a term added or taken away: a position or a size of its own.
    #expect(lines("    // below the status bar\n    self.banner.frame = CGRectMake(0, 20, 320, 40);").isEmpty)
    // A comment about the status bar above other code, which does not say 20.
    #expect(lines("    // hide the status bar\n    [self hideBars];\n    CGFloat y = top + 20;").isEmpty)
    // The comment ends the statement before: it is that statement's.
    #expect(lines("    [self hideBars]; // hide the status bar\n    CGFloat y = top + 20;").isEmpty)
    // No comment names the bar.
    #expect(lines("    // a margin\n    CGFloat y = top + 20;").isEmpty)
  }

  /// D226: viewfinder's dashboard (round 69) puts a button at `frameTop = 64;  // status-bar +
  /// toolbar`; Diveboard's tab controller (round 59) sets `_topMargin = 64;` under the status bar
  /// reading it commented out. A 64 given, added or taken away where a comment on the statement's
  /// lines or right above it names the status bar is the two bars' height. Not a comparison, a 64
  /// inside a bigger number, or a comment on the block around it.
  @Test func D226_aSixtyFourACommentCallsTheStatusBarIsTheBarsHeight() {
    #expect(lines("    bg_edit_.frameTop = 64;  // status-bar + toolbar") == [3])
    #expect(lines("//    _statusHeight = [[UIApplication sharedApplication] statusBarFrame].size.height;\n    _topMargin = 64;") == [4])
    #expect(lines("    CGFloat top = header.frame.size.height + 64; // under the status bar and the navigation bar") == [3])
    #expect(lines("    if (offset == 64) { self.top = 1; } // status bar").isEmpty)
    #expect(lines("    CGFloat side = 640; // status bar").isEmpty)
    #expect(lines("    _topMargin = 64;").isEmpty)
    #expect(lines("    if (hidden) { // the status bar\n        _topMargin = 64;\n    }").isEmpty)
  }

  /// D197: a 20 added or taken away in a block about the status bar: the comment ends the line
  /// that opens the block (or its `if`, for the `else`; ODS's document viewer, round 57), or comment
  /// lines stand right above that line; or the block's `if` tests whether the bar is hidden
  /// (VandyMobile's screenshot, round 57).
  @Test func D197_aTwentyInABlockAboutTheStatusBarIsItsHeight() {
    let commented = "    if (isFullScreen) {  //to fix the status bar for ios7\n        h += 20;\n    }else {\n        h -= 20;\n    }"
    #expect(lines(commented) == [4, 6])
    #expect(lines("    // make room for the status bar\n    if (ios7) {\n        y += 20;\n    }") == [5])
    let hidden = "    if (![[UIApplication sharedApplication] isStatusBarHidden]) {\n        CGContextTranslateCTM(c, 0, -20);\n    }"
    #expect(lines(hidden) == [4])
    // Only the branch that runs while the bar shows (IOS_App_RenRen's photo viewer, round 58).
    #expect(lines("    if (![UIApplication sharedApplication].isStatusBarHidden) {\n        y = 0;\n    } else {\n        h = height - 20;\n    }").isEmpty)
    #expect(lines("    if ([UIApplication sharedApplication].isStatusBarHidden) {\n        h = height - 20;\n    }").isEmpty)
    #expect(lines("    if (!self.hideBar && ![UIApplication sharedApplication].statusBarHidden) {\n        h = height - 20;\n    }") == [4])
    // A block about something else, a test of the bar's frame, or a 20 that is no term of arithmetic.
    #expect(lines("    if (isFullScreen) {  // hide the toolbar\n        h += 20;\n    }").isEmpty)
    #expect(lines("    if ([UIApplication sharedApplication].statusBarFrame.size.height > normalHeight) {\n        y += 20;\n    }").isEmpty)
    #expect(lines("    if (![UIApplication sharedApplication].statusBarHidden) {\n        v.frame = CGRectMake(0, 20, w, h);\n    }").isEmpty)
    // Under a test of an iOS before 7 (sixis' cards, round 56).
    #expect(lines("    // move up the card, due to status bar tomfoolery\n    if ( majorVersion < 7 ) {\n        y = y - 20;\n    }").isEmpty)
    #expect(lines("    // move up the card, due to status bar tomfoolery\n    if ( majorVersion < 8 ) {\n        y = y - 20;\n    }") == [5])
    // Only the innermost block counts.
    #expect(lines("    if (full) {  // status bar\n        if (x) {\n            y += 20;\n        }\n    }").isEmpty)
  }
}
