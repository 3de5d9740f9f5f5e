/// What a file must not exceed before swift-syntax sees it (docs/lint.md, "Files lint skips").
///
/// swift-syntax's cost is not linear in a few shapes of source: nested array literals double the
/// parser's work per level, nested string interpolations multiply its memory, and very deep
/// trees (nested generics, 60,000-link member chains) recurse once per level in the parser and
/// in every visitor. A one-pass lexical scan measures those shapes first, in time linear in the
/// file's size, and a file beyond a limit is skipped with a diagnostic naming the limit.
public struct ParseLimits: Sendable, Hashable {
  /// Bytes of one file.
  public var bytes = 1_000_000
  /// Brackets of any kind (`(`, `[`, `{`, generic `<`, `\(`) open at once.
  public var nesting = 200
  /// `[` open at once (nested array literals: twice the parser's work per level).
  public var squareNesting = 12
  /// String interpolations open inside each other.
  public var interpolationNesting = 8
  /// Links of one postfix chain (`x.a.b`, `f()()`, `a[0][1]`, `x!?`): each is a level of the tree.
  public var chainLinks = 1_000
  /// Brackets one line leaves open (`{` at the end of `if a {` is one). Where the parser meets
  /// something it does not expect, its error recovery reads ahead to the end of the line once
  /// for every bracket the line leaves open, and again on each later error of that line: the
  /// work grows with the square of such a line. Code written by hand leaves two or three.
  public var openedPerLine = 16
  /// Tokens of code on one line (a string literal is one; comments are none) that holds more than
  /// `flatLineBrackets` brackets open at once. Recovery from each error of such a line reads the
  /// rest of the line once for every bracket open, so a damaged line costs the square of its length
  /// (a fuzzed line of 8,000 characters opening 170 braces took 297 s in a debug build).
  public var tokensPerLine = 500
  /// Brackets a flat line holds open at once, at most.
  public var flatLineBrackets = 4
  /// Tokens of a flat line: damaged or not, it parses in linear time (26,000 tokens of a
  /// storyboard's XML pasted on one line). Real apps keep data on one line: EhPanda's country list
  /// (1,500 tokens), AlphaWallet's BIP-39 word list (4,100), round 28.
  public var tokensPerFlatLine = 20_000

  public init() {}
}

/// A one-pass scan of Swift text for the shapes of `ParseLimits`. It knows comments, string
/// literals (single-line, multi-line, raw) and interpolations well enough to count brackets; it
/// is not a lexer, and errs towards counting (a file it misreads is at worst skipped, and said).
public enum ParseGuard {
  /// nil when the file is within every limit; otherwise what it exceeds, for a diagnostic.
  public static func problem(in bytes: some Collection<UInt8>, limits: ParseLimits = ParseLimits()) -> String? {
    if bytes.count > limits.bytes {
      return "larger than \(limits.bytes / 1_000) kB"
    }
    var scanner = Scan(limits: limits)
    for byte in bytes {
      if let problem = scanner.take(byte) { return problem }
    }
    return scanner.endLine()
  }

  /// One open bracket: its closing byte, whether it is an interpolation (closing it returns to
  /// the string), and the chain length outside it.
  struct Frame {
    var closer: UInt8
    var interpolation: Bool
    var outerChain: Int
  }

  struct Scan {
    let limits: ParseLimits
    var frames: [Frame] = []
    var squares = 0
    var interpolations = 0
    var angles = 0
    // Inside a string: its quote count (1 or 3) and raw `#` count; nil outside.
    var stringQuotes: Int?
    var stringHashes = 0
    var quoteRun = 0
    var hashRun = 0
    var escaped = false
    var lineComment = false
    var blockComments = 0
    var previous: UInt8 = 0
    var previousSignificant: UInt8 = 0
    var chain = 0

    init(limits: ParseLimits) { self.limits = limits }

    static func isWord(_ b: UInt8) -> Bool {
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }

    var depth: Int { frames.count + angles }

