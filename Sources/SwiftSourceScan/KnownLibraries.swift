/// D260: folders named after a well-known open-source iOS library are copies of it, however the
/// app renamed their files: HeitailNew keeps TZImagePickerController as
/// `SkyModule/CCPPTZImagePickerController`, its classes renamed `SkyBallHetiRedTZ…` and its authors'
/// headers stripped, so D162 cannot see whose it is (round 91: 15 wrong, each a UIApplication setter
/// of the picker's own). The names are those of libraries that set the status bar or lay out
/// below it themselves, each a public repository: TZImagePickerController (banchichen),
/// MWPhotoBrowser (mwaterfall), MJPhotoBrowser and MJRefresh (CoderMJLee), ZFPlayer (renzifeng),
/// WMPlayer (zhengwenming), MBProgressHUD (jdg), SVProgressHUD (SVProgressHUD), JGProgressHUD
/// (JonasGessner), LGSideMenuController (Friend-LGA), RESideMenu (romaonthego), MMDrawerController
/// (mutualmobile), SWRevealViewController (John-Lluch), ECSlidingViewController
/// (ECSlidingViewController), IQKeyboardManager (hackiftekhar), DKImagePickerController
/// (zhangao0086), YPImagePicker (Yummypets), CTAssetsPickerController (chiunam),
/// QBImagePickerController (questbeat), IDMPhotoBrowser (thiagoperes), SDPhotoBrowser (gsdios),
/// YBImageBrowser (indulgeIn), GKPhotoBrowser (QuintGao), KSPhotoBrowser (skx926), and (D268)
/// SCCaptureCamera (Aevitx; TYPhotosAlbum, round 99: 5 wrong) and TWMessageBarManager (terryworona;
/// YoCelsius, round 101: 2 wrong), a single file that alone is that library too. A folder whose
/// name ends in one (`CCPPTZImagePickerController`) is that library; so is a GitHub download's
/// `…-master` folder (BladeTestRepository's `HXWeiboPhotoPicker-master`, round 77). Not applied
/// where lint is asked to read a library's own repository (a `.podspec` or `Package.swift` there):
/// then the library is the code asked about.
public enum KnownLibraries {
  public static let names = [
    "TZImagePickerController", "MWPhotoBrowser", "MJPhotoBrowser", "MJRefresh", "ZFPlayer", "WMPlayer", "MBProgressHUD", "SVProgressHUD",
    "JGProgressHUD", "LGSideMenuController", "RESideMenu", "MMDrawerController", "SWRevealViewController", "ECSlidingViewController",
    "IQKeyboardManager", "DKImagePickerController", "YPImagePicker", "CTAssetsPickerController", "QBImagePickerController",
    "IDMPhotoBrowser", "SDPhotoBrowser", "YBImageBrowser", "GKPhotoBrowser", "KSPhotoBrowser", "SCCaptureCamera", "TWMessageBarManager",
  ]

  /// The folder is a copy of a known library by its name.
  public static func isCopy(folderNamed name: String) -> Bool {
    name.hasSuffix("-master") || names.contains { name.hasSuffix($0) }
  }

  /// D268: the libraries that are one file and its header, copied in beside the app's own files
  /// rather than in a folder of their own.
  public static let singleFileNames: Set<String> = ["TWMessageBarManager"]

  /// D268: a file named after a one-file library (`TWMessageBarManager.m`) dropped among the app's
  /// own is that library.
  public static func isCopy(fileNamed name: String) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return false }
    return singleFileNames.contains(String(name[..<dot]))
  }

  /// What lint is asked to read is a library's own repository.
  static func isLibraryRepository(_ rootEntries: [String]) -> Bool {
    rootEntries.contains { $0.hasSuffix(".podspec") || $0 == "Package.swift" }
  }
}
