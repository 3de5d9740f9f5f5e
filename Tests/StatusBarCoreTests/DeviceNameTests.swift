import Testing
@testable import StatusBarCore

/// Devices as Xcode's simulators name them, with every spelling sbplay accepted before as an alias.
@Suite struct DeviceNameTests {
  /// Every name and alias the table had before it took Xcode's names, with the device it opened.
  static let spellingsBeforeXcodeNames: [(String, String)] = [
    ("iPhone 4s", "iPhone 4s"),
    ("iPhone 5", "iPhone 5"),
    ("iPhone 5c", "iPhone 5c"),
    ("iPhone 5s", "iPhone 5s"),
    ("iPhone SE (1st generation)", "iPhone SE (1st generation)"),
    ("iPhone SE", "iPhone SE (1st generation)"),
    ("iPhone 6", "iPhone 6"),
    ("iPhone 6s", "iPhone 6s"),
    ("iPhone 7", "iPhone 7"),
    ("iPhone 8", "iPhone 8"),
    ("iPhone 6 Plus", "iPhone 6 Plus"),
    ("iPhone 6s Plus", "iPhone 6s Plus"),
    ("iPhone 7 Plus", "iPhone 7 Plus"),
    ("iPhone 8 Plus", "iPhone 8 Plus"),
    ("iPhone SE (2nd generation)", "iPhone SE (2nd generation)"),
    ("iPhone SE 2", "iPhone SE (2nd generation)"),
    ("iPhone SE (3rd generation)", "iPhone SE (3rd generation)"),
    ("iPhone SE 3", "iPhone SE (3rd generation)"),
    ("iPhone X", "iPhone X"),
    ("iPhone XS", "iPhone XS"),
    ("iPhone XS Max", "iPhone XS Max"),
    ("iPhone XR", "iPhone XR"),
    ("iPhone 11", "iPhone 11"),
    ("iPhone 11 Pro", "iPhone 11 Pro"),
    ("iPhone 11 Pro Max", "iPhone 11 Pro Max"),
    ("iPhone 12 mini", "iPhone 12 mini"),
    ("iPhone 12", "iPhone 12"),
    ("iPhone 12 Pro", "iPhone 12 Pro"),
    ("iPhone 12 Pro Max", "iPhone 12 Pro Max"),
    ("iPhone 13 mini", "iPhone 13 mini"),
    ("iPhone 13", "iPhone 13"),
    ("iPhone 13 Pro", "iPhone 13 Pro"),
    ("iPhone 13 Pro Max", "iPhone 13 Pro Max"),
    ("iPhone 14", "iPhone 14"),
    ("iPhone 14 Plus", "iPhone 14 Plus"),
    ("iPhone 16e", "iPhone 16e"),
    ("iPhone 17e", "iPhone 17e"),
    ("iPhone 14 Pro", "iPhone 14 Pro"),
    ("iPhone 14 Pro Max", "iPhone 14 Pro Max"),
    ("iPhone 15", "iPhone 15"),
    ("iPhone 15 Plus", "iPhone 15 Plus"),
    ("iPhone 15 Pro", "iPhone 15 Pro"),
    ("iPhone 15 Pro Max", "iPhone 15 Pro Max"),
    ("iPhone 16", "iPhone 16"),
    ("iPhone 16 Plus", "iPhone 16 Plus"),
    ("iPhone 16 Pro", "iPhone 16 Pro"),
    ("iPhone 16 Pro Max", "iPhone 16 Pro Max"),
    ("iPhone 17", "iPhone 17"),
    ("iPhone 17 Pro", "iPhone 17 Pro"),
    ("iPhone 17 Pro Max", "iPhone 17 Pro Max"),
    ("iPhone Air", "iPhone Air"),
    ("iPod touch (6th generation)", "iPod touch (6th generation)"),
    ("iPod touch 6", "iPod touch (6th generation)"),
    ("iPod touch (7th generation)", "iPod touch (7th generation)"),
    ("iPod touch 7", "iPod touch (7th generation)"),
    ("iPod touch", "iPod touch (7th generation)"),
    ("iPad mini 2", "iPad mini 2"),
    ("iPad mini 4", "iPad mini 4"),
    ("iPad mini (5th generation)", "iPad mini (5th generation)"),
    ("iPad mini 5", "iPad mini (5th generation)"),
    ("iPad mini (6th generation)", "iPad mini (6th generation)"),
    ("iPad mini 6", "iPad mini (6th generation)"),
    ("iPad mini (A17 Pro)", "iPad mini (A17 Pro)"),
    ("iPad mini 7", "iPad mini (A17 Pro)"),
    ("iPad Air 2", "iPad Air 2"),
    ("iPad Pro (9.7-inch)", "iPad Pro (9.7-inch)"),
    ("iPad Pro 9.7-inch", "iPad Pro (9.7-inch)"),
    ("iPad (6th generation)", "iPad (6th generation)"),
    ("iPad 6", "iPad (6th generation)"),
    ("iPad (7th generation)", "iPad (7th generation)"),
    ("iPad 7", "iPad (7th generation)"),
    ("iPad (9th generation)", "iPad (9th generation)"),
    ("iPad 9", "iPad (9th generation)"),
    ("iPad Pro (10.5-inch)", "iPad Pro (10.5-inch)"),
    ("iPad Pro 10.5-inch", "iPad Pro (10.5-inch)"),
    ("iPad Air (3rd generation)", "iPad Air (3rd generation)"),
    ("iPad Air 3", "iPad Air (3rd generation)"),
    ("iPad Air (4th generation)", "iPad Air (4th generation)"),
    ("iPad Air 4", "iPad Air (4th generation)"),
    ("iPad (10th generation)", "iPad (10th generation)"),
    ("iPad 10", "iPad (10th generation)"),
    ("iPad (A16)", "iPad (A16)"),
    ("iPad", "iPad (A16)"),
    ("iPad 11", "iPad (A16)"),
    ("iPad Air (11-inch) (M3)", "iPad Air 11-inch (M3)"),
    ("iPad Air 11-inch", "iPad Air 11-inch (M3)"),
    ("iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch) (1st generation)"),
    ("iPad Pro 11-inch (2018)", "iPad Pro (11-inch) (1st generation)"),
    ("iPad Pro (11-inch) (4th generation)", "iPad Pro (11-inch) (4th generation)"),
    ("iPad Pro 11-inch", "iPad Pro (11-inch) (4th generation)"),
    ("iPad Pro", "iPad Pro (11-inch) (4th generation)"),
    ("iPad Pro (11-inch) (M4)", "iPad Pro 11-inch (M4)"),
    ("iPad Pro 11-inch M4", "iPad Pro 11-inch (M4)"),
    ("iPad Pro (11-inch) (M5)", "iPad Pro 11-inch (M5)"),
    ("iPad Pro 11-inch M5", "iPad Pro 11-inch (M5)"),
    ("iPad Pro (12.9-inch) (2nd generation)", "iPad Pro (12.9-inch) (2nd generation)"),
    ("iPad Pro 12.9-inch (2017)", "iPad Pro (12.9-inch) (2nd generation)"),
    ("iPad Pro (12.9-inch) (6th generation)", "iPad Pro (12.9-inch) (6th generation)"),
    ("iPad Pro 12.9-inch", "iPad Pro (12.9-inch) (6th generation)"),
    ("iPad Air (13-inch) (M3)", "iPad Air 13-inch (M3)"),
    ("iPad Air 13-inch", "iPad Air 13-inch (M3)"),
    ("iPad Pro (13-inch) (M4)", "iPad Pro 13-inch (M4)"),
    ("iPad Pro 13-inch", "iPad Pro 13-inch (M4)"),
    ("iPad Pro 13-inch M4", "iPad Pro 13-inch (M4)"),
    ("iPad Pro (13-inch) (M5)", "iPad Pro 13-inch (M5)"),
    ("iPad Pro 13-inch M5", "iPad Pro 13-inch (M5)"),
  ]

