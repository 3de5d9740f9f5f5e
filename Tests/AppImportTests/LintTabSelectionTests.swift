import Foundation
import SwiftSourceScan
import Testing

/// D244: GetSmart's tab bar controller (round 83) returns `.lightContent`, never asked: a tab bar
/// controller asks its selected tab. Its first tab, a navigation controller with a hidden bar over
/// a screen returning `.lightContent`, shows that style anyway; its other tabs, plain navigation
/// controllers showing their bars, show `.default`. The loss shows on every tab but the first.
@Suite struct LintTabSelectionTests {
  func storyboard(secondTab: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs">
      <scenes>
        <scene sceneID="a"><objects>
          <tabBarController id="tabs" customClass="Tabs" sceneMemberID="viewController">
            <connections>
              <segue destination="listNav" kind="relationship" relationship="viewControllers" id="s1"/>
              <segue destination="otherNav" kind="relationship" relationship="viewControllers" id="s2"/>
            </connections>
          </tabBarController>
        </objects></scene>
        <scene sceneID="b"><objects>
          <navigationController id="listNav" customClass="ListNav" navigationBarHidden="YES" sceneMemberID="viewController">
            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="s3"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="c"><objects><viewController id="list" customClass="List" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="d"><objects>
          <navigationController id="otherNav" sceneMemberID="viewController">
            \(secondTab)
            <connections><segue destination="other" kind="relationship" relationship="rootViewController" id="s4"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="e"><objects><viewController id="other" sceneMemberID="viewController"/></objects></scene>
      </scenes>
    </document>
    """
  }

  let code = """
    import UIKit
    class Tabs: UITabBarController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    class ListNav: UINavigationController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    class List: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    """

  let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
    """

  func findings(secondTab: String) throws -> [String] {
    try Fixture.lintFolder(["Code.swift": code, "Main.storyboard": storyboard(secondTab: secondTab), "Info.plist": plist]).map {
      "\($0.relative):\($0.finding.line) \($0.finding.check)"
    }
  }

  @Test func D244_anOverrideLostToATabThatAnswersAlikeIsLostOnTheOthers() throws {
    // The tab bar controller's own style is lost on the second tab; the first tab's navigation
    // controller, off screen while the second is picked, is no finding there.
    #expect(try findings(secondTab: "") == ["Code.swift:3 ignored-override"])
    // A second tab whose black bar shows light text too: lost for nothing on every tab.
    #expect(try findings(secondTab: "<navigationBar key=\"navigationBar\" barStyle=\"black\" id=\"bar\"/>").isEmpty)
  }
}
