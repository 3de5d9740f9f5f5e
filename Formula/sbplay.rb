# A Homebrew formula for sbplay: this repository is its own tap (docs/install.md, "Homebrew").
#
#   brew tap sbplay/sbplay https://…/sbplay.git     # the URL this repository is cloned from
#   brew install --HEAD sbplay/sbplay/sbplay
#
# There is no tagged release to download yet, so only --HEAD installs: it builds the main
# branch of the tapped repository itself (the tap is a clone of it).
class Sbplay < Formula
  desc "Terminal playground that shows how iOS decides its status bar"
  head "file://#{File.expand_path("..", __dir__)}", using: :git, branch: "main"

  # Swift 6 and the Synchronization module (Atomic, Mutex) need Xcode 16 and macOS 15.
  depends_on xcode: ["16.0", :build]
  depends_on macos: :sequoia

  # Curses with wide characters: the system's libncurses on macOS.
  uses_from_macos "ncurses"

  def install
    # Homebrew builds in a sandbox of its own, in which SwiftPM cannot start its sandbox.
    system "swift", "build", "-c", "release", "--disable-sandbox", "--product", "sbplay"
    bin.install ".build/release/sbplay"

    # The manual page, generated from the command definitions like `make install` does.
    system "swift", "package", "--disable-sandbox", "--allow-writing-to-package-directory",
           "generate-manual", "--configuration", "release", "--authors", "the sbplay authors"
    manual = Dir[".build/plugins/**/GenerateManual*/**/sbplay.1"].first
    odie "generate-manual wrote no sbplay.1" if manual.nil?
    # A blank line between paragraphs is an mdoc warning in man(1): make it a .Pp paragraph.
    (buildpath/"sbplay.1").write File.read(manual).gsub(/^$/, ".Pp")
    man1.install "sbplay.1"

    # Completions for bash, zsh and fish, from the parser's own scripts (they also complete
    # bundled scenes, devices and iOS versions), and the JSON Schemas for editors.
    (bash_completion/"sbplay").write Utils.safe_popen_read(bin/"sbplay", "--generate-completion-script", "bash")
    (zsh_completion/"_sbplay").write Utils.safe_popen_read(bin/"sbplay", "--generate-completion-script", "zsh")
    (fish_completion/"sbplay.fish").write Utils.safe_popen_read(bin/"sbplay", "--generate-completion-script", "fish")
    (pkgshare/"schemas").install "schemas/scene.schema.json", "schemas/state.schema.json"
  end

  test do
    assert_match "A terminal playground that shows how iOS decides its status bar", shell_output("#{bin}/sbplay --help")
    assert_match "nav-bar-decides", shell_output("#{bin}/sbplay scenes")
    assert_match "\"schemaVersion\" : 1", shell_output("#{bin}/sbplay state nav-bar-decides --json")
  end
end