  @Test func everyEarlierNameStillOpensTheSameDevice() {
    for (spelling, device) in Self.spellingsBeforeXcodeNames {
      #expect(DeviceCatalog.device(named: spelling)?.name == device, "\(spelling)")
    }
  }

  /// The `device` action (and `:device`, which runs it) takes either spelling; what it prints back
  /// is Xcode's name, and that reads back to the same device.
  @Test func theDeviceActionTakesEarlierAndXcodeNames() throws {
    for spelling in ["iPad Pro (13-inch) (M4)", "iPad Pro 13-inch (M4)", "ipad pro 13-inch (m4)"] {
      let action = try ActionParser.parse("device \(spelling)")
      #expect(action == .device(DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")!), "\(spelling)")
      #expect(try ActionParser.parse(action.description) == action)
    }
  }

  /// iPhone and iPad simulator device types of Xcode 26 (`xcrun simctl list devicetypes`), by the
  /// name Xcode shows: every iPad from the 5th-generation iPad on, and the iPhones from the 8 on.
  static let xcode26DeviceTypes = [
    "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max", "iPhone SE (2nd generation)", "iPhone 12 mini", "iPhone 12",
    "iPhone 12 Pro", "iPhone 12 Pro Max", "iPhone 13 Pro", "iPhone 13 Pro Max", "iPhone 13 mini", "iPhone 13",
    "iPhone SE (3rd generation)", "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15",
    "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 16",
    "iPhone 16 Plus", "iPhone 16e", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air", "iPhone 17", "iPhone 17e",
    "iPhone Xs", "iPhone Xs Max", "iPhone XR", "iPhone X", "iPhone 8", "iPhone 8 Plus",
    "iPad mini (5th generation)", "iPad mini (6th generation)", "iPad mini (A17 Pro)", "iPad (5th generation)",
    "iPad (6th generation)", "iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)",
    "iPad (10th generation)", "iPad (A16)", "iPad Air (3rd generation)", "iPad Air (4th generation)",
    "iPad Air (5th generation)", "iPad Air 11-inch (M2)", "iPad Air 13-inch (M2)", "iPad Air 11-inch (M3)",
    "iPad Air 13-inch (M3)", "iPad Air 11-inch (M4)", "iPad Air 13-inch (M4)", "iPad Pro (9.7-inch)",
    "iPad Pro (10.5-inch)", "iPad Pro (12.9-inch) (1st generation)", "iPad Pro (12.9-inch) (2nd generation)",
    "iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch) (2nd generation)", "iPad Pro (11-inch) (3rd generation)",
    "iPad Pro (11-inch) (4th generation)", "iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)",
    "iPad Pro (12.9-inch) (5th generation)", "iPad Pro (12.9-inch) (6th generation)", "iPad Pro 11-inch (M4)",
    "iPad Pro 13-inch (M4)", "iPad Pro 11-inch (M5)", "iPad Pro 13-inch (M5)",
  ]

  @Test func everyXcodeDeviceTypeOpensADeviceOfThatName() {
    for name in Self.xcode26DeviceTypes {
      #expect(DeviceCatalog.device(named: name)?.name.lowercased() == name.lowercased(), "\(name)")
    }
  }

  /// The devices Xcode names by model and chip take those names; the earlier spelling is an alias.
  @Test func xcodeSpellingIsTheNameAndTheEarlierOneAnAlias() {
    let pro13 = DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")
    #expect(pro13?.name == "iPad Pro 13-inch (M4)")
    #expect(pro13?.aliases.contains("iPad Pro (13-inch) (M4)") == true)
    #expect(pro13?.screen == Size(width: 1032, height: 1376))
    let air11M2 = DeviceCatalog.device(named: "iPad Air 11-inch (M2)")
    #expect(air11M2?.screen == Size(width: 820, height: 1180))
    #expect(air11M2?.supports(OSVersion(17, 5)) == true && air11M2?.supports(OSVersion(17, 4)) == false)
  }
}
