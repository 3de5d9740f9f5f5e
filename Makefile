# Install sbplay: a release build, its manual page (generated from the command definitions by
# swift-argument-parser's generate-manual plugin), bash/zsh/fish completions (the parser's own,
# which also complete bundled scenes, devices and iOS versions) and the JSON Schemas.
#
#   make install PREFIX=$HOME/.local     # default PREFIX is /usr/local; DESTDIR for packaging
#   make uninstall PREFIX=$HOME/.local
#
# Everything is staged in .build/stage first; `make stage` builds without installing.
#
#   make format          # formats Sources and Tests in place with the toolchain's swift-format
#   make format-check    # fails on anything `make format` would change (.swift-format)

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift

BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
SCHEMADIR := $(DESTDIR)$(PREFIX)/share/sbplay/schemas

STAGE := .build/stage
# The manual's date: the last commit's, so the page does not change with every build.
MANDATE := $(shell git log -1 --format=%cs 2>/dev/null || date +%Y-%m-%d)

.PHONY: all release stage install uninstall format format-check

all: stage

release:
	$(SWIFT) build -c release --product sbplay

stage: release
	rm -rf $(STAGE)
	mkdir -p $(STAGE)
	cp "$$($(SWIFT) build -c release --show-bin-path)/sbplay" $(STAGE)/sbplay
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration release \
	  --date $(MANDATE) --authors "the sbplay authors"
	# A blank line between paragraphs is an mdoc warning in man(1): make it a .Pp paragraph.
	sed 's/^$$/.Pp/' "$$(find .build/plugins -path '*GenerateManual*' -name sbplay.1 | head -n 1)" > $(STAGE)/sbplay.1
	$(STAGE)/sbplay --generate-completion-script bash > $(STAGE)/sbplay.bash
	$(STAGE)/sbplay --generate-completion-script zsh > $(STAGE)/_sbplay
	$(STAGE)/sbplay --generate-completion-script fish > $(STAGE)/sbplay.fish
	cp schemas/scene.schema.json schemas/state.schema.json $(STAGE)/

install: stage
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR) $(SCHEMADIR)
	install -m 755 $(STAGE)/sbplay $(BINDIR)/sbplay
	install -m 644 $(STAGE)/sbplay.1 $(MANDIR)/sbplay.1
	install -m 644 $(STAGE)/sbplay.bash $(BASHDIR)/sbplay
	install -m 644 $(STAGE)/_sbplay $(ZSHDIR)/_sbplay
	install -m 644 $(STAGE)/sbplay.fish $(FISHDIR)/sbplay.fish
	install -m 644 $(STAGE)/scene.schema.json $(STAGE)/state.schema.json $(SCHEMADIR)/
	@echo "sbplay installed in $(BINDIR); try: man sbplay"

uninstall:
	rm -f $(BINDIR)/sbplay $(MANDIR)/sbplay.1 $(BASHDIR)/sbplay $(ZSHDIR)/_sbplay $(FISHDIR)/sbplay.fish
	rm -f $(SCHEMADIR)/scene.schema.json $(SCHEMADIR)/state.schema.json
	-rmdir $(SCHEMADIR) $(DESTDIR)$(PREFIX)/share/sbplay 2>/dev/null
	@echo "sbplay removed from $(DESTDIR)$(PREFIX)"

format:
	$(SWIFT) format format --configuration .swift-format --recursive --in-place Sources Tests Package.swift

format-check:
	$(SWIFT) format lint --strict --configuration .swift-format --recursive Sources Tests Package.swift
