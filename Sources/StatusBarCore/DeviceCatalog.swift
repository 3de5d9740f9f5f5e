/// Every device sbplay knows (R7.1's table), by family.
public enum DeviceCatalog {
  /// All devices, in the order `sbplay devices` lists them and the TUI cycles through them.
  public static let all: [Device] =
    homeButtonPhones + faceIDPhones + iPads

  /// Finds a device by name or alias, case-insensitively, ignoring repeated spaces.
  public static func device(named name: String) -> Device? {
    let key = normalized(name)
    return all.first { normalized($0.name) == key || $0.aliases.contains { normalized($0) == key } }
  }

  /// Every accepted spelling (names then aliases), for "did you mean" suggestions.
  public static var allNames: [String] { all.map(\.name) + all.flatMap(\.aliases) }

  static func normalized(_ name: String) -> String {
    name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  // MARK: Families

  /// 20 pt status bar, Home button, no safe-area bottom (R7.1; seeds 000, 002).
  static func homeButton(
    _ name: String, _ aliases: [String] = [], _ w: Double, _ h: Double, first: OSVersion
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .phone, screen: Size(width: w, height: h), housing: .none,
      firstOS: first, statusBarHeights: [VersionedValue(from: .oldest, 20)], safeAreaTops: nil,
      bottomInsetPortrait: 0, bottomInsetLandscape: 0)
  }

