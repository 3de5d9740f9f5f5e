import CNCurses
import CellGrid
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ANSIProfile {
  /// The profile of the terminal curses was started on, from its terminfo entry; nil when
  /// the entry does not describe an ECMA-48 terminal in the forms the encoder writes (then
  /// curses writes the frames, whatever the terminal). Call after `newterm` and `start_color`.
  static func read(colorsActive: Bool, defaultColors: Bool, unicode: Bool) -> ANSIProfile? {
    func string(_ name: String) -> String? {
      guard let value = cn_tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
      return String(cString: value)
    }
    func flag(_ name: String) -> Bool { cn_tigetflag(name) > 0 }
    // Cursor addressing and attributes exactly as ECMA-48 has them, with no padding.
    guard string("cup") == "\u{1B}[%i%p1%d;%p2%dH", string("bold") == "\u{1B}[1m",
      string("rev") == "\u{1B}[7m", string("smul") == "\u{1B}[4m",
      let reset = string("sgr0"), reset.contains("\u{1B}[m") || reset.contains("\u{1B}[0m")
    else { return nil }
    var colors = Colors.none
    let count = Int(cn_tigetnum("colors"))
    if colorsActive {
      switch (string("setaf"), string("setab"), count) {
      case (
        "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m",
        "\u{1B}[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m", 256
      ),
        ("\u{1B}[%?%p1%{8}%<%t%p1%{30}%+%e%p1%'R'%+%;%dm", "\u{1B}[%?%p1%{8}%<%t%p1%'('%+%e%p1%{92}%+%;%dm", 16),
        ("\u{1B}[3%p1%dm", "\u{1B}[4%p1%dm", 8):
        colors = .ansi
      case ("\u{1B}[38;5;%p1%dm", "\u{1B}[48;5;%p1%dm", 256):
        colors = .indexed
      default:
        return nil  // direct colour, or a form of its own: curses knows it
      }
    }
    return ANSIProfile(
      colors: colors, colorCount: max(count, 0), defaultColors: defaultColors,
      dim: string("dim") == "\u{1B}[2m", erase: string("ech") == "\u{1B}[%p1%dX",
      eraseLine: string("el") == "\u{1B}[K", backgroundColorErase: flag("bce"), xenl: flag("xenl"),
      scroll: string("csr") == "\u{1B}[%i%p1%d;%p2%dr" && string("indn") == "\u{1B}[%p1%dS"
        && string("rin") == "\u{1B}[%p1%dT",
      unicode: unicode)
  }
}

extension CursesSession {
  /// Writes all of `bytes` to the terminal (a frame from the ANSI encoder).
  static func writeAll(_ bytes: [UInt8], to fd: Int32) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n > 0 {
          offset += n
        } else if n < 0, errno == EINTR {
          continue
        } else if n < 0, errno == EAGAIN {
          var pending = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
          _ = poll(&pending, 1, 100)
        } else {
          return  // the terminal is gone: the run loop notices on its next read
        }
      }
    }
  }
}
