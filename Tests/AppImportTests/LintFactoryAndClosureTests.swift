import Foundation
import SwiftSourceScan
import Testing

/// A method of the presenter's own type that sets the presentation on what it returns (kanvas's
/// camera, D108), a configuration closure `x.do { $0.… }` (brave's playlist, D107), and a
/// container subclass that sets its own children in `init` (brave's menu).
@Suite struct LintFactoryAndClosureTests {
  static let card = "class Card: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }\n"

  /// kanvas's CameraController: the factory ends `controller.modalPresentationStyle = .fullScreen;
  /// return controller`, the controller coming from another factory; it was reported as presented
  /// with the default style.
  @Test func D108_aStyleTheFactorySetsOnWhatItReturnsIsThePresentationsStyle() {
    let source =
      Self.card + """
        class Camera: UIViewController {
          func show(_ segments: [Int]) {
            let controller = createNextStep(segments)
            self.present(controller, animated: true)
          }
          private func createNextStep(_ segments: [Int]) -> UIViewController {
            let controller: UIViewController
            if segments.isEmpty {
              controller = UIViewController()
            } else {
              controller = createPreview(segments)
            }
            controller.modalTransitionStyle = .crossDissolve
            controller.modalPresentationStyle = .fullScreen
            return controller
          }
          private func createPreview(_ segments: [Int]) -> Card {
            let controller = Card()
            return controller
          }
        }
        """
    #expect(Linter.lint(source: source).isEmpty)
  }

  /// A factory with no argument, of the presenter's own type, that sets a style that does not take
  /// control: each presentation of its result is in that style; with the capture flag it takes control.
  @Test func D108_aFactoryWithNoArgumentGivesItsStyleAndCaptureToThePresentation() {
    func source(captures: String) -> String {
      Self.card + """
        class Home: UIViewController {
          func show() {
            let card = makeCard()
            present(card, animated: true)
          }
          func makeCard() -> Card {
            let card = Card()
            card.modalPresentationStyle = .overFullScreen
            \(captures)
            return card
          }
        }
        """
    }
    let findings = Linter.lint(source: source(captures: ""))
    #expect(findings.map(\.check) == ["presentation-not-in-control"], "\(findings)")
    #expect(findings.first?.message.contains("presented with .overFullScreen at A.swift:5:5") == true, "\(findings)")
    #expect(Linter.lint(source: source(captures: "card.modalPresentationCapturesStatusBarAppearance = true")).isEmpty)
  }

  /// The factory chooses the style at run time: one world per choice (D104), the finding holds in both.
  @Test func D108_aFactorysConditionalStyleIsARunTimeChoice() {
    let source =
      Self.card + """
        class Home: UIViewController {
          var compact = false
          func show() {
            present(self.makeCard(), animated: true)
          }
          func makeCard() -> Card {
            let card = Card()
            card.modalPresentationStyle = compact ? .overFullScreen : .overCurrentContext
            return card
          }
        }
        """
    let findings = Linter.lint(source: source)
    #expect(findings.map(\.check) == ["presentation-not-in-control"], "\(findings)")
    #expect(findings.first?.message.contains("decided at run time: .overFullScreen or .overCurrentContext") == true, "\(findings)")
  }

  /// focus-ios's OnboardingFactory: each `case` builds its controller, sets its style and returns it;
  /// the style is not a run-time choice with `.automatic` (the controller did not exist before the case).
  @Test func D108_aStyleSetInTheCaseThatBuildsTheControllerIsItsStyle() {
    func source(_ outside: Bool) -> String {
      Self.card + """
        class Home: UIViewController {
          func show(_ version: Int) {
            let controller = make(version)
            present(controller, animated: true)
          }
          func make(_ version: Int) -> UIViewController {
            \(outside ? "let controller = Card()" : "")
            switch version {
            case 1:
              \(outside ? "" : "let controller = Card()")
              controller.modalPresentationStyle = .formSheet
              return controller
            default:
              return UIViewController()
            }
          }
        }
        """
    }
    let inCase = Linter.lint(source: source(false))
    #expect(inCase.map(\.check) == ["presentation-not-in-control"], "\(inCase)")
    #expect(inCase.first?.message.contains("presented with .formSheet at A.swift:5:5;") == true, "\(inCase)")
    // Built before the switch: on the other paths it keeps .automatic (D104).
    let before = Linter.lint(source: source(true))
    #expect(before.first?.message.contains("decided at run time: .automatic or .formSheet") == true, "\(before)")
  }

  /// A function of another type, or a free function, with no argument is not guessed to be a factory.
  @Test func D108_aCallOfAnotherTypesMethodWithNoArgumentClaimsNothing() {
    let source =
      Self.card + """
        class Home: UIViewController {
          func show() {
            let card = makeCard()
            present(card, animated: true)
          }
        }
        class Other {
          func makeCard() -> Card {
            let card = Card()
            card.modalPresentationStyle = .overFullScreen
            return card
          }
        }
        """
    #expect(Linter.lint(source: source).isEmpty)
  }

  /// brave's PlaylistViewController: the split's columns are set in `splitController.do { $0.… }`.
  @Test func D107_viewControllersSetInADoClosureAreTheReceiversChildren() {
    let source =
      Self.card + """
        class Detail: UIViewController {}
        class Playlist: UIViewController {
          private let splitController = UISplitViewController()
          override func viewDidLoad() {
            super.viewDidLoad()
            splitController.do {
              $0.viewControllers = [UINavigationController(rootViewController: Detail()), UINavigationController(rootViewController: Card())]
              $0.view.snp.makeConstraints { $0.edges.equalToSuperview() }
            }
            addChild(splitController)
          }
        }
        """
    let findings = Linter.lint(source: source)
    #expect(findings.map(\.check) == ["ignored-override"], "\(findings)")
    #expect(findings.first?.line == 1)
    #expect(findings.first?.message.contains("into UISplitViewController at A.swift:8:7") == true, "\(findings)")
  }

