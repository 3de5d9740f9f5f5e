import UIKit

class AppTabController: UITabBarController {}

/// Forwards both lanes to the top of the stack.
class BaseNavigationController: UINavigationController {
  override var childForStatusBarStyle: UIViewController? { topViewController }
  override var childForStatusBarHidden: UIViewController? {
    return self.topViewController
  }
}

class BaseViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { return .lightContent }
}

class ListViewController: BaseViewController {
  override var prefersStatusBarHidden: Bool { false }
}

class DetailViewController: BaseViewController {
  override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
}

class SettingsViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

class PlayerViewController: UIViewController {
  var isFullscreen = false

  init() {
    super.init(nibName: nil, bundle: nil)
    modalPresentationCapturesStatusBarAppearance = true
  }

  required init?(coder: NSCoder) { fatalError() }

  override var prefersStatusBarHidden: Bool { isFullscreen }

  func toggleFullscreen() {
    isFullscreen.toggle()
    isFullscreen = !isFullscreen
  }

  func enterFullscreen() {
    isFullscreen = true
    setNeedsStatusBarAppearanceUpdate()
  }
}
