import Foundation
import SwiftSourceScan
import Testing

/// D162: a third-party Objective-C library copied into an app's folders without a podspec
/// (gmat's `GMat/Extension/TZImagePickerController`, round 47) is vendored code: its files name
/// authors who wrote none of the app's files, and it imports only itself.
///
/// The copy's folder is `TZPicker`: a folder named `TZImagePickerController` is vendored by its
/// name alone (D260), and these tests are about what D162 reads in the files.
@Suite struct LintCopiedLibraryTests {
  /// An app by Ann: `main.m` and an app delegate, a screen that imports the picker, a category in
  /// `Extension/`, and a copied picker by Tan whose controller hides the bar with UIApplication's setter (a finding when read).
  func makeApp(pickerAuthor: String = "谭真", pickerImports: String = "", extra: [String: String] = [:]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-copies-\(UUID().uuidString)").path
    var files = [
      "GMat/main.m": header("main.m", "Ann Lee") + "int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @\"AppDelegate\"); }\n",
      "GMat/AppDelegate.m": header("AppDelegate.m", "Ann Lee")
        + "#import \"AppDelegate.h\"\n@implementation AppDelegate\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o { return YES; }\n@end\n",
      "GMat/AppDelegate.h": header("AppDelegate.h", "Ann Lee") + "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
      "GMat/Screens/Home.m": header("Home.m", "Ann Lee") + "#import \"Home.h\"\n#import \"TZImagePickerController.h\"\n@implementation Home\n@end\n",
      "GMat/Screens/Home.h": header("Home.h", "Ann Lee") + "@interface Home : UIViewController\n@end\n",
      "GMat/Extension/UIView+Frame.m": header("UIView+Frame.m", "Ann Lee") + "@implementation UIView (Frame)\n@end\n",
      "GMat/Extension/TZPicker/TZImagePickerController.h": header("TZImagePickerController.h", pickerAuthor)
        + "@interface TZImagePickerController : UINavigationController\n@end\n",
      "GMat/Extension/TZPicker/TZImagePickerController.m": header("TZImagePickerController.m", pickerAuthor)
        + "#import \"TZImagePickerController.h\"\n" + pickerImports + "@implementation TZImagePickerController\n"
        + "- (void)viewWillAppear:(BOOL)animated {\n  [super viewWillAppear:animated];\n  [UIApplication sharedApplication].statusBarHidden = YES;\n}\n@end\n",
    ]
    for (path, text) in extra { files[path] = text }
    for (path, text) in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
    return root
  }

  func header(_ name: String, _ author: String) -> String {
    "//\n//  \(name)\n//  GMat\n//\n//  Created by \(author) on 16/8/1.\n//  Copyright © 2016年 \(author). All rights reserved.\n//\n\n"
  }

  func lintedFiles(_ root: String, includeVendored: Bool = false) -> [String] {
    SourceScanner.scan(paths: [root], includeVendored: includeVendored).files.map { String($0.path.dropFirst(root.count + 1)) }.sorted()
  }

  func findings(_ root: String, includeVendored: Bool = false) -> [String] {
    let scan = SourceScanner.scan(paths: [root], includeVendored: includeVendored)
    return Linter.lint(scan.files, settings: ProjectSettings.discover(in: [root])).map { ($0.file as NSString).lastPathComponent }
  }

  @Test func D162_aLibraryByOtherAuthorsThatImportsOnlyItselfIsNotLinted() throws {
    let root = try makeApp()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scan = SourceScanner.scan(paths: [root])
    #expect(scan.copiedLibraries == [root + "/GMat/Extension/TZPicker"])
    #expect(!lintedFiles(root).contains { $0.contains("TZImagePicker") })
    #expect(findings(root).isEmpty)
    // Asked for, it is read, and its setter is reported.
    #expect(findings(root, includeVendored: true) == ["TZImagePickerController.m"])
    #expect(SourceScanner.scan(paths: [root], includeVendored: true).copiedLibraries.isEmpty)
  }

