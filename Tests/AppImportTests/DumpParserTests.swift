import AppImport
import Foundation
import SceneFile
import Testing

@Suite struct DumpParserTests {
  @Test func issueExampleParsesEveryField() throws {
    let tree = try HierarchyDumpParser.parse(try Fixture.text("issue-example.txt"))
    #expect(tree.entry.className == "UITabBarController")
    #expect(tree.entry.address == "0x12c01d200")
    #expect(tree.children.count == 1)
    let nav = tree.children[0]
    #expect(nav.children.map(\.entry.className) == ["App.ListViewController", "App.DetailViewController"])
    #expect(nav.children[0].entry.viewLoaded == false)
    #expect(nav.children[0].entry.state == "disappeared")
    #expect(tree.presented.count == 1)
    #expect(tree.presented[0].entry.presentationController == "_UIPageSheetPresentationController")
    #expect(tree.presented[0].entry.line == 5)
  }

  @Test func nestedPresentationsHangUnderTheirPresenter() throws {
    let tree = try HierarchyDumpParser.parse(try Fixture.text("nested-page-sheets.txt"))
    #expect(tree.entry.notInWindow)
    #expect(tree.presented.count == 1)
    #expect(tree.presented[0].presented.count == 1)
    #expect(tree.presented[0].presented[0].presented.count == 1)
  }

  @Test func pastedNoiseAndVariantsAreAccepted() throws {
    // (lldb) lines, cy# lines, two spaces before (view not loaded), no addresses, `- some :`, quoted cycript.
    for name in [
      "pspdfkit-popover.txt", "wechat-tabs.txt", "dingtalk-pvc.txt", "snapshot-no-addresses.txt",
      "swiftui-hosting-swift-po.txt", "cycript-quoted.txt",
    ] {
      let tree = try HierarchyDumpParser.parse(try Fixture.text(name), file: name)
      #expect(!tree.entry.className.isEmpty, "\(name)")
    }
    let quoted = try HierarchyDumpParser.parse(try Fixture.text("cycript-quoted.txt"))
    #expect(quoted.children[0].children[0].entry.className == "WFWeiboController")
  }

  @Test func everyWindowsRootAtTheMargin() throws {
    let roots = try HierarchyDumpParser.parseWindows(try Fixture.text("all-windows-class-method.txt"))
    #expect(roots.map(\.entry.className) == ["UINavigationController", "UIInputWindowController", "Notes.ToastViewController"])
    #expect(roots[1].children.count == 1)
  }

  @Test func markdownQuotedDumpWithFencesAndPrompt() throws {
    let text = """
      >   ```
      >   (lldb) pvc
      >   <MainTabBarViewController 0x10b8b2000>, state: appeared, view: <UILayoutContainerView 0x10b32dde0>
      >      | <MMUINavigationController 0x10c05c200>, state: appeared, view: <UILayoutContainerView 0x10b400750>
      >   ```
      """
    let tree = try HierarchyDumpParser.parse(text)
    #expect(tree.entry.className == "MainTabBarViewController")
    #expect(tree.children.map(\.entry.className) == ["MMUINavigationController"])
  }

  @Test func colonAfterClassNameAndGenericNames() throws {
    let tree = try HierarchyDumpParser.parse(
      "<SwiftUI.UIHostingController<App.Root>: 0x1>, state: appeared, view: <_UIHostingView<App.Root> 0x2>\n")
    #expect(tree.entry.className == "SwiftUI.UIHostingController<App.Root>")
    #expect(tree.entry.address == "0x1")
    #expect(ClassName(tree.entry.className) == ClassName("UIHostingController<Root>"))
  }

  @Test func mangledNamesAreReadable() {
    #expect(ClassName("_TtC5MyApp14ListController").base == "ListController")
    let hosting = ClassName("_TtGC7SwiftUI19UIHostingControllerV5MyApp8RootView_")
    #expect(hosting.base == "UIHostingController")
    #expect(hosting.argument == "RootView")
  }

