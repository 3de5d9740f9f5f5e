/// swift-argument-parser's completion scripts complete a subcommand's arguments only after the
/// subcommand's name. `sbplay SCENE` opens the playground (the default command), so these
/// additions also offer scene names at the top level, next to the subcommands, through the
/// parser's own `---completion` protocol (the same call the `play` completion makes).
enum CompletionScripts {
  /// The shell named by `--generate-completion-script SHELL` (or `=SHELL`), if asked for.
  static func requestedShell(_ arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument == "--generate-completion-script", index + 1 < arguments.count { return arguments[index + 1] }
      if argument.hasPrefix("--generate-completion-script=") {
        return String(argument.dropFirst("--generate-completion-script=".count))
      }
    }
    return nil
  }

  /// The parser's script with the top-level scene completion; unchanged when the script does
  /// not have the shape these additions rely on (a newer parser), so nothing breaks.
  static func augment(_ script: String, shell: String) -> String {
    switch shell {
    case "bash" where script.contains("__sbplay_custom_complete()") && script.contains("\n_sbplay() {"):
      return script + bashAddition
    case "zsh" where script.contains(zshAnchor):
      return script.replacingOccurrences(of: zshAnchor, with: zshAnchor + zshAddition)
    case "fish" where script.contains("function __sbplay_custom_completion"):
      return script + fishAddition
    default:
      return script
    }
  }

  static let bashAddition = #"""

    # sbplay SCENE opens the playground (its default command): scene names at the top level too.
    _sbplay_with_scenes() {
        _sbplay "${@}"
        [[ "${COMP_CWORD}" -eq 1 && "${2}" != -* ]] || return 0
        local state
        state="$(shopt -p;shopt -po)"
        trap "${state//$'\n'/;}" RETURN
        shopt -s extglob
        local -x SAP_SHELL=bash
        local -x SAP_SHELL_VERSION
        SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
        local -r cur="${2}"
        __sbplay_add_completions -W "$(__sbplay_custom_complete ---completion play -- positional@0 "${COMP_CWORD}" "$(__sbplay_cursor_index_in_current_word)")"
    }
    complete -o filenames -F _sbplay_with_scenes sbplay

    """#

  static let zshAnchor = "        _describe -V subcommand subcommands && ret=0\n"
  static let zshAddition = #"""
            # sbplay SCENE opens the playground (its default command): scene names too.
            __sbplay_custom_complete ---completion play -- positional@0 "${current_word_index}" "$(__sbplay_cursor_index_in_current_word)" && ret=0

    """#

  static let fishAddition = #"""

    # sbplay SCENE opens the playground (its default command): scene names at the top level too.
    complete -c 'sbplay' -n '__sbplay_should_offer_completions_for_positional "sbplay" -eq 1' -fka '(__sbplay_custom_completion ---completion play -- positional@0 (count (__sbplay_tokens -pc)) (__sbplay_tokens -tC))'

    """#
}