  /// D176: a folder where half or more of the files name no author is the app's own, though two of
  /// its files are by an outside author (MIT Mobile's `Common/UI`, round 53): only the signed
  /// subfolder is a copy.
  @Test func D176_aFolderMostlyUnsignedIsTheApps() throws {
    let back = "GMat/Common/UI/NavigationController/BackButtonOverride/"
    let root = try makeApp(extra: [
      "GMat/Common/UI/NavigationController/AppNavigationController.m":
        "#import \"AppNavigationController.h\"\n@implementation AppNavigationController\n"
        + "- (void)viewWillAppear:(BOOL)animated {\n  [super viewWillAppear:animated];\n  [UIApplication sharedApplication].statusBarHidden = YES;\n}\n@end\n",
      "GMat/Common/UI/NavigationController/AppNavigationController.h": "@interface AppNavigationController : UINavigationController\n@end\n",
      back + "UIViewController+BackButtonHandler.m": header("UIViewController+BackButtonHandler.m", "Sergey Nikitenko")
        + "#import \"UIViewController+BackButtonHandler.h\"\n@implementation UIViewController (BackButtonHandler)\n@end\n",
      back + "UIViewController+BackButtonHandler.h": header("UIViewController+BackButtonHandler.h", "Sergey Nikitenko")
        + "@interface UIViewController (BackButtonHandler)\n@end\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scan = SourceScanner.scan(paths: [root])
    #expect(scan.copiedLibraries.sorted() == [root + "/" + String(back.dropLast()), root + "/GMat/Extension/TZPicker"])
    #expect(lintedFiles(root).contains("GMat/Common/UI/NavigationController/AppNavigationController.m"))
    #expect(findings(root) == ["AppNavigationController.m"])
  }

  /// D182: the app delegate two folders below `main.m`, whose header names another author (Teams'
  /// `Classes/AppDelegate/DWAppDelegate.m` under Xcode's `main.m`, round 54), is the app's: its
  /// author writes the app, so the app's screens are linted and only the picker is a copy. A
  /// library's sample app with its own `main.m` stays the sample's.
  @Test func D182_anAppDelegateBelowTheAppsMainIsTheApps() throws {
    let root = try makeApp()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.removeItem(atPath: root + "/GMat/AppDelegate.m")
    try FileManager.default.removeItem(atPath: root + "/GMat/AppDelegate.h")
    let main = header("main.m", "Deepak Rao") + "int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, nil); }\n"
    try main.write(toFile: root + "/GMat/main.m", atomically: true, encoding: .utf8)
    let delegate = root + "/GMat/Classes/AppDelegate"
    try FileManager.default.createDirectory(atPath: delegate, withIntermediateDirectories: true)
    try
      (header("AppDelegate.m", "Ann Lee") + "#import \"AppDelegate.h\"\n#import \"Home.h\"\n@implementation AppDelegate\n"
      + "- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o { return YES; }\n@end\n")
      .write(toFile: delegate + "/AppDelegate.m", atomically: true, encoding: .utf8)
    try (header("AppDelegate.h", "Ann Lee") + "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n")
      .write(toFile: delegate + "/AppDelegate.h", atomically: true, encoding: .utf8)
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries == [root + "/GMat/Extension/TZPicker"])
    #expect(lintedFiles(root).contains("GMat/Screens/Home.m"))
    // A sample app inside the picker, with its own main.m and a delegate by Tan: not the app's.
    let sample = root + "/GMat/Extension/TZPicker/Demo/Classes"
    try FileManager.default.createDirectory(atPath: sample, withIntermediateDirectories: true)
    try (header("main.m", "谭真") + "int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, nil); }\n")
      .write(toFile: root + "/GMat/Extension/TZPicker/Demo/main.m", atomically: true, encoding: .utf8)
    try
      (header("DemoDelegate.m", "谭真") + "#import \"TZImagePickerController.h\"\n@implementation DemoDelegate\n"
      + "- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o { return YES; }\n@end\n")
      .write(toFile: sample + "/DemoDelegate.m", atomically: true, encoding: .utf8)
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries == [root + "/GMat/Extension/TZPicker"])
  }

