#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs deeply recursive work (Yams composes nodes recursively) on a thread with a known, large
/// stack, so nesting up to libyaml's limit cannot overflow a caller's small stack (Swift
/// concurrency threads and secondary threads get far less than the main thread). A plain
/// POSIX thread, joined: no Foundation thread machinery on the way to a scene.
enum LargeStack {
  static let stackSize = 32 << 20

  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>(work)
    let context = Unmanaged.passRetained(box).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let started = pthread_create(
      &thread, &attributes,
      { context in
        let box = Unmanaged<AnyResultBox>.fromOpaque(context!).takeRetainedValue()
        box.run()
        return nil
      }, context)
    guard started == 0 else {
      // No thread to be had: do the work here rather than fail.
      Unmanaged<AnyResultBox>.fromOpaque(context).release()
      return work()
    }
    #if canImport(Glibc)
      pthread_join(thread, nil)
    #else
      pthread_join(thread!, nil)
    #endif
    guard let value = box.value else { preconditionFailure("LargeStack: the worker thread returned nothing") }
    return value
  }
}

/// The work and its result; `pthread_join` orders the worker's write before the caller's read.
private class AnyResultBox: @unchecked Sendable {
  func run() {}
}

private final class ResultBox<T: Sendable>: AnyResultBox, @unchecked Sendable {
  let work: @Sendable () -> T
  var value: T?

  init(_ work: @escaping @Sendable () -> T) { self.work = work }

  override func run() { value = work() }
}
