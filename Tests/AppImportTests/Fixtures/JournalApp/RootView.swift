import SwiftUI
import UIKit

struct RootView: View {
  var body: some View {
    NavigationStack {
      List { Text("Entries") }
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarBackground(Color.blue, for: .navigationBar)
    }
    .statusBarHidden(false)
  }
}

class BaseNavigationController: UINavigationController {
  override var childForStatusBarStyle: UIViewController? { topViewController }
}

class EntryEditorViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