  @Test func D162_aFolderTheAppsAuthorWroteIsTheApps() throws {
    let root = try makeApp(pickerAuthor: "Ann Lee")
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.isEmpty)
    #expect(findings(root) == ["TZImagePickerController.m"])
  }

  @Test func D162_aFolderThatImportsTheAppsHeadersIsTheApps() throws {
    // Another developer's module that imports the app's own header is the app's code.
    let root = try makeApp(pickerImports: "#import \"Home.h\"\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.isEmpty)
    #expect(findings(root) == ["TZImagePickerController.m"])
  }

  /// D188: a library of 20 or more files wired into the app by one `#import` of the app's header
  /// (TalkCloud's classroom SDK in longdaohu's app, whose `TKOpenUrlViewController.m` imports
  /// `AppDelegate.h`, round 55) is still a copy; two such files in 22 make it the app's.
  @Test func D188_aLibraryWiredInByOneFileInTwentyIsStillACopy() throws {
    var extra: [String: String] = [:]
    for index in 0..<10 {
      extra["GMat/Extension/TZPicker/TZPart\(index).h"] = header("TZPart\(index).h", "谭真") + "@interface TZPart\(index) : NSObject\n@end\n"
      extra["GMat/Extension/TZPicker/TZPart\(index).m"] =
        header("TZPart\(index).m", "谭真") + "#import \"TZPart\(index).h\"\n" + (index == 0 ? "#import \"AppDelegate.h\"\n" : "")
        + "@implementation TZPart\(index)\n@end\n"
    }
    let root = try makeApp(extra: extra)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries == [root + "/GMat/Extension/TZPicker"])
    #expect(findings(root).isEmpty)
    // A second file importing the app's header: 2 of 22 ties it to the app.
    try (header("TZPart1.m", "谭真") + "#import \"TZPart1.h\"\n#import \"Home.h\"\n@implementation TZPart1\n@end\n")
      .write(toFile: root + "/GMat/Extension/TZPicker/TZPart1.m", atomically: true, encoding: .utf8)
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.isEmpty)
    #expect(findings(root) == ["TZImagePickerController.m"])
  }

  @Test func D162_whoeverImportsTheAppsFilesWritesTheApp() throws {
    // Bo writes the chat screen, which imports Ann's Home.h: Bo is one of the app's authors, so
    // Bo's self-contained picker is the app's too.
    let chat = header("Chat.m", "Bo") + "#import \"Home.h\"\n@implementation Chat\n@end\n"
    let root = try makeApp(pickerAuthor: "Bo", extra: ["GMat/Chat/Chat.m": chat, "GMat/Chat/Chat.h": header("Chat.h", "Bo")])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.isEmpty)
    #expect(findings(root) == ["TZImagePickerController.m"])
  }

  @Test func D162_aCopyMayImportAnotherCopy() throws {
    // TZImagePickerController imports YYKit's YYImage.h; YYKit is a copy too (round 47).
    let yy = header("YYImage.h", "ibireme") + "@interface YYImage : UIImage\n@end\n"
    let yym = header("YYImage.m", "ibireme") + "#import \"YYImage.h\"\n@implementation YYImage\n@end\n"
    let root = try makeApp(
      pickerImports: "#import \"YYImage.h\"\n#import <Photos/Photos.h>\n#import \"Masonry.h\"\n",
      extra: ["GMat/Extension/YYKit/YYImage.h": yy, "GMat/Extension/YYKit/YYImage.m": yym])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.map { ($0 as NSString).lastPathComponent } == ["TZPicker", "YYKit"])
    #expect(findings(root).isEmpty)
  }

  /// D221: kcb_ios' copy of MWPhotoBrowser imports `MBProgressHUD.h`, a loose header by its own
  /// author beside the app's files (round 67): a header only outside authors wrote is a library's,
  /// and importing it leaves the copy a copy. A header by the app's author still ties it to the app.
  @Test func D221_aCopyMayImportALooseHeaderByOutsideAuthors() throws {
    let hud = header("MBProgressHUD.h", "Matej Bukovinski") + "@interface MBProgressHUD : UIView\n@end\n"
    let root = try makeApp(pickerImports: "#import \"MBProgressHUD.h\"\n", extra: ["GMat/MBProgressHUD.h": hud])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.map { ($0 as NSString).lastPathComponent } == ["TZPicker"])
    #expect(findings(root).isEmpty)
    let ann = header("MBProgressHUD.h", "Ann Lee") + "@interface MBProgressHUD : UIView\n@end\n"
    let own = try makeApp(pickerImports: "#import \"MBProgressHUD.h\"\n", extra: ["GMat/MBProgressHUD.h": ann])
    defer { try? FileManager.default.removeItem(atPath: own) }
    #expect(SourceScanner.scan(paths: [own]).copiedLibraries.isEmpty)
    #expect(findings(own) == ["TZImagePickerController.m"])
  }

  /// D229: FFmpeg's headers, copied with kxmovie into kcb_ios, `#include "config.h"`: the app has a
  /// `config.h` of its own and a payment SDK another (round 67). An import of a name that files by
  /// others carry too does not tie the copy to the app; one beside the importer is the one it means.
  @Test func D229_aNameOthersCarryTooDoesNotTieACopyToTheApp() throws {
    let config = header("config.h", "Ann Lee") + "#define SERVER @\"x\"\n"
    let sdkConfig = header("config.h", "Alipay") + "#define XYSSL_CONFIG_H\n"
    let imports = "#import \"config.h\"\n"
    let root = try makeApp(pickerImports: imports, extra: ["GMat/Utilities/config.h": config, "GMat/Pay/Util/config.h": sdkConfig])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.map { ($0 as NSString).lastPathComponent } == ["TZPicker"])
    #expect(findings(root).isEmpty)
    // Only the app's carries the name: the copy is tied to the app.
    let own = try makeApp(pickerImports: imports, extra: ["GMat/Utilities/config.h": config])
    defer { try? FileManager.default.removeItem(atPath: own) }
    #expect(SourceScanner.scan(paths: [own]).copiedLibraries.isEmpty)
    #expect(findings(own) == ["TZImagePickerController.m"])
    // The library's own beside the importer is the one meant, not the app's of the same name.
    let pickerConfig = header("config.h", "谭真") + "#define TZ_CONFIG 1\n"
    let near = try makeApp(
      pickerImports: imports, extra: ["GMat/Utilities/config.h": config, "GMat/Extension/TZPicker/config.h": pickerConfig])
    defer { try? FileManager.default.removeItem(atPath: near) }
    #expect(SourceScanner.scan(paths: [near]).copiedLibraries.map { ($0 as NSString).lastPathComponent } == ["TZPicker"])
  }

  /// D230: kcb_ios took kxmovie's sample screen into its own folders as MoviePlayerViewController.m,
  /// whose header still says `MainViewController.m` and `Created by Kolyvan` (round 67). The
  /// renamed copy imports the app's headers, but its authors did not write it for the app: the
  /// kxmovie folder stays a copy. A file the picker's author wrote under its own name still ties.
  @Test func D230_aRenamedCopyOfALibrarysFileDoesNotMakeItsAuthorsTheApps() throws {
    let screen = header("MainViewController.m", "谭真") + "#import \"Home.h\"\n@implementation MoviePlayerViewController\n@end\n"
    let root = try makeApp(extra: ["GMat/Screens/MoviePlayerViewController.m": screen])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.map { ($0 as NSString).lastPathComponent } == ["TZPicker"])
    #expect(findings(root).isEmpty)
    let named = header("MoviePlayerViewController.m", "谭真") + "#import \"Home.h\"\n@implementation MoviePlayerViewController\n@end\n"
    let joined = try makeApp(extra: ["GMat/Screens/MoviePlayerViewController.m": named])
    defer { try? FileManager.default.removeItem(atPath: joined) }
    #expect(SourceScanner.scan(paths: [joined]).copiedLibraries.isEmpty)
    #expect(findings(joined) == ["TZImagePickerController.m"])
    #expect(CopiedLibraries.headerName(in: Array("//\r\n//  MainViewController.m\r\n//  kxmovie\r\n".utf8)) == "MainViewController.m")
    #expect(CopiedLibraries.headerName(in: Array("/* a */\n// see main.m for details\n".utf8)) == nil)
  }

  @Test func D162_aLibrarysOwnRepositoryIsLintedAsAsked() throws {
    // The library's own repository, with its demo app by Ann: the library is what is asked about.
    let root = try makeApp(extra: ["TZImagePickerController.podspec": "Pod::Spec.new do |s|\nend\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.isEmpty)
    #expect(findings(root) == ["TZImagePickerController.m"])
  }

  @Test func D162_filesWithoutAuthorsAreNeverACopy() throws {
    let root = try makeApp(pickerAuthor: "")
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.isEmpty)
  }

  @Test func D162_anAppWithoutAnEntryPointHasNoCopies() throws {
    // Without the app's entry point there is no telling the app's authors from anybody's.
    let root = try makeApp()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.removeItem(atPath: root + "/GMat/main.m")
    try FileManager.default.removeItem(atPath: root + "/GMat/AppDelegate.m")
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries.isEmpty)
  }

  @Test func D162_authorsAreReadFromTheHeaderComment() {
    #expect(CopiedLibraries.authors(in: "//  Created by liuxin on 16/8/1.\n//  Copyright © 2016年 liuxin. All rights reserved.\n") == ["liuxin"])
    #expect(CopiedLibraries.authors(in: "/**\n * Copyright 2009-2011 Facebook\n */\n") == ["facebook"])
    #expect(CopiedLibraries.authors(in: "// Copyright (c) 2011 Mattt Thompson (http://mattt.me)\n") == ["mattt thompson http mattt me"])
    // D176: a licence block whose lines carry no `*` (Appirater); code after the block is not a header.
    #expect(
      CopiedLibraries.authors(in: "/*\n This file is part of Appirater.\n\n Copyright (c) 2012, Arash Payan\n All rights reserved.\n */\n") == ["arash payan"])
    #expect(CopiedLibraries.authors(in: "/* a */\nstatic NSString *copyright = @\"Copyright 2020 Someone\";\n").isEmpty)
    #expect(
      CopiedLibraries.authors(in: "//  Created by Nick ONeill on 8/17/11.\n//  Copyright 2011 Webpreneur LLC. All rights reserved.\n") == [
        "nick oneill", "webpreneur",
      ])
    #expect(CopiedLibraries.authors(in: "// The above copyright notice and this permission notice shall be included\n").isEmpty)
    #expect(CopiedLibraries.authors(in: "let created = \"Created by me on 1/1\"\n").isEmpty, "not a comment")
  }

  /// D200: Apple's sample-code licence ("under Apple's copyrights in this original Apple software")
  /// names no author: "copyrights" is no copyright notice. Read as one, it tied every file carrying
  /// that licence together: Zazz's `UIImage+ImageEffects.m` (imported from the app's own header) made
  /// the copied RSKImageCropper's `RSKImageScrollView.m`, derived from Apple's PhotoScroller, the
  /// app's, and the cropper with it (round 59).
  static let appleSampleLicence = """
    /*
     File: Sample.m
     Disclaimer: IMPORTANT:  This Apple software is supplied to you by Apple
     Inc. ("Apple") in consideration of your agreement to the following terms.
     In consideration of your agreement to abide by the following terms, and
     subject to these terms, Apple grants you a personal, non-exclusive
     license, under Apple's copyrights in this original Apple software (the
     "Apple Software"), to use, reproduce, modify and redistribute the Apple Software.
     */

    """

  @Test func D200_applesSampleLicenceNamesNoAuthor() throws {
    #expect(CopiedLibraries.authors(in: Self.appleSampleLicence).isEmpty)
    #expect(CopiedLibraries.authors(in: "// Copyright (c) 2014 Ruslan Skorb, http://lnkd.in/gsBbvb\n") == ["ruslan skorb http lnkd in gsbbvb"])
    let licence = Self.appleSampleLicence
    let root = try makeApp(
      pickerImports: "#import \"TZScrollView.h\"\n#import \"TZImageManager.h\"\n",
      extra: [
        "GMat/Extension/UIImage+ImageEffects.h": header("UIImage+ImageEffects.h", "Ann Lee") + "@interface UIImage (ImageEffects)\n@end\n",
        "GMat/Extension/UIImage+ImageEffects.m": licence + "#import \"UIImage+ImageEffects.h\"\n@implementation UIImage (ImageEffects)\n@end\n",
        "GMat/Extension/TZPicker/TZScrollView.h": licence + "@interface TZScrollView : UIScrollView\n@end\n",
        "GMat/Extension/TZPicker/TZScrollView.m": licence + "#import \"TZScrollView.h\"\n@implementation TZScrollView\n@end\n",
        "GMat/Extension/TZPicker/TZImageManager.h": header("TZImageManager.h", "谭真") + "@interface TZImageManager : NSObject\n@end\n",
        "GMat/Extension/TZPicker/TZImageManager.m": header("TZImageManager.m", "谭真")
          + "#import \"TZImageManager.h\"\n@implementation TZImageManager\n@end\n",
      ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SourceScanner.scan(paths: [root]).copiedLibraries == [root + "/GMat/Extension/TZPicker"])
    #expect(findings(root).isEmpty)
  }
}
