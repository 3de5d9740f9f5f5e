import ArgumentParser
import StatusBarCore

struct Devices: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device table: screen, status bar height per iOS version, safe areas, supported iOS range, sources.",
    discussion: """
      Heights marked ? are values the sources are unsure of (docs/rules.md R7.1, D3, D4, D15).
      Every row names the tables it was checked against (docs/rules.md, "Device sources").
      Examples:
        sbplay devices
        sbplay devices pro max
        sbplay devices "dynamic island" --os 26
        sbplay devices ipad --json
      """)

  @Argument(help: "Only devices whose name, alias or family contains these words (e.g. `mini`, `ipad 11-inch`, `dynamic island`).")
  var filter: [String] = []

  @Option(help: "Only devices that ran this iOS version (e.g. 26 or 18.3).")
  var os: String?

  @Flag(help: "Print JSON.")
  var json = false

  struct Row: Encodable {
    var name: String
    var aliases: [String]
    var family: String
    var idiom: String
    var screen: [Double]
    var homeButton: Bool
    var housing: String
    var firstOS: String
    var lastOS: String
    var supportedRange: String
    var rangeConfidence: String
    var statusBarHeights: [HeightRow]
    var safeAreaPortrait: [String: Double]
    var safeAreaLandscape: [String: Double]
    var navigationBarTop: Double?
    var sources: [SourceRow]
  }
  struct HeightRow: Encodable {
    var from: String
    var height: Double
    var confidence: String
  }
  struct SourceRow: Encodable {
    var key: String
    var citation: String
  }

  func run() throws {
    var devices = DeviceCatalog.matching(filter.joined(separator: " "))
    if let text = os {
      guard let version = OSVersion(parsing: text) else {
        throw CLIError(description: "`\(Rules.printable(text))` is not an iOS version sbplay models: expected \(OSVersion.rangeText)")
      }
      devices = devices.filter { $0.supports(version) }
    }
    guard !devices.isEmpty else {
      let query = Rules.printable(filter.joined(separator: " "))
      throw CLIError(
        description: "no device matches `\(query)`\(os.map { " on iOS \(Rules.printable($0))" } ?? "") (try `sbplay devices` for the whole table)", code: 1)
    }
    let rows = devices.map(Self.row)
    if json {
      Console.json(try JSONOutput.encode(rows))
      return
    }
    Console.out("device                                      screen (pt)  status bar (pt)        safe area top/bottom  iOS range        sources")
    for device in devices {
      let heights = device.statusBarHeights.enumerated().map { index, step in
        (index == 0 ? "" : "\(step.from.major)+: ") + step.value.pointString + (step.confidence == .confirmed ? "" : "?")
      }.joined(separator: ", ")
      let top =
        device.safeAreaTops.map { steps in
          steps.enumerated().map { index, step in
            (index == 0 ? "" : "\(step.from.major)+: ") + step.value.pointString + (step.confidence == .confirmed ? "" : "?")
          }.joined(separator: ", ")
        } ?? "= bar"
      let range =
        device.supportedRange.replacingOccurrences(of: "iOS ", with: "")
        + (device.rangeConfidence == .confirmed ? "" : "?")
      Console.out(
        device.name.padding(43) + " " + "\(device.screen.width.pointString)x\(device.screen.height.pointString)".padding(12)
          + " " + heights.padding(22) + " " + "\(top) / \(device.bottomInsetPortrait.pointString)".padding(21) + " "
          + range.padding(16) + " " + device.sources.joined(separator: ", "))
    }
    Console.out(
      "\n\(devices.count) device\(devices.count == 1 ? "" : "s"). In a call, 20 pt devices show a 40 pt bar through iOS 12 (R7.3, D2). ? = unsure (D3, D4, D15, D19, D20)."
    )
    Console.out("Sources: " + DeviceSources.all.map(\.key).joined(separator: ", ") + " (docs/rules.md lists them).")
  }

  static func row(_ device: Device) -> Row {
    let portrait = Snapshot(probe(device, .portrait)).layout.safeAreaInsets
    let landscape = Snapshot(probe(device, .landscapeLeft)).layout.safeAreaInsets
    func map(_ insets: Insets) -> [String: Double] {
      ["top": insets.top, "left": insets.left, "bottom": insets.bottom, "right": insets.right]
    }
    let last = device.lastMajor.map { "\($0).x" } ?? "\(OSVersion.newest.major).x"
    return Row(
      name: device.name, aliases: device.aliases, family: device.family, idiom: device.idiom.rawValue,
      screen: [device.screen.width, device.screen.height], homeButton: device.hasHomeButton,
      housing: device.housing.rawValue, firstOS: device.firstOS.description, lastOS: last,
      supportedRange: device.supportedRange, rangeConfidence: device.rangeConfidence.rawValue,
      statusBarHeights: device.statusBarHeights.map {
        HeightRow(from: $0.from.description, height: $0.value, confidence: $0.confidence.rawValue)
      },
      safeAreaPortrait: map(portrait), safeAreaLandscape: map(landscape),
      navigationBarTop: device.navigationBarTop?.value,
      sources: device.sources.map { SourceRow(key: $0, citation: DeviceSources.source($0)?.citation ?? $0) })
  }

  /// A plain controller on the newest iOS the device runs, to read its safe area.
  static func probe(_ device: Device, _ orientation: Orientation) -> World {
    let newest = device.lastMajor.map { OSVersion($0, 0) } ?? .newest
    var env = Environment(device: device, os: max(newest, device.firstOS))
    env.orientation = orientation
    return World(environment: env, root: .vc("Probe"))
  }
}
