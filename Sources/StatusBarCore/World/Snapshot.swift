/// Everything a view needs about one moment: the world, what the bar shows, the layout, the
/// warnings, and what UIKit would answer if asked now (differs while an update is pending).
public struct Snapshot: Sendable {
  public var world: World
  public var layout: Layout
  public var warnings: [String]
  /// What the resolver answers now; equal to `world.shown` unless an update is pending.
  public var live: Evaluation

  public init(_ world: World) {
    self.world = world
    self.layout = LayoutEngine.layout(world)
    self.live = world.pendingUpdate ? Resolver.evaluate(world) : world.shown
    self.warnings = Diagnostics.warnings(world, layout: layout)
  }

  public var shown: Evaluation { world.shown }
}
