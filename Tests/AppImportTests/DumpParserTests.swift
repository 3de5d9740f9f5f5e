import AppImport
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
    for name in ["pspdfkit-popover.txt", "wechat-tabs.txt", "dingtalk-pvc.txt", "snapshot-no-addresses.txt",
                 "swiftui-hosting-swift-po.txt", "cycript-quoted.txt"] {
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
    #expect(garbage?.description.hasPrefix("d.txt:2: error: expected `<ClassName 0x…>`") == true)

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
}
