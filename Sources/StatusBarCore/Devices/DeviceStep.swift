/// The `d`/`o` keys' next device or iOS version, skipping pairs that never existed:
/// a device is only paired with a version it ran.
public struct DeviceStep: Hashable, Sendable {
  public var device: Device
  /// Names of the devices passed over because they never ran the version.
  public var skipped: [String]

  /// The next (or previous) device in `DeviceCatalog.all` that ran `os`.
  public static func device(from current: Device, os: OSVersion, forward: Bool) -> DeviceStep {
    let all = DeviceCatalog.all
    let start = all.firstIndex { $0.name == current.name } ?? 0
    var skipped: [String] = []
    for offset in 1...all.count {
      let index = ((start + (forward ? offset : -offset)) % all.count + all.count) % all.count
      let candidate = all[index]
      if candidate.supports(os) { return DeviceStep(device: candidate, skipped: skipped) }
      skipped.append(candidate.name)
    }
    return DeviceStep(device: current, skipped: [])
  }

  /// "skipped 12 devices that never ran iOS 26 (iPhone 4s … iPhone XR)".
  public func note(os: OSVersion) -> String {
    let names =
      skipped.count <= 3
      ? skipped.joined(separator: ", ") : "\(skipped[0]) … \(skipped[skipped.count - 1])"
    return "skipped \(skipped.count) device\(skipped.count == 1 ? "" : "s") that never ran \(os.spoken) (\(names))"
  }

  /// The next (or previous) major the device ran, landing on its first version for its first major.
  public static func os(from current: OSVersion, device: Device, forward: Bool) -> (os: OSVersion, skipped: [Int]) {
    let majors = OSVersion.supportedMajors
    let start = majors.firstIndex(of: current.major) ?? 0
    var skipped: [Int] = []
    for offset in 1...majors.count {
      let major = majors[((start + (forward ? offset : -offset)) % majors.count + majors.count) % majors.count]
      let version = device.landingVersion(major: major)
      if device.supports(version) { return (version, skipped) }
      skipped.append(major)
    }
    return (current, [])
  }
}

extension DeviceStep {
  /// The device closest to `device` that ran `os`: itself, else one of its family, else one with
  /// the same idiom and housing, else one with the same idiom (compare view).
  public static func closest(to device: Device, supporting os: OSVersion) -> Device? {
    if device.supports(os) { return device }
    let candidates = DeviceCatalog.all.filter { $0.supports(os) }
    return candidates.first { $0.family == device.family }
      ?? candidates.first { $0.idiom == device.idiom && $0.housing == device.housing }
      ?? candidates.first { $0.idiom == device.idiom }
  }
}