    mutating func open(_ closer: UInt8, interpolation: Bool) -> String? {
      frames.append(Frame(closer: closer, interpolation: interpolation, outerChain: chain))
      chain = 0
      if frames.count - lineStartDepth > linePeak {
        linePeak = frames.count - lineStartDepth
        if let problem = tooManyTokens() { return problem }
      }
      if closer == UInt8(ascii: "]") { squares += 1 }
      if interpolation { interpolations += 1 }
      if depth > limits.nesting { return "nested more than \(limits.nesting) brackets deep" }
      if squares > limits.squareNesting { return "more than \(limits.squareNesting) nested `[`" }
      if interpolations > limits.interpolationNesting {
        return "more than \(limits.interpolationNesting) nested string interpolations"
      }
      return nil
    }

    mutating func close(_ byte: UInt8) {
      guard let index = frames.lastIndex(where: { $0.closer == byte }) else { return }
      // Brackets left open inside are abandoned with it (the parser recovers the same way).
      for frame in frames[index...] {
        if frame.closer == UInt8(ascii: "]") { squares -= 1 }
        if frame.interpolation { interpolations -= 1 }
      }
      let frame = frames[index]
      frames.removeSubrange(index...)
      chain = frame.outerChain
      if frame.interpolation {
        let outer = stringQuotesStack.popLast() ?? (1, 0)
        stringQuotes = outer.quotes
        stringHashes = outer.hashes
      }
    }

    var stringQuotesStack: [(quotes: Int, hashes: Int)] = []

    mutating func link() -> String? {
      chain += 1
      return chain > limits.chainLinks ? "a chain of more than \(limits.chainLinks) `.`, `()`, `[]`, `!` or `?` links" : nil
    }

    /// The depth at the start of the current line.
    var lineStartDepth = 0
    var lineTokens = 0

    /// The most brackets the current line has held open at once.
    var linePeak = 0

    /// A token of code starts (a word, a string, a punctuation byte).
    mutating func token() -> String? {
      lineTokens += 1
      return tooManyTokens()
    }

    func tooManyTokens() -> String? {
      if linePeak > limits.flatLineBrackets {
        guard lineTokens > limits.tokensPerLine else { return nil }
        return "a line of more than \(limits.tokensPerLine) tokens holding more than \(limits.flatLineBrackets) brackets open"
      }
      return lineTokens > limits.tokensPerFlatLine ? "a line of more than \(limits.tokensPerFlatLine) tokens" : nil
    }

    /// At a line's end (in code, a comment or a string): how many brackets it left open.
    mutating func endLine() -> String? {
      defer {
        lineStartDepth = frames.count
        lineTokens = 0
        linePeak = 0
      }
      guard frames.count - lineStartDepth > limits.openedPerLine else { return nil }
      return "a line leaving more than \(limits.openedPerLine) brackets open"
    }

