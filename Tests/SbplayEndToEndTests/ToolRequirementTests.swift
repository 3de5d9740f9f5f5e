import Testing

/// The outside programs the end-to-end tests drive. A missing one skips its tests with one line
/// saying how to install it (here too); with `SBPLAY_REQUIRE_ALL_TOOLS=1` (.ci/run) it fails
/// here instead, once per tool, so CI can never pass with tests left out.
@Suite struct ToolRequirementTests {
  static func require(_ tool: OutsideTool) {
    #expect(tool.isAvailable, tool.missingLine)
  }

  @Test(.needs(.tmux)) func tmux() { Self.require(.tmux) }
  @Test(.needs(.pgrep)) func pgrep() { Self.require(.pgrep) }
  @Test(.needs(.pythonSchemaValidator)) func pythonSchemaValidator() { Self.require(.pythonSchemaValidator) }
  @Test(.needs(.pythonXML)) func pythonXML() { Self.require(.pythonXML) }
  @Test(.needs(.zsh)) func zsh() { Self.require(.zsh) }
  @Test(.needs(.fish)) func fish() { Self.require(.fish) }

  /// Every tool the tests know has its requirement test above.
  @Test func everyToolHasItsRequirement() {
    #expect(OutsideTool.all.count == 6)
  }
}
