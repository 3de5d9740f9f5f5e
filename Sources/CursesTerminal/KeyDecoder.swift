import CNCurses
import CellGrid

/// Turns what `wget_wch` returned into a ``Key``.
enum KeyDecoder {
  /// - Parameters:
  ///   - status: the return value of `wget_wch` (`OK` or `KEY_CODE_YES`; `ERR` gives nil).
  ///   - value: the character or, with `KEY_CODE_YES`, the key code.
  /// - Returns: the key, or nil for timeouts and keys sbplay does not use (mouse, etc.).
  static func decode(status: Int32, value: UInt32) -> Key? {
    if status == KEY_CODE_YES { return functionKey(Int32(bitPattern: value)) }
    guard status == OK else { return nil }
    switch value {
    case 10, 13: return .enter
    case 27: return .escape
    case 127, 8: return .backspace
    case 9: return .tab
    case 0: return .ctrl(" ")
    case 1...26: return .ctrl(Character(Unicode.Scalar(UInt8(96 + value))))
    case 28: return .ctrl("\\")
    case 29: return .ctrl("]")
    case 30: return .ctrl("^")
    case 31: return .ctrl("_")
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .char(Character(scalar))
    }
  }

  private static func functionKey(_ code: Int32) -> Key? {
    switch code {
    case KEY_RESIZE: return .resize
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_DC: return .delete
    case KEY_BACKSPACE: return .backspace
    case KEY_ENTER: return .enter
    case KEY_BTAB: return .backTab
    default:
      let f0 = cn_key_f0()
      if code > f0, code <= f0 + 63 { return .function(Int(code - f0)) }
      return nil
    }
  }
}
