/// The UIKit class a controller node stands for (docs/scene-format.md).
///
/// Each kind's UIKit behaviour lives in one file of `Kinds/` (its `ContainerBehavior`): default
/// forwarding for each lane, which children are on screen, how it lays out, its scene keys.
/// Adding a kind means a case here, its file, and its tests; `behavior` is the one switch.
public enum ControllerKind: String, CaseIterable, Sendable, Codable, NamedValue {
  /// `UIViewController` or a custom subclass; `children` are added with `addChild`.
  case controller
  /// `UINavigationController`; `children` is the stack, bottom first.
  case navigation
  /// `UITabBarController`; `children` is `viewControllers`.
  case tabBar
  /// `UISplitViewController`; `children` are its columns: primary, (supplementary,) secondary.
  case split
  /// `UIPageViewController`; `children` are its pages, one shown at a time.
  case page
  /// `UIHostingController` with SwiftUI content; `representables` are the UIKit controllers its
  /// content hosts through `UIViewControllerRepresentable`.
  case hosting
  /// The controllers iOS provides and apps present as they are (`SystemControllerKind`, D60–D65):
  /// `UIAlertController`, `UIActivityViewController`, `UIImagePickerController` (photo library
  /// and camera), `SFSafariViewController`, `UIDocumentPickerViewController`.
  case alert, activity, imagePicker, camera, safari, documentPicker

  /// Everything UIKit does differently for this kind. The compiler checks this switch.
  public var behavior: any ContainerBehavior {
    switch self {
    case .controller: PlainControllerKind()
    case .navigation: NavigationControllerKind()
    case .tabBar: TabBarControllerKind()
    case .split: SplitViewControllerKind()
    case .page: PageViewControllerKind()
    case .hosting: HostingControllerKind()
    case .alert: SystemControllerKind(.alert)
    case .activity: SystemControllerKind(.activity)
    case .imagePicker: SystemControllerKind(.imagePicker)
    case .camera: SystemControllerKind(.camera)
    case .safari: SystemControllerKind(.safari)
    case .documentPicker: SystemControllerKind(.documentPicker)
    }
  }

  public var uikitClass: String { behavior.uikitClass }

  /// The kind whose own keys include `key`, if the key belongs to one kind only.
  public static func owner(of key: ControllerKey) -> ControllerKind? {
    allCases.first { $0.behavior.ownKeys.contains(key) }
  }

  /// The kinds that have `reference` as a property (`topViewController`).
  public static func owners(of reference: ChildReference) -> [ControllerKind] {
    allCases.filter { $0.behavior.childProperty == reference }
  }

  /// "UINavigationController", "UISplitViewController or UIPageViewController".
  public static func ownerClasses(of reference: ChildReference) -> String {
    let owners = owners(of: reference).map(\.uikitClass)
    return owners.isEmpty ? "container" : ActionParser.spokenList(owners)
  }
}
