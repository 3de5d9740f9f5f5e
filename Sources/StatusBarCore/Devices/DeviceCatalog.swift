/// Every device sbplay knows (R7.1's table), by family. Each row names its sources
/// (`DeviceSources`): screen sizes, insets and bar heights were cross-checked against at least
/// two independent tables; where they disagree the row says so through a decision (D3, D4, D15,
/// D19) and its confidence.
public enum DeviceCatalog {
  /// All devices, in the order `sbplay devices` lists them and the TUI cycles through them.
  public static let all: [Device] = homeButtonPhones + faceIDPhones + iPods + iPads

  /// Finds a device by name or alias, case-insensitively, ignoring repeated spaces.
  /// The newest iPhone that ran `os`: the latest first version, the later row of the table on a tie.
  public static func newestPhone(running os: OSVersion) -> Device? {
    var best: Device?
    for device in all where device.isPhone && device.supports(os) {
      if best.map({ device.firstOS >= $0.firstOS }) ?? true { best = device }
    }
    return best
  }

  /// The pair a device or an iOS version given alone moves a scene to, and what was chosen in
  /// its place, if anything: a device alone keeps the scene's version if it ran it, else takes
  /// the newest it ran; a version alone keeps the scene's device if it ran it, else takes the
  /// newest iPhone that did. nil: no device ran that version.
  public static func pair(device: Device?, os: OSVersion?, scene: (device: Device, os: OSVersion))
    -> (device: Device, os: OSVersion, note: String?)?
  {
    switch (device, os) {
    case (let device?, let os?):
      return device.supports(os) ? (device, os, nil) : nil
    case (let device?, nil):
      if device.supports(scene.os) { return (device, scene.os, nil) }
      return (device, device.newestOS, "\(device.name) never ran iOS \(scene.os): opened on iOS \(device.newestOS), the newest it ran")
    case (nil, let os?):
      if scene.device.supports(os) { return (scene.device, os, nil) }
      guard let phone = newestPhone(running: os) else { return nil }
      return (phone, os, "\(scene.device.name) never ran iOS \(os): opened on \(phone.name), the newest iPhone that did")
    case (nil, nil):
      return (scene.device, scene.os, nil)
    }
  }

  public static func device(named name: String) -> Device? {
    // The exact name first (what scenes and the built-in scene mostly say): normalizing every
    // name and alias costs more than the rest of building the first world.
    if let exact = all.first(where: { $0.name == name }) { return exact }
    let key = normalized(name)
    return all.first { normalized($0.name) == key || $0.aliases.contains { normalized($0) == key } }
  }

  /// Every accepted spelling (names then aliases), for "did you mean" suggestions.
  public static var allNames: [String] { all.map(\.name) + all.flatMap(\.aliases) }

  /// Devices whose name, alias or family contains every word of `query` (case-insensitive):
  /// `pro max`, `dynamic island`, `ipad 11-inch`, `mini`.
  public static func matching(_ query: String) -> [Device] {
    let words = normalized(query).split(separator: " ").map(String.init)
    guard !words.isEmpty else { return all }
    return all.filter { device in
      let text = normalized(([device.name, device.family] + device.aliases).joined(separator: " | "))
      return words.allSatisfy { text.contains($0) }
    }
  }

  static func normalized(_ name: String) -> String {
    name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  // MARK: Row builders

  /// 20 pt status bar, Home button, no safe-area bottom (R7.1; seeds 000, 002).
  static func homeButton(
    _ name: String, _ aliases: [String] = [], family: String, _ w: Double, _ h: Double,
    first: OSVersion, last: Int?, sources: [String], idiom: Idiom = .phone,
    range: Confidence = .confirmed
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: idiom, screen: Size(width: w, height: h), housing: .none,
      family: family, firstOS: first, lastMajor: last, rangeConfidence: range,
      sources: sources, navigationBarTop: nil,
      statusBarHeights: [VersionedValue(from: .oldest, 20)], safeAreaTops: nil,
      bottomInsetPortrait: 0, bottomInsetLandscape: 0)
  }

  static func faceID(
    _ name: String, _ aliases: [String] = [], family: String, _ w: Double, _ h: Double,
    first: OSVersion, last: Int? = nil, housing: SensorHousing = .notch, heights: [VersionedValue],
    tops: [VersionedValue]? = nil, navigationBarTop: VersionedValue? = nil, sources: [String],
    range: Confidence? = nil
  ) -> Device {
    Device(
      name: name, aliases: aliases, idiom: .phone, screen: Size(width: w, height: h), housing: housing,
      family: family, firstOS: first, lastMajor: last, rangeConfidence: range ?? .confirmed,
      sources: sources, navigationBarTop: navigationBarTop,
      statusBarHeights: heights, safeAreaTops: tops ?? heights,
      bottomInsetPortrait: 34, bottomInsetLandscape: 21)
  }

  /// iPads keep the bar in landscape (R8.3). Home-button iPads: 20 pt; iPads with rounded
  /// corners and a Home indicator (Face ID, or Touch ID in the top button): 24 pt, safe-area
  /// bottom 20 (R7.1, D19).
  static func pad(
    _ name: String, _ aliases: [String] = [], family: String, _ w: Double, _ h: Double,
    first: OSVersion, last: Int? = nil, rounded: Bool, faceID: Bool = false, sources: [String],
    range: Confidence = .confirmed
  ) -> Device {
    let bar: Double = rounded ? 24 : 20
    // Face ID iPads: QMUI and flutter_device_preview agree on 24/20. Touch ID iPads with rounded
    // corners: QMUI's rule gives 24/20, flutter_device_preview lists 20/0 (D19).
    let confidence: Confidence = rounded ? (faceID ? .confirmed : .likely) : .confirmed
    // iPadOS 26: a 32 pt bar and safe-area top on every iPad (D28).
    let heights = [VersionedValue(from: .oldest, bar, confidence), VersionedValue(from: OSVersion(26), 32, .likely)]
    return Device(
      name: name, aliases: aliases, idiom: .pad, screen: Size(width: w, height: h),
      housing: rounded ? .roundedCorners : .none, family: family, firstOS: first, lastMajor: last,
      rangeConfidence: range, sources: sources, navigationBarTop: nil,
      statusBarHeights: heights,
      safeAreaTops: rounded ? heights : nil,
      bottomInsetPortrait: rounded ? 20 : 0, bottomInsetLandscape: rounded ? 20 : 0)
  }
}
