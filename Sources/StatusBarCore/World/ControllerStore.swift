/// The world's controllers by id, with a name index.
///
/// Storage is paged so that copying a world (every action keeps the previous one for undo) costs
/// a page, not the whole tree: a navigation stack 10,000 deep changes as cheaply as one 10 deep.
public struct ControllerStore: Hashable, Sendable {
  static let pageSize = 64
  static let bucketCount = 64

  private var pages: [[Controller?]] = []
  private var nextID: ControllerID = 0
  private var nameBuckets: [[String: ControllerID]] = Array(repeating: [:], count: bucketCount)
  public private(set) var liveCount = 0
  /// Live controllers per kind, in `ControllerKind.allCases` order: whether a kind is in the
  /// world is answered without visiting every controller (changing the iOS version asks it).
  private var kindCounts = [Int](repeating: 0, count: Self.kinds.count)
  private static let kinds = ControllerKind.allCases

  public init() {}

  public subscript(id: ControllerID) -> Controller? {
    get {
      WorkMeter.count()
      guard id >= 0, id < nextID else { return nil }
      return pages[id / Self.pageSize][id % Self.pageSize]
    }
    set {
      guard id >= 0, id < nextID else { return }
      let old = pages[id / Self.pageSize][id % Self.pageSize]
      if let old, newValue?.name != old.name {
        nameBuckets[Self.bucket(old.name)][old.name] = nil
        liveCount -= 1
      }
      if let newValue, newValue.name != old?.name {
        nameBuckets[Self.bucket(newValue.name)][newValue.name] = id
        liveCount += 1
      }
      if old?.kind != newValue?.kind {
        if let old { kindCounts[Self.kinds.firstIndex(of: old.kind)!] -= 1 }
        if let newValue { kindCounts[Self.kinds.firstIndex(of: newValue.kind)!] += 1 }
      }
      pages[id / Self.pageSize][id % Self.pageSize] = newValue
    }
  }

  /// How many live controllers are of `kind`. O(1).
  public func count(of kind: ControllerKind) -> Int {
    kindCounts[Self.kinds.firstIndex(of: kind)!]
  }

  public func id(named name: String) -> ControllerID? {
    nameBuckets[Self.bucket(name)][name]
  }

  public func controller(named name: String) -> Controller? {
    id(named: name).flatMap { self[$0] }
  }

  /// Adds a controller (its name must be new) and returns its id.
  @discardableResult
  public mutating func add(_ controller: Controller) -> ControllerID {
    let id = nextID
    if id % Self.pageSize == 0 { pages.append(Array(repeating: nil, count: Self.pageSize)) }
    nextID += 1
    self[id] = controller
    return id
  }

  public mutating func remove(_ id: ControllerID) {
    self[id] = nil
  }

  /// Every live controller with its id, in creation order. O(n): for saving and exporting.
  public var all: [(id: ControllerID, controller: Controller)] {
    var result: [(id: ControllerID, controller: Controller)] = []
    result.reserveCapacity(liveCount)
    for id in 0..<nextID {
      if let controller = self[id] { result.append((id, controller)) }
    }
    return result
  }

  public var allNames: [String] { nameBuckets.flatMap(\.keys) }

  /// A stable bucket for a name (FNV-1a; Swift's Hasher is seeded per process).
  static func bucket(_ name: String) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return Int(hash % UInt64(bucketCount))
  }
}
