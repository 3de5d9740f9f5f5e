import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func makeRoot() -> UIViewController {
    let tabs = AppTabController()
    let settings = UINavigationController(rootViewController: SettingsViewController())
    tabs.viewControllers = [BaseNavigationController(rootViewController: ListViewController()), settings]
    UIApplication.shared.statusBarStyle = .lightContent
    return tabs
  }

  func topInset() -> CGFloat {
    let statusBarHeight: CGFloat = 20
    return statusBarHeight + 44
  }
}

class MenuContainerViewController: UIViewController {
  let menuController = UIViewController()
  let contentController = UIViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(contentController)
  }

  override var childForStatusBarStyle: UIViewController? { return menuController }
}

class ThemedViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle {
    if #available(iOS 13.0, *) {
      return .darkContent
    }
    return .default
  }
}

class OldThemedViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}
