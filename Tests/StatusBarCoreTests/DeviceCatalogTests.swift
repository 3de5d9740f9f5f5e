import Testing
@testable import StatusBarCore

/// The device table (docs/scene-format.md, "Devices and iOS versions"): today's devices, supported
/// ranges, a source for every row.
@Suite struct DeviceCatalogTests {
  @Test func everyRowHasAtLeastTwoKnownSources() {
    for device in DeviceCatalog.all {
      let known = device.sources.filter { DeviceSources.source($0) != nil }
      #expect(known.count == device.sources.count, "\(device.name): unknown source keys")
      #expect(Set(known).count >= 2, "\(device.name) has fewer than two sources")
    }
  }

  @Test func namesAndAliasesAreUnique() {
    let names = DeviceCatalog.allNames.map { $0.lowercased() }
    #expect(Set(names).count == names.count)
  }

  @Test(arguments: [
    "iPhone 4s", "iPhone 5", "iPhone 5c", "iPhone 5s", "iPhone SE (1st generation)", "iPhone 6", "iPhone 6 Plus",
    "iPhone 6s", "iPhone 6s Plus", "iPhone 7", "iPhone 7 Plus", "iPhone 8", "iPhone 8 Plus", "iPhone X", "iPhone XS",
    "iPhone XS Max", "iPhone XR", "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max", "iPhone SE (2nd generation)",
    "iPhone 12 mini", "iPhone 12", "iPhone 12 Pro", "iPhone 12 Pro Max", "iPhone 13 mini", "iPhone 13", "iPhone 13 Pro",
    "iPhone 13 Pro Max", "iPhone SE (3rd generation)", "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro",
    "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16",
    "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 16e", "iPhone 17", "iPhone 17 Pro",
    "iPhone 17 Pro Max", "iPhone Air", "iPhone 17e", "iPod touch (6th generation)", "iPod touch (7th generation)",
  ])
  func everyPhoneFrom4sTo17IsThere(name: String) {
    #expect(DeviceCatalog.device(named: name) != nil)
  }

  /// Every iPad screen class sbplay models, with its portrait size in points.
  @Test func everyIPadScreenClassIsThere() {
    let classes: [(String, Double, Double)] = [
      ("iPad mini 7.9-inch", 768, 1024), ("iPad mini 8.3-inch Touch ID rounded", 744, 1133), ("iPad 9.7-inch", 768, 1024),
      ("iPad 10.2-inch", 810, 1080), ("iPad 10.5-inch", 834, 1112), ("iPad 10.9-inch Touch ID rounded", 820, 1180),
      ("iPad 11-inch Pro Face ID", 834, 1194), ("iPad 11-inch Pro M4 Face ID", 834, 1210), ("iPad 12.9-inch", 1024, 1366),
      ("iPad 12.9-inch Pro Face ID", 1024, 1366), ("iPad 13-inch Pro M4 Face ID", 1032, 1376),
      ("iPad 13-inch Air Touch ID rounded", 1024, 1366),
    ]
    for (family, w, h) in classes {
      let devices = DeviceCatalog.all.filter { $0.family == family }
      #expect(!devices.isEmpty, "\(family)")
      #expect(devices.allSatisfy { $0.screen == Size(width: w, height: h) }, "\(family)")
    }
    // Rounded-corner iPads with Touch ID.
    #expect(DeviceCatalog.matching("touch id rounded").count >= 4)
  }

  @Test(arguments: [
    ("iPhone 4s", "7.0", true), ("iPhone 4s", "10.0", false), ("iPhone 8", "16.7", true), ("iPhone 8", "17.0", false),
    ("iPhone XR", "18.6", true), ("iPhone XR", "26.0", false), ("iPhone 12", "14.0", false), ("iPhone 12", "14.1", true),
    ("iPhone 17 Pro", "18.6", false), ("iPhone 17 Pro", "26.0", true), ("iPhone 16e", "18.3", true),
    ("iPad (7th generation)", "18.0", true), ("iPad (7th generation)", "26.0", false),
  ])
  func supportedRanges(device: String, os: String, supported: Bool) {
    #expect(DeviceCatalog.device(named: device)!.supports(OSVersion(parsing: os)!) == supported)
  }

  @Test func versionsAfter18Are26And27() {
    #expect(OSVersion.supportedMajors.suffix(3) == [18, 26, 27])
    #expect(OSVersion(parsing: "19.0") == nil)
    #expect(OSVersion(parsing: "25") == nil)
    #expect(OSVersion(parsing: "26.1") == OSVersion(26, 1))
    #expect(OSVersion(parsing: "27.0") == OSVersion(27, 0))
    #expect(OSVersion(parsing: "28") == nil)
  }