  static func faceID(
    _ name: String, _ aliases: [String] = [], _ w: Double, _ h: Double, first: OSVersion,
    housing: SensorHousing = .notch, heights: [VersionedValue], tops: [VersionedValue]? = nil
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .phone, screen: Size(width: w, height: h), housing: housing,
      firstOS: first, statusBarHeights: heights, safeAreaTops: tops ?? heights,
      bottomInsetPortrait: 34, bottomInsetLandscape: 21)
  }

  static let homeButtonPhones: [Device] = [
    homeButton("iPhone 4s", ["iPhone 4S"], 320, 480, first: OSVersion(7)),
    homeButton("iPhone 5s", ["iPhone 5", "iPhone 5S"], 320, 568, first: OSVersion(7)),
    homeButton("iPhone SE (1st generation)", ["iPhone SE"], 320, 568, first: OSVersion(9, 3)),
    homeButton("iPhone 6", [], 375, 667, first: OSVersion(8)),
    homeButton("iPhone 6s", [], 375, 667, first: OSVersion(9)),
    homeButton("iPhone 7", [], 375, 667, first: OSVersion(10)),
    homeButton("iPhone 8", [], 375, 667, first: OSVersion(11)),
    homeButton("iPhone 6 Plus", [], 414, 736, first: OSVersion(8)),
    homeButton("iPhone 6s Plus", [], 414, 736, first: OSVersion(9)),
    homeButton("iPhone 7 Plus", [], 414, 736, first: OSVersion(10)),
    homeButton("iPhone 8 Plus", [], 414, 736, first: OSVersion(11)),
    homeButton("iPhone SE (2nd generation)", ["iPhone SE 2"], 375, 667, first: OSVersion(13, 4)),
    homeButton("iPhone SE (3rd generation)", ["iPhone SE 3"], 375, 667, first: OSVersion(15, 4)),
  ]

  // X family 44 (seed 000, QIITA-X); XR/11 44 → 48 on iOS 14 (correction C8); minis D3;
  // 12–14 47; Dynamic Island 53.67 with safe-area top 59; 16 Pro D4.
  static let x44 = [VersionedValue(from: .oldest, 44)]
  static let xr = [VersionedValue(from: .oldest, 44), VersionedValue(from: OSVersion(14), 48)]
  static let mini = [
    VersionedValue(from: .oldest, 44, .unsure), VersionedValue(from: OSVersion(16), 50, .unsure),
  ]
  static let miniTop = [VersionedValue(from: .oldest, 50, .unsure)]
  static let twelve = [VersionedValue(from: .oldest, 47)]
  static let island = [VersionedValue(from: .oldest, 53.67, .likely)]
  static let islandTop = [VersionedValue(from: .oldest, 59)]
  static let pro16 = [VersionedValue(from: .oldest, 54, .unsure)]
  static let pro16Top = [VersionedValue(from: .oldest, 62, .unsure)]

  static let faceIDPhones: [Device] = [
    faceID("iPhone X", [], 375, 812, first: OSVersion(11), heights: x44),
    faceID("iPhone XS", [], 375, 812, first: OSVersion(12), heights: x44),
    faceID("iPhone XS Max", [], 414, 896, first: OSVersion(12), heights: x44),
    faceID("iPhone XR", [], 414, 896, first: OSVersion(12), heights: xr),
    faceID("iPhone 11", [], 414, 896, first: OSVersion(13), heights: xr),
    faceID("iPhone 11 Pro", [], 375, 812, first: OSVersion(13), heights: x44),
    faceID("iPhone 11 Pro Max", [], 414, 896, first: OSVersion(13), heights: x44),
    faceID("iPhone 12 mini", [], 375, 812, first: OSVersion(14, 1), heights: mini, tops: miniTop),
    faceID("iPhone 12", [], 390, 844, first: OSVersion(14, 1), heights: twelve),
    faceID("iPhone 12 Pro", [], 390, 844, first: OSVersion(14, 1), heights: twelve),
    faceID("iPhone 12 Pro Max", [], 428, 926, first: OSVersion(14, 1), heights: twelve),
    faceID("iPhone 13 mini", [], 375, 812, first: OSVersion(15), heights: mini, tops: miniTop),
    faceID("iPhone 13", [], 390, 844, first: OSVersion(15), heights: twelve),
    faceID("iPhone 13 Pro", [], 390, 844, first: OSVersion(15), heights: twelve),
    faceID("iPhone 13 Pro Max", [], 428, 926, first: OSVersion(15), heights: twelve),
    faceID("iPhone 14", [], 390, 844, first: OSVersion(16), heights: twelve),
    faceID("iPhone 14 Plus", [], 428, 926, first: OSVersion(16), heights: twelve),
    faceID(
      "iPhone 14 Pro", [], 393, 852, first: OSVersion(16), housing: .dynamicIsland, heights: island,
      tops: islandTop),
    faceID(
      "iPhone 14 Pro Max", [], 430, 932, first: OSVersion(16), housing: .dynamicIsland,
      heights: island, tops: islandTop),
    faceID(
      "iPhone 15", [], 393, 852, first: OSVersion(17), housing: .dynamicIsland, heights: island,
      tops: islandTop),
    faceID(
      "iPhone 15 Plus", [], 430, 932, first: OSVersion(17), housing: .dynamicIsland, heights: island,
      tops: islandTop),
    faceID(
      "iPhone 15 Pro", [], 393, 852, first: OSVersion(17), housing: .dynamicIsland, heights: island,
      tops: islandTop),
    faceID(
      "iPhone 15 Pro Max", [], 430, 932, first: OSVersion(17), housing: .dynamicIsland,
      heights: island, tops: islandTop),
    faceID(
      "iPhone 16", [], 393, 852, first: OSVersion(18), housing: .dynamicIsland, heights: island,
      tops: islandTop),
    faceID(
      "iPhone 16 Plus", [], 430, 932, first: OSVersion(18), housing: .dynamicIsland, heights: island,
      tops: islandTop),
    faceID(
      "iPhone 16 Pro", [], 402, 874, first: OSVersion(18), housing: .dynamicIsland, heights: pro16,
      tops: pro16Top),
    faceID(
      "iPhone 16 Pro Max", [], 440, 956, first: OSVersion(18), housing: .dynamicIsland,
      heights: pro16, tops: pro16Top),
  ]

  /// iPads keep the bar in landscape (R8.3). Home-button iPads: 20 pt; Face ID iPads: 24 pt with
  /// a safe-area bottom of 20 (R7.1, LIKELY).
  static let iPads: [Device] = [
    Device(
      name: "iPad Air 2", aliases: ["iPad"], idiom: .pad, screen: Size(width: 768, height: 1024),
      housing: .none, firstOS: OSVersion(8, 1),
      statusBarHeights: [VersionedValue(from: .oldest, 20)], safeAreaTops: nil,
      bottomInsetPortrait: 0, bottomInsetLandscape: 0),
    Device(
      name: "iPad (9th generation)", aliases: [], idiom: .pad, screen: Size(width: 810, height: 1080),
      housing: .none, firstOS: OSVersion(15),
      statusBarHeights: [VersionedValue(from: .oldest, 20)], safeAreaTops: nil,
      bottomInsetPortrait: 0, bottomInsetLandscape: 0),
    Device(
      name: "iPad Pro (11-inch) (4th generation)", aliases: ["iPad Pro 11-inch", "iPad Pro"],
      idiom: .pad, screen: Size(width: 834, height: 1194), housing: .roundedCorners,
      firstOS: OSVersion(16), statusBarHeights: [VersionedValue(from: .oldest, 24, .likely)],
      safeAreaTops: [VersionedValue(from: .oldest, 24, .likely)],
      bottomInsetPortrait: 20, bottomInsetLandscape: 20),
  ]
}
