/// iPhones and iPod touch models (R7.1). Sources per row: see `DeviceSources`.
extension DeviceCatalog {
  // Geometry tables every Home-button row was checked against: QMUI's screenSizeFor35/40/47/55Inch
  // and DeviceKit's diagonal and aspect ratio; supported ranges from two compatibility tables.
  static let classic = ["QMUI", "DK", "GADGETMATES", "MACWORLD"]

  static let homeButtonPhones: [Device] = [
    homeButton("iPhone 4s", [], family: "iPhone Home button 3.5-inch", 320, 480, first: OSVersion(7), last: 9, sources: classic),
    homeButton("iPhone 5", [], family: "iPhone Home button 4-inch", 320, 568, first: OSVersion(7), last: 10, sources: classic),
    homeButton("iPhone 5c", [], family: "iPhone Home button 4-inch", 320, 568, first: OSVersion(7), last: 10, sources: classic),
    homeButton("iPhone 5s", [], family: "iPhone Home button 4-inch", 320, 568, first: OSVersion(7), last: 12, sources: classic),
    homeButton("iPhone SE (1st generation)", ["iPhone SE"], family: "iPhone Home button 4-inch", 320, 568, first: OSVersion(9, 3), last: 15, sources: classic),
    homeButton("iPhone 6", [], family: "iPhone Home button 4.7-inch", 375, 667, first: OSVersion(8), last: 12, sources: classic),
    homeButton("iPhone 6s", [], family: "iPhone Home button 4.7-inch", 375, 667, first: OSVersion(9), last: 15, sources: classic),
    homeButton("iPhone 7", [], family: "iPhone Home button 4.7-inch", 375, 667, first: OSVersion(10), last: 15, sources: classic),
    homeButton("iPhone 8", [], family: "iPhone Home button 4.7-inch", 375, 667, first: OSVersion(11), last: 16, sources: classic),
    homeButton("iPhone 6 Plus", [], family: "iPhone Home button 5.5-inch Plus", 414, 736, first: OSVersion(8), last: 12, sources: classic),
    homeButton("iPhone 6s Plus", [], family: "iPhone Home button 5.5-inch Plus", 414, 736, first: OSVersion(9), last: 15, sources: classic),
    homeButton("iPhone 7 Plus", [], family: "iPhone Home button 5.5-inch Plus", 414, 736, first: OSVersion(10), last: 15, sources: classic),
    homeButton("iPhone 8 Plus", [], family: "iPhone Home button 5.5-inch Plus", 414, 736, first: OSVersion(11), last: 16, sources: classic),
    homeButton(
      "iPhone SE (2nd generation)", ["iPhone SE 2"], family: "iPhone Home button 4.7-inch", 375, 667, first: OSVersion(13, 4), last: nil,
      sources: classic + ["FDP", "IOS27"], range: .unsure),
    homeButton(
      "iPhone SE (3rd generation)", ["iPhone SE 3"], family: "iPhone Home button 4.7-inch", 375, 667, first: OSVersion(15, 4), last: nil,
      sources: classic + ["FDP"]),
  ]

  // X family 44 (seed 000, QIITA-X); XR/11 44 → 48 on iOS 14 (correction C8); minis D3;
  // 12–14 and 16e/17e 47; Dynamic Island: statusBarFrame 54, the bar's layout edge 53.67 where a
  // navigation bar starts, safe-area top 59 (D15); 16 Pro-class 62 (D4); Air 68 (D4).
  static let x44 = [VersionedValue(from: .oldest, 44)]
  static let xr = [VersionedValue(from: .oldest, 44), VersionedValue(from: OSVersion(14), 48)]
  static let mini = [
    VersionedValue(from: .oldest, 44, .likely), VersionedValue(from: OSVersion(15), 50, .unsure),
  ]
  static let miniTop = [VersionedValue(from: .oldest, 50, .unsure)]
  static let twelve = [VersionedValue(from: .oldest, 47)]
  static let twelveLikely = [VersionedValue(from: .oldest, 47, .likely)]
  static let island = [VersionedValue(from: .oldest, 54, .likely)]
  static let islandTop = [VersionedValue(from: .oldest, 59)]
  static let islandNavigationTop = VersionedValue(from: .oldest, 53.67, .likely)
  static let pro16 = [VersionedValue(from: .oldest, 54, .unsure)]
  static let pro16Top = [VersionedValue(from: .oldest, 62)]
  static let pro16TopLikely = [VersionedValue(from: .oldest, 62, .likely)]
  static let pro16NavigationTop = VersionedValue(from: .oldest, 56.33, .unsure)
  static let airTop = [VersionedValue(from: .oldest, 68, .unsure)]
  /// The 17 Pro's rule (safe-area top 62, bar edge 56.33: 5.67 pt above) applied to the Air's
  /// 68: the previous design's navigation bar starts at 62.33 (D4).
  static let airNavigationTop = VersionedValue(from: .oldest, 62.33, .unsure)

