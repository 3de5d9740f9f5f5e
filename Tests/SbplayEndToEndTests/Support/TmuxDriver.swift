import Foundation
import Testing

/// Drives a real terminal: a private tmux server running one command in a fixed-size pane.
final class TmuxDriver {
  let socket: String
  let width: Int
  let height: Int

  /// False where tmux is missing; its tests are then skipped (`.needsTmux`), or, when the run
  /// requires every tool, run and fail at once instead of waiting on a terminal that never was.
  static var isAvailable: Bool { OutsideTool.tmux.isAvailable }

  /// `windowStyle` is tmux's `window-style` (such as `bg=white`): the pane's colours, which tmux
  /// gives when the program asks the terminal for its background.
  ///
  /// The options are set by the tmux command that starts the session (commands joined by `;`
  /// run before the server reads anything from the pane): set by a later tmux command, they
  /// raced the program, which on a loaded machine could ask for the background first.
  init(
    command: String, width: Int = 120, height: Int = 40, environment: [String: String] = [:], windowStyle: String? = nil,
    name: String
  ) {
    socket = "sbplay-e2e-\(getpid())-\(name)"
    self.width = width
    self.height = height
    var args = ["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", "\(width)", "-y", "\(height)"]
    var env = ["TERM": "tmux-256color", "LANG": "C.UTF-8"]
    env.merge(environment) { $1 }
    for (key, value) in env.sorted(by: { $0.key < $1.key }) { args += ["-e", "\(key)=\(value)"] }
    args.append(command)
    args += [";", "set-option", "-t", "t", "remain-on-exit", "on", ";", "set-option", "-t", "t", "status", "off"]
    if let windowStyle { args += [";", "set-option", "-g", "window-style", windowStyle] }
    tmux(args)
  }

  deinit { tmux(["tmux", "-L", socket, "kill-server"]) }

  @discardableResult
  func tmux(_ args: [String]) -> String { spawn(args).out }

  func press(_ keys: String...) {
    for key in keys { tmux(["tmux", "-L", socket, "send-keys", "-t", "t", key]) }
  }

  func type(_ text: String) {
    tmux(["tmux", "-L", socket, "send-keys", "-t", "t", "-l", text])
  }

  /// The pane as text; with `escapes`, including colour and attribute sequences.
  func screen(escapes: Bool = false) -> String {
    tmux(["tmux", "-L", socket, "capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", "t"])
  }

  /// Whether the program in the pane has switched to the alternate screen (a TUI has started).
  var alternateScreenOn: Bool {
    tmux(["tmux", "-L", socket, "display-message", "-p", "-t", "t", "#{alternate_on}"]).hasPrefix("1")
  }

  func resize(width: Int, height: Int) {
    tmux(["tmux", "-L", socket, "resize-window", "-t", "t", "-x", "\(width)", "-y", "\(height)"])
  }

  /// Polls the pane every 100 ms until it contains `text` (or the predicate holds).
  @discardableResult
  func waitFor(_ text: String, timeout: Double = 15) -> Bool {
    waitUntil(timeout: timeout) { $0.contains(text) }
  }

  @discardableResult
  func waitUntil(timeout: Double = 15, escapes: Bool = false, _ condition: (String) -> Bool) -> Bool {
    guard Self.isAvailable else { return false }
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition(screen(escapes: escapes)) { return true }
      usleep(100_000)
    }
    return condition(screen(escapes: escapes))
  }

  var paneDead: Bool { tmux(["tmux", "-L", socket, "display-message", "-p", "-t", "t", "#{pane_dead}"]).hasPrefix("1") }

  func waitForExit(timeout: Double = 15) -> Bool {
    guard Self.isAvailable else { return false }
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if paneDead { return true }
      usleep(100_000)
    }
    return paneDead
  }

  var panePID: Int32? {
    Int32(tmux(["tmux", "-L", socket, "display-message", "-p", "-t", "t", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