  @Test func anImpossiblePairIsNeverProduced() throws {
    var w = world("iPhone 8", os: "12.0", .vc("A"))
    do {
      _ = try w.apply(.os(OSVersion(26)))
      Issue.record("iPhone 8 on iOS 26 was accepted")
    } catch {
      #expect(
        error.message
          == "iPhone 8 runs iOS 11.0 – 16.x: it never ran iOS 26 (pick a device that ran it, e.g. `device iPhone SE (2nd generation)`: its version follows)")
    }
    // Choosing a device moves the version into its range, and says so.
    let report = try w.apply(.device(DeviceCatalog.device(named: "iPhone 17 Pro")!))
    #expect(w.os == OSVersion(26, 0))
    #expect(report.notes == ["iPhone 17 Pro runs iOS 26.0 – 27.x: it never ran iOS 12, so the app now runs iOS 26, the closest version it ran"])
    _ = try w.apply(.device(DeviceCatalog.device(named: "iPhone 4s")!))
    #expect(w.os == OSVersion(9, 0))
    _ = try w.apply(.device(DeviceCatalog.device(named: "iPhone 12")!))
    #expect(w.os == OSVersion(14, 1))
  }

  @Test func stepsSkipDevicesAndVersionsThatNeverMet() {
    let eight = DeviceCatalog.device(named: "iPhone 8")!
    let next = DeviceStep.os(from: OSVersion(16), device: eight, forward: true)
    #expect(next.os == OSVersion(11))
    #expect(next.skipped == [17, 18, 26, 27, 7, 8, 9, 10])
    let seventeen = DeviceCatalog.device(named: "iPhone 17")!
    let back = DeviceStep.os(from: OSVersion(26), device: seventeen, forward: false)
    #expect(back.os == OSVersion(27))
    let step = DeviceStep.device(from: DeviceCatalog.device(named: "iPhone 8 Plus")!, os: OSVersion(26), forward: true)
    #expect(step.device.name == "iPhone SE (2nd generation)")
    #expect(step.skipped.isEmpty)
    let fromSE = DeviceStep.device(from: DeviceCatalog.device(named: "iPhone SE (3rd generation)")!, os: OSVersion(26), forward: true)
    #expect(fromSE.device.name == "iPhone 11")
    #expect(fromSE.skipped == ["iPhone X", "iPhone XS", "iPhone XS Max", "iPhone XR"])
    #expect(fromSE.note(os: OSVersion(26)) == "skipped 4 devices that never ran iOS 26 (iPhone X … iPhone XR)")
  }

  @Test func matchingFindsByNameAliasOrFamily() {
    #expect(DeviceCatalog.matching("pro max").allSatisfy { $0.name.contains("Pro Max") })
    #expect(DeviceCatalog.matching("dynamic island").allSatisfy { $0.housing == .dynamicIsland })
    #expect(DeviceCatalog.matching("IPOD").count == 2)
    #expect(DeviceCatalog.matching("no such phone").isEmpty)
  }
}

/// A device or an iOS version given alone (`--device`, `--os`, a scene's `device:` without `os:`).
@Suite struct DevicePairTests {
  let iPhone8 = DeviceCatalog.device(named: "iPhone 8")!
  let iPhone15Pro = DeviceCatalog.device(named: "iPhone 15 Pro")!

  @Test func aDeviceAloneKeepsAVersionItRanElseTakesItsNewest() throws {
    let kept = try #require(DeviceCatalog.pair(device: iPhone8, os: nil, scene: (iPhone15Pro, OSVersion(13))))
    #expect(kept.os == OSVersion(13))
    #expect(kept.note == nil)
    let moved = try #require(DeviceCatalog.pair(device: iPhone15Pro, os: nil, scene: (iPhone8, OSVersion(12))))
    #expect(moved.os == iPhone15Pro.newestOS)
    #expect(iPhone15Pro.supports(moved.os))
    #expect(moved.note?.contains("never ran iOS 12.0") == true)
    #expect(iPhone8.newestOS == OSVersion(16))
  }

  @Test func aVersionAloneKeepsADeviceThatRanItElseTakesTheNewestIPhoneThatDid() throws {
    let moved = try #require(DeviceCatalog.pair(device: nil, os: OSVersion(26), scene: (iPhone8, OSVersion(12))))
    #expect(moved.device.isPhone && moved.device.supports(OSVersion(26)))
    #expect(moved.device.firstOS.major == 26 || moved.device.firstOS.major == 18 || moved.device.firstOS >= OSVersion(18))
    let old = try #require(DeviceCatalog.pair(device: nil, os: OSVersion(7), scene: (iPhone8, OSVersion(12))))
    #expect(old.device.name == "iPhone 5s")
    #expect(DeviceCatalog.pair(device: iPhone8, os: OSVersion(26), scene: (iPhone8, OSVersion(12))) == nil)
  }
}
