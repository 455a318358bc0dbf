#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell, the benchmarks its full browser;
# install whichever is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL="${CHROMIUM_TEST_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ] && [ -x "$HEADLESS_SHELL" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null; then
  echo "Chromium is missing at $CHROMIUM or $HEADLESS_SHELL and this user cannot install it; install the 'chromium' and 'chromium-headless-shell' packages or set CHROMIUM_PATH and CHROMIUM_TEST_PATH." >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "Installing Debian's chromium and chromium-headless-shell for the browser tests…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null
