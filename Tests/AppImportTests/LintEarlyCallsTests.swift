import Foundation
import SwiftSourceScan
import Testing

/// D129: a method the class never calls itself, whose every call in the code read is made on
/// `self` in a subclass's initialiser (FolioReaderKit's `setupConfig`, round 22), runs before the
/// controller is on screen: UIKit asks when it appears, no update is missing.
@Suite struct LintEarlyCallsTests {
  static let container = """
    open class Container: UIViewController {
      var config: Config!
      open override var prefersStatusBarHidden: Bool { config.hides }
      open func setupConfig(_ config: Config) {
        self.config = config
      }
    }
    """

  func lint(_ others: [(String, String)]) -> [String] {
    let files = [("Container.swift", Self.container)] + others
    let texts = Dictionary(uniqueKeysWithValues: files)
    return Linter.lint(files.map { SourceScanner.scan(path: $0.0, text: $0.1) }, texts: texts).map { "\($0.file):\($0.line) \($0.check)" }
  }

  static let subclass = """
    class Sub: Container {
      required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setupConfig(Config())
      }
    }
    """

  @Test func D129_calledOnlyInASubclassesInitialiserIsNoFinding() {
    #expect(lint([("Sub.swift", Self.subclass)]).isEmpty)
  }

  @Test func D129_anyOtherCallOrNoneKeepsTheFinding() {
    #expect(lint([]) == ["Container.swift:5 missing-update"])
    let later = "class Screen: UIViewController { let reader = Container()\n  func night() { reader.setupConfig(Config()) } }"
    #expect(lint([("Sub.swift", Self.subclass), ("Screen.swift", later)]) == ["Container.swift:5 missing-update"])
    let action = Self.subclass.replacingOccurrences(
      of: "required init?(coder aDecoder: NSCoder) {\n    super.init(coder: aDecoder)", with: "@objc func tapped() {\n    _ = 0")
    #expect(lint([("Sub.swift", action)]) == ["Container.swift:5 missing-update"])
  }
}
