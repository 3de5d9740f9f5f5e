@testable import StatusBarCore
import Testing

/// R11.9 asks, on every iOS version change, whether the world holds a kind newer than the
/// version. The store keeps a count per kind so that the answer does not visit every
/// controller (every per-controller step linear, the per-key ones not at all).
@Suite struct KindCountTests {
  @Test func theStoreCountsEachKindThroughAddsRemovalsAndChanges() {
    var store = ControllerStore()
    let a = store.add(Controller(name: "A", kind: .navigation))
    _ = store.add(Controller(name: "B", kind: .controller))
    let c = store.add(Controller(name: "C", kind: .controller))
    #expect(store.count(of: .navigation) == 1)
    #expect(store.count(of: .controller) == 2)
    #expect(store.count(of: .tabBar) == 0)
    store.remove(c)
    #expect(store.count(of: .controller) == 1)
    var changed = store[a]!
    changed.kind = .tabBar
    store[a] = changed
    #expect(store.count(of: .navigation) == 0)
    #expect(store.count(of: .tabBar) == 1)
    for kind in ControllerKind.allCases {
      #expect(store.count(of: kind) == store.all.filter { $0.controller.kind == kind }.count, "\(kind)")
    }
  }

  @Test func R11_9_anOSChangeCostsTheSameWhateverTheNumberOfControllers() throws {
    func work(_ count: Int) throws -> Int {
      var simulation = Simulation(
        world: world(os: "13.0", .nav("Nav", (0..<count).map { .vc("C\($0)") })))
      return try WorkMeter.measure { try simulation.perform("os 14.0") }.work
    }
    let small = try work(500)
    let large = try work(4_000)
    #expect(large < small * 2, "os change: \(small) at 500 controllers, \(large) at 4,000")
  }

  @Test func R11_9_theRefusalStillNamesTheFirstHostMade() throws {
    var simulation = Simulation(
      world: world(os: "13.0", .vc("Root", children: [.vc("A"), ControllerNode(.hosting, "Second", [:]), ControllerNode(.hosting, "Third", [:])])))
    #expect(throws: ActionError.self) { try simulation.perform("os 12.0") }
    do {
      try simulation.perform("os 12.0")
    } catch {
      #expect("\(error)".contains("Second is a UIHostingController"), "\(error)")
    }
  }
}
