import CellGrid
import Testing

@testable import PlaygroundUI

/// The footer, the help overlay and dispatch come from one key map and agree.
@Suite struct KeyMapTests {
  @Test func everyBindingIsInTheHelpOverlay() {
    var playground = defaultApp()
    playground.press("?")
    let text = playground.render(width: 200, height: 60).text()
    for binding in KeyMap.bindings {
      #expect(text.contains(binding.display(.unicode)), "\(binding.display(.unicode))")
      #expect(text.contains(binding.help), "\(binding.help)")
    }
  }

  @Test func footerKeysAreBoundAndShown() {
    let footer = defaultApp().render(width: 120, height: 40).rows()[39]
    for binding in KeyMap.footer(.main) {
      #expect(footer.contains("\(binding.shortDisplay(.unicode)) \(binding.footer ?? "")"))
      for key in binding.keys {
        #expect(KeyMap.command(for: key, in: .main) == binding.command)
      }
    }
    #expect(footer.contains("? help"))
    #expect(footer.contains("q quit"))
    #expect((5...7).contains(KeyMap.footer(.main).count))
  }

  @Test func narrowFooterKeepsHelpAndQuit() {
    let footer = defaultApp().render(width: 44, height: 14).rows()[13]
    #expect(footer.contains("? help"))
    #expect(footer.contains("q quit"))
  }

  @Test func noKeyIsBoundTwiceInAContext() {
    for context in KeyContext.allCases {
      var seen: [Key: Command] = [:]
      for binding in KeyMap.bindings where binding.context == context {
        for key in binding.keys {
          #expect(seen[key] == nil, "\(key) is bound twice in \(context)")
          seen[key] = binding.command
        }
      }
    }
  }

  @Test func everyMainCommandHasABinding() {
    let bound = Set(KeyMap.bindings.map(\.command))
    for command in Command.allCases {
      #expect(bound.contains(command), "\(command)")
    }
  }
}
