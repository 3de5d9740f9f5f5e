import ArgumentParser
import StatusBarCore

struct Devices: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device table: screen size, status bar height per iOS version, safe areas.",
    discussion: """
      Heights marked ? are values the sources are unsure of (uikit-rules.md R7.1, D3, D4).
      Examples:
        sbplay devices
        sbplay devices --json
      """)

  @Flag(help: "Print JSON.")
  var json = false

  struct Row: Encodable {
    var name: String
    var aliases: [String]
    var idiom: String
    var screen: [Double]
    var homeButton: Bool
    var housing: String
    var firstOS: String
    var statusBarHeights: [HeightRow]
    var safeAreaPortrait: [String: Double]
    var safeAreaLandscape: [String: Double]
  }
  struct HeightRow: Encodable {
    var from: String
    var height: Double
    var confidence: String
  }

  func run() throws {
    let rows = DeviceCatalog.all.map(Self.row)
    if json {
      print(try JSONOutput.encode(rows))
      return
    }
    print("device                                 screen (pt)  status bar (pt)            safe area top/bottom       first iOS")
    for device in DeviceCatalog.all {
      let heights = device.statusBarHeights.enumerated().map { index, step in
        (index == 0 ? "" : "\(step.from.major)+: ") + step.value.pointString + (step.confidence == .confirmed ? "" : "?")
      }.joined(separator: ", ")
      let top = device.safeAreaTops.map { steps in
        steps.enumerated().map { index, step in
          (index == 0 ? "" : "\(step.from.major)+: ") + step.value.pointString + (step.confidence == .confirmed ? "" : "?")
        }.joined(separator: ", ")
      } ?? "= bar"
      let name = device.name + (device.aliases.isEmpty ? "" : " (\(device.aliases.joined(separator: ", ")))")
      print(
        name.padding(38) + " " + "\(device.screen.width.pointString)x\(device.screen.height.pointString)".padding(12)
          + " " + heights.padding(26) + " " + "\(top) / \(device.bottomInsetPortrait.pointString)".padding(26) + " "
          + device.firstOS.description)
    }
    print("\nIn a call, 20 pt devices show a 40 pt bar through iOS 12 (R7.3, D2). ? = unsure (D3, D4).")
  }

  static func row(_ device: Device) -> Row {
    let portrait = LayoutEngine.layout(probe(device, .portrait)).safeAreaInsets
    let landscape = LayoutEngine.layout(probe(device, .landscapeLeft)).safeAreaInsets
    func map(_ insets: Insets) -> [String: Double] {
      ["top": insets.top, "left": insets.left, "bottom": insets.bottom, "right": insets.right]
    }
    return Row(
      name: device.name, aliases: device.aliases, idiom: device.idiom.rawValue,
      screen: [device.screen.width, device.screen.height], homeButton: device.hasHomeButton,
      housing: device.housing.rawValue, firstOS: device.firstOS.description,
      statusBarHeights: device.statusBarHeights.map {
        HeightRow(from: $0.from.description, height: $0.value, confidence: $0.confidence.rawValue)
      },
      safeAreaPortrait: map(portrait), safeAreaLandscape: map(landscape))
  }

  /// A plain controller on the newest iOS the device runs, to read its safe area.
  static func probe(_ device: Device, _ orientation: Orientation) -> World {
    var env = Environment(device: device, os: .newest)
    env.orientation = orientation
    return World(environment: env, root: .vc("Probe"))
  }
}
