import Glibc

/// The process's environment variables, read from `environ`: the playground needs a few of
/// them at start-up, and Foundation's `ProcessInfo` would first set itself up (about 3 MiB of
/// resident memory and a tenth of the start-up instructions).
enum ProcessEnvironment {
  static func variables() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        // The first definition wins, as getenv(3) finds it.
        if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return result
  }
}
