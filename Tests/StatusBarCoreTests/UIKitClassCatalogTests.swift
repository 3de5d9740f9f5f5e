import Testing

@testable import StatusBarCore

/// The one table of UIKit's classes that import, lint and export read.
@Suite struct UIKitClassCatalogTests {
  @Test func everyKindHasItsUIKitClassInTheTable() {
    for kind in ControllerKind.allCases {
      #expect(UIKitClassCatalog.kind(ofUIKitClass: kind.uikitClass) == kind, "\(kind.uikitClass)")
    }
  }

  @Test func systemSubclassesOfContainersAreThoseContainers() {
    // UIImagePickerController and the mail composer are navigation controllers (Apple's class
    // documentation gives UINavigationController as their superclass).
    for name in ["UIImagePickerController", "MFMailComposeViewController"] {
      let entry = UIKitClassCatalog.entry(named: name)
      #expect(entry?.kind == .navigation)
      #expect(entry?.superclass == "UINavigationController")
    }
    #expect(UIKitClassCatalog.kind(ofUIKitClass: "UIAlertController") == .controller)
    #expect(UIKitClassCatalog.kind(ofUIKitClass: "MyNavigationController") == nil)
  }

  @Test func anAppClassReachesUIKitThroughItsDeclaredSuperclasses() {
    let declared = ["Nav": "BaseNav", "BaseNav": "UINavigationController", "Loop": "Loop2", "Loop2": "Loop"]
    let nav = UIKitClassCatalog.ancestry(of: "Nav") { declared[$0] }
    #expect(nav.entry?.kind == .navigation)
    #expect(nav.chain == ["BaseNav", "UINavigationController"])
    let loop = UIKitClassCatalog.ancestry(of: "Loop") { declared[$0] }
    #expect(loop.entry == nil)
    #expect(loop.chain == ["Loop2"])
  }

  @Test func R6_1_darkContentIsIOS13AndDrawsAsDefaultBefore() {
    #expect(StatusBarStyle.darkContent.introduced == OSVersion(13))
    #expect(StatusBarStyle.darkContent.available(on: OSVersion(12, 4)) == .default)
    #expect(StatusBarStyle.darkContent.available(on: OSVersion(13)) == .darkContent)
    #expect(UIKitAPI.darkContent.introduced == OSVersion(13))
    #expect(!UIKitAPI.sheetDetents.exists(on: OSVersion(14)))
    #expect(UIKitAPI.applicationStatusBarSetters.deprecated == OSVersion(9))
  }
}
