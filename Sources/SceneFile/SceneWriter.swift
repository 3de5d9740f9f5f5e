import Foundation
import StatusBarCore

/// Writes a world (and a lesson) back as a scene file, in the format `SceneLoader` reads: the same
/// key names, only the keys a controller overrides, `infoPlist` and `application` only where
/// they differ from the defaults, the version as text (`os: "12.0"`).
///
/// What a scene file cannot hold is not written: a pending update (the loaded scene starts with
/// a fresh answer), Info.plist edits made since launch (`infoPlist` is written as launched, what
/// the running app uses, so the file loads to the same state; the edits are listed in a
/// comment), the last hide/show animation. A `childFor…` that names a
/// controller which is no longer a child (UIKit gets nil) is written as `nil`.
public enum SceneWriter {
  /// `KEY: value` for each Info.plist key that differs from `base`.
  static func plistLines(_ plist: InfoPlist, comparedTo base: InfoPlist) -> [String] {
    var lines: [String] = []
    if plist.viewControllerBasedStatusBarAppearance != base.viewControllerBasedStatusBarAppearance {
      lines.append("UIViewControllerBasedStatusBarAppearance: \(plist.viewControllerBasedStatusBarAppearance)")
    }
    if plist.statusBarHidden != base.statusBarHidden { lines.append("UIStatusBarHidden: \(plist.statusBarHidden)") }
    if plist.statusBarStyle != base.statusBarStyle { lines.append("UIStatusBarStyle: \(plist.statusBarStyle.plistName)") }
    if plist.designRequiresCompatibility != base.designRequiresCompatibility {
      lines.append("UIDesignRequiresCompatibility: \(plist.designRequiresCompatibility)")
    }
    if plist.requiresFullScreen != base.requiresFullScreen { lines.append("UIRequiresFullScreen: \(plist.requiresFullScreen)") }
    return lines
  }

  public static func yaml(_ world: World, title: String?, summary: String?, steps: [LessonStep]) -> String {
    yaml(world, title: title, summary: summary, steps: steps, header: [], notes: [:])
  }

  /// The same, with comments: `header` lines at the top and, for a controller name, lines written
  /// under its `name:` (`sbplay import` records each guess there). Comment text is one line each:
  /// line breaks in it become spaces, so a comment never ends early.
  public static func yaml(
    _ world: World, title: String?, summary: String?, steps: [LessonStep], header: [String], notes: [String: [String]]
  ) -> String {
    var out = ""
    func line(_ text: String) { out += text + "\n" }
    for text in header { line(comment(text)) }
    if let title { line("title: " + YAMLText.scalar(title)) }
    if let summary { line("summary: " + YAMLText.scalar(summary)) }

    let env = world.environment
    line("device: " + YAMLText.scalar(env.device.name))
    line("os: " + YAMLText.quoted(env.os.description))
    if let sdk = env.sdk { line("sdk: " + YAMLText.quoted(sdk.description)) }
    if env.orientation != .portrait { line("orientation: " + env.orientation.rawValue) }
    if env.inCall { line("inCall: true") }
    if env.appearance != .light { line("appearance: " + env.appearance.rawValue) }
    if env.phase != .running { line("phase: " + env.phase.rawValue) }
    writeWindowScene(env, name: world.sceneName, into: &out)

    let plist = world.launchedInfoPlist
    let plistLines = Self.plistLines(plist, comparedTo: InfoPlist())
    if !plistLines.isEmpty {
      line("infoPlist:")
      for text in plistLines { line("  " + text) }
    }
    if world.infoPlist != plist {
      line("# Info.plist was edited since launch and these take effect only after `relaunch`, so they")
      line("# are not part of this scene:")
      for text in Self.plistLines(world.infoPlist, comparedTo: plist) { line("#   " + text) }
    }

    // The loader seeds UIApplication from Info.plist (R5.6): write what differs from that seed.
    var appLines: [String] = []
    if world.application.statusBarStyle != plist.statusBarStyle {
      appLines.append("statusBarStyle: \(world.application.statusBarStyle.rawValue)")
    }
    if world.application.statusBarHidden != plist.statusBarHidden {
      appLines.append("statusBarHidden: \(world.application.statusBarHidden)")
    }
    if !appLines.isEmpty {
      line("application:")
      for text in appLines { line("  " + text) }
    }

    if let root = world.root {
      line("root:")
      writeTree(root, in: world, indent: 2, prefix: "", notes: notes, into: &out)
    }
    if !world.presented.isEmpty {
      line("presented:")
      for id in world.presented { writeTree(id, in: world, indent: 2, prefix: "- ", notes: notes, into: &out) }
    }
    writeWindows(world, notes: notes, into: &out)
    writeOtherScenes(world, notes: notes, into: &out)
    if !steps.isEmpty {
      line("steps:")
      for step in steps { writeStep(step, into: &out) }
    }
    return out
  }

