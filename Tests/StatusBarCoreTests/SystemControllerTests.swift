import Testing

@testable import StatusBarCore

/// The system's own controllers (D60–D65): how each is presented when the app leaves
/// modalPresentationStyle alone, and whether it then takes the status bar.
@Suite struct SystemControllerTests {
  /// A black-barred navigation controller (light text) that presents `kind`.
  func presenting(
    _ kind: ControllerKind, _ props: KeyValuePairs<ControllerKey, String> = [:], device: String = "iPhone 8", os: String
  ) -> World {
    world(device, os: os, .nav("Nav", [.barStyle: "black"], [.vc("Home")]), presented: [ControllerNode(kind, "Sys", props)])
  }

  @Test(arguments: ["12.0", "13.0", "17.0", "26.0"])
  func D60_anAlertNeverTakesTheBar(os: String) {
    let w = presenting(.alert, [.preferredStatusBarStyle: "default", .prefersStatusBarHidden: "true"], os: os)
    #expect(w.presentationInfo(at: 0).effective == .custom)
    #expect(w.styleBy == "Nav")
    #expect(w.shown.style == .lightContent)
    #expect(!w.shown.hidden)
  }

  @Test func D60_anAlertThatCapturesDecides() {
    let w = presenting(.alert, [.preferredStatusBarStyle: "default", .modalPresentationCapturesStatusBarAppearance: "true"], os: "15.0")
    #expect(w.styleBy == "Sys")
  }

  @Test func D60_theAlertsViewIsNotUnderTheBar() {
    let w = presenting(.alert, os: "12.0")
    #expect(!w.layout.behindStatusBarSource.contains("Sys"), "\(w.layout.behindStatusBarSource)")
  }

  @Test func D61_theShareSheetIsAPopoverOnIPadAndNeverDecides() {
    for os in ["12.0", "13.0", "18.0"] {
      #expect(presenting(.activity, os: os).styleBy == "Nav", "iPhone \(os)")
    }
    let pad = presenting(.activity, device: "iPad Air (4th generation)", os: "14.0")
    #expect(pad.presentationInfo(at: 0).effective == .popover)
    #expect(pad.styleBy == "Nav")
  }

  @Test func D62_thePhotoPickerAnswersFromItsOwnBarWhenFullScreen() {
    let old = presenting(.imagePicker, os: "12.0")
    #expect(old.styleBy == "Sys")
    #expect(old.shown.style == .default)
    let black = presenting(.imagePicker, [.barStyle: "black"], os: "12.0")
    #expect(black.shown.style == .lightContent)
    // iOS 13+: UIKit's .automatic makes it a sheet that does not decide.
    #expect(presenting(.imagePicker, os: "13.0").styleBy == "Nav")
    // Forced full screen it decides again.
    #expect(presenting(.imagePicker, [.modalPresentationStyle: "fullScreen"], os: "16.0").styleBy == "Sys")
    #expect(presenting(.imagePicker, device: "iPad Air (4th generation)", os: "14.0").presentationInfo(at: 0).effective == .popover)
  }

  @Test func D63_theCameraIsFullScreenAndHidesTheBarOnIPhoneOnly() {
    for os in ["12.0", "13.0", "26.0"] {
      let phone = presenting(.camera, os: os)
      #expect(phone.presentationInfo(at: 0).effective == .fullScreen)
      #expect(phone.hiddenBy == "Sys")
      #expect(phone.shown.hidden, "iOS \(os)")
    }
    let pad = presenting(.camera, device: "iPad Air (4th generation)", os: "14.0")
    #expect(pad.hiddenBy == "Sys")
    #expect(!pad.shown.hidden)
  }

  @Test func D64_safariKeepsUIKitsDefaultPresentation() {
    #expect(presenting(.safari, os: "12.0").styleBy == "Sys")
    #expect(presenting(.safari, os: "13.0").styleBy == "Nav")
    #expect(presenting(.safari, os: "13.0").presentationInfo(at: 0).effective == .pageSheet)
  }

  @Test func D65_theDocumentPickerIsASheet() {
    #expect(presenting(.documentPicker, os: "14.0").styleBy == "Nav")
    #expect(presenting(.documentPicker, device: "iPad Air (4th generation)", os: "14.0").presentationInfo(at: 0).effective == .formSheet)
  }

  @Test func everySystemControllerIsPresentableAndHoldsNoSceneChildren() {
    for kind in [ControllerKind.alert, .activity, .imagePicker, .camera, .safari, .documentPicker] {
      #expect(kind.behavior.isPresentable)
      #expect(!kind.behavior.takesChildren)
      #expect(RuleBook.entry((kind.behavior as! SystemControllerKind).rule.id) != nil)
    }
  }
}
