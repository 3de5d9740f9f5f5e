/// The external tables each device row was checked against (every row names at least
/// two). Keys are what `Device.sources` and `sbplay devices` print; docs/rules.md lists them.
public struct DeviceSource: Hashable, Sendable {
  public var key: String
  public var citation: String
  /// What the table gives: screen sizes, insets, status bar heights, supported versions.
  public var gives: String
}

public enum DeviceSources {
  public static let all: [DeviceSource] = [
    DeviceSource(
      key: "DK",
      citation: "devicekit/DeviceKit Source/Device.swift.gyb (commit 56b997e, 2026-03)",
      gives: "every model's name, diagonal, aspect ratio, Face ID / Touch ID / Dynamic Island / rounded-corner flags"),
    DeviceSource(
      key: "QMUI",
      citation: "Tencent/QMUI_iOS QMUIKit/QMUICore/QMUIHelper.m and QMUICommonDefines.h (commit 4dca234, 2024-09)",
      gives:
        "screen sizes per inch class, safe-area insets per model in portrait and landscape, status bar constants (20/24/47/54), navigation bar bottom (53.67+44, 16 Pro 56.33+44), iPad navigation bar 50, tab bar 50/65"
    ),
    DeviceSource(
      key: "FDP",
      citation: "aloisdeniel/flutter_device_preview device_frame/lib/src/devices/ios/*/device.dart (commits 42089cd, 8d34c0b)",
      gives: "simulator-probed screen sizes and safe areas, portrait and rotated (16 Pro 62/34, 17 Pro Max 62, Air 420×912 68/34)"),
    DeviceSource(
      key: "GKNB-41",
      citation: "https://github.com/QuintGao/GKNavigationBarSwift/issues/41 (frames printed on iPhone 15 / 15 Pro Max simulators)",
      gives: "navigationBar.frame y 53.6667 height 44, safeAreaInsets top 59 bottom 34, statusBarFrame height 54"),
    DeviceSource(
      key: "CSL", citation: "http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation",
      gives: "iPhone 14 Pro safe area 59/34, landscape bottom 21"),
    DeviceSource(
      key: "HACK-14",
      citation: "https://hacknicity.medium.com/how-ios-apps-adapt-to-the-various-iphone-14-screen-sizes-b2504a39b58f",
      gives: "12/13/14-family point sizes (390×844, 428×926, 393×852, 430×932)"),
    DeviceSource(
      key: "QIITA-X", citation: "https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8",
      gives: "X / XS / XR / XS Max point sizes and safe areas"),
    DeviceSource(
      key: "JUEJIN-152", citation: "https://juejin.cn/post/7134941721690898445",
      gives: "status bar heights measured on iOS 15.2 (X 44, XR 48, 12 47, mini 44)"),
    DeviceSource(
      key: "GADGETMATES", citation: "https://gadgetmates.com/ios-compatibility-sheet-for-iphones",
      gives: "original and maximum iOS per iPhone through the 15 family"),
    DeviceSource(
      key: "MACWORLD", citation: "Macworld iPhone iOS support table, 2026 (copy at https://unitedcultures.net/?p=955444)",
      gives: "maximum iOS per iPhone through the 17e, Air and 17 family (XR/XS 18, X/8 16, 6s/7/SE 15)"),
    DeviceSource(
      key: "ARS-26",
      citation: "Ars Technica, 2025-06: iOS 26 drops iPhone XR/XS/XS Max, iPadOS 26 drops the 7th-generation iPad (also techbriefly.com 2025-06-17)",
      gives: "the devices iOS 26 and iPadOS 26 leave out"),
    DeviceSource(
      key: "IOS27",
      citation: "wedoany.com and wwdc2026.biolatti.it (after WWDC 2026: no iPhone dropped) against notebookcheck.net (before: 11 family and SE 2 dropped)",
      gives: "whether iOS 27 runs on the iPhone 11 family and the SE 2 (D20)"),
  ]

  public static func source(_ key: String) -> DeviceSource? { all.first { $0.key == key } }
}
