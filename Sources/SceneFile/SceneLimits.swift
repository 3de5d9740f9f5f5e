/// The limits that keep a hostile scene file from exhausting memory, stack or time
/// (docs/untrusted-input.md). Each is checked before the work it protects.
public enum SceneLimits {
  /// Largest scene file, in bytes (1 MiB), checked before the file is read.
  public static let maxBytes = 1_048_576
  /// Deepest controller nesting (the root or a presented controller is level 1).
  public static let maxControllerDepth = 64
  /// Deepest YAML nesting of maps and lists. libyaml itself stops at 1000.
  public static let maxYAMLDepth = 400
  /// Most actions in one step's `do`.
  public static let maxActionsPerStep = 1_000
}
