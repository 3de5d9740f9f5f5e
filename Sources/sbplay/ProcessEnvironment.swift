#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment variables, read from `environ`: the playground needs a few of
/// them at start-up, and Foundation's `ProcessInfo` would first set itself up (about 3 MiB of
/// resident memory and a tenth of the start-up instructions).
enum ProcessEnvironment {
  static func variables() -> [String: String] {
    var result: [String: String] = [:]
    guard var entry = list else { return result }
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      // Searched as bytes: a Character search segments graphemes, for every variable.
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        // The first definition wins, as getenv(3) finds it.
        if result[name] == nil { result[name] = String(text[text.utf8.index(after: equals)...]) }
      }
      entry += 1
    }
    return result
  }

  /// The C library's list of variables: `environ`, which macOS keeps behind `_NSGetEnviron()`.
  private static var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Glibc)
      environ
    #elseif canImport(Darwin)
      _NSGetEnviron()?.pointee
    #endif
  }
}
