/// F1 … F3: what cross-platform frameworks call in UIKit. They add no UIKit rule of their own:
/// each ends in a path the resolver already knows (R5.2 and R5.3 for UIApplication's setters,
/// R1.2 and R4.2 for a controller's preferences), so a scene models them with plain controllers,
/// Info.plist and the `app` setters (lessons `react-native-status-bar` and `flutter-system-chrome`).
extension RuleBook {
  static let frameworks: [RuleEntry] = [
    e(
      "F1", .confirmed, "React Native's StatusBar calls UIApplication's setters",
      "<StatusBar> and StatusBar.setBarStyle / setHidden end in UIApplication's deprecated setStatusBarStyle and setStatusBarHidden ('dark-content' is .darkContent from iOS 13, .default before), so the React Native and Expo templates set UIViewControllerBasedStatusBarAppearance to NO: UIApplication decides (R5.2), every controller's preference is ignored, and .default follows the window's Dark Mode even when the root controller forces light.",
      ["RN-STATUSBAR", "EXPO-8002", "R5.2"]),
    e(
      "F2", .confirmed, "Native modals and sheets in React Native want the key YES",
      "react-native-screens and expo-router suggest UIViewControllerBasedStatusBarAppearance YES so that native modals and sheets update the bar with their controllers; with YES, React Native's StatusBar module refuses to run (\"RCTStatusBarManager module requires that the UIViewControllerBasedStatusBarAppearance key in the Info.plist is set to NO\"), and a card sheet's own preference is still not asked (R4.2).",
      ["EXPO-23503", "RNS-1305", "R4.2"]),
    e(
      "F3", .confirmed, "Flutter's SystemChrome sets the FlutterViewController, or UIApplication",
      "With UIViewControllerBasedStatusBarAppearance YES or absent (the template since 2023), SystemChrome.setSystemUIOverlayStyle and setEnabledSystemUIMode set the engine's FlutterViewController's preferredStatusBarStyle and prefersStatusBarHidden and ask for an update (statusBarBrightness .dark is .lightContent, .light is .darkContent); a native controller that takes the bar (a full-screen plugin screen) is asked instead until it goes. With NO the engine calls UIApplication's setters (R5.3), which an app linked against the iOS 27 SDK can no longer use to show a hidden bar.",
      ["FLUTTER-PLATFORMPLUGIN", "FLUTTER-128969", "FLUTTER-192842", "R5.3"]),
  ]
}

extension RuleSources {
  static let frameworkSources: [(String, String)] = [
    (
      "RN-STATUSBAR",
      "https://github.com/facebook/react-native/blob/main/packages/react-native/React/CoreModules/RCTStatusBarManager.mm (setStyle / setHidden call UIApplication's setters; the style mapping)"
    ),
    (
      "EXPO-8002",
      "https://github.com/expo/expo/issues/8002 (UIViewControllerBasedStatusBarAppearance is false by default in React Native and Expo apps; .default is white in Dark Mode even with light forced)"
    ),
    ("EXPO-23503", "https://github.com/expo/expo/issues/23503 (RCTStatusBarManager requires the key NO; YES advised for native modals)"),
    ("RNS-1305", "https://github.com/software-mansion/react-native-screens/issues/1305 (status bar style and native modals, sheets)"),
    (
      "FLUTTER-PLATFORMPLUGIN",
      "https://github.com/flutter/flutter/blob/master/engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterPlatformPlugin.mm (setSystemChromeSystemUIOverlayStyle: the view controller when view-controller-based appearance is YES or absent, else UIApplication)"
    ),
    ("FLUTTER-128969", "https://github.com/flutter/flutter/issues/128969 (the iOS template moves to view-controller-based status bar appearance YES)"),
    ("FLUTTER-192842", "https://github.com/flutter/flutter/issues/192842 (iOS 27 SDK: SystemChrome cannot show a hidden status bar with the key NO)"),
  ]
}
