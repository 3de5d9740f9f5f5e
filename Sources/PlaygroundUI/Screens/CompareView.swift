import StatusBarCore

/// The split view (`V`): the current world on the left, a variant on the right that differs in
/// iOS version, device, orientation, call or appearance. It opens on the other side of iOS 12/13
/// (or of 18/26, Liquid Glass), on the closest device that ran that version.
struct CompareView: Hashable, Sendable {
  var os: OSVersion
  var device: Device
  var orientation: Orientation
  var inCall: Bool
  var appearance: Appearance

  init(left world: World) {
    let env = world.environment
    let other = env.os.major >= 26 ? OSVersion(18, 0) : (env.os.major >= 13 ? OSVersion(12, 0) : OSVersion(13, 0))
    let sibling = DeviceStep.closest(to: env.device, supporting: other)
    os = sibling == nil ? env.os : other
    device = sibling ?? env.device
    orientation = env.orientation
    inCall = env.inCall
    appearance = env.appearance
  }

  /// The actions that turn the left world into the right one.
  func actions(from world: World) -> [Action] {
    let env = world.environment
    var result: [Action] = []
    // Change the version first when the left device ran it, else the device first: every
    // intermediate pair must be one that existed.
    let osFirst = env.device.supports(os)
    if osFirst, os != env.os { result.append(.os(os)) }
    if device.name != env.device.name { result.append(.device(device)) }
    if !osFirst, os != env.os { result.append(.os(os)) }
    if orientation != env.orientation { result.append(.rotate(orientation)) }
    if inCall != env.inCall { result.append(.inCall(inCall)) }
    if appearance != env.appearance { result.append(.appearance(appearance)) }
    return result
  }

  /// The right side: the left world after the variant's actions, or why one was refused.
  func right(from world: World) -> Result<Snapshot, ActionError> {
    var simulation = Simulation(world: world)
    for action in actions(from: world) {
      do {
        try simulation.perform(action)
      } catch {
        return .failure(error)
      }
    }
    return .success(simulation.snapshot)
  }

  /// Impossible pairs are skipped, as with the playground's o/O and d/D keys.
  mutating func stepOS(_ delta: Int) {
    os = DeviceStep.os(from: os, device: device, forward: delta > 0).os
  }

  mutating func stepDevice(_ delta: Int) {
    device = DeviceStep.device(from: device, os: os, forward: delta > 0).device
  }

  mutating func rotate() {
    orientation = orientation.isLandscape ? .portrait : .landscapeLeft
  }
}
