import Synchronization

/// Counts units of work (controllers looked up, nodes and frames visited) while a test measures
/// how the pipeline grows with the number of controllers: counting, never timing, so a quadratic
/// step shows as 16x the work for 4x the controllers on any machine.
///
/// Only the task inside ``measure(_:)`` counts (a task-local counter), so tests running in
/// parallel do not disturb each other. Outside a measurement a count is one relaxed atomic load.
public enum WorkMeter {
  /// A count of work units; a class so that the count sites can add to the one in scope.
  public final class Counter: Sendable {
    let units = Atomic<Int>(0)
    public var value: Int { units.load(ordering: .relaxed) }
    init() {}
  }

  @TaskLocal static var current: Counter?
  /// Measurements running anywhere in the process (the cheap test before the task-local one).
  private static let active = Atomic<Int>(0)

  /// Adds `units` to the measurement in scope, if any.
  @inline(__always)
  public static func count(_ units: Int = 1) {
    guard active.load(ordering: .relaxed) > 0 else { return }
    current?.units.add(units, ordering: .relaxed)
  }

  /// Runs `body` and returns its result with the work counted inside it.
  public static func measure<R>(_ body: () throws -> R) rethrows -> (result: R, work: Int) {
    let counter = Counter()
    active.add(1, ordering: .relaxed)
    defer { active.subtract(1, ordering: .relaxed) }
    let result = try $current.withValue(counter) { try body() }
    return (result, counter.value)
  }
}
