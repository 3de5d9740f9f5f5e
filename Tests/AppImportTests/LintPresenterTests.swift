import Foundation
import SwiftSourceScan
import Testing

/// A controller that presents from itself: the chain above the presentation is its own (D116).
/// SwiftyCam's demo (round 15): the camera, the window root, hides the bar and presents a photo
/// screen as a sheet that hides it too; the photo screen is not asked, and nothing changes.
@Suite struct LintPresenterTests {
  func lint(_ camera: String, root: String = "func setUp(window: UIWindow) { window.rootViewController = Camera() }", language: String = "swift") -> [String] {
    let photo = "class Photo: UIViewController { override var prefersStatusBarHidden: Bool { true } }\n"
    let files = [
      SourceScanner.scan(path: "Photo.swift", text: photo),
      SourceScanner.scan(path: "Camera.\(language)", text: camera),
      SourceScanner.scan(path: "Setup.swift", text: root),
    ]
    return Linter.lint(files).map { "\($0.file):\($0.line) \($0.check)" }
  }

  static let camera = """
    class Camera: UIViewController {
      override var prefersStatusBarHidden: Bool { true }
      func shot() { present(Photo(), animated: true) }
    }
    """

  @Test func D116_aPresenterThatAnswersAlikeWhereverItIsShownHidesNothing() {
    #expect(lint(Self.camera).isEmpty)
    #expect(lint(Self.camera.replacingOccurrences(of: "present(Photo()", with: "self.present(Photo()")).isEmpty)
    // Objective-C's `[self presentViewController:…]`.
    let objc = """
      @implementation Camera
      - (BOOL)prefersStatusBarHidden { return YES; }
      - (void)shot { [self presentViewController:[[Photo alloc] init] animated:YES completion:nil]; }
      @end
      """
    #expect(lint(objc, language: "m").isEmpty)
  }

  /// SwiftyCam's camera is the main storyboard's initial controller, not a code root.
  @Test func D116_aStoryboardsInitialControllerIsWherePlaced() {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="BYZ">
        <scenes><scene sceneID="s1"><objects>
          <viewController id="BYZ" customClass="Camera" sceneMemberID="viewController"/>
        </objects></scene></scenes>
      </document>
      """
    let files = [
      SourceScanner.scan(path: "Photo.swift", text: "class Photo: UIViewController { override var prefersStatusBarHidden: Bool { true } }"),
      SourceScanner.scan(path: "Camera.swift", text: Self.camera),
      SourceScanner.scan(path: "Main.storyboard", text: storyboard),
    ]
    #expect(Linter.lint(files).isEmpty)
  }

  @Test func D116_otherwiseThePresentedOverrideIsStillNeverAsked() {
    // The camera shows the bar: the photo's answer is lost.
    #expect(lint(Self.camera.replacingOccurrences(of: "{ true }", with: "{ false }")) == ["Photo.swift:1 presentation-not-in-control"])
    // Inside a plain navigation controller whose bar shows, the camera is not asked for the hidden
    // lane on Face ID iPhones (D5): that loss is the camera's, reported there once; the photo asks
    // what the camera asks and loses nothing more (D264).
    let inNavigation = "func setUp(window: UIWindow) { window.rootViewController = UINavigationController(rootViewController: Camera()) }"
    #expect(lint(Self.camera, root: inNavigation) == ["Camera.swift:2 ignored-override"])
    // Presented from another controller than the one answering: the window's root stands under it
    // (D131), the same root with the same one loss (D264).
    let other = Self.camera.replacingOccurrences(of: "present(Photo()", with: "presentingViewController?.present(Photo()")
    #expect(lint(other, root: inNavigation) == ["Camera.swift:2 ignored-override"])
    // A root that shows the bar everywhere (its bar style decides, the camera answers nothing): lost.
    let showing = other.replacingOccurrences(of: "override var prefersStatusBarHidden: Bool { true }", with: "")
    #expect(lint(showing, root: inNavigation) == ["Photo.swift:1 presentation-not-in-control"])
    // The camera itself as the root hides the bar as the photo does (D131).
    #expect(lint(other) == [])
    // Nowhere placed: nothing says the camera is asked.
    #expect(lint(Self.camera, root: "").contains("Photo.swift:1 presentation-not-in-control"))
  }

  /// ALCameraViewController's photo library (round 15) answers `.lightContent` inside a sheet it is
  /// not asked in. On an iPhone in portrait the core draws light text over the card's black
  /// backdrop anyway (D1), but an iPad's form sheet shows the presenter's style: still a finding,
  /// and it says where the loss shows.
  @Test func D1_lightContentInACardSheetIsLostOnAnIPadAndSaysSo() {
    func library(_ style: String) -> [LintFinding] {
      let files = [
        SourceScanner.scan(
          path: "Library.swift", text: "class Library: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .\(style) } }"),
        SourceScanner.scan(
          path: "Root.swift",
          text:
            "class Root: UIViewController { func pick() { present(Library(), animated: true) } }\nfunc setUp(window: UIWindow) { window.rootViewController = Root() }"
        ),
      ]
      return Linter.lint(files)
    }
    let light = library("lightContent")
    #expect(light.map(\.check) == ["presentation-not-in-control"])
    #expect(
      light.first?.message.contains(
        "on an iPhone in portrait the text is light anyway (over the card's black backdrop) and in landscape the bar is hidden, so an iPad shows the difference"
      ) == true)
    let dark = library("darkContent")
    #expect(dark.map(\.check) == ["presentation-not-in-control"])
    #expect(dark.first?.message.contains("light anyway") == false)
  }

  /// A plain presenter with no override answers UIKit's default: a presented `.default` (or `NO`)
  /// that is not asked changes nothing (UzysAssetsPickerController's demo, round 23).
  @Test func D116_aPlainPresenterAnswersTheDefault() {
    let demo =
      "class Demo: UIViewController { func pick() { present(Picker(), animated: true) } }\nfunc setUp(window: UIWindow) { window.rootViewController = Demo() }"
    func lint(_ picker: String) -> [String] {
      Linter.lint([SourceScanner.scan(path: "Picker.swift", text: picker), SourceScanner.scan(path: "Demo.swift", text: demo)]).map(\.check)
    }
    #expect(lint("class Picker: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .default } }").isEmpty)
    #expect(lint("class Picker: UIViewController { override var prefersStatusBarHidden: Bool { false } }").isEmpty)
    #expect(
      lint("class Picker: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }") == ["presentation-not-in-control"])
  }
}
