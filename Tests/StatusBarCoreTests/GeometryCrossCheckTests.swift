import Testing
@testable import StatusBarCore

/// Every device row is checked against outside tables. The values below were read from
/// those tables (keys of `DeviceSources`; numbers only, no code). Where a table disagrees with
/// the catalog the disagreement is listed with the decision that settles it, so a new device or
/// a changed value cannot slip in unchecked.
@Suite struct GeometryCrossCheckTests {
  /// DeviceKit's aspect ratio (width : height) per model; points must match it within 0.5 %.
  static let deviceKitRatios: [(String, Double, Double)] = [
    ("iPhone 4s", 2, 3), ("iPhone 5", 9, 16), ("iPhone 5c", 9, 16), ("iPhone 5s", 9, 16), ("iPhone SE (1st generation)", 9, 16),
    ("iPhone 6", 9, 16), ("iPhone 6 Plus", 9, 16), ("iPhone 6s", 9, 16), ("iPhone 6s Plus", 9, 16), ("iPhone 7", 9, 16),
    ("iPhone 7 Plus", 9, 16), ("iPhone 8", 9, 16), ("iPhone 8 Plus", 9, 16), ("iPhone SE (2nd generation)", 9, 16),
    ("iPhone SE (3rd generation)", 9, 16), ("iPhone X", 9, 19.5), ("iPhone XS", 9, 19.5), ("iPhone XS Max", 9, 19.5),
    ("iPhone XR", 9, 19.5), ("iPhone 11", 9, 19.5), ("iPhone 11 Pro", 9, 19.5), ("iPhone 11 Pro Max", 9, 19.5),
    ("iPhone 12 mini", 9, 19.5), ("iPhone 12", 9, 19.5), ("iPhone 12 Pro", 9, 19.5), ("iPhone 12 Pro Max", 9, 19.5),
    ("iPhone 13 mini", 9, 19.5), ("iPhone 13", 9, 19.5), ("iPhone 13 Pro", 9, 19.5), ("iPhone 13 Pro Max", 9, 19.5),
    ("iPhone 14", 9, 19.5), ("iPhone 14 Plus", 9, 19.5), ("iPhone 14 Pro", 9, 19.5), ("iPhone 14 Pro Max", 9, 19.5),
    ("iPhone 15", 9, 19.5), ("iPhone 15 Plus", 9, 19.5), ("iPhone 15 Pro", 9, 19.5), ("iPhone 15 Pro Max", 9, 19.5),
    ("iPhone 16", 9, 19.5), ("iPhone 16 Plus", 9, 19.5), ("iPhone 16 Pro", 9, 19.5), ("iPhone 16 Pro Max", 9, 19.5),
    ("iPhone 16e", 9, 19.5), ("iPhone 17", 9, 19.5), ("iPhone 17 Pro", 9, 19.5), ("iPhone 17 Pro Max", 9, 19.5),
    ("iPhone Air", 9, 19.5), ("iPhone 17e", 9, 19.5), ("iPod touch (6th generation)", 9, 16),
    ("iPod touch (7th generation)", 9, 16), ("iPad mini 2", 3, 4), ("iPad mini 4", 3, 4), ("iPad mini (5th generation)", 3, 4),
    ("iPad mini (6th generation)", 744, 1133), ("iPad mini (A17 Pro)", 744, 1133), ("iPad Air 2", 3, 4),
    ("iPad Pro (9.7-inch)", 3, 4), ("iPad (6th generation)", 3, 4), ("iPad (7th generation)", 3, 4),
    ("iPad (9th generation)", 3, 4), ("iPad Pro (10.5-inch)", 3, 4), ("iPad Air (3rd generation)", 3, 4),
    ("iPad Air (4th generation)", 41, 59), ("iPad (10th generation)", 41, 59), ("iPad (A16)", 41, 59),
    ("iPad Air 11-inch (M3)", 41, 59), ("iPad Pro (11-inch) (1st generation)", 139, 199),
    ("iPad Pro (11-inch) (4th generation)", 139, 199), ("iPad Pro 11-inch (M4)", 417, 605), ("iPad Pro 11-inch (M5)", 417, 605),
    ("iPad Pro (12.9-inch) (2nd generation)", 3, 4), ("iPad Pro (12.9-inch) (6th generation)", 512, 683),
    ("iPad Air 13-inch (M3)", 512, 683),
    ("iPad (5th generation)", 3, 4), ("iPad (8th generation)", 3, 4), ("iPad Air (5th generation)", 41, 59),
    ("iPad Air 11-inch (M2)", 41, 59), ("iPad Air 11-inch (M4)", 41, 59), ("iPad Air 13-inch (M2)", 512, 683),
    ("iPad Air 13-inch (M4)", 512, 683), ("iPad Pro (11-inch) (2nd generation)", 139, 199),
    ("iPad Pro (11-inch) (3rd generation)", 139, 199), ("iPad Pro (12.9-inch) (1st generation)", 3, 4),
    ("iPad Pro (12.9-inch) (3rd generation)", 512, 683), ("iPad Pro (12.9-inch) (4th generation)", 512, 683),
    ("iPad Pro (12.9-inch) (5th generation)", 512, 683), ("iPad Pro 13-inch (M4)", 3, 4), ("iPad Pro 13-inch (M5)", 3, 4),
  ]