    mutating func take(_ byte: UInt8) -> String? {
      defer { previous = byte }
      if byte == 0x0A, let problem = endLine() { return problem }
      if lineComment {
        if byte == 0x0A { lineComment = false }
        return nil
      }
      if blockComments > 0 {
        if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") {
          blockComments -= 1
          previousFix = true
        } else if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "*"), !previousFix {
          blockComments += 1
        } else {
          previousFix = false
        }
        return nil
      }
      if let quotes = stringQuotes { return takeInString(byte, quotes: quotes) }
      // Code.
      if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") {
        lineComment = true
        return nil
      }
      if byte == UInt8(ascii: "*"), previous == UInt8(ascii: "/") {
        blockComments = 1
        previousFix = true
        return nil
      }
      if byte == UInt8(ascii: "\"") {
        if let p = token() { return p }
        stringQuotes = 1
        quoteRun = 1
        stringHashes = hashRun
        hashRun = 0
        escaped = false
        openingQuotes = true
        return nil
      }
      hashRun = byte == UInt8(ascii: "#") ? hashRun + 1 : 0
      let significant = byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
      if significant, !(Self.isWord(byte) && Self.isWord(previous)), let p = token() { return p }
      defer { if significant { previousSignificant = byte } }
      let afterOperand =
        Self.isWord(previousSignificant) || previousSignificant == UInt8(ascii: ")")
        || previousSignificant == UInt8(ascii: "]") || previousSignificant == UInt8(ascii: "!")
        || previousSignificant == UInt8(ascii: "?") || previousSignificant == UInt8(ascii: ">")
      switch byte {
      case UInt8(ascii: "("):
        if afterOperand, let p = link() { return p }
        return open(UInt8(ascii: ")"), interpolation: false)
      case UInt8(ascii: "["):
        if afterOperand, let p = link() { return p }
        return open(UInt8(ascii: "]"), interpolation: false)
      case UInt8(ascii: "{"):
        return open(UInt8(ascii: "}"), interpolation: false)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        close(byte)
        if byte == UInt8(ascii: "}") { chain = 0 }
      case UInt8(ascii: "<"):
        // A generic argument list: `Name<` with no space. `a<b` comparisons count too (harmless).
        if Self.isWord(previous) {
          angles += 1
          if depth > limits.nesting { return "nested more than \(limits.nesting) brackets deep" }
        }
      case UInt8(ascii: ">"):
        if angles > 0, previous != UInt8(ascii: "-") { angles -= 1 }
      case UInt8(ascii: "."):
        if previous == UInt8(ascii: ".") { break }  // `..<`, `...`
        if let p = link() { return p }
      case UInt8(ascii: "!"), UInt8(ascii: "?"):
        if afterOperand, !significantSpaceBefore, let p = link() { return p }
      case 0x0A:
        angles = 0
      case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"):
        chain = 0
      default:
        // A new operand after a space (`let x`, `a + b`) starts a new chain; `.name` on the next line continues one.
        if Self.isWord(byte), !Self.isWord(previous), previous != UInt8(ascii: "."), previous != UInt8(ascii: "#"),
          previous != UInt8(ascii: "@")
        {
          chain = 0
        }
      }
      return nil
    }

    var previousFix = false
    var openingQuotes = false
    var significantSpaceBefore: Bool { previous == 0x20 || previous == 0x09 || previous == 0x0A }

    mutating func takeInString(_ byte: UInt8, quotes: Int) -> String? {
      let quote = UInt8(ascii: "\"")
      if openingQuotes {
        // `"` then `""`: a multi-line string opens; `""` then something else: an empty string.
        if byte == quote {
          quoteRun += 1
          if quoteRun == 3 {
            stringQuotes = 3
            openingQuotes = false
            quoteRun = 0
          }
          return nil
        }
        openingQuotes = false
        if quoteRun == 2 {
          quoteRun = 0
          if stringHashes == 0 {
            stringQuotes = nil
            previousSignificant = quote
            return take(byte)
          }
          pendingCloseHashes = stringHashes
        }
        quoteRun = 0
      }
      if pendingCloseHashes > 0 {
        if byte == UInt8(ascii: "#") {
          pendingCloseHashes -= 1
          if pendingCloseHashes == 0 {
            stringQuotes = nil
            previousSignificant = quote
          }
          return nil
        }
        pendingCloseHashes = 0  // not the end: the string goes on
      }
      if escaped {
        if byte == UInt8(ascii: "#"), escapeHashes < stringHashes {
          escapeHashes += 1
          return nil
        }
        escaped = false
        if escapeHashes == stringHashes {
          if byte == UInt8(ascii: "(") {
            // `\(` (or `\#(` in a raw string) opens an interpolation: code until its `)`.
            stringQuotesStack.append((quotes, stringHashes))
            stringQuotes = nil
            closingRun = 0
            return open(UInt8(ascii: ")"), interpolation: true)
          }
          return nil  // an escaped character
        }
      }
      if byte == UInt8(ascii: "\\") {
        escapeHashes = 0
        escaped = true
        closingRun = 0
        return nil
      }
      if byte == quote {
        closingRun += 1
        if closingRun >= quotes {
          closingRun = 0
          if stringHashes > 0 {
            pendingCloseHashes = stringHashes
            return nil
          }
          stringQuotes = nil
          previousSignificant = quote
        }
        return nil
      }
      closingRun = 0
      if byte == 0x0A, quotes == 1 { stringQuotes = nil }  // an unterminated literal ends at the line
      return nil
    }

    var pendingCloseHashes = 0
    var closingRun = 0
    var escapeHashes = 0
  }
}