  /// `$0.setViewControllers(…)` and the style and capture set on `$0` are the receiver's.
  @Test func D107_aDoClosuresSettingsAreTheReceiversSettings() {
    func source(_ body: String) -> String {
      Self.card + """
        class Home: UIViewController {
          func show() {
            let nav = UINavigationController()
            nav.do {
              \(body)
            }
            present(nav, animated: true)
          }
        }
        """
    }
    let pushed = Linter.lint(source: source("$0.setViewControllers([Card()], animated: false)"))
    #expect(pushed.map(\.check) == ["ignored-override"], "\(pushed)")
    let card =
      Self.card + """
        class Home: UIViewController {
          func show() {
            let card = Card()
            card.do { $0.modalPresentationStyle = .overFullScreen }
            present(card, animated: true)
          }
        }
        """
    let over = Linter.lint(source: card)
    #expect(over.map(\.check) == ["presentation-not-in-control"], "\(over)")
    #expect(over.first?.message.contains("presented with .overFullScreen") == true, "\(over)")
    let captured = card.replacingOccurrences(
      of: "$0.modalPresentationStyle = .overFullScreen",
      with: "$0.modalPresentationStyle = .overFullScreen; $0.modalPresentationCapturesStatusBarAppearance = true")
    #expect(Linter.lint(source: captured).isEmpty)
  }

  /// brave's MenuViewController sets its own stack in `init`; the top is never asked while the bar
  /// shows, and is asked once the child hides the bar (as brave's MenuHostingController does).
  @Test func R2_1_aNavigationSubclassThatSetsItsOwnChildrenInInit() {
    for statement in [
      "viewControllers = [Card()]", "self.viewControllers = [Card()]", "setViewControllers([Card()], animated: false)",
      "pushViewController(Card(), animated: false)",
    ] {
      let source =
        Self.card + """
          class Menu: UINavigationController {
            init() {
              super.init(nibName: nil, bundle: nil)
              \(statement)
            }
          }
          """
      let findings = Linter.lint(source: source)
      #expect(findings.map(\.check) == ["ignored-override"], "\(statement): \(findings)")
      #expect(findings.first?.message.contains("into Menu at A.swift:5:") == true, "\(findings)")
    }
    let hidden =
      """
      class Card: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          navigationController?.setNavigationBarHidden(true, animated: false)
        }
      }
      class Menu: UINavigationController {
        init() {
          super.init(nibName: nil, bundle: nil)
          viewControllers = [Card()]
        }
      }
      """
    #expect(Linter.lint(source: hidden).isEmpty)
  }
  /// Stepik's video player presents itself again after Picture in Picture
  /// (`sourceViewController.present(self, animated: true)`); the instance comes from an assembly's
  /// `makeModule()`, whose caller presented it `.fullScreen`. A class presenting itself that a
  /// factory returns has the style its factory's caller set: decided at run time (D115).
  @Test func D115_aSelfPresentationOfAFactorysControllerTakesTheStyleItsCallerSet() {
    let player = """
      class Player: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
        func restore(from presenter: UIViewController) { presenter.present(self, animated: true) }
      }
      """
    let assembly = "class Assembly { func makeModule() -> UIViewController { let player = Player(); return player } }"
    #expect(Linter.lint(source: player + "\n" + assembly).isEmpty)
    // A class that sets its own style keeps it (habitica's FaintViewController: `self.modalPresentationStyle =
    // .overCurrentContext` before presenting itself).
    let faint = player.replacingOccurrences(of: "{ presenter.present(self", with: "{ modalPresentationStyle = .overCurrentContext; presenter.present(self")
    #expect(Linter.lint(source: faint + "\n" + assembly).map(\.check) == ["presentation-not-in-control"])
    // Built where it is shown, with no style set anywhere: the default style, which does not take the bar.
    #expect(
      Linter.lint(source: player + "\nclass Host: UIViewController { func play() { Player().restore(from: self) } }").map(\.check) == [
        "presentation-not-in-control"
      ])
  }

  /// D225: chatcan's `present(LoginViewController.getAlert(…), animated: true)` (round 69) calls a
  /// static function of its extension of UIViewController, which returns a UIAlertController: the
  /// alert is presented, not a LoginViewController. A static factory the class declares itself
  /// still makes one.
  @Test func D225_aStaticFunctionOfAnExtensionOfUIViewControllerCalledOnASubclass() {
    let alerts = """
      import UIKit
      extension UIViewController {
          static func getAlert(title: String) -> UIAlertController {
              let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
              return alert
          }
      }
      """
    let login = "import UIKit\nclass LoginViewController: UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\n"
    let chat =
      "import UIKit\nclass ChatViewController: UIViewController {\n    func fail() {\n        present(LoginViewController.getAlert(title: \"Error\"), animated: true)\n    }\n}\n"
    #expect(Fixture.lint(["Alerts.swift": alerts, "Login.swift": login, "Chat.swift": chat]).isEmpty)
    let own = login.replacingOccurrences(of: "\n}\n", with: "\n    static func make() -> LoginViewController { LoginViewController() }\n}\n")
    let chatMakes = chat.replacingOccurrences(of: "getAlert(title: \"Error\")", with: "make()")
    #expect(Fixture.lint(["Login.swift": own, "Chat.swift": chatMakes]).map { $0.hasPrefix("Login.swift:3 ") } == [true])
  }
}
