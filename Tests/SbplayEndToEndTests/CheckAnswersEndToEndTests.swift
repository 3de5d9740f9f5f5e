import Foundation
import Testing

/// `sbplay check` fails a lesson whose answer key contradicts what UIKit resolves.
@Suite struct CheckAnswersEndToEndTests {
  @Test func aWrongAnswerKeyFailsCheckWithFileLineAndColumn() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-key-\(getpid()).yaml").path
    let text = """
      title: A wrong key
      device: iPhone X
      os: "13.0"
      root:
        navigation:
          name: Nav
          viewControllers:
            - controller: { name: First, prefersStatusBarHidden: false }
      steps:
        - ask: The phone turns to landscape. Who decides whether the bar is hidden?
          answer: First
          do: rotate landscapeLeft
        - ask: What do you see?
          answer: Nothing much
      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = sbplay(["check", path])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(result.out.contains("\(path):11:13: step 1: answer \"First\" says First decides"), "\(result.out)")
    #expect(result.out.contains("make the answer system"))
    #expect(result.out.contains("warning: \(path):14:13: step 2: answer \"Nothing much\" cannot be checked"), "\(result.out)")
  }
}
