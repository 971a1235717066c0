#!/usr/bin/env bash
# Builds nimlab for the browser into target/web/, a static folder any web server can host, from
# any folder: index.html, worker.js, nimlab.js and nimlab_bg.wasm; sw.js (the service worker that
# keeps the site for offline use) with this build's hash written in, manifest.json, and the icons
# from assets/icon/. Beside the big files (the wasm and the scripts) it writes precompressed
# copies, `.br` (brotli) and `.gz`, that scripts/serve.py and most hosts send to browsers that
# accept them: the wasm goes over the network at about a third of its size.
#
# Two steps:
#   compile   cargo (wasm32, the wasm-release profile), wasm-opt, wasm-bindgen: writes
#             nimlab.js and nimlab_bg.wasm (minutes; needs the tools scripts/web_test.sh installs:
#             the wasm32-unknown-unknown target, wasm-bindgen-cli at Cargo.lock's version, and
#             wasm-opt from Debian's binaryen);
#   assemble  copies the page, worker, manifest and icons beside them, compresses, checks sw.js's
#             file list and writes its build hash (seconds; needs brotli and gzip).
#   bash scripts/web_build.sh                   both steps
#   bash scripts/web_build.sh --assemble-only   only the second, around the nimlab.js and
#                                               nimlab_bg.wasm already in target/web/ (after a
#                                               change to web/ alone, or where no Rust is built)
# NIMLAB_WEB_URL (optional, compile step): the address the site will be published at, read by
# the Rust build so that Copy link gives links to it (.github/workflows/pages.yml sets it).
# Serve the result with scripts/serve.py (it sends the compressed copies):
#   python3 scripts/serve.py          # then open http://localhost:8080
set -euo pipefail
cd "$(dirname "$0")/.."

out=target/web
case "${1:-}" in
    "") assemble_only=0 ;;
    --assemble-only) assemble_only=1 ;;
    *) echo "usage: $0 [--assemble-only]" >&2; exit 2 ;;
esac

if [ "$assemble_only" = 0 ]; then
    cargo rustc --quiet --lib --profile wasm-release --target wasm32-unknown-unknown --crate-type cdylib
    # wasm-opt goes first: Debian's binaryen (108) breaks the reference-type table that
    # wasm-bindgen's output declares, and is safe on the compiler's output.
    mkdir -p target/web-opt
    wasm-opt -Os --all-features --strip-debug --strip-producers \
        target/wasm32-unknown-unknown/wasm-release/nimlab.wasm -o target/web-opt/nimlab.wasm
    rm -rf "$out"
    mkdir -p "$out"
    wasm-bindgen --target web --no-typescript --out-dir "$out" target/web-opt/nimlab.wasm
else
    for compiled in nimlab.js nimlab_bg.wasm; do
        [ -f "$out/$compiled" ] || { echo "web build: no $out/$compiled to assemble around; run without --assemble-only" >&2; exit 1; }
    done
    # Everything but the compiled pair goes: a file dropped from web/ must not linger.
    find "$out" -mindepth 1 -maxdepth 1 ! -name nimlab.js ! -name nimlab_bg.wasm -exec rm -rf {} +
fi

# The page shows a percentage while the wasm downloads; a server that compresses it sends no
# usable length, so the page is told the real size here.
wasm_bytes=$(stat -c %s "$out/nimlab_bg.wasm")
sed "s/data-wasm-bytes=\"0\"/data-wasm-bytes=\"$wasm_bytes\"/" web/index.html >"$out/index.html"
grep -q "data-wasm-bytes=\"$wasm_bytes\"" "$out/index.html" || { echo "web build: no data-wasm-bytes=\"0\" in web/index.html" >&2; exit 1; }
cp web/worker.js web/manifest.json "$out/"
cp assets/icon/favicon.ico assets/icon/nimlab.svg assets/icon/nimlab-192.png assets/icon/nimlab-512.png "$out/"

# The service worker caches what its FILES list names: that must be the whole site but itself
# (the compressed copies are the same files on the wire, never cache entries).
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

# Precompressed copies of the files worth it (the small ones gain nothing that matters). -n:
# no name or time in the .gz, so the same build gives the same bytes.
for file in nimlab_bg.wasm nimlab.js worker.js index.html sw.js; do
    gzip -9 -n -c "$out/$file" >"$out/$file.gz"
    brotli -q 11 -f -o "$out/$file.br" "$out/$file"
done

size() { stat -c %s "$1"; }
kib() { echo "$(($(size "$1") / 1024)) KiB"; }
site=$(cd "$out" && du -cb $listed sw.js | tail -1 | cut -f1)
echo "target/web: nimlab_bg.wasm $(kib "$out/nimlab_bg.wasm"), $(kib "$out/nimlab_bg.wasm.gz") gzipped," \
    "$(kib "$out/nimlab_bg.wasm.br") brotli; the whole site (the offline copy) $((site / 1024)) KiB; build $build"
