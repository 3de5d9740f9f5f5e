import Foundation
import SwiftSourceScan
import Testing

/// D250: freshake (round 85) keeps its older screens compiled after replacing them: `Controllers/`
/// names its own classes from each other, but nothing the app delegate reaches names any of them.
/// Their hard-coded heights never show; D113 kept them because each is named somewhere.
@Suite struct LintUnreachableCodeTests {
  static let height = "- (void)layout {\n    CGFloat tableHeight = kScreen_Height - 64;\n}\n"

  func app(entry: Bool = true, extra: [String: String] = [:]) -> [String: String] {
    var files = [
      "App/AppDelegate.h": "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
      "App/AppDelegate.m":
        "#import \"AppDelegate.h\"\n#import \"Home.h\"\n#import \"OldHome.h\"\n@implementation AppDelegate\n- (void)start { self.window.rootViewController = [[Home alloc] init]; }\n@end\n",
      "App/Home.h": "@interface Home : UIViewController\n@end\n",
      "App/Home.m": "#import \"Home.h\"\n@implementation Home\n" + Self.height + "@end\n",
      // The old screens: each names the other, nothing reached names either (an import is no use).
      "App/Old/OldHome.h": "@interface OldHome : UIViewController\n@end\n",
      "App/Old/OldHome.m":
        "#import \"OldHome.h\"\n#import \"OldDetail.h\"\n@implementation OldHome\n- (void)open { [self.navigationController pushViewController:[OldDetail new] animated:YES]; }\n"
        + Self.height + "@end\n",
      "App/Old/OldDetail.h": "@interface OldDetail : UIViewController\n@end\n",
      "App/Old/OldDetail.m": "#import \"OldDetail.h\"\n@implementation OldDetail\n- (void)back { OldHome *home = nil; }\n" + Self.height + "@end\n",
    ]
    if entry {
      files["App/main.m"] =
        "#import \"AppDelegate.h\"\nint main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class])); }\n"
    }
    for (path, text) in extra { files[path] = text }
    return files
  }

  func heights(_ files: [String: String]) throws -> [String] {
    try Fixture.lintFolder(files).filter { $0.finding.check == "hard-coded-height" }.map { "\($0.relative):\($0.finding.line)" }.sorted()
  }

  @Test func D250_screensNoEntryReachesAreNotReported() throws {
    #expect(try heights(app()) == ["App/Home.m:4"])
  }

  @Test func D250_aNameInAStringOrAStoryboardReachesAClass() throws {
    let byString = app(extra: ["App/Router.m": "@implementation Home (Routes)\n- (id)old { return [NSClassFromString(@\"OldHome\") new]; }\n@end\n"])
    #expect(try heights(byString) == ["App/Home.m:4", "App/Old/OldDetail.m:5", "App/Old/OldHome.m:6"])
  }

  @Test func D250_aCategoryFileAndAnAppWithNoEntryAreLeftAlone() throws {
    // A file that also holds a category of a UIKit class runs wherever that class does.
    let category = "@implementation Unused\n@end\n@implementation UIViewController (Extend)\n" + Self.height + "@end\n"
    #expect(try heights(app(extra: ["App/ExtendClass.m": category])).contains("App/ExtendClass.m:5"))
    // No program entry found (a library's sources): nothing is unreachable.
    #expect(try heights(app(entry: false)) == ["App/Home.m:4", "App/Old/OldDetail.m:5", "App/Old/OldHome.m:6"])
  }
}