  @Test func errorsNameTheLineAndTheFix() {
    func failure(_ text: String) -> DumpError? {
      do {
        _ = try HierarchyDumpParser.parse(text, file: "d.txt")
        return nil
      } catch { return error }
    }
    let garbage = failure("<UINavigationController 0x1>, state: appeared, view: <V 0x2>\n   | hello world\n")
    #expect(garbage?.line == 2)
    #expect(garbage?.description.hasPrefix("d.txt:2:6: error: expected `<ClassName 0x…>`") == true)

    let jump = failure("<A 0x1>, state: appeared, view: <V 0x2>\n   |    | <B 0x3>, state: appeared, view: <V 0x4>\n")
    #expect(jump?.line == 2)
    #expect(jump?.message.contains("deeper") == true)

    let unclosed = failure("<A 0x1>, state: appeared\n   | <B 0x3, state: appeared\n")
    #expect(unclosed?.line == 2)
    #expect(unclosed?.message.contains("not closed") == true)

    #expect(failure("")?.message.contains("no controller found") == true)
    #expect(failure("   | <A 0x1>, state: appeared, view: <V 0x2>")?.message.contains("indented") == true)
    #expect(failure("<A 0x1>, state: appeared\n<B 0x2>, state: appeared\n")?.message.contains("second root") == true)
    #expect(failure("<A 0x1>, state: appeared, view: <V 0x2>, presented with: nothing\n")?.line == 1)

    // Deeper than a scene can hold: the error names the first line too deep.
    var deep = "<A 0x0>, state: appeared, view: <V 0x0>\n"
    for level in 1...70 {
      deep += String(repeating: "   |", count: level) + " <C 0x\(level)>, state: appeared, view: <V 0x0>\n"
    }
    let tooDeep = failure(deep)
    #expect(tooDeep?.line == HierarchyDumpParser.maxDepth + 2)
    #expect(tooDeep?.message.contains("nested deeper") == true)
  }

  @Test func hostileClassNamesAreEscapedInErrors() {
    do {
      _ = try HierarchyDumpParser.parse("<A 0x1>, state: appeared\n   | \u{1B}[2J\u{202E}evil\n", file: "d.txt")
      Issue.record("expected an error")
    } catch {
      #expect(!error.description.contains("\u{1B}"))
      #expect(!error.description.contains("\u{202E}"))
      #expect(error.description.contains("\\u{1b}"))
    }
  }

  static let fixtures = [
    "issue-example.txt", "pspdfkit-popover.txt", "wechat-tabs.txt", "wechat-login-fullscreen.txt", "dingtalk-pvc.txt",
    "split-overlay-menu.txt", "nested-page-sheets.txt", "ibooks-over-fullscreen.txt", "snapshot-no-addresses.txt",
    "cycript-quoted.txt", "swiftui-hosting-swift-po.txt", "custom-presentation.txt", "sample-app.txt",
    "all-windows-class-method.txt", "uiimagepicker-fullscreen.txt", "two-tabs-three-sheets.txt",
  ]

  /// Saved on Windows (or pasted through a tool that writes CRLF): Swift reads `\r\n` as one
  /// character, so a split at `\n` alone left every line whole and every line failed.
  @Test func windowsLineEndingsReadLikeUnixOnes() throws {
    for name in Self.fixtures {
      let text = try Fixture.text(name)
      let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
      #expect(try HierarchyDumpParser.parseWindows(crlf, file: name) == HierarchyDumpParser.parseWindows(text, file: name), "\(name)")
      let oldMac = text.replacingOccurrences(of: "\n", with: "\r")
      #expect(try HierarchyDumpParser.parseWindows(oldMac, file: name) == HierarchyDumpParser.parseWindows(text, file: name), "\(name)")
    }
  }

  /// LLDB's coloured output copied from a terminal: SGR codes around names and fields.
  @Test func colourCodesAreRemoved() throws {
    for name in Self.fixtures {
      let text = try Fixture.text(name)
      let coloured = text.replacingOccurrences(of: "<", with: "\u{1B}[1m<\u{1B}[32m")
        .replacingOccurrences(of: ">", with: "\u{1B}[0m>\u{1B}[0;39m")
        .replacingOccurrences(of: "state:", with: "\u{1B}[33mstate:\u{1B}[m")
      #expect(try HierarchyDumpParser.parseWindows(coloured, file: name) == HierarchyDumpParser.parseWindows(text, file: name), "\(name)")
    }
    // Other escapes are not colour: they stay, and are shown escaped in the error.
    do {
      _ = try HierarchyDumpParser.parse("<A 0x1>, state: appeared\n   | \u{1B}[2J<B 0x2>, state: appeared\n", file: "d.txt")
      Issue.record("expected an error")
    } catch {
      #expect(error.line == 2 && error.column == 6)
      #expect(error.description.contains("\\u{1b}[2J"))
    }
  }

  @Test func presentedWithNullHasNoPresentationController() throws {
    let tree = try HierarchyDumpParser.parse(try Fixture.text("snapshot-presented-null.txt"))
    #expect(tree.presented.count == 1)
    #expect(tree.presented[0].entry.className == "App.ComposeViewController")
    #expect(tree.presented[0].entry.presentationController == nil)
    #expect(tree.presented[0].entry.isAppeared)
  }

