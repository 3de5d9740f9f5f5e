import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs deeply recursive work on POSIX threads with a known, large stack: parsers that recurse
/// once per level of their input (Yams composing a scene's nodes, swift-syntax parsing and
/// visiting a Swift file) cannot overflow a caller's small stack (a dispatch or Swift concurrency
/// thread gets 512 kB; even the main thread's 8 MB is not enough for a deep file). The stack is
/// reserved address space: pages the work does not reach are never touched. Not a UIKit fact:
/// it sits in the core only because every reader of untrusted input depends on the core.
public enum LargeStack {
  /// Calls `work(i)` for every i in 0..<count on up to `threads` threads of `stackSize` bytes;
  /// returns the results in order. With no thread to be had, the work runs here rather than fail.
  public static func map<T: Sendable>(count: Int, threads: Int, stackSize: Int, _ work: @escaping @Sendable (Int) -> T) -> [T] {
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
    if started.isEmpty { state.drain() }
    for thread in started { pthread_join(thread, nil) }
    return state.take()
  }

  /// Runs `work` once on a thread of `stackSize` bytes and returns its result.
  public static func run<T: Sendable>(stackSize: Int, _ work: @escaping @Sendable () -> T) -> T {
    map(count: 1, threads: 1, stackSize: stackSize) { _ in work() }[0]
  }
}

private class AnySharedState: @unchecked Sendable {
  func drain() {}
}

/// The next index to take and the results, under a mutex; `pthread_join` orders the writes
/// before the caller reads them.
private final class SharedState<T: Sendable>: AnySharedState, @unchecked Sendable {
  let count: Int
  let work: @Sendable (Int) -> T
  let next = Atomic<Int>(0)
  let results: Mutex<[T?]>

  init(count: Int, work: @escaping @Sendable (Int) -> T) {
    self.count = count
    self.work = work
    self.results = Mutex(Array(repeating: nil, count: count))
  }

  override func drain() {
    while true {
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < count else { return }
      let value = work(index)
      results.withLock { $0[index] = value }
    }
  }

  func take() -> [T] {
    results.withLock { values in
      values.map { value in
        guard let value else { preconditionFailure("LargeStack: a worker thread returned nothing") }
        return value
      }
    }
  }
}
