import StatusBarCore

/// `windowScene:` as the reader takes it; nothing for a full-screen, frontmost, automatic scene.
extension SceneWriter {
  static func writeWindowScene(_ windowing: SceneWindowing, into out: inout String) {
    guard windowing != SceneWindowing() else { return }
    out += "windowScene:\n"
    if windowing.isWindowed, let frame = windowing.frame {
      let numbers = [frame.x, frame.y, frame.width, frame.height].map(YAMLText.number).joined(separator: ", ")
      out += "  mode: windowed\n  frame: [\(numbers)]\n"
    } else {
      out += "  mode: fullScreen\n"
    }
    if windowing.controlStyle != .automatic { out += "  controlStyle: " + windowing.controlStyle.rawValue + "\n" }
    if !windowing.frontmost { out += "  frontmost: false\n" }
  }
}
