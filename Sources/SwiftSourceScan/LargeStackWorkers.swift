import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work for each index on a few POSIX threads with large stacks. swift-syntax parses and
/// visits recursively, once per level of the tree; the main thread's 8 MB (and a dispatch
/// worker's 512 kB) is not enough for a deep file, so every file is parsed and read on one of
/// these. The stack is reserved address space: pages a file does not reach are never touched.
enum LargeStackWorkers {
  static let stackSize = 512 << 20

  /// Calls `work(i)` for every i in 0..<count, on up to `threads` threads; returns the results in order.
  static func map<T: Sendable>(count: Int, threads: Int, _ work: @escaping @Sendable (Int) -> T) -> [T] {
    let state = SharedState<T>(count: count, work: work)
    let wanted = max(1, min(threads, count))
    var started: [pthread_t] = []
    for _ in 0..<wanted {
      let context = Unmanaged.passRetained(state).toOpaque()
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      pthread_attr_setstacksize(&attributes, stackSize)
      #if canImport(Glibc)
        var thread = pthread_t()
      #else
        var thread: pthread_t?
      #endif
      let result = pthread_create(
        &thread, &attributes,
        { context in
          let state = Unmanaged<AnySharedState>.fromOpaque(context!).takeRetainedValue()
          state.drain()
          return nil
        }, context)
      pthread_attr_destroy(&attributes)
      if result == 0 {
        #if canImport(Glibc)
          started.append(thread)
        #else
          started.append(thread!)
        #endif
      } else {
        Unmanaged<AnySharedState>.fromOpaque(context).release()
      }
    }
    if started.isEmpty { state.drain() }  // no thread to be had: work here rather than fail
    for thread in started { pthread_join(thread, nil) }
    return state.results.map { $0! }
  }
}

private class AnySharedState: @unchecked Sendable {
  func drain() {}
}

/// The next index to take and the results, under a lock; `pthread_join` orders the writes before the caller reads.
private final class SharedState<T: Sendable>: AnySharedState, @unchecked Sendable {
  let count: Int
  let work: @Sendable (Int) -> T
  let lock = NSLock()
  var next = 0
  var results: [T?]

  init(count: Int, work: @escaping @Sendable (Int) -> T) {
    self.count = count
    self.work = work
    self.results = Array(repeating: nil, count: count)
  }

  override func drain() {
    while true {
      lock.lock()
      let index = next
      next += 1
      lock.unlock()
      guard index < count else { return }
      let value = work(index)
      lock.lock()
      results[index] = value
      lock.unlock()
    }
  }
}
