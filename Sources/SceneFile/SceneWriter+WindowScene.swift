import StatusBarCore

/// `windowScene:` as the reader takes it; nothing for a full-screen, frontmost, automatic scene.
extension SceneWriter {
  /// Only what the reader takes back for this device and iOS: nothing on an iPhone (after a
  /// `device` action), full screen before iPadOS 16, the frame kept on the screen after a rotation.
  static func writeWindowScene(_ environment: Environment, into out: inout String) {
    let windowing = environment.windowing
    guard windowing != SceneWindowing(), !environment.device.isPhone else { return }
    out += "windowScene:\n"
    if windowing.isWindowed, let frame = windowing.frame, environment.os >= WindowSceneGeometry.firstWindowedOS {
      let size = environment.device.interfaceSize(environment.orientation)
      let fitted = WindowSceneGeometry.fitted(frame, on: Rect(x: 0, y: 0, width: size.width, height: size.height))
      let numbers = [fitted.x, fitted.y, fitted.width, fitted.height].map(YAMLText.number).joined(separator: ", ")
      out += "  mode: windowed\n  frame: [\(numbers)]\n"
    } else {
      out += "  mode: fullScreen\n"
    }
    if windowing.controlStyle != .automatic { out += "  controlStyle: " + windowing.controlStyle.rawValue + "\n" }
    if !windowing.frontmost { out += "  frontmost: false\n" }
  }
}