  /// A controller and its subtree, depth first without recursion (worlds made by actions can nest
  /// deeper than any stack).
  /// `# text` on one line.
  static func comment(_ text: String) -> String {
    let flat = String(
      text.unicodeScalars.map { scalar -> Character in
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: " "
        default: Character(scalar)
        }
      })
    return "# " + flat
  }

  static func writeTree(
    _ top: ControllerID, in world: World, indent: Int, prefix: String, notes: [String: [String]] = [:], into out: inout String
  ) {
    var work: [(id: ControllerID, indent: Int, prefix: String)] = [(top, indent, prefix)]
    while let (id, indent, prefix) = work.popLast() {
      guard let vc = world.controllers[id] else { continue }
      let pad = String(repeating: " ", count: indent)
      out += pad + prefix + vc.kind.rawValue + ":\n"
      let inner = String(repeating: " ", count: indent + prefix.count + 2)
      out += inner + "name: " + YAMLText.scalar(vc.name) + "\n"
      for text in notes[vc.name] ?? [] { out += inner + comment(text) + "\n" }
      for key in vc.overriddenKeys {
        guard let value = vc.value(for: key) else { continue }
        out += inner + key.rawValue + ": " + text(of: value, key: key, in: vc, world: world) + "\n"
      }
      guard !vc.children.isEmpty else { continue }
      out += inner + vc.behavior.childrenKey + ":\n"
      for child in vc.children.reversed() {
        work.append((child, indent + prefix.count + 4, "- "))
      }
    }
  }

  static func text(of value: PropertyValue, key: ControllerKey, in vc: Controller, world: World) -> String {
    switch value {
    case .child(.named(let name)):
      guard let id = world.id(named: name), vc.children.contains(id) else {
        return "nil  # was \(YAMLText.quoted(name)), which is no longer one of its children: UIKit gets nil"
      }
      return YAMLText.scalar(name)
    case .text(let text): return YAMLText.scalar(text)
    case .color(let color): return YAMLText.scalar(color.spelling)
    // Plain, so that YAML (and the scene schema) read a boolean and a number, not strings.
    case .bool(let on): return on ? "true" : "false"
    case .integer(let number): return String(number)
    default: return YAMLText.scalar(value.description)
    }
  }

  static func writeStep(_ step: LessonStep, into out: inout String) {
    var fields: [String] = []
    if let say = step.say { fields.append("say: " + YAMLText.scalar(say)) }
    if let ask = step.ask { fields.append("ask: " + YAMLText.scalar(ask)) }
    if let answer = step.answer { fields.append("answer: " + YAMLText.scalar(answer)) }
    if step.actions.count == 1 {
      fields.append("do: " + YAMLText.scalar(step.actions[0]))
    } else if !step.actions.isEmpty {
      fields.append("do:" + step.actions.map { "\n      - " + YAMLText.scalar($0) }.joined())
    }
    if let expect = step.expect {
      let lines = expectationLines(expect)
      fields.append("expect:" + (lines.isEmpty ? " {}" : lines.map { "\n      " + $0 }.joined()))
    }
    if let hint = step.hint { fields.append("hint: " + YAMLText.scalar(hint)) }
    if fields.isEmpty { fields.append("do: []") }
    out += "  - " + fields.joined(separator: "\n    ") + "\n"
  }

  static func expectationLines(_ e: Expectation) -> [String] {
    var lines: [String] = []
    if let v = e.hidden { lines.append("hidden: \(v)") }
    if let v = e.style { lines.append("style: \(v.rawValue)") }
    if let v = e.foreground { lines.append("foreground: \(v.rawValue)") }
    if let v = e.height { lines.append("height: " + YAMLText.number(v)) }
    if let v = e.styleDecidedBy { lines.append("styleDecidedBy: " + YAMLText.scalar(v)) }
    if let v = e.hiddenDecidedBy { lines.append("hiddenDecidedBy: " + YAMLText.scalar(v)) }
    if let v = e.animation { lines.append("animation: \(v.rawValue)") }
    if let v = e.pendingUpdate { lines.append("pendingUpdate: \(v)") }
    if !e.frames.isEmpty {
      lines.append("frame:")
      for frame in e.frames {
        lines.append("  " + YAMLText.scalar(frame.name) + ": [" + frame.rect.map(YAMLText.number).joined(separator: ", ") + "]")
      }
    }
    if let v = e.warning { lines.append("warning: " + YAMLText.scalar(v)) }
    return lines
  }
}
