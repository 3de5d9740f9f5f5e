#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// Package.swift does not use ncursesw's pkg-config entry: SwiftPM refuses its -D flags and
// warns on every build ("prohibited flag(s)"). What those flags ask for is set here instead,
// with the wide-character API they enable. The headers are found at the standard
// <ncursesw/curses.h> (Debian's libncurses-dev) and module.modulemap links ncursesw.
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
// Mouse (issue 10): the masks are macros built from NCURSES_MOUSE_VERSION.
static inline int cn_key_mouse(void)      { return KEY_MOUSE; }
static inline mmask_t cn_mouse_mask(void) {
  return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline int cn_mouse_kind(mmask_t state) {
  if (state & (BUTTON1_PRESSED | BUTTON1_CLICKED)) return 1;
  if (state & BUTTON4_PRESSED) return 4;
  if (state & BUTTON5_PRESSED) return 5;
  return 0;
}

#endif
