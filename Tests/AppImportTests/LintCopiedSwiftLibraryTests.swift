import Foundation
import SwiftSourceScan
import Testing

/// D257: a third-party Swift library copied into an app's folders (PrivateCorner's `Library/`
/// with sparrow's status bar manager, round 88) is vendored code: signed by authors who sign
/// nothing else in the app, and written as a library (a licence's text, `public` API).
@Suite struct LintCopiedSwiftLibraryTests {
  static let mit = """
    // The MIT License (MIT)
    // Copyright © 2017 Ivan Vorobei (hello@ivanvorobei.by)
    //
    // Permission is hereby granted, free of charge, to any person obtaining a copy
    // of this software and associated documentation files (the "Software"), to deal
    // in the Software without restriction.

    """

  static func xcodeHeader(_ name: String, _ author: String) -> String {
    "//\n//  \(name)\n//  PrivateCorner\n//\n//  Created by \(author) on 9/21/17.\n//  Copyright © 2017 \(author). All rights reserved.\n//\n\n"
  }

  /// An app by "a" (its delegate and a screen), and a folder `Library/sparrow` of three files by
  /// `libraryHeader`, one of which sets the bar through UIApplication (a finding when read).
  func makeApp(libraryHeader: String, publicAPI: Bool = false, extra: [String: String] = [:]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-swift-copies-\(UUID().uuidString)").path
    let access = publicAPI ? "public " : ""
    var files = [
      "PrivateCorner/AppDelegate.swift": Self.xcodeHeader("AppDelegate.swift", "a")
        + "import UIKit\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n  var window: UIWindow?\n}\n",
      "PrivateCorner/UI/Home.swift": Self.xcodeHeader("Home.swift", "a") + "import UIKit\nclass Home: UIViewController {}\n",
      "PrivateCorner/Library/sparrow/SPStatusBar.swift": libraryHeader + "import UIKit\n\(access)class SPStatusBar {\n"
        + "  \(access)static func light() { UIApplication.shared.statusBarStyle = .lightContent }\n}\n",
      "PrivateCorner/Library/sparrow/SPLayout.swift": libraryHeader + "import UIKit\n\(access)struct SPLayout {}\n",
      "PrivateCorner/Library/sparrow/SPAnimation.swift": libraryHeader + "import UIKit\n\(access)enum SPAnimation {}\n",
    ]
    for (path, text) in extra { files[path] = text }
    for (path, text) in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
    return root
  }

  func copies(_ root: String) -> [String] {
    SourceScanner.scan(paths: [root]).copiedLibraries.map { String($0.dropFirst(root.count + 1)) }
  }

  func findings(_ root: String, includeVendored: Bool = false) -> [String] {
    let scan = SourceScanner.scan(paths: [root], includeVendored: includeVendored)
    return Linter.lint(scan.files, settings: ProjectSettings.discover(in: [root])).map { ($0.file as NSString).lastPathComponent }
  }

  @Test func D257_aSignedLicensedSwiftLibraryIsNotLinted() throws {
    let root = try makeApp(libraryHeader: Self.mit)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(copies(root) == ["PrivateCorner/Library"], "the outermost folder holding only the copy")
    #expect(findings(root).isEmpty)
    #expect(findings(root, includeVendored: true) == ["SPStatusBar.swift"])
  }

  @Test func D257_aSignedSwiftLibraryWithPublicAPIIsNotLinted() throws {
    let root = try makeApp(libraryHeader: Self.xcodeHeader("SPStatusBar.swift", "Ivan Vorobei"), publicAPI: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(copies(root) == ["PrivateCorner/Library"], "the outermost folder holding only the copy")
  }

  @Test func D257_aFolderOfTheAppsOwnIsLinted() throws {
    // Signed by someone who signs nothing else, but written as app code: no licence, no public API.
    let plain = try makeApp(libraryHeader: Self.xcodeHeader("SPStatusBar.swift", "Ivan Vorobei"))
    defer { try? FileManager.default.removeItem(atPath: plain) }
    #expect(copies(plain).isEmpty)
    #expect(findings(plain) == ["SPStatusBar.swift"])
    // Licensed, but its author writes the app too.
    let shared = try makeApp(
      libraryHeader: Self.mit,
      extra: ["PrivateCorner/UI/Settings.swift": Self.mit + "import UIKit\nclass Settings: UIViewController {}\n"])
    defer { try? FileManager.default.removeItem(atPath: shared) }
    #expect(copies(shared).isEmpty)
    // Mostly unsigned: the app's.
    let unsigned = try makeApp(
      libraryHeader: "",
      extra: ["PrivateCorner/Library/sparrow/SPLayout.swift": Self.mit + "import UIKit\nstruct SPLayout {}\n"])
    defer { try? FileManager.default.removeItem(atPath: unsigned) }
    #expect(copies(unsigned).isEmpty)
  }
}
