#!/usr/bin/env bash
# The real-browser test of the web build: installs what is missing, builds the site into target/web/
# (scripts/web_build.sh), then opens it in headless Chromium (web/test/browser_test.mjs), which
# first loads it at 10 Mbit/s (timing the progress bar and the first frame), reads the page's
# messages when nimlab cannot start, clicks through the tabs, checks the icons and manifest, reloads
# the page offline from its service worker's cache, takes a new build through the page's Reload
# bar, picks exports from the Export… menus and checks the downloaded files, and fails on any
# console error. Screenshots and the downloads go to target/web-test/.
#
# Works on a fresh machine with only Rust, node/npm and python (as root, for apt-get); every
# install step is skipped when its tool is already there, so a second run only builds and tests.
# SKIP_WEB_BUILD=1 tests the site already in target/web/ without rebuilding it (after a change to
# web/ alone, run `bash scripts/web_build.sh --assemble-only` first: no Rust is compiled).
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

phases=()
phase_name=""
phase() { # phase NAME: times a phase (and ends the one before)
    phase_end
    phase_name=$1
    phase_start=$EPOCHREALTIME
    echo "== web test: $1"
}
phase_end() {
    if [ -n "$phase_name" ]; then
        phases+=("$(awk -v a="$phase_start" -v b="$EPOCHREALTIME" -v n="$phase_name" 'BEGIN { printf "%-36s %7.1f s", n, b - a }')")
        phase_name=""
    fi
}
summary() {
    phase_end
    echo "== web test: times"
    for p in "${phases[@]}"; do echo "   $p"; done
}
trap summary EXIT

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# --- system packages: Chromium (the browser under test), binaryen (wasm-opt, for the build) and
# brotli (the build's precompressed copies)
if [ ! -x /usr/bin/chromium ] || ! command -v wasm-opt >/dev/null || ! command -v brotli >/dev/null; then
    phase "apt-get chromium binaryen brotli"
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get update -qq
    as_root apt-get install -y -qq chromium chromium-driver binaryen brotli >/dev/null
fi

# --- Rust's wasm target and the wasm-bindgen CLI matching the wasm-bindgen crate in Cargo.lock
phase "rust wasm target"
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
fi
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ -z "$want" ]; then
    echo "web test: no wasm-bindgen in Cargo.lock; is the web build wired up?" >&2
    exit 1
fi
have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$have" != "$want" ]; then
    phase "cargo install wasm-bindgen-cli $want"
    # Not --locked: its lockfile names a crate version the registry mirror lacks.
    cargo install --quiet wasm-bindgen-cli --version "$want"
fi

# --- the test's node packages (playwright-core, pngjs), exactly as in package-lock.json
phase "npm ci"
(cd web/test && npm ci --no-audit --no-fund --loglevel=error >/dev/null)

# --- build the site, then test it in the browser
if [ "${SKIP_WEB_BUILD:-}" != 1 ]; then
    phase "web build"
    bash scripts/web_build.sh
fi

phase "browser test"
node web/test/browser_test.mjs