  @Test func everyDeviceMatchesDeviceKitsAspectRatio() {
    let checked = Set(Self.deviceKitRatios.map(\.0))
    #expect(checked == Set(DeviceCatalog.all.map(\.name)), "every row is checked against DeviceKit")
    for (name, w, h) in Self.deviceKitRatios {
      let device = DeviceCatalog.device(named: name)!
      let ratio = device.screen.width / device.screen.height
      #expect(abs(ratio - w / h) / (w / h) < 0.005, "\(name): \(device.screen) vs \(w):\(h)")
    }
  }

  /// QMUI's screen size per class and flutter_device_preview's probed sizes.
  static let sizes: [(String, String, Double, Double)] = [
    ("QMUI", "iPhone 4s", 320, 480), ("QMUI", "iPhone 5s", 320, 568), ("QMUI", "iPhone 8", 375, 667),
    ("QMUI", "iPhone 8 Plus", 414, 736), ("QMUI", "iPhone X", 375, 812), ("QMUI", "iPhone XR", 414, 896),
    ("QMUI", "iPhone 12", 390, 844), ("QMUI", "iPhone 14 Plus", 428, 926), ("QMUI", "iPhone 14 Pro", 393, 852),
    ("QMUI", "iPhone 14 Pro Max", 430, 932), ("QMUI", "iPhone 16 Pro", 402, 874), ("QMUI", "iPhone 16 Pro Max", 440, 956),
    ("FDP", "iPhone SE (2nd generation)", 375, 667), ("FDP", "iPhone 11 Pro Max", 414, 896), ("FDP", "iPhone 12 mini", 375, 812),
    ("FDP", "iPhone 12 Pro Max", 428, 926), ("FDP", "iPhone 13", 390, 844), ("FDP", "iPhone 15 Pro", 393, 852),
    ("FDP", "iPhone 16 Plus", 430, 932), ("FDP", "iPhone 16 Pro", 402, 874), ("FDP", "iPhone 17 Pro Max", 440, 956),
    ("FDP", "iPhone Air", 420, 912), ("FDP", "iPad (9th generation)", 810, 1080), ("FDP", "iPad Air (4th generation)", 820, 1180),
    ("FDP", "iPad Pro (11-inch) (4th generation)", 834, 1194), ("FDP", "iPad Pro 11-inch (M4)", 834, 1210),
    ("FDP", "iPad Pro (12.9-inch) (6th generation)", 1024, 1366), ("FDP", "iPad Pro 13-inch (M4)", 1032, 1376),
    ("HACK-14", "iPhone 14", 390, 844), ("HACK-14", "iPhone 14 Pro Max", 430, 932),
  ]

  @Test func screenSizesMatchTheTables() {
    for (source, name, w, h) in Self.sizes {
      let device = DeviceCatalog.device(named: name)!
      #expect(device.screen == Size(width: w, height: h), "\(name) vs \(source)")
      #expect(device.sources.contains(source), "\(name) should cite \(source)")
    }
  }

