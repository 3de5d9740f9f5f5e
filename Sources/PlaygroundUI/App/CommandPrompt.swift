import StatusBarCore

/// The `:` command line: the text being typed, the cursor, and a position in the history.
/// The same line asks for a file name (save) and a typed answer (predictions).
struct CommandPrompt: Hashable, Sendable {
  /// What the last Tab found, listed after the line (Tab used to list nothing);
  /// cleared by the next key.
  var completions: [String] = []
  /// Tab found nothing for the word before the cursor.
  var noCompletion = false
  enum Purpose: Hashable, Sendable {
    /// A line of the action language.
    case action
    /// Where to save the world as a scene file.
    case savePath
    /// Where to save the screen as an SVG picture.
    case picturePath
    /// A free-text answer to the current lesson question.
    case answer
    /// A filter for the device picker (`d`).
    case device
  }
  /// The highlighted line of the device picker.
  var choice = 0

  /// `K`'s pictures, drawn when `K` was pressed: the screen as it was (without this line or its
  /// message) and the device alone. Tab switches which one enter saves.
  struct Pictures: Hashable, Sendable {
    var screen: String
    var device: String?
    var deviceOnly = false
  }
  var pictures: Pictures?

  var purpose: Purpose = .action
  var text: [Character] = []
  var cursor = 0
  /// An index into the history while browsing it; nil while editing a new line.
  var historyIndex: Int?
  /// What was typed before browsing the history, restored when browsing past the newest.
  var draft: [Character] = []

  var line: String { String(text) }

  init(purpose: Purpose = .action, text: String = "") {
    self.purpose = purpose
    set(text)
  }

  /// What the line shows before the text.
  var label: String {
    switch purpose {
    case .action: ":"
    case .savePath: "save as: "
    case .picturePath: pictures?.deviceOnly == true ? "picture of the device: " : "picture of the screen: "
    case .answer: "your answer: "
    case .device: "device: "
    }
  }

  /// Shown, dimmed, while the line is empty.
  var placeholder: String {
    switch purpose {
    case .action: " an action: push VC, set First.prefersStatusBarHidden=true, update …"
    case .savePath: " a file name, e.g. my-scene.yaml"
    case .picturePath: " a file name, e.g. screen.svg"
    case .answer: " type a few words, then enter"
    case .device: " type to filter (iphone 15, ipad pro, se …), ↑↓ choose, enter picks"
    }
  }

  mutating func insert(_ character: Character) {
    cursor = min(max(0, cursor), text.count)
    text.insert(character, at: cursor)
    cursor += 1
  }

  mutating func backspace() {
    guard cursor > 0, cursor <= text.count else { return }
    text.remove(at: cursor - 1)
    cursor -= 1
  }

  mutating func deleteForward() {
    guard cursor >= 0, cursor < text.count else { return }
    text.remove(at: cursor)
  }

  mutating func move(_ delta: Int) { cursor = min(max(0, cursor + delta), text.count) }
  mutating func home() { cursor = 0 }
  mutating func end() { cursor = text.count }

  mutating func clear() {
    text = []
    cursor = 0
  }

  mutating func set(_ line: String) {
    text = Array(line)
    cursor = text.count
  }

  /// Older lines on ↑, newer on ↓; past the newest, the draft comes back.
  mutating func browse(_ history: [String], older: Bool) {
    guard !history.isEmpty else { return }
    if older {
      if historyIndex == nil {
        draft = text
        historyIndex = history.count - 1
      } else if let index = historyIndex, index > 0 {
        historyIndex = index - 1
      }
    } else {
      guard let index = historyIndex else { return }
      if index + 1 < history.count {
        historyIndex = index + 1
      } else {
        historyIndex = nil
        text = draft
        cursor = text.count
        return
      }
    }
    if let index = historyIndex, history.indices.contains(index) { set(history[index]) }
  }

  /// Completes the word before the cursor: a verb first, then controller names and keys.
  mutating func complete(world: World) {
    guard cursor == text.count else { return }
    let line = self.line
    let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard let last = words.last else { return }
    if words.count > 1, words[0] == "device" {
      // A device's name has spaces: the whole rest of the line is the word completed.
      completeDevice(String(line.dropFirst("device ".count)))
      return
    }
    var candidates: [String]
    if words.count == 1 {
      candidates = Action.verbs
    } else if let dot = last.lastIndex(of: "."), ["set", "unset"].contains(words[0]) {
      let name = String(last[..<dot])
      candidates = ControllerKey.allNames.map { name + "." + $0 }
    } else {
      candidates = world.controllers.allNames.sorted()
      if words[0] == "window" { candidates = Self.windowCompletions(words, world: world) }
    }
    let matches = candidates.filter { $0.hasPrefix(last) && $0 != last }
    guard !matches.isEmpty else {
      noCompletion = !candidates.contains(last)
      return
    }
    if matches.count > 1 { completions = matches }
    let common = matches.dropFirst().reduce(matches[0]) { prefix, word in
      String(zip(prefix, word).prefix { $0 == $1 }.map(\.0))
    }
    let completion = common.count > last.count ? common : (matches.count == 1 ? matches[0] : last)
    guard completion.count > last.count else { return }
    set(String(line.dropLast(last.count)) + completion)
  }

  /// Tab after `device `: the names that start with what is typed (any case), completed as far
  /// as they agree, in the catalog's spelling.
  mutating func completeDevice(_ typed: String) {
    let names = DeviceCatalog.all.map(\.name)
    let key = typed.lowercased()
    let matches = names.filter { $0.lowercased().hasPrefix(key) && $0 != typed }
    guard !matches.isEmpty else {
      noCompletion = !names.contains(typed)
      return
    }
    if matches.count > 1 { completions = matches }
    var common = Array(matches[0])
    for name in matches.dropFirst() {
      let other = Array(name)
      var count = 0
      while count < min(common.count, other.count), common[count].lowercased() == other[count].lowercased() { count += 1 }
      common = Array(common.prefix(count))
    }
    guard common.count >= typed.count, String(common) != typed || matches.count == 1 else { return }
    set("device " + (matches.count == 1 ? matches[0] : String(common)))
  }
}
