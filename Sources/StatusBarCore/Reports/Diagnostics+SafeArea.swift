/// Warnings about the safe-area top on iOS/iPadOS 26 (D27, D29): values apps report as bugs.
extension Diagnostics {
  static func safeAreaWarnings(_ world: World, layout: Layout) -> [String] {
    var list: [String] = []
    let os = world.os
    let device = world.device
    if BarMetrics.launchHiddenZeroesTheTop(world), !world.shown.hidden {
      list.append(
        "Launched with UIStatusBarHidden, \(device.name) on \(os.spoken) keeps safeAreaInsets.top at 0 while the bar shows: content runs under the bar. Show the bar at launch (D29)."
      )
    }
    if world.shown.hidden, BarMetrics.keepsSafeAreaTopWhenHidden(device, os: os), layout.safeAreaInsets.top > 0 {
      list.append(
        "The bar is hidden but \(os.spoken) keeps safeAreaInsets.top at \(layout.safeAreaInsets.top.pointString) pt on \(device.name); iOS 18 and 26.1 shrink it to 0 (D27)."
      )
    }
    return list
  }
}