  /// The column counts the line as the file has it: colour codes and quote markers included.
  @Test func errorsNameTheColumn() {
    func failure(_ text: String) -> DumpError? {
      do {
        _ = try HierarchyDumpParser.parse(text, file: "d.txt")
        return nil
      } catch { return error }
    }
    let field = failure("<A 0x1>, state: appeared, view: <V 0x2>, bogus thing\n")
    #expect(field?.line == 1 && field?.column == 42, "\(String(describing: field))")
    let view = failure("<A 0x1>, state: appeared, view: nothing\n")
    #expect(view?.column == 33)
    let quoted = failure(">  <A 0x1>, state: appeared\n>     | oops\n")
    #expect(quoted?.line == 2 && quoted?.column == 9, "\(String(describing: quoted))")
    let coloured = failure("\u{1B}[1m<A 0x1>\u{1B}[0m, view: <V 0x2 \n")
    #expect(coloured?.column == 24, "\(String(describing: coloured))")
    let crlf = failure("<A 0x1>, state: appeared\r\n   | <B 0x3, state: appeared\r\n")
    #expect(crlf?.line == 2 && crlf?.column == 6)
  }

  /// Limits are checked while reading: the line that passes one is named, with its column.
  @Test func oversizedDumpsAreRefusedAtTheLimit() {
    func failure(_ text: String) -> DumpError? {
      do {
        _ = try HierarchyDumpParser.parseWindows(text, file: "d.txt")
        return nil
      } catch { return error }
    }
    let long = failure("<A 0x1>, state: appeared\n   | <B 0x2>, state: " + String(repeating: "x", count: 20_000) + "\n")
    #expect(long?.line == 2 && long?.column == DumpLimits.maxLineLength + 1)
    let lines = failure(String(repeating: "\n", count: DumpLimits.maxLines + 5))
    #expect(lines?.line == DumpLimits.maxLines + 1 && lines?.message.contains("more than") == true)
    let big = failure(String(repeating: "<A 0x1>\n", count: DumpLimits.maxBytes / 8 + 1))
    #expect(big?.message.contains("larger than 4 MiB") == true)
  }

  /// A file is read a chunk at a time: `/dev/zero` (endless) is refused just past the limit.
  @Test func theFileReaderStopsAtTheLimit() throws {
    #expect(throws: DumpError.self) { try DumpFileReader.read(path: "/dev/zero") }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-dump-\(getpid()).txt").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x41, count: DumpLimits.maxBytes + 1)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      _ = try DumpFileReader.read(path: path)
      Issue.record("expected the limit")
    } catch {
      #expect(error.message.contains("larger than"))
    }
    #expect(FileManager.default.createFile(atPath: path, contents: Data("<A 0x1>, state: appeared\r\n".utf8)))
    #expect(try DumpFileReader.read(path: path) == "<A 0x1>, state: appeared\r\n")
    #expect(throws: DumpError.self) { try DumpFileReader.read(path: "/nonexistent/dump.txt") }
    // Windows PowerShell's `>` writes UTF-16 with a byte order mark.
    let dump = try Fixture.text("issue-example.txt").replacingOccurrences(of: "\n", with: "\r\n")
    for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
      let mark: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
      #expect(FileManager.default.createFile(atPath: path, contents: Data(mark) + dump.data(using: encoding)!))
      let read = try DumpFileReader.read(path: path)
      #expect(try HierarchyDumpParser.parse(read) == HierarchyDumpParser.parse(dump))
    }
  }

  /// Class names nested 50,000 levels deep: read in one pass, without recursion (it used to
  /// overflow the stack, and took memory in the square of the depth).
  @Test func deeplyNestedGenericNamesAreReadInOnePass() {
    let name = ClassName(String(repeating: "M.A<", count: 50_000) + "B" + String(repeating: ">", count: 50_000))
    #expect(name.base == "A")
    #expect(name.argument == "A")
    #expect(ClassName("SwiftUI.UIHostingController<SwiftUI.ModifiedContent<App.Root, X>>") == ClassName("UIHostingController<ModifiedContent>"))
    #expect(ClassName("Outer<_TtC5MyApp4List>").argument == "List")
  }

  /// A 400 KB mangled name: one pass (removing from an array's front made it quadratic).
  @Test func longMangledNamesAreDemangledInOnePass() {
    #expect(ClassName("_TtC" + String(repeating: "1a", count: 200_000)).base == "a")
    #expect(ClassName("_TtC5MyApp" + "99999999999999999999999" + "x").base == "MyApp")
    #expect(ClassName("_TtC5MyApp14ListController").base == "ListController")
  }
}
