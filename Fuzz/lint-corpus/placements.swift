class P: UIViewController { override var prefersStatusBarHidden: Bool { true } }
class Nav: UINavigationController { override var childForStatusBarStyle: UIViewController? { topViewController } }
func f(_ v: UIViewController) {
  let p = P(); p.modalPresentationStyle = .overFullScreen; v.present(p, animated: true)
  v.navigationController?.pushViewController(P(), animated: true)
  (v as? UINavigationController)?.setViewControllers([P()], animated: false)
}
