import Foundation
import SwiftSourceScan
import Testing

/// D127: a change made in an extension of the class in the same file is the class's own
/// (InteractiveSideMenu, round 24: `fileprivate extension MenuContainerViewController { func
/// setCurrentView(…) { currentContentViewController = vc } }` swaps the child the style is read
/// from, without an update).
@Suite struct LintUpdateInExtensionTests {
  static func container(_ extra: String = "") -> String {
    """
    open class Container: UIViewController {
      open override var preferredStatusBarStyle: UIStatusBarStyle { current?.preferredStatusBarStyle ?? .lightContent }
      fileprivate weak var current: UIViewController?
      public func select(_ vc: UIViewController) { setCurrent(vc) }
    }
    fileprivate extension Container {
      func setCurrent(_ vc: UIViewController) {
        addChild(vc)
        current = vc\(extra)
      }
    }
    """
  }

  func lint(_ text: String) -> [String] { Linter.lint(source: text, path: "Container.swift").map { "\($0.line) \($0.check)" } }

  @Test func D127_aChangeInAnExtensionOfTheClassIsReported() {
    #expect(lint(Self.container()) == ["9 missing-update"])
  }

  @Test func D127_anUpdateInTheExtensionOrACallerOnlyBeforeAppearingCovers() {
    #expect(lint(Self.container("\n    setNeedsStatusBarAppearanceUpdate()")).isEmpty)
    let beforeAppearing = Self.container().replacingOccurrences(
      of: "public func select(_ vc: UIViewController) { setCurrent(vc) }",
      with: "override func viewDidLoad() { super.viewDidLoad(); setCurrent(UIViewController()) }")
    #expect(lint(beforeAppearing).isEmpty)
  }

  /// D127 under `#if`: a library wraps the whole file in `#if canImport(UIKit) && !os(tvOS)`
  /// (KSPlayer's full-screen player, round 37): the class and its extension are read all the same,
  /// and so is a member inside `#if` in the class body.
  @Test func D127_aFileOrMembersInsideConditionalCompilationAreRead() {
    let wrapped = "#if canImport(UIKit) && !os(tvOS)\nimport UIKit\n" + Self.container() + "\n#endif\n"
    #expect(lint(wrapped) == ["11 missing-update"])
    let member = """
      class Player: UIViewController {
        private var hidden = false
        override var prefersStatusBarHidden: Bool { hidden }
        #if os(iOS)
        func controls(shown: Bool) { hidden = !shown }
        #endif
      }
      """
    #expect(lint(member) == ["5 missing-update"])
  }

  /// D193: a change made in a method the class calls only from methods that ask for the update
  /// is covered by them, as D185 in Objective-C (primal's `set(_:)`, called twice from
  /// `quickReset`, which asks after each; round 35). One caller that does not ask leaves it reported.
  @Test func D193_aChangeCalledOnlyFromMethodsThatAskIsCovered() {
    let root = """
      class Root: UIViewController {
        var currentChild: UIViewController?
        override var preferredStatusBarStyle: UIStatusBarStyle { currentChild?.preferredStatusBarStyle ?? .default }
        func set(_ vc: UIViewController) {
          addChild(vc)
          currentChild = vc
        }
        func quickReset(loggedIn: Bool) {
          if loggedIn {
            set(UIViewController())
            setNeedsStatusBarAppearanceUpdate()
          } else {
            set(UINavigationController())
            setNeedsStatusBarAppearanceUpdate()
          }
        }
      }
      """
    #expect(lint(root).isEmpty)
    let silentCaller = root.replacingOccurrences(
      of: "  }\n}", with: "  }\n  func logOut() { set(UIViewController()) }\n}")
    #expect(lint(silentCaller) == ["6 missing-update"])
  }

  /// D194 in Swift: asked for from two of the class's own methods (here, one in its extension),
  /// the change in a third is not reported; from one, it is.
  @Test func D194_aClassAskingFromTwoOfItsMethodsIsNotReported() {
    let one = Self.container().replacingOccurrences(
      of: "public func select(_ vc: UIViewController) { setCurrent(vc) }",
      with: "public func select(_ vc: UIViewController) { setCurrent(vc) }\n  func themeChanged() { setNeedsStatusBarAppearanceUpdate() }")
    #expect(lint(one) == ["10 missing-update"])
    let two = one.replacingOccurrences(
      of: "fileprivate extension Container {", with: "fileprivate extension Container {\n  func menuMoved() { setNeedsStatusBarAppearanceUpdate() }")
    #expect(lint(two).isEmpty)
  }
}
