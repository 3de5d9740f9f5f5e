/// iPads covering every screen class (R7.1, R8.3). Screen sizes from DeviceKit's diagonal and
/// aspect ratio and QMUI/flutter_device_preview tables; insets 20/0 (Home button) or 24/20
/// (rounded corners: QMUI's iPad rule, flutter_device_preview's Face ID iPads; D19).
extension DeviceCatalog {
  static let padTables = ["DK", "FDP", "QMUI", "ARS-26"]
  static let padRounded = ["DK", "QMUI", "FDP"]

  static let iPads: [Device] = [
    // iPad mini 7.9-inch (768×1024) and 8.3-inch (744×1133, rounded, Touch ID in the top button).
    pad("iPad mini 2", family: "iPad mini 7.9-inch", 768, 1024, first: OSVersion(7), last: 12, rounded: false, sources: padTables),
    pad("iPad mini 4", family: "iPad mini 7.9-inch", 768, 1024, first: OSVersion(9), last: 15, rounded: false, sources: padTables),
    pad(
      "iPad mini (5th generation)", ["iPad mini 5"], family: "iPad mini 7.9-inch", 768, 1024, first: OSVersion(12, 2), rounded: false, sources: padTables,
      range: .unsure),
    pad(
      "iPad mini (6th generation)", ["iPad mini 6"], family: "iPad mini 8.3-inch Touch ID rounded", 744, 1133, first: OSVersion(15), rounded: true,
      sources: padRounded),
    pad(
      "iPad mini (A17 Pro)", ["iPad mini 7"], family: "iPad mini 8.3-inch Touch ID rounded", 744, 1133, first: OSVersion(18), rounded: true, sources: padRounded
    ),
    // 9.7-inch (768×1024).
    pad("iPad Air 2", [], family: "iPad 9.7-inch", 768, 1024, first: OSVersion(8, 1), last: 15, rounded: false, sources: padTables),
    pad("iPad Pro (9.7-inch)", ["iPad Pro 9.7-inch"], family: "iPad 9.7-inch", 768, 1024, first: OSVersion(9, 3), last: 16, rounded: false, sources: padTables),
    pad("iPad (5th generation)", ["iPad 5"], family: "iPad 9.7-inch", 768, 1024, first: OSVersion(10, 3), last: 16, rounded: false, sources: padTables),
    pad("iPad (6th generation)", ["iPad 6"], family: "iPad 9.7-inch", 768, 1024, first: OSVersion(11, 3), last: 17, rounded: false, sources: padTables),
    // 10.2-inch (810×1080).
    pad("iPad (7th generation)", ["iPad 7"], family: "iPad 10.2-inch", 810, 1080, first: OSVersion(13, 1), last: 18, rounded: false, sources: padTables),
    // iPadOS 26 keeps the A12 8th generation (ARS-26); iPadOS 27's list is not known (D20).
    pad("iPad (8th generation)", ["iPad 8"], family: "iPad 10.2-inch", 810, 1080, first: OSVersion(14), rounded: false, sources: padTables, range: .unsure),
    pad("iPad (9th generation)", ["iPad 9"], family: "iPad 10.2-inch", 810, 1080, first: OSVersion(15), rounded: false, sources: padTables),
    // 10.5-inch (834×1112).
    pad(
      "iPad Pro (10.5-inch)", ["iPad Pro 10.5-inch"], family: "iPad 10.5-inch", 834, 1112, first: OSVersion(10, 3), last: 17, rounded: false, sources: padTables
    ),
    pad(
      "iPad Air (3rd generation)", ["iPad Air 3"], family: "iPad 10.5-inch", 834, 1112, first: OSVersion(12, 2), rounded: false, sources: padTables,
      range: .unsure),
    // 10.9-inch and 11-inch Air (820×1180, rounded, Touch ID in the top button).
    pad(
      "iPad Air (4th generation)", ["iPad Air 4"], family: "iPad 10.9-inch Touch ID rounded", 820, 1180, first: OSVersion(14, 1), rounded: true,
      sources: padRounded),
    pad(
      "iPad Air (5th generation)", ["iPad Air 5"], family: "iPad 10.9-inch Touch ID rounded", 820, 1180, first: OSVersion(15, 4), rounded: true,
      sources: padRounded),
    pad(
      "iPad (10th generation)", ["iPad 10"], family: "iPad 10.9-inch Touch ID rounded", 820, 1180, first: OSVersion(16, 1), rounded: true, sources: padRounded),
    pad("iPad (A16)", ["iPad", "iPad 11"], family: "iPad 10.9-inch Touch ID rounded", 820, 1180, first: OSVersion(18, 4), rounded: true, sources: padRounded),
    // The M2 Air shipped with iPadOS 17.5 beside the M4 Pro; the M4 Air with the 17e (iOS 26.2; neither release is in two tables).
    pad(
      "iPad Air 11-inch (M2)", ["iPad Air (11-inch) (M2)"], family: "iPad 11-inch Air Touch ID rounded", 820, 1180, first: OSVersion(17, 5), rounded: true,
      sources: padRounded, range: .likely),
    pad(
      "iPad Air 11-inch (M3)", ["iPad Air (11-inch) (M3)", "iPad Air 11-inch"], family: "iPad 11-inch Air Touch ID rounded", 820, 1180, first: OSVersion(18, 4),
      rounded: true,
      sources: padRounded),
    pad(
      "iPad Air 11-inch (M4)", ["iPad Air (11-inch) (M4)"], family: "iPad 11-inch Air Touch ID rounded", 820, 1180, first: OSVersion(26, 2), rounded: true,
      sources: padRounded, range: .likely),
    // 11-inch Pro (834×1194, Face ID) and the M4/M5 11-inch (834×1210).
    pad(
      "iPad Pro (11-inch) (1st generation)", ["iPad Pro 11-inch (2018)"], family: "iPad 11-inch Pro Face ID", 834, 1194, first: OSVersion(12, 1), rounded: true,
      faceID: true, sources: padRounded),
    pad(
      "iPad Pro (11-inch) (2nd generation)", [], family: "iPad 11-inch Pro Face ID", 834, 1194, first: OSVersion(13, 4),
      rounded: true, faceID: true, sources: padRounded),
    pad(
      "iPad Pro (11-inch) (3rd generation)", [], family: "iPad 11-inch Pro Face ID", 834, 1194, first: OSVersion(14, 5),
      rounded: true, faceID: true, sources: padRounded),
    pad(
      "iPad Pro (11-inch) (4th generation)", ["iPad Pro 11-inch", "iPad Pro"], family: "iPad 11-inch Pro Face ID", 834, 1194, first: OSVersion(16, 1),
      rounded: true, faceID: true, sources: padRounded),
    pad(
      "iPad Pro 11-inch (M4)", ["iPad Pro (11-inch) (M4)", "iPad Pro 11-inch M4"], family: "iPad 11-inch Pro M4 Face ID", 834, 1210, first: OSVersion(17, 5),
      rounded: true,
      faceID: true, sources: padRounded),
    pad(
      "iPad Pro 11-inch (M5)", ["iPad Pro (11-inch) (M5)", "iPad Pro 11-inch M5"], family: "iPad 11-inch Pro M4 Face ID", 834, 1210, first: OSVersion(26),
      rounded: true, faceID: true,
      sources: padRounded),
    // 12.9-inch (1024×1366): Home button, then Face ID; the 13-inch Air keeps the size.
    pad(
      "iPad Pro (12.9-inch) (1st generation)", [], family: "iPad 12.9-inch", 1024, 1366, first: OSVersion(9, 1), last: 16,
      rounded: false, sources: padTables),
    pad(
      "iPad Pro (12.9-inch) (2nd generation)", ["iPad Pro 12.9-inch (2017)"], family: "iPad 12.9-inch", 1024, 1366, first: OSVersion(10, 3), last: 17,
      rounded: false, sources: padTables),
    pad(
      "iPad Pro (12.9-inch) (3rd generation)", [], family: "iPad 12.9-inch Pro Face ID", 1024, 1366, first: OSVersion(12, 1),
      rounded: true, faceID: true, sources: padRounded),
    pad(
      "iPad Pro (12.9-inch) (4th generation)", [], family: "iPad 12.9-inch Pro Face ID", 1024, 1366, first: OSVersion(13, 4),
      rounded: true, faceID: true, sources: padRounded),
    pad(
      "iPad Pro (12.9-inch) (5th generation)", [], family: "iPad 12.9-inch Pro Face ID", 1024, 1366, first: OSVersion(14, 5),
      rounded: true, faceID: true, sources: padRounded),
    pad(
      "iPad Pro (12.9-inch) (6th generation)", ["iPad Pro 12.9-inch"], family: "iPad 12.9-inch Pro Face ID", 1024, 1366, first: OSVersion(16, 1), rounded: true,
      faceID: true, sources: padRounded),
    pad(
      "iPad Air 13-inch (M2)", ["iPad Air (13-inch) (M2)"], family: "iPad 13-inch Air Touch ID rounded", 1024, 1366, first: OSVersion(17, 5), rounded: true,
      sources: padRounded, range: .likely),
    pad(
      "iPad Air 13-inch (M3)", ["iPad Air (13-inch) (M3)", "iPad Air 13-inch"], family: "iPad 13-inch Air Touch ID rounded", 1024, 1366,
      first: OSVersion(18, 4), rounded: true,
      sources: padRounded),
    pad(
      "iPad Air 13-inch (M4)", ["iPad Air (13-inch) (M4)"], family: "iPad 13-inch Air Touch ID rounded", 1024, 1366, first: OSVersion(26, 2), rounded: true,
      sources: padRounded, range: .likely),
    // 13-inch Pro M4/M5 (1032×1376).
    pad(
      "iPad Pro 13-inch (M4)", ["iPad Pro (13-inch) (M4)", "iPad Pro 13-inch", "iPad Pro 13-inch M4"], family: "iPad 13-inch Pro M4 Face ID", 1032, 1376,
      first: OSVersion(17, 5),
      rounded: true, faceID: true, sources: padRounded),
    pad(
      "iPad Pro 13-inch (M5)", ["iPad Pro (13-inch) (M5)", "iPad Pro 13-inch M5"], family: "iPad 13-inch Pro M4 Face ID", 1032, 1376, first: OSVersion(26),
      rounded: true, faceID: true,
      sources: padRounded),
  ]
}
