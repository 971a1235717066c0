#!/usr/bin/env bash
# Builds nimlab for the browser into target/web/, a static folder any web server can host, from
# any folder: index.html, worker.js, nimlab.js and nimlab_bg.wasm; sw.js (the service worker that
# keeps the site for offline use) with this build's hash written in, manifest.json, and the icons
# from assets/icon/.
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
cp web/index.html web/worker.js web/manifest.json "$out/"
cp assets/icon/favicon.ico assets/icon/nimlab.svg assets/icon/nimlab-192.png assets/icon/nimlab-512.png "$out/"

# The service worker caches what its FILES list names: that must be the whole site but itself.
listed=$(grep -o '"\./[^"]*"' web/sw.js | tr -d '"' | sed 's|^\./||' | sort -u)
present=$(cd "$out" && ls | sort)
if [ "$listed" != "$present" ]; then
    echo "web build: web/sw.js's FILES and the files in $out differ:" >&2
    diff <(echo "$listed") <(echo "$present") >&2 || true
    exit 1
fi
# Its cache is named after the build: a hash of those files and of sw.js itself, so any change
# makes a new cache.
build=$( (cd "$out" && cat $listed) | cat - web/sw.js | sha256sum | cut -c1-16)
sed "s/^const BUILD = \"unbuilt\";/const BUILD = \"$build\";/" web/sw.js >"$out/sw.js"
grep -q "^const BUILD = \"$build\";" "$out/sw.js" || { echo "web build: no BUILD line in web/sw.js" >&2; exit 1; }

raw=$(stat -c %s "$out/nimlab_bg.wasm")
gzipped=$(gzip -9 -c "$out/nimlab_bg.wasm" | wc -c)
site=$(du -cb "$out"/* | tail -1 | cut -f1)
echo "target/web: nimlab_bg.wasm $((raw / 1024)) KiB, $((gzipped / 1024)) KiB gzipped;" \
    "the whole site (the offline copy) $((site / 1024)) KiB; build $build"
