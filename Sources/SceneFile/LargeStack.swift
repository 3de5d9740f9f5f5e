import Foundation

/// Runs deeply recursive work (Yams composes nodes recursively) on a thread with a known, large
/// stack, so nesting up to libyaml's limit cannot overflow a caller's small stack (Swift
/// concurrency threads and secondary threads get far less than the main thread).
enum LargeStack {
  static let stackSize = 32 << 20

  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = work()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    guard let value = box.value else { preconditionFailure("LargeStack: the worker thread returned nothing") }
    return value
  }
}

/// Carries one result from the worker thread; the semaphore orders the write before the read.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
  var value: T?
}
