// swift-tools-version: 6.0
import PackageDescription

/// The static archives of Foundation and what they need, each after the ones that use it.
let staticFoundation = [
  "Foundation", "CoreFoundation", "FoundationInternationalization", "_FoundationICU", "FoundationEssentials",
  "_FoundationCShims", "_FoundationCollections", "swiftSynchronization", "swiftDispatch", "dispatch", "BlocksRuntime",
  "swiftCore", "stdc++", "m",
]

/// The functions a typical session runs, for the release link to lay out together.
let hotSymbols: String = Context.packageDirectory + "/Linking/hot-symbols.order"

/// The release link: static, by lld, hot functions first, Foundation and ncursesw's archives.
let releaseLinkFlags: [String] = {
  var linkerFlags: [String] = ["--symbol-ordering-file=" + hotSymbols, "--no-warn-symbol-ordering"]
  linkerFlags += (staticFoundation + ["ncursesw", "tinfo"]).map { "-l" + $0 }
  return ["-static-executable", "-use-ld=lld"] + linkerFlags.flatMap { ["-Xlinker", $0] }
}()

// One direction of flow (see docs/architecture.md):
// StatusBarCore -> SceneFile -> PlaygroundUI -> CursesTerminal -> sbplay.
// CellGrid is the terminal-free cell buffer shared by the drawing code and the curses backend.
let package = Package(
  name: "sbplay",
  // macOS 15: Synchronization's Atomic and Mutex (used across the targets) are new in it.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "sbplay", targets: ["sbplay"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // A real Swift parser for `sbplay import --source` and `sbplay lint` (SwiftSourceScan only).
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
  ],
  targets: [
    // The simulated UIKit world: devices, controllers, actions, resolver, layout. Pure Swift.
    .target(name: "StatusBarCore"),
    // YAML/JSON scene files <-> world + lessons, with file:line:column errors.
    .target(name: "SceneFile", dependencies: ["StatusBarCore", .product(name: "Yams", package: "Yams")]),
    // The bundled scenes of Scenes/, embedded at build time so `sbplay NAME` works anywhere.
    .target(name: "BundledScenes", plugins: ["EmbedScenesPlugin"]),
    .executableTarget(name: "EmbedScenesTool"),
    .plugin(name: "EmbedScenesPlugin", capability: .buildTool(), dependencies: ["EmbedScenesTool"]),
    // Swift source that builds a world in a real app (`sbplay code`).
    .target(name: "CodeExport", dependencies: ["StatusBarCore"]),
    // `sbplay import`: LLDB `_printHierarchy` / chisel `pvc` dumps -> a scene, with every guess noted.
    .target(name: "AppImport", dependencies: ["StatusBarCore", "SceneFile"]),
    // Swift sources read with swift-syntax: status bar overrides per class (`--source`) and `sbplay lint`.
    .target(
      name: "SwiftSourceScan",
      dependencies: [
        "StatusBarCore", "AppImport",
        // `.sbplay.yml`, lint's configuration file.
        .product(name: "Yams", package: "Yams"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // An in-memory grid of styled cells (ratatui's Buffer): no terminal.
    .target(name: "CellGrid"),
    // App state, key map, panels and drawing into a CellGrid. No curses.
    .target(
      name: "PlaygroundUI",
      dependencies: ["StatusBarCore", "SceneFile", "CellGrid", "BundledScenes", "CodeExport", "AppImport"],
      // Foundation's String members (contains, range(of:)) only where a file imports it: they
      // go through NSString and CoreFoundation, slow and heavy on the drawing path.
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    // Curses with wide characters through a system library; only CursesTerminal imports it. No
    // pkgConfig: SwiftPM warns about the -D flags of ncursesw's pkg-config entry on every build;
    // shim.h sets what those flags would (Sources/CNCurses/shim.h). The library is linked here:
    // ncursesw on Linux; on macOS the system's ncurses, which has the wide characters itself.
    .systemLibrary(name: "CNCurses", providers: [.apt(["libncurses-dev"])]),
    .target(
      name: "CursesTerminal", dependencies: ["CellGrid", "CNCurses"],
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]),
    .executableTarget(
      name: "sbplay",
      dependencies: [
        "StatusBarCore", "SceneFile", "PlaygroundUI", "CursesTerminal", "CellGrid", "BundledScenes", "CodeExport",
        "AppImport", "SwiftSourceScan",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // Release builds are one static executable: the Swift runtime, Foundation, libstdc++,
      // ncursesw and libc are linked in, so start-up loads and relocates no shared library
      // and maps only the pages it runs (docs/speed.md; measured against -static-stdlib
      // with shared libc, libstdc++ and ncursesw: 17.2 MiB peak instead of 19.2, 14.7M
      // instructions to the first frame instead of 16.8M). Debug builds and tests keep the
      // shared libraries. The Foundation archives are named again after SwiftPM's own list, in
      // an order in which each one's references resolve (SwiftPM's order leaves ICU and
      // CoreFoundation unresolved); ncursesw's static archive needs tinfo after it.
      //
      // The link is lld's, with the functions a typical session runs laid out together
      // (Linking/hot-symbols.order, written by Linking/make-hot-symbols): the kernel maps code
      // 64 KiB at a time around each page touched, so scattered hot code kept about 9 MiB of
      // .text resident, and together it keeps about 5 (docs/speed.md). A name the build no
      // longer has is skipped.
      linkerSettings: [
        .unsafeFlags(
          releaseLinkFlags,
          .when(platforms: [.linux], configuration: .release))
      ]),

    // libFuzzer harness for the scene reader (docs/untrusted-input.md, "Fuzzing").
    .executableTarget(name: "sbplay-fuzz", dependencies: ["SceneFile"], path: "Sources/SceneReaderFuzz"),
    // libFuzzer harness for `sbplay import`'s dump reader (Fuzz/run-import).
    .executableTarget(name: "sbplay-import-fuzz", dependencies: ["AppImport"], path: "Sources/DumpImportFuzz"),
    // libFuzzer harness for lint's Swift source scan (docs/lint.md, "Fuzzing").
    .executableTarget(name: "sbplay-lint-fuzz", dependencies: ["SwiftSourceScan"], path: "Sources/SwiftSourceScanFuzz"),

    // Helpers shared by the test targets.
    .target(name: "TestSupport", path: "Tests/Support"),
    .testTarget(name: "StatusBarCoreTests", dependencies: ["StatusBarCore", "TestSupport"]),
    .testTarget(name: "SceneFileTests", dependencies: ["SceneFile", "StatusBarCore", "BundledScenes", "TestSupport"]),
    .testTarget(name: "CellGridTests", dependencies: ["CellGrid"]),
    .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "CellGrid", "CNCurses", "TestSupport"]),
    .testTarget(name: "CodeExportTests", dependencies: ["CodeExport", "StatusBarCore", "SceneFile", "BundledScenes"]),
    .testTarget(
      name: "PlaygroundUITests",
      dependencies: ["PlaygroundUI", "StatusBarCore", "SceneFile", "CellGrid", "BundledScenes", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "AppImportTests",
      dependencies: [
        "AppImport", "SwiftSourceScan", "StatusBarCore", "SceneFile",
        .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "SbplayEndToEndTests", dependencies: ["sbplay"]),
  ]
)

// Release builds put each of this package's functions in a section of its own, so the link
// can lay out the ones a session runs together (Linking/; SwiftPM's release objects otherwise
// hold a file's functions in one section, and the link could only move whole files).
//
// On macOS every target compiles with _XOPEN_SOURCE_EXTENDED: the SDK's <curses.h> is the
// Darwin.ncurses module, which declares the wide-character functions only with it, and the
// module must be built the same way for every target that sees CursesTerminal's curses types
// (Sources/CNCurses/shim.h).
for target in package.targets where target.type != .system && target.type != .plugin {
  var settings = target.swiftSettings ?? []
  if target.type == .regular || target.type == .executable {
    settings.append(
      .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)))
  }
  settings.append(.unsafeFlags(["-Xcc", "-D_XOPEN_SOURCE_EXTENDED=1"], .when(platforms: [.macOS])))
  target.swiftSettings = settings
}
