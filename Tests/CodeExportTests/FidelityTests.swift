@testable import CodeExport
import StatusBarCore
import Testing

/// The overrides read back from each export are the world's, controller by controller.
@Suite struct FidelityTests {
  @Test func bundledScenesRoundTrip() throws {
    for exportCase in try bundledCases() {
      checkRoundTrip(exportCase)
    }
  }

  @Test(arguments: handBuiltCases)
  func handBuiltWorldsRoundTrip(_ exportCase: ExportCase) {
    checkRoundTrip(exportCase)
  }

  private func checkRoundTrip(_ exportCase: ExportCase) {
    let source = SwiftExporter.swift(for: exportCase.world, title: exportCase.title)
    let read = SwiftExporter.overrides(inSwift: source)
    let expected = expectedOverrides(exportCase.world)
    #expect(Set(read.keys) == Set(expected.keys), "\(exportCase.name): classes and entries differ")
    for (name, properties) in expected.sorted(by: { $0.key < $1.key }) {
      #expect(read[name] == properties, "\(exportCase.name): \(name)")
    }
    // One class per controller, each a distinct name.
    let classes = SwiftExporter.classNames(for: exportCase.world)
    #expect(classes.count == exportCase.world.controllers.liveCount)
    #expect(Set(classes.values).count == classes.count)
  }

  @Test func defaultsProduceNoOverride() {
    let world = makeWorld(root: .tabs("Tabs", [.nav("Nav", [.vc("First")]), .vc("Plain", children: [.vc("Inner")])]))
    let source = SwiftExporter.swift(for: world, title: nil)
    let read = SwiftExporter.overrides(inSwift: source)
    #expect(read.count == 5)
    #expect(read.values.allSatisfy { $0.isEmpty })
    #expect(!source.contains("override"))
    #expect(!source.contains("<key>"))
    #expect(!source.contains("sbplay:"))
    #expect(source.contains("final class FirstViewController: UIViewController {}"))
  }

  @Test func aChildIsFoundAmongChildrenByClass() {
    let world = makeWorld(root: .vc("Container", [.childForStatusBarStyle: "Child"], children: [.vc("Child")]))
    let source = SwiftExporter.swift(for: world, title: nil)
    #expect(
      source.contains(
        "override var childForStatusBarStyle: UIViewController? { children.first { $0 is ChildViewController } }"))
    #expect(SwiftExporter.overrides(inSwift: source)["ContainerViewController"] == ["childForStatusBarStyle": "ChildViewController"])
  }
}
