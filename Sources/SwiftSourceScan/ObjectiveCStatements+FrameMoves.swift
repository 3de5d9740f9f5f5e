import AppImport
import StatusBarCore

/// D161: a view moved down by a literal 20 through a copy of its frame (`CGRect frame =
/// self.view.frame; frame.origin.y = 20.0; self.view.frame = frame;`) is placed under a 20 pt
/// status bar, when the view is one the bar stands over: a controller's own root view
/// (`self.view`), a view the file adds to a window (`[[[UIApplication sharedApplication]
/// keyWindow] addSubview:videoPlayer]`, `[window addSubview:tips.view]`), or a navigation bar
/// (`navbar`, `navigationBar`). Gawkwall's video player and root views (round 47), wikihow's
/// tips view (round 46), KTPhotoBrowser's navigation bar in PUMPL (round 46), a window's root
/// controller's view (D184).
struct FrameMoves {
  /// Local -> the view whose frame it copies (`CGRect f = x.frame;`, `CGRect f = [x frame];`).
  var copies: [String: String] = [:]
  /// Local -> the offset of a literal 20 given as its `origin.y`.
  var movedDown: [String: Int] = [:]
  /// Views the file adds to a window, as written (`videoPlayer`, `tipsViewController.view`).
  var windowSubviews: Set<String> = []

  /// The receivers of `addSubview:` sent to something named a window, across a file's text.
  static func windowSubviews(_ text: String) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(text)
    while let call = rest.byteRange(of: " addSubview:") {
      let before = rest[..<call.lowerBound].suffix(80).lowercased()
      let argument = rest[call.upperBound...].prefix { $0 != "]" && $0 != ";" && $0 != "\n" }.trimmingCharacters(" ")
      if let open = before.lastIndex(of: "["), before[open...].hasBytes("window") { found.insert(argument) }
      rest = rest[call.upperBound...]
    }
    return found
  }

  /// Whether the bar stands over this view.
  func underTheBar(_ view: String) -> Bool {
    let lowered = view.lowercased()
    // D184: a window's root controller's view (`self.window.rootViewController.view`, Ushahidi's
    // app delegate moving it down by 20 as it shows the bar, round 54).
    return view == "self.view" || view == "[self view]" || windowSubviews.contains(view) || lowered.hasSuffix("navbar")
      || lowered.hasSuffix("navigationbar") || lowered.hasSuffix("navigationbar]") || lowered.hasSuffix("window.rootviewcontroller.view")
  }
}

extension ObjectiveCStatements {
  mutating func movedFrames(_ raw: String, _ from: Int) {
    let s = Self.compact(raw).filter { !$0.isWhitespace }
    guard let equals = s.firstIndex(of: "=") else {
      // `[navbar setFrame:frame];`
      if s.hasPrefix("["), let call = s.byteRange(of: "setFrame:") {
        let view = String(s[s.index(after: s.startIndex)..<call.lowerBound])
        let local = String(s[call.upperBound...].prefix { $0 != "]" })
        report(view: view, local: local)
      }
      return
    }
    let left = String(s[..<equals])
    let right = String(s[s.index(after: equals)...].prefix { $0 != ";" })
    // `CGRect frame = self.view.frame;`
    if left.hasPrefix("CGRect"), right.hasSuffix(".frame") || right.hasSuffix("frame]") {
      let local = String(left.dropFirst("CGRect".count))
      var view = right
      if view.hasSuffix(".frame") {
        view = String(view.dropLast(".frame".count))
      } else if view.hasPrefix("["), view.hasSuffix("frame]") {
        view = String(view.dropFirst().dropLast("frame]".count))
      }
      if !local.isEmpty, local.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
        frameMoves.copies[local] = view
        frameMoves.movedDown[local] = nil
      }
      return
    }
    // `frame.origin.y = 20.0;`
    if left.hasSuffix(".origin.y"), ["20", "20.0", "20.f", "20.0f", "20f"].contains(right) {
      let local = String(left.dropLast(".origin.y".count))
      guard frameMoves.copies[local] != nil, let offset = raw.byteRange(of: "20").map({ raw.utf8.distance(from: raw.startIndex, to: $0.lowerBound) })
      else { return }
      frameMoves.movedDown[local] = from + offset
      return
    }
    // `self.view.frame = frame;`
    if left.hasSuffix(".frame") { report(view: String(left.dropLast(".frame".count)), local: right) }
  }

  mutating func report(view: String, local: String) {
    guard let at = frameMoves.movedDown[local], frameMoves.copies[local] == view, frameMoves.underTheBar(view) else { return }
    let location = text.location(path, at)
    guard !insideEmptyReadingCheck(), !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location == location }) else { return }
    uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: "20"))
  }
}
