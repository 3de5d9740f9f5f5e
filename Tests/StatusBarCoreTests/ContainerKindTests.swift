import Testing

@testable import StatusBarCore

/// One home per container kind: each kind's UIKit behaviour is described once, in `Kinds/`,
/// and everything else asks it.
@Suite struct ContainerKindTests {
  @Test func everyKindDescribesItselfOnce() {
    let kinds = ControllerKind.allCases
    // The camera is the photo picker's class with another source type: the one class two kinds share.
    #expect(Set(kinds.map(\.behavior.uikitClass)).count == kinds.count - 1)
    #expect(ControllerKind.camera.uikitClass == ControllerKind.imagePicker.uikitClass)
    #expect(Set(kinds.map(\.behavior.shortName)).count == kinds.count)
    for key in ControllerKey.allCases {
      let owners = kinds.filter { $0.behavior.ownKeys.contains(key) }
      // A key belongs to one kind, and to the system classes UIKit derives from that kind's class
      // (UIImagePickerController is a UINavigationController: it has a navigation bar).
      let heirs = owners.dropFirst().filter { UIKitClassCatalog.entry(named: $0.uikitClass)?.superclass == owners.first?.uikitClass }
      #expect(owners.count <= 1 + heirs.count, "\(key) is claimed by \(owners)")
      #expect(key.kinds == (owners.isEmpty ? Set(kinds) : Set(owners)))
    }
    for reference in [ChildReference.topViewController, .selectedViewController] {
      #expect(kinds.filter { $0.behavior.childProperty == reference }.count == 1)
    }
    #expect(ControllerKind.controller.behavior.isPresentable)
    #expect(ControllerKind.owner(of: .barStyle) == .navigation)
    #expect(ControllerKind.owner(of: .selectedIndex) == .tabBar)
  }

  @Test func theChildPropertyIsReadFromTheKind() {
    var nav = Controller(name: "Nav", kind: .navigation)
    nav.children = [1, 2, 3]
    #expect(nav.child(for: .topViewController) == 3)
    #expect(nav.child(for: .selectedViewController) == nil)
    var tabs = Controller(name: "Tabs", kind: .tabBar)
    tabs.children = [4, 5]
    tabs.selectedIndex = 1
    #expect(tabs.child(for: .selectedViewController) == 5)
    tabs.selectedIndex = 9
    #expect(tabs.child(for: .selectedViewController) == nil)
    #expect(Controller(name: "VC", kind: .controller).child(for: .topViewController) == nil)
  }

  /// The white-sheet bug: a full-screen sheet inherits its presenter's dark override (R6.2),
  /// in the resolver and in the frames every view draws from.
  @Test func R6_2_aFullScreenSheetOverADarkRootIsDark() {
    let w = world(
      "iPhone X", os: "13.0",
      .vc("Root", [.overrideUserInterfaceStyle: "dark"]),
      presented: [.vc("Sheet", [.modalPresentationStyle: "fullScreen"])])
    #expect(w.shown.foreground == .light)
    #expect(w.isDark(w.id(named: "Sheet")!))
    let sheet = w.layout.frames.first { $0.name == "Sheet" }
    #expect(sheet?.appearance.dark == true)
    #expect(sheet?.appearance.background == .black)
    #expect(w.layout.behindStatusBar == .black)
  }

  @Test func R6_2_traitsStopAtAnOverrideAndNeedIOS13() {
    let dark = world(
      "iPhone X", os: "13.0", appearance: .dark,
      .nav("Nav", [.vc("Light", [.overrideUserInterfaceStyle: "light"], children: [.vc("Inner")])]))
    let frames = dark.layout.frames
    #expect(frames.first { $0.name == "Nav" }?.appearance.dark == true)
    #expect(frames.first { $0.name == "Nav.navigationBar" }?.appearance.background == .darkBar)
    #expect(frames.first { $0.name == "Inner" }?.appearance.dark == false)
    #expect(frames.first { $0.name == "Inner" }?.appearance.background == .white)
    let old = world("iPhone X", os: "12.0", appearance: .dark, .nav("Nav", [.vc("Top")]))
    #expect(old.layout.frames.first { $0.name == "Top" }?.appearance.dark == false)
    #expect(old.layout.frames.first { $0.name == "Nav.navigationBar" }?.appearance.background == .lightBar)
  }

  @Test func barsCarryWhatTheyShow() {
    let w = world(
      "iPhone 8", os: "12.0",
      .tabs("Tabs", [.nav("Nav", [.vc("Home", [.title: "Start"]), .vc("Detail")]), .vc("Settings")]))
    let bar = w.layout.frames.first { $0.kind == .navigationBar }
    #expect(bar?.appearance.title == "Detail")
    #expect(bar?.appearance.backTitle == "Start")
    let tabBar = w.layout.frames.first { $0.kind == .tabBar }
    #expect(tabBar?.appearance.items == ["Nav", "Settings"])
    #expect(tabBar?.appearance.selectedItem == 0)
  }

  @Test func isOnScreenAgreesWithTheLayout() {
    let w = world(
      "iPhone X", os: "16.0",
      .tabs("Tabs", [.nav("Nav", [.vc("Home"), .vc("Detail", children: [.vc("Child")])]), .vc("Settings")]),
      presented: [.vc("Card"), .vc("Full", [.modalPresentationStyle: "fullScreen"])])
    let onScreen = Set(w.layout.onScreen)
    for id in w.controllers.allNames.compactMap(w.id(named:)) {
      #expect(w.isOnScreen(id) == onScreen.contains(id), "\(w.name(of: id))")
    }
    #expect(w.isOnScreen(w.id(named: "Full")!))
    #expect(!w.isOnScreen(w.id(named: "Detail")!))
  }

  @Test func theSimulationKeepsOneSnapshotPerChange() throws {
    var sim = simulation(world("iPhone 8", .nav("Nav", [.vc("Home")])))
    try sim.run("push Next", "set Next.prefersStatusBarHidden=true")
    #expect(sim.snapshot.layout == LayoutEngine.layout(sim.world))
    #expect(sim.snapshot.world == sim.world)
    sim.undo()
    #expect(sim.snapshot.world == sim.world)
  }
}
