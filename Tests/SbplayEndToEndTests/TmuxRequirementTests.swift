import Testing

/// The end-to-end tests drive the real binary in tmux. Without tmux they are skipped (each
/// skip names the reason) and this one test fails, saying what to install, so a run without
/// tmux can never pass silently.
@Suite struct TmuxRequirementTests {
  @Test func tmuxIsInstalledForTheEndToEndTests() {
    #expect(TmuxDriver.isAvailable, TmuxDriver.missingMessage)
  }
}
