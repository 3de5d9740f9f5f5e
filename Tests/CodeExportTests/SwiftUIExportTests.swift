@testable import CodeExport
import StatusBarCore
import Testing

/// `sbplay code` for hosting nodes: a SwiftUI view with the modifiers, hosted by a
/// UIHostingController subclass, written for the world's iOS version.
@Suite struct SwiftUIExportTests {
  static func world(_ os: OSVersion, _ root: ControllerNode) -> World {
    World(environment: Environment(device: DeviceCatalog.device(named: "iPhone 14")!, os: os), root: root)
  }

  @Test func aHostBecomesAViewInAUIHostingController() {
    let source = SwiftExporter.swift(
      for: Self.world(OSVersion(17, 0), ControllerNode(.hosting, "Player", [.statusBarHidden: "true", .preferredColorScheme: "dark"])),
      title: nil)
    #expect(source.contains("import SwiftUI"))
    #expect(source.contains("final class PlayerHostingController: UIHostingController<PlayerView> {}"))
    #expect(source.contains("struct PlayerView: View {"))
    #expect(source.contains("      .statusBarHidden(true)"))
    #expect(source.contains("      .preferredColorScheme(.dark)"))
    #expect(source.contains("let player = PlayerHostingController(rootView: PlayerView())"))
  }

  @Test func newerModifiersAreCommentsOnOlderVersions() {
    let node = ControllerNode(
      .hosting, "Album", [.navigationStack: "true", .toolbarColorScheme: "dark", .statusBarColorScheme: "dark"])
    let ios15 = SwiftExporter.swift(for: Self.world(OSVersion(15, 0), node), title: nil)
    #expect(ios15.contains("NavigationView {"))
    #expect(ios15.contains("// sbplay: .toolbarColorScheme(.dark, for: .navigationBar) needs iOS 16: left out"))
    #expect(ios15.contains("// sbplay: .toolbarColorScheme(.dark, for: .statusBar) needs iOS 27: left out"))
    let ios27 = SwiftExporter.swift(for: Self.world(OSVersion(27, 0), node), title: nil)
    #expect(ios27.contains("NavigationStack {"))
    #expect(ios27.contains("  .toolbarColorScheme(.dark, for: .statusBar)"))
    #expect(!ios27.contains("left out"))
  }

  @Test func uikitWorldsDoNotImportSwiftUI() {
    let source = SwiftExporter.swift(for: Self.world(OSVersion(17, 0), .nav("Nav", [.vc("First")])), title: nil)
    #expect(!source.contains("SwiftUI"))
  }
}
