import SceneFile
import Testing

/// Exact messages, positions and suggestions for the errors docs/scene-format.md describes.
@Suite struct GoldenErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var error: String
    var testDescription: String { name }
  }

  static let root = "root:\n  controller:\n    name: First\n"

  static let cases: [Case] = [
    Case(
      name: "empty file", yaml: "",
      error: "scene.yaml:1:1: error: the scene is empty: it needs at least `root:`, e.g. `root: { controller: { name: First } }`"),
    Case(
      name: "only comments", yaml: "# a scene\n\n# nothing yet\n",
      error: "scene.yaml:1:1: error: the scene is empty: it needs at least `root:`, e.g. `root: { controller: { name: First } }`"),
    Case(
      name: "top level is a list", yaml: "- title: x\n",
      error: "scene.yaml:1:1: error: the top level of a scene is a map of keys (title:, device:, os:, root: …), found a list"),
    Case(
      name: "unknown top-level key", yaml: "titel: Hello\n" + root,
      error: "scene.yaml:1:1: error: unknown key `titel` at the top level, did you mean `title`?"),
    Case(
      name: "missing root", yaml: "title: Hello\ndevice: iPhone 8\n",
      error: "scene.yaml:1:1: error: the scene has no `root:`: it needs the window's root view controller, e.g. `root: { controller: { name: First } }`"),
    Case(
      name: "YAML syntax", yaml: "title: Hello\nroot:\n  controller:\n    name: First\n   oops: 1\n",
      error:
        "scene.yaml:5:4: error: not valid YAML: did not find expected key (while parsing a block mapping at line 3, column 3); check the indentation of this line against the lines above"
    ),
    Case(
      name: "colon in a plain value", yaml: "title: Note: this\n" + root,
      error:
        "scene.yaml:1:12: error: not valid YAML: mapping values are not allowed in this context; a value that contains `: ` needs quotes, or the line is indented wrongly"
    ),
    Case(
      name: "duplicate key", yaml: "title: A\n" + root + "title: B\n",
      error: "scene.yaml:5:1: error: duplicate key `title` (first on line 1): a key may appear only once in a map; remove one of them"),
    Case(
      name: "unknown device", yaml: "device: iPhone 88\n" + root,
      error: "scene.yaml:1:9: error: unknown device `iPhone 88`, did you mean `iPhone 8`? (`sbplay devices` lists every name)"),
    Case(
      name: "iOS version out of range", yaml: "os: 6.1\n" + root,
      error:
        "scene.yaml:1:5: error: `6.1` is not an iOS version sbplay models: expected 7.0 … 18.x, 26.x or 27.x (there is no iOS 19 … 25), written like `os: \"12.0\"`"
    ),
    Case(
      name: "iOS 19 does not exist", yaml: "os: 19.0\n" + root,
      error:
        "scene.yaml:1:5: error: `19.0` is not an iOS version sbplay models: expected 7.0 … 18.x, 26.x or 27.x (there is no iOS 19 … 25), written like `os: \"12.0\"`"
    ),
    Case(
      name: "a device with a version it never ran", yaml: "device: iPhone 4s\nos: 18.0\n" + root,
      error: "scene.yaml:2:5: error: iPhone 4s runs iOS 7.0 – 9.x: it never ran iOS 18 (`sbplay devices --os 18` lists the devices that did)"),
    Case(
      name: "iOS version not a version", yaml: "os: latest\n" + root,
      error:
        "scene.yaml:1:5: error: `latest` is not an iOS version sbplay models: expected 7.0 … 18.x, 26.x or 27.x (there is no iOS 19 … 25), written like `os: \"12.0\"`"
    ),
    Case(
      name: "orientation value", yaml: "orientation: landscapeLeftt\n" + root,
      error:
        "scene.yaml:1:14: error: `landscapeLeftt` is not a value for orientation, did you mean `landscapeLeft`? (expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight)"
    ),
    Case(
      name: "inCall type", yaml: "inCall: [true]\n" + root,
      error: "scene.yaml:1:9: error: inCall needs true or false, found a list"),
    Case(
      name: "unknown infoPlist key", yaml: "infoPlist:\n  UIStatusBarStyl: UIStatusBarStyleDefault\n" + root,
      error: "scene.yaml:2:3: error: unknown key `UIStatusBarStyl` in infoPlist, did you mean `UIStatusBarStyle`?"),
    Case(
      name: "unknown application key", yaml: "application:\n  statusBarHiden: true\n" + root,
      error: "scene.yaml:2:3: error: unknown key `statusBarHiden` in application, did you mean `statusBarHidden`?"),
    Case(
      name: "unknown node key", yaml: "root:\n  controller:\n    name: First\n    preferedStatusBarStyle: lightContent\n",
      error: "scene.yaml:4:5: error: unknown key `preferedStatusBarStyle` in First, did you mean `preferredStatusBarStyle`?"),
    Case(
      name: "unknown node key of another kind", yaml: "root:\n  controller:\n    name: First\n    barstyle: black\n",
      error: "scene.yaml:4:5: error: unknown key `barstyle` in First, did you mean `barStyle`? It is a `navigation` key; First is a `controller`"),
    Case(
      name: "unknown node key without a suggestion", yaml: "root:\n  tabBar:\n    name: Tabs\n    colour: red\n",
      error:
        "scene.yaml:4:5: error: unknown key `colour` in Tabs; expected one of name, title, preferredStatusBarStyle, prefersStatusBarHidden, preferredStatusBarUpdateAnimation, childForStatusBarStyle, childForStatusBarHidden, modalPresentationStyle, modalPresentationCapturesStatusBarAppearance, overrideUserInterfaceStyle, backgroundColor, scrollContent, contentOffset, selectedIndex, sheetDetent, viewControllers"
    ),
    Case(
      name: "unknown node kind", yaml: "root:\n  controler:\n    name: First\n",
      error:
        "scene.yaml:2:3: error: unknown node kind `controler`, did you mean `controller`? (a node is one of controller, navigation, tabBar, split, page, hosting, alert, activity, imagePicker, camera, safari, documentPicker)"
    ),
    Case(
      name: "key of another kind", yaml: "root:\n  controller:\n    name: First\n    barStyle: black\n",
      error: "scene.yaml:4:5: error: barStyle is a UINavigationController key; First is a `controller`: make it a `navigation` node, or remove the key"),
    Case(
      name: "children on a navigation node", yaml: "root:\n  navigation:\n    name: Nav\n    children: []\n",
      error: "scene.yaml:4:5: error: children is a `controller` key; Nav is a `navigation`, whose controllers go in `viewControllers`"),
    Case(
      name: "wrong value with accepted values", yaml: "root:\n  controller:\n    name: First\n    preferredStatusBarStyle: lightContnet\n",
      error:
        "scene.yaml:4:30: error: `lightContnet` is not a value for preferredStatusBarStyle, did you mean `lightContent`? (expected default, lightContent, darkContent)"
    ),
    Case(
      name: "node with two kinds", yaml: "root:\n  controller:\n    name: First\n  navigation:\n    name: Nav\n",
      error: "scene.yaml:4:3: error: a node has exactly one kind, found `controller` and `navigation`: make them two nodes, or keep one"),
    Case(
      name: "node with no kind", yaml: "root:\n  name: First\n  title: Hello\n",
      error:
        "scene.yaml:2:3: error: this node has no kind: put its properties under `controller:`, `navigation:`, `tabBar:`, `split:`, `page:`, `hosting:`, `alert:`, `activity:`, `imagePicker:`, `camera:`, `safari:` or `documentPicker:`, e.g. `- controller: { name: First }`"
    ),
    Case(
      name: "missing name", yaml: "root:\n  navigation:\n    title: Hello\n",
      error: "scene.yaml:2:3: error: this `navigation` has no `name`: every controller needs a unique name, e.g. `name: First`"),
    Case(
      name: "duplicate name",
      yaml: "root:\n  navigation:\n    name: Nav\n    viewControllers:\n      - controller: { name: Home }\n      - controller: { name: Home }\n",
      error: "scene.yaml:6:29: error: duplicate name `Home`: the controller on line 5 already has it; names must be unique"),
    Case(
      name: "selectedIndex out of range",
      yaml: "root:\n  tabBar:\n    name: Tabs\n    selectedIndex: 2\n    viewControllers:\n      - controller: { name: A }\n      - controller: { name: B }\n",
      error: "scene.yaml:4:20: error: selectedIndex 2 is out of range: Tabs has 2 tabs (0…1)"),
    Case(
      name: "childForStatusBarStyle names no child",
      yaml: "root:\n  navigation:\n    name: Nav\n    childForStatusBarStyle: Hme\n    viewControllers:\n      - controller: { name: Home }\n",
      error: "scene.yaml:4:29: error: childForStatusBarStyle: `Hme` is not a child of Nav (its children: Home), did you mean `Home`?"),
    Case(
      name: "topViewController on a controller", yaml: "root:\n  controller:\n    name: First\n    childForStatusBarHidden: topViewController\n",
      error: "scene.yaml:4:30: error: childForStatusBarHidden: topViewController exists only on a UINavigationController; First is a `controller`"),
    Case(
      name: "selectedViewController on a navigation", yaml: "root:\n  navigation:\n    name: Nav\n    childForStatusBarStyle: selectedViewController\n",
      error: "scene.yaml:4:29: error: childForStatusBarStyle: selectedViewController exists only on a UITabBarController; Nav is a `navigation`"),
    Case(
      name: "unknown step key", yaml: root + "steps:\n  - sya: Hello\n",
      error: "scene.yaml:5:5: error: unknown key `sya` in step 1, did you mean `say`?"),
    Case(
      name: "unknown expect key", yaml: root + "steps:\n  - expect:\n      styleDecidedby: First\n",
      error: "scene.yaml:6:7: error: unknown key `styleDecidedby` in expect, did you mean `styleDecidedBy`?"),
    Case(
      name: "action that does not parse", yaml: root + "steps:\n  - do:\n      - update\n      - set First.preferredStatusBarStyle=purple\n",
      error:
        "scene.yaml:7:9: error: step 1: `set First.preferredStatusBarStyle=purple` is not an action sbplay can run: `purple` is not a value for preferredStatusBarStyle: expected default, lightContent, darkContent"
    ),
    Case(
      name: "frame with three numbers", yaml: root + "steps:\n  - expect:\n      frame:\n        window: [0, 0, 375]\n",
      error: "scene.yaml:7:17: error: frame `window` needs [x, y, width, height], four numbers of points such as [0, 20, 375, 44], found 3 numbers"),
    Case(
      name: "ask without answer", yaml: root + "steps:\n  - ask: Who decides?\n",
      error: "scene.yaml:5:5: error: step 1 asks a question but has no `answer:`: add the answer the learner should predict"),
    Case(
      name: "alias", yaml: "title: *name\n" + root,
      error:
        "scene.yaml:1:8: error: `*name` is a YAML alias: scene files do not allow anchors (&) or aliases (*), because a few lines of them can expand into billions of nodes; write the value out in full (text that starts with * or & needs quotes)"
    ),
    Case(
      name: "two documents", yaml: root + "---\n" + root,
      error:
        "scene.yaml:4:1: error: a scene file holds one YAML document, found a second one: remove the `---` line and what follows, or split it into two files"),
    Case(
      name: "control character", yaml: "title: a\u{7}b\n" + root,
      error:
        "scene.yaml:1:9: error: not valid YAML text: control characters are not allowed (found U+0007); remove the character or write it as an escape inside double quotes"
    ),
    Case(
      name: "tab indentation", yaml: "title: x\n\troot: y\n",
      error:
        "scene.yaml:2:1: error: not valid YAML: found a tab character that violates indentation (while scanning a plain scalar at line 1, column 8); YAML indents with spaces, not tabs"
    ),
    Case(
      name: "hosting before iOS 13", yaml: "os: \"12.0\"\nroot:\n  hosting:\n    name: Host\n",
      error:
        "scene.yaml:3:3: error: `hosting:` is a UIHostingController, and UIHostingController (SwiftUI) needs iOS 13: this scene runs iOS 12; raise `os:` to \"13.0\" or use another kind"
    ),
    Case(
      name: "SwiftUI modifier on a UIKit node", yaml: "root:\n  controller:\n    name: First\n    statusBarHidden: true\n",
      error: "scene.yaml:4:5: error: statusBarHidden is a UIHostingController key; First is a `controller`: make it a `hosting` node, or remove the key"),
    Case(
      name: "colour scheme typo", yaml: "os: \"16.0\"\nroot:\n  hosting:\n    name: H\n    preferredColorScheme: drak\n",
      error: "scene.yaml:5:27: error: `drak` is not a value for preferredColorScheme, did you mean `dark`? (expected light or dark)"),
    Case(
      name: "children of a hosting node", yaml: "os: \"16.0\"\nroot:\n  hosting:\n    name: H\n    children: []\n",
      error: "scene.yaml:5:5: error: children is a `controller` key; H is a `hosting`, whose controllers go in `representables`"),
    Case(
      name: "children of an alert", yaml: "os: \"16.0\"\nroot:\n  controller:\n    name: Root\npresented:\n  - alert:\n      name: Oops\n      children: []\n",
      error: "scene.yaml:8:7: error: Oops is a UIAlertController (`alert`), which holds no controllers of the scene's: remove `children`"),
    Case(
      name: "reserved name", yaml: "root:\n  controller:\n    name: topViewController\n",
      error:
        "scene.yaml:3:11: error: `topViewController` cannot be a controller name: childForStatusBarStyle reads it as UIKit's own property; choose another name"),
  ]

  @Test(arguments: cases)
  func message(_ test: Case) {
    #expect(throws: SceneError.self) { try SceneLoader.load(text: test.yaml, fileName: "scene.yaml") }
    do {
      _ = try SceneLoader.load(text: test.yaml, fileName: "scene.yaml")
    } catch {
      #expect(error.description == test.error)
    }
  }

  @Test func errorFieldsMatchTheDescription() {
    do {
      _ = try SceneLoader.load(text: "titel: x\n", fileName: "a/b.yaml")
      Issue.record("loaded")
    } catch {
      #expect(error.file == "a/b.yaml")
      #expect(error.line == 1)
      #expect(error.column == 1)
      #expect(error.message == "unknown key `titel` at the top level, did you mean `title`?")
    }
  }
}