  static let xTables = ["QMUI", "QIITA-X", "JUEJIN-152", "DK", "GADGETMATES"]
  static let notchTables = ["QMUI", "HACK-14", "JUEJIN-152", "DK", "MACWORLD"]
  static let islandTables = ["QMUI", "FDP", "CSL", "GKNB-41", "HACK-14", "DK", "MACWORLD"]

  static let faceIDPhones: [Device] = [
    faceID("iPhone X", family: "iPhone notch 5.8-inch", 375, 812, first: OSVersion(11), last: 16, heights: x44, sources: xTables),
    faceID("iPhone XS", family: "iPhone notch 5.8-inch", 375, 812, first: OSVersion(12), last: 18, heights: x44, sources: xTables + ["ARS-26"]),
    faceID("iPhone XS Max", family: "iPhone notch 6.5-inch Max", 414, 896, first: OSVersion(12), last: 18, heights: x44, sources: xTables + ["ARS-26"]),
    faceID("iPhone XR", family: "iPhone notch 6.1-inch XR", 414, 896, first: OSVersion(12), last: 18, heights: xr, sources: xTables + ["ARS-26"]),
    faceID("iPhone 11", family: "iPhone notch 6.1-inch XR", 414, 896, first: OSVersion(13), heights: xr, sources: xTables + ["IOS27"], range: .unsure),
    faceID("iPhone 11 Pro", family: "iPhone notch 5.8-inch", 375, 812, first: OSVersion(13), heights: x44, sources: xTables + ["IOS27"], range: .unsure),
    faceID(
      "iPhone 11 Pro Max", family: "iPhone notch 6.5-inch Max", 414, 896, first: OSVersion(13), heights: x44, sources: xTables + ["FDP", "IOS27"],
      range: .unsure),
    faceID(
      "iPhone 12 mini", family: "iPhone notch 5.4-inch mini", 375, 812, first: OSVersion(14, 1), heights: mini, tops: miniTop, sources: notchTables + ["FDP"]),
    faceID("iPhone 12", family: "iPhone notch 6.1-inch", 390, 844, first: OSVersion(14, 1), heights: twelve, sources: notchTables),
    faceID("iPhone 12 Pro", family: "iPhone notch 6.1-inch", 390, 844, first: OSVersion(14, 1), heights: twelve, sources: notchTables),
    faceID("iPhone 12 Pro Max", family: "iPhone notch 6.7-inch Max", 428, 926, first: OSVersion(14, 1), heights: twelve, sources: notchTables + ["FDP"]),
    faceID(
      "iPhone 13 mini", family: "iPhone notch 5.4-inch mini", 375, 812, first: OSVersion(15), heights: mini, tops: miniTop, sources: notchTables + ["FDP"]),
    faceID("iPhone 13", family: "iPhone notch 6.1-inch", 390, 844, first: OSVersion(15), heights: twelve, sources: notchTables + ["FDP"]),
    faceID("iPhone 13 Pro", family: "iPhone notch 6.1-inch", 390, 844, first: OSVersion(15), heights: twelve, sources: notchTables),
    faceID("iPhone 13 Pro Max", family: "iPhone notch 6.7-inch Max", 428, 926, first: OSVersion(15), heights: twelve, sources: notchTables + ["FDP"]),
    faceID("iPhone 14", family: "iPhone notch 6.1-inch", 390, 844, first: OSVersion(16), heights: twelve, sources: notchTables),
    faceID("iPhone 14 Plus", family: "iPhone notch 6.7-inch Plus", 428, 926, first: OSVersion(16), heights: twelve, sources: notchTables),
    faceID("iPhone 16e", family: "iPhone notch 6.1-inch", 390, 844, first: OSVersion(18, 3), heights: twelveLikely, sources: ["QMUI", "DK", "MACWORLD"]),
    faceID(
      "iPhone 17e", family: "iPhone notch 6.1-inch", 390, 844, first: OSVersion(26, 2), heights: twelveLikely, sources: ["QMUI", "DK", "MACWORLD"],
      range: .likely),
    islandPhone("iPhone 14 Pro", "iPhone Dynamic Island 6.1-inch", 393, 852, first: OSVersion(16)),
    islandPhone("iPhone 14 Pro Max", "iPhone Dynamic Island 6.7-inch", 430, 932, first: OSVersion(16)),
    islandPhone("iPhone 15", "iPhone Dynamic Island 6.1-inch", 393, 852, first: OSVersion(17)),
    islandPhone("iPhone 15 Plus", "iPhone Dynamic Island 6.7-inch", 430, 932, first: OSVersion(17)),
    islandPhone("iPhone 15 Pro", "iPhone Dynamic Island 6.1-inch", 393, 852, first: OSVersion(17)),
    islandPhone("iPhone 15 Pro Max", "iPhone Dynamic Island 6.7-inch", 430, 932, first: OSVersion(17)),
    islandPhone("iPhone 16", "iPhone Dynamic Island 6.1-inch", 393, 852, first: OSVersion(18)),
    islandPhone("iPhone 16 Plus", "iPhone Dynamic Island 6.7-inch", 430, 932, first: OSVersion(18)),
    faceID(
      "iPhone 16 Pro", family: "iPhone Dynamic Island 6.3-inch", 402, 874, first: OSVersion(18), housing: .dynamicIsland,
      heights: pro16, tops: pro16Top, navigationBarTop: pro16NavigationTop, sources: ["QMUI", "FDP", "DK", "MACWORLD"]),
    faceID(
      "iPhone 16 Pro Max", family: "iPhone Dynamic Island 6.9-inch", 440, 956, first: OSVersion(18), housing: .dynamicIsland,
      heights: pro16, tops: pro16Top, navigationBarTop: pro16NavigationTop, sources: ["QMUI", "FDP", "DK", "MACWORLD"]),
    faceID(
      "iPhone 17", family: "iPhone Dynamic Island 6.3-inch", 402, 874, first: OSVersion(26), housing: .dynamicIsland,
      heights: pro16, tops: pro16TopLikely, navigationBarTop: pro16NavigationTop, sources: ["QMUI", "DK", "FDP", "MACWORLD"]),
    faceID(
      "iPhone 17 Pro", family: "iPhone Dynamic Island 6.3-inch", 402, 874, first: OSVersion(26), housing: .dynamicIsland,
      heights: pro16, tops: pro16TopLikely, navigationBarTop: pro16NavigationTop, sources: ["QMUI", "DK", "FDP", "MACWORLD"]),
    faceID(
      "iPhone 17 Pro Max", family: "iPhone Dynamic Island 6.9-inch", 440, 956, first: OSVersion(26), housing: .dynamicIsland,
      heights: pro16, tops: pro16Top, navigationBarTop: pro16NavigationTop, sources: ["FDP", "QMUI", "DK", "MACWORLD"]),
    faceID(
      "iPhone Air", family: "iPhone Dynamic Island 6.5-inch Air", 420, 912, first: OSVersion(26), housing: .dynamicIsland,
      heights: pro16, tops: airTop, navigationBarTop: airNavigationTop, sources: ["FDP", "DK", "MACWORLD"]),
  ]

  /// A Dynamic Island phone of the 393/430-point classes (D15).
  static func islandPhone(_ name: String, _ family: String, _ w: Double, _ h: Double, first: OSVersion) -> Device {
    faceID(
      name, family: family, w, h, first: first, housing: .dynamicIsland, heights: island, tops: islandTop,
      navigationBarTop: islandNavigationTop, sources: islandTables)
  }

  /// The last iPod touch models: 4-inch, Home button.
  static let iPods: [Device] = [
    homeButton(
      "iPod touch (6th generation)", ["iPod touch 6"], family: "iPod touch 4-inch", 320, 568, first: OSVersion(8, 4), last: 12,
      sources: ["DK", "QMUI", "GADGETMATES"]),
    homeButton(
      "iPod touch (7th generation)", ["iPod touch 7", "iPod touch"], family: "iPod touch 4-inch", 320, 568, first: OSVersion(12, 3), last: 15,
      sources: ["DK", "QMUI", "GADGETMATES"]),
  ]
}
