import Foundation
import Testing

/// Shell completion as a person uses it: the bash script `sbplay` generates,
/// sourced in a real bash in tmux, completes scene names, device names and iOS versions.
@Suite(.serialized) struct CompletionTests {
  /// Seconds to wait for a completion: each runs the binary, which under the whole suite's
  /// load on two cores once took longer than the default 15.
  static let patience = 60.0

  static func bash(name: String) throws -> TmuxDriver {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-completion-\(getpid()).bash").path
    let generated = sbplay(["--generate-completion-script", "bash"])
    #expect(generated.status == 0, "\(generated.err)")
    try generated.out.write(toFile: script, atomically: true, encoding: .utf8)
    let binDirectory = URL(fileURLWithPath: sbplayBinary).deletingLastPathComponent().path
    let path = binDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    // Through env(1): tmux's -e does not reach PATH and PS1 of the pane's shell.
    let tmux = TmuxDriver(command: "env 'PATH=\(path)' 'PS1=$ ' bash --norc --noprofile", name: name)
    tmux.type("source \(script) && echo rea''dy")
    tmux.press("Enter")
    // The prompt after "ready": readline reads the keys from here on. Typed earlier, they were
    // echoed by the terminal before readline drew its prompt, and its later redisplay garbled the
    // line under CI's load ("sbsbplay state …").
    #expect(
      tmux.waitUntil(timeout: patience) { screen in
        let lines = screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let ready = lines.firstIndex(of: "ready") else { return false }
        return lines[(ready + 1)...].contains("$")
      }, "\(tmux.screen())")
    return tmux
  }

  @Test(.needsTmux) func bashCompletesASceneNameAtTheTopLevelAndAfterASubcommand() throws {
    let tmux = try Self.bash(name: "complete-scene")
    tmux.type("sbplay nav-b")
    tmux.press("Tab")
    #expect(tmux.waitFor("$ sbplay nav-bar-decides", timeout: Self.patience), "\(tmux.screen())")
    tmux.press("C-u")
    tmux.type("sbplay state sheets-ios1")
    tmux.press("Tab")
    #expect(tmux.waitFor("$ sbplay state sheets-ios12-vs-ios13", timeout: Self.patience), "\(tmux.screen())")
  }

  @Test(.needsTmux) func bashCompletesDeviceNamesWithSpacesAndIOSVersions() throws {
    let tmux = try Self.bash(name: "complete-device")
    tmux.type("sbplay state --device iPhone\\ 4")
    tmux.press("Tab")
    #expect(tmux.waitFor("$ sbplay state --device iPhone\\ 4s", timeout: Self.patience), "\(tmux.screen())")
    tmux.press("C-u")
    tmux.type("sbplay render --os 1")
    tmux.press("Tab", "Tab")
    #expect(tmux.waitFor("13.0", timeout: Self.patience), "\(tmux.screen())")
    #expect(tmux.screen().contains("18.0"))
  }

  /// A shell in tmux with the script `sbplay` generates for it loaded.
  static func shell(_ shell: String, command: String, setup: String, name: String) throws -> TmuxDriver {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-completion-\(getpid()).\(shell)").path
    let generated = sbplay(["--generate-completion-script", shell])
    #expect(generated.status == 0, "\(generated.err)")
    try generated.out.write(toFile: script, atomically: true, encoding: .utf8)
    let binDirectory = URL(fileURLWithPath: sbplayBinary).deletingLastPathComponent().path
    let path = binDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-home-\(getpid())").path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let tmux = TmuxDriver(command: "env 'PATH=\(path)' 'HOME=\(home)' \(command)", name: name)
    tmux.type(setup.replacingOccurrences(of: "SCRIPT", with: script))
    tmux.press("Enter")
    return tmux
  }

  /// "ready" then the shell's next prompt (a line after it with something on it): from then on the
  /// line editor reads the keys, which typed earlier the terminal echoes before the prompt.
  static func waitForPromptAfterReady(_ tmux: TmuxDriver) -> Bool {
    tmux.waitUntil(timeout: patience) { screen in
      let lines = screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let ready = lines.firstIndex(of: "ready") else { return false }
      return lines[(ready + 1)...].contains { !$0.isEmpty }
    }
  }

  /// zsh and fish: skipped where they are missing, like every outside tool (`OutsideTool`).
  @Test(.needs(.tmux, .zsh))
  func zshCompletesSceneNamesAndDevices() throws {
    let tmux = try Self.shell(
      "zsh", command: "zsh -f", setup: "autoload -U compinit && compinit -u && source SCRIPT && echo rea''dy", name: "zsh")
    #expect(Self.waitForPromptAfterReady(tmux), "\(tmux.screen())")
    tmux.type("sbplay nav-b")
    tmux.press("Tab")
    #expect(tmux.waitFor("sbplay nav-bar-decides", timeout: Self.patience), "\(tmux.screen())")
    tmux.press("C-u")
    tmux.type("sbplay state --device iPhone\\ 4")
    tmux.press("Tab")
    #expect(tmux.waitFor("--device iPhone\\ 4s", timeout: Self.patience), "\(tmux.screen())")
  }

  @Test(.needs(.tmux, .fish))
  func fishCompletesSceneNamesAndDevices() throws {
    let tmux = try Self.shell("fish", command: "fish --no-config", setup: "source SCRIPT; and echo rea''dy", name: "fish")
    #expect(Self.waitForPromptAfterReady(tmux), "\(tmux.screen())")
    tmux.type("sbplay nav-b")
    tmux.press("Tab")
    #expect(tmux.waitFor("sbplay nav-bar-decides", timeout: Self.patience), "\(tmux.screen())")
    tmux.press("C-u")
    tmux.type("sbplay state --device 'iPhone 4")
    tmux.press("Tab")
    #expect(tmux.waitFor("--device 'iPhone 4s'", timeout: Self.patience), "\(tmux.screen())")
  }
}
