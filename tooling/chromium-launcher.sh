#!/usr/bin/env bash
# Debian's Chromium as the tests and benchmarks start it (tooling/chromium.mjs).
#
# Chromium reads only the last --disable-features switch on its command line,
# so this joins every list it is given (Playwright's own, then ours) into one.
# Ours: the address bar's pop-up, which Chromium 156 builds as a web page of
# its own (chrome://omnibox-popup.top-chrome) in every new window, headless
# ones included. Each browser context of a test opened one and it took about
# a third of a second of CPU while the page under test loaded
# (contributing/tests.md). A headless test never opens the address bar.
disabled=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
disabled+=(WebUIOmniboxPopup WebUIOmniboxAimPopup WebUIOmniboxFullPopup PreloadTopChromeWebUI)
IFS=,
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}" "--disable-features=${disabled[*]}"
