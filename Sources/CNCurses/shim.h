#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// Curses with wide characters, on each platform where it is.
//
// Linux: ncursesw, the wide-character build, with its headers at <ncursesw/curses.h>
// (Debian's libncurses-dev). Package.swift does not use ncursesw's pkg-config entry: SwiftPM
// refuses its -D flags and warns on every build ("prohibited flag(s)"); what those flags ask
// for is set here instead, with the wide-character API they enable.
//
// macOS: the system's libncurses (ncurses 5.7) is built with wide characters and has no
// separate ncursesw. Its <curses.h> declares the wide functions (wget_wch, setcchar, cchar_t)
// only when _XOPEN_SOURCE_EXTENDED is defined; the SDK makes that header the Darwin.ncurses
// module, which does not see a definition made here, so Package.swift also passes
// -D_XOPEN_SOURCE_EXTENDED to the compiler on macOS.
//
// Package.swift links ncursesw on Linux and ncurses on macOS (the CursesTerminal target).
#if defined(__APPLE__)
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <curses.h>
#else
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>
#endif

// Macros built with NCURSES_BITS and C globals that Swift 6 cannot use directly
// ("not concurrency-safe"): wrap them in static inline functions.
static inline attr_t cn_a_normal(void)    { return A_NORMAL; }
static inline attr_t cn_a_bold(void)      { return A_BOLD; }
static inline attr_t cn_a_dim(void)       { return A_DIM; }
static inline attr_t cn_a_reverse(void)   { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline WINDOW *cn_stdscr(void)     { return stdscr; }
static inline WINDOW *cn_curscr(void)     { return curscr; }
static inline int cn_colors(void)         { return COLORS; }
static inline int cn_color_pairs(void)    { return COLOR_PAIRS; }
static inline int cn_key_f0(void)         { return KEY_F0; }
static inline int cn_ccharw_max(void)     { return CCHARW_MAX; }
// Mouse: the masks are macros built from NCURSES_MOUSE_VERSION. The release is asked for too
// (and ignored): ncurses reads on past an event outside the mask without the read's timeout, so
// a click left the loop waiting for the next key while the status bar animation stood still.
static inline int cn_key_mouse(void)      { return KEY_MOUSE; }
// REPORT_MOUSE_POSITION too: ncurses decodes a normal-mode release whose press it no longer
// holds as a position report, and with click resolution off (mouseinterval 0) an event outside
// the mask sends wgetch back to a blocking read, whatever its timeout: an animation a click had
// started then stopped until the next key. Position reports come back as KEY_MOUSE and are
// ignored (cn_mouse_kind 0).
static inline mmask_t cn_mouse_mask(void) {
  return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED | REPORT_MOUSE_POSITION;
}
static inline int cn_mouse_kind(mmask_t state) {
  if (state & (BUTTON1_PRESSED | BUTTON1_CLICKED)) return 1;
  if (state & BUTTON4_PRESSED) return 4;
  if (state & BUTTON5_PRESSED) return 5;
  return 0;
}

// ncurses 6.1 and later (Linux) take a colour pair's colours as int, so direct-colour
// terminals get 24-bit colours; the ncurses 5.7 of macOS only has init_pair, with short colours.
static inline int cn_init_pair(int pair, int fg, int bg) {
#if defined(NCURSES_VERSION_MAJOR) && (NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1))
  return init_extended_pair(pair, fg, bg);
#else
  if (pair > 32767 || fg > 32767 || bg > 32767) return ERR;
  return init_pair((short)pair, (short)fg, (short)bg);
#endif
}

// set_escdelay came with ncurses 5.7; before it, the ESCDELAY variable.
static inline int cn_set_escdelay(int milliseconds) {
#if defined(NCURSES_VERSION_MAJOR) && (NCURSES_VERSION_MAJOR > 5 || (NCURSES_VERSION_MAJOR == 5 && NCURSES_VERSION_MINOR >= 7))
  return set_escdelay(milliseconds);
#else
  ESCDELAY = milliseconds;
  return OK;
#endif
}

// The terminfo calls take `char *` where ncurses was built without NCURSES_CONST (macOS's
// 5.7), `const char *` elsewhere: one signature for Swift on both.
static inline char *cn_tigetstr(const char *name)  { return tigetstr((NCURSES_CONST char *)name); }
static inline int cn_tigetnum(const char *name)    { return tigetnum((NCURSES_CONST char *)name); }
static inline int cn_tigetflag(const char *name)   { return tigetflag((NCURSES_CONST char *)name); }
static inline SCREEN *cn_newterm(const char *type, FILE *output, FILE *input) {
  return newterm((NCURSES_CONST char *)type, output, input);
}

#endif
