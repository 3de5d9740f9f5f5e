import StatusBarCore
import Yams

/// Composes scene text into an alias-free `YAMLNode` tree without letting hostile input exhaust
/// memory, stack or time.
///
/// Anchors and aliases: Yams resolves an alias to the anchored node, and hashing such a node as
/// a map key, or walking the tree, costs the fully expanded size ("billion laughs"). So before
/// Yams sees the text, every `*` and `&` is replaced by a private-use character that YAML treats
/// as an ordinary letter: the text then has no anchors or aliases at all, and composing it is
/// linear. Characters stay characters, so every line and column is unchanged. Afterwards each
/// scalar's text is restored, and a plain scalar that starts with a replacement stood where YAML
/// reads an anchor or alias: that is the error.
enum YAMLReader {
  static func read(_ original: String, file: String) throws(SceneError) -> YAMLNode? {
    let text = JSONSurrogates.combine(original)
    let size = text.utf8.count
    guard size <= SceneLimits.maxBytes else {
      throw SceneError(file: file, line: 1, column: 1, message: SceneFileAccess.tooLarge(size))
    }
    let substitution = Substitution(for: text)
    let safeText = substitution.apply(to: text)
    let work: @Sendable () -> Result<YAMLNode?, SceneError> = {
      do throws(SceneError) {
        return .success(try compose(safeText, substitution: substitution, original: text, file: file))
      } catch {
        return .failure(error)
      }
    }
    // Shallow text composes here; anything that might nest deeply gets a thread with a big stack.
    let result = TextPositions.nestingBound(text) <= 128 ? work() : LargeStack.run(stackSize: 32 << 20, work)
    return try result.get()
  }

  static func compose(_ safeText: String, substitution: Substitution, original: String, file: String)
    throws(SceneError) -> YAMLNode?
  {
    let root: Node?
    do {
      // The basic resolver: scene values are read from their text (SceneReader), never from
      // YAML's implicit tags, and Yams' duplicate-key check hashes every key with its resolved
      // tag, which the default resolver finds by running its regular expressions on each key.
      // With no rules every key is a string: the check stays, without the regular expressions.
      root = try Yams.compose(yaml: safeText, .basic, .default, .utf8)
    } catch let error as YamlError {
      throw YAMLErrors.sceneError(error, original: original, substitution: substitution, file: file)
    } catch {
      throw SceneError(file: file, line: 1, column: 1, message: "cannot read the YAML: \(error)")
    }
    guard let root else { return nil }
    var converter = Converter(substitution: substitution, file: file)
    return try converter.convert(root, depth: 1, at: (1, 1))
  }
}

/// The private-use characters that stand in for `*` and `&` while Yams composes.
struct Substitution: Sendable {
  var star: Unicode.Scalar
  var ampersand: Unicode.Scalar
  /// The text had a `*` or `&`.
  var used: Bool

  /// Picks two private-use characters the text does not contain.
  init(for text: String) {
    var taken = Set<UInt32>()
    var used = false
    for scalar in text.unicodeScalars {
      if scalar == "*" || scalar == "&" { used = true }
      if (0xE000...0xF8FF).contains(scalar.value) { taken.insert(scalar.value) }
    }
    var free = (0xE000...0xF8FF).lazy.filter { !taken.contains($0) }.makeIterator()
    // A 1 MiB file cannot hold all 6,400 private-use characters and a `*`; if it holds them all
    // and no `*` or `&`, nothing is replaced anyway.
    star = free.next().flatMap(Unicode.Scalar.init) ?? "*"
    ampersand = free.next().flatMap(Unicode.Scalar.init) ?? "&"
    self.used = used && star != "*" && ampersand != "&"
  }

  func apply(to text: String) -> String {
    guard used else { return text }
    var result = String.UnicodeScalarView()
    result.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      result.append(scalar == "*" ? star : scalar == "&" ? ampersand : scalar)
    }
    return String(result)
  }

  func restore(_ text: String) -> String {
    guard used, text.unicodeScalars.contains(where: { $0 == star || $0 == ampersand }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(scalar == star ? "*" : scalar == ampersand ? "&" : scalar)
    }
    return String(result)
  }
}

/// Yams nodes to `YAMLNode`s, checking depth and anchors.
private struct Converter {
  let substitution: Substitution
  let file: String

  mutating func convert(_ node: Node, depth: Int, at parent: (Int, Int)) throws(SceneError) -> YAMLNode {
    WorkMeter.count()
    let position = node.mark.map { ($0.line, $0.column) } ?? parent
    guard depth <= SceneLimits.maxYAMLDepth else {
      throw SceneError(
        file: file, line: position.0, column: position.1,
        message:
          "the YAML nests more than \(SceneLimits.maxYAMLDepth) levels deep here: scene files allow at most \(SceneLimits.maxYAMLDepth) (and \(SceneLimits.maxControllerDepth) levels of controllers)"
      )
    }
    switch node {
    case .scalar(let scalar):
      let plain = scalar.style == .plain || scalar.style == .any
      if plain, let first = scalar.string.unicodeScalars.first,
        substitution.used, first == substitution.star || first == substitution.ampersand
      {
        throw anchorError(substitution.restore(scalar.string), at: position)
      }
      return YAMLNode(content: .scalar(substitution.restore(scalar.string), plain: plain), line: position.0, column: position.1)
    case .mapping(let mapping):
      var pairs: [YAMLPair] = []
      pairs.reserveCapacity(mapping.count)
      for (key, value) in mapping {
        let k = try convert(key, depth: depth + 1, at: position)
        let v = try convert(value, depth: depth + 1, at: (k.line, k.column))
        pairs.append(YAMLPair(key: k, value: v))
      }
      return YAMLNode(content: .map(pairs), line: position.0, column: position.1)
    case .sequence(let sequence):
      var items: [YAMLNode] = []
      items.reserveCapacity(sequence.count)
      for item in sequence { items.append(try convert(item, depth: depth + 1, at: position)) }
      return YAMLNode(content: .list(items), line: position.0, column: position.1)
    case .alias(let alias):
      throw anchorError("*" + alias.anchor.rawValue, at: position)
    }
  }

  func anchorError(_ text: String, at position: (Int, Int)) -> SceneError {
    let word = String(text.prefix { !$0.isWhitespace && !",[]{}".contains($0) })
    let what = word.hasPrefix("&") ? "a YAML anchor" : "a YAML alias"
    return SceneError(
      file: file, line: position.0, column: position.1,
      message:
        "`\(YAMLNode.short(word, limit: 40))` is \(what): scene files do not allow anchors (&) or aliases (*), because a few lines of them can expand into billions of nodes; write the value out in full (text that starts with * or & needs quotes)"
    )
  }
}
