#!/usr/bin/env bash
# Builds nimlab for the browser into target/web/, a static folder any web server can host:
# index.html, worker.js, nimlab.js and nimlab_bg.wasm.
#
# Needs the wasm32-unknown-unknown target, wasm-bindgen-cli at the version in Cargo.lock, and
# wasm-opt (Debian: binaryen); scripts/web_test.sh installs them. Serve it with, for example,
#   python3 -m http.server -d target/web 8080
set -euo pipefail
cd "$(dirname "$0")/.."

out=target/web
cargo rustc --quiet --lib --profile wasm-release --target wasm32-unknown-unknown --crate-type cdylib
# wasm-opt goes first: Debian's binaryen (108) breaks the reference-type table that
# wasm-bindgen's output declares, and is safe on the compiler's output.
mkdir -p target/web-opt
wasm-opt -Os --all-features --strip-debug --strip-producers \
    target/wasm32-unknown-unknown/wasm-release/nimlab.wasm -o target/web-opt/nimlab.wasm
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" target/web-opt/nimlab.wasm
cp web/index.html web/worker.js "$out/"

raw=$(stat -c %s "$out/nimlab_bg.wasm")
gzipped=$(gzip -9 -c "$out/nimlab_bg.wasm" | wc -c)
echo "target/web: nimlab_bg.wasm $((raw / 1024)) KiB, $((gzipped / 1024)) KiB gzipped"
