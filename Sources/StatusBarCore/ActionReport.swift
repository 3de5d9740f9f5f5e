/// What an applied action made UIKit post (events) and the notes it deserves (warnings that
/// belong to the action, such as an ignored `UIApplication` setter, D8).
public struct ActionReport: Hashable, Sendable {
  public var events: [String] = []
  public var notes: [String] = []
  public init() {}
}