  /// Portrait safe-area top / bottom read from QMUI's per-model table and flutter_device_preview.
  static let insets: [(String, String, String, Double, Double)] = [
    ("QMUI", "iPhone 11", "14.0", 48, 34), ("QMUI", "iPhone 11 Pro Max", "13.0", 44, 34), ("QMUI", "iPhone 12", "14.1", 47, 34),
    ("QMUI", "iPhone 12 mini", "16.0", 50, 34), ("QMUI", "iPhone 13 Pro Max", "15.0", 47, 34), ("QMUI", "iPhone 14", "16.0", 47, 34),
    ("QMUI", "iPhone 14 Pro", "16.0", 59, 34), ("QMUI", "iPhone 15 Pro Max", "17.0", 59, 34), ("QMUI", "iPhone 16", "18.0", 59, 34),
    ("QMUI", "iPhone 16 Pro", "18.0", 62, 34), ("QMUI", "iPhone 16 Pro Max", "18.0", 62, 34),
    ("QMUI", "iPad Pro (11-inch) (4th generation)", "16.1", 24, 20), ("QMUI", "iPad Air (4th generation)", "14.1", 24, 20),
    ("FDP", "iPhone SE (2nd generation)", "13.4", 20, 0), ("FDP", "iPhone 11 Pro Max", "13.0", 44, 34),
    ("FDP", "iPhone 13", "15.0", 47, 34), ("FDP", "iPhone 13 Pro Max", "15.0", 47, 34), ("FDP", "iPhone 15 Pro", "17.0", 59, 34),
    ("FDP", "iPhone 16 Plus", "18.0", 59, 34), ("FDP", "iPhone 16 Pro", "18.0", 62, 34), ("FDP", "iPhone 17 Pro Max", "26.0", 62, 34),
    ("FDP", "iPhone Air", "26.0", 68, 34), ("FDP", "iPad (9th generation)", "15.0", 20, 0),
    ("FDP", "iPad Pro 11-inch (M4)", "17.5", 24, 20), ("FDP", "iPad Pro (12.9-inch) (6th generation)", "16.1", 24, 20),
    ("FDP", "iPad Pro 13-inch (M4)", "17.5", 24, 20), ("GKNB-41", "iPhone 15 Pro Max", "17.0", 59, 34),
    ("CSL", "iPhone 14 Pro", "16.0", 59, 34),
  ]

  /// Where a table disagrees, the decision that settles it (and what the table says).
  static let disagreements: [(String, String, String, String)] = [
    ("QMUI", "iPhone 15", "47/34", "D15: GKNB-41 prints 59 on an iPhone 15 simulator; FDP lists 59 for the 15 Pro; QMUI keys the 15 with the 14's values"),
    ("QMUI", "iPhone 15 Plus", "47/34", "D15: as the iPhone 15"),
    ("FDP", "iPhone 12 mini", "44/34", "D3: QMUI gives 50"),
    ("FDP", "iPhone 13 mini", "47/34", "D3: QMUI gives 50"),
    ("FDP", "iPhone 12 Pro Max", "44/34", "R7.1: QMUI, JUEJIN-14 and DEC-SBVP18 give 47"),
    ("FDP", "iPad Air (4th generation)", "20/0", "D19: QMUI's rounded-corner rule gives 24/20"),
    ("FDP", "iPad Pro (11-inch) (1st generation)", "20/0", "D19: QMUI and FDP's later Face ID iPads give 24/20"),
  ]

  @Test func safeAreasMatchTheTablesOrADecisionSaysWhyNot() {
    for (source, name, os, top, bottom) in Self.insets {
      let w = world(name, os: os, .vc("A"))
      #expect(w.layout.safeAreaInsets.top == top && w.layout.safeAreaInsets.bottom == bottom, "\(name) vs \(source)")
    }
    for (source, name, _, why) in Self.disagreements {
      #expect(DeviceCatalog.device(named: name) != nil, "\(name)")
      let decision = String(why.prefix { $0 != ":" })
      #expect(RuleBook.entry(decision) != nil, "\(name) vs \(source): \(decision) must be in the rulebook")
    }
  }
}
