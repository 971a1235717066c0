#!/usr/bin/env bash
# Renders nimlab's icon, assets/icon/nimlab.svg, into the committed PNGs and favicon.ico beside it:
#   nimlab-16/32/48.png  packed into favicon.ico (the browser's tab; PNG entries, as ICO allows)
#   nimlab-192/512.png   the web app manifest's icons (home screen, install, splash)
#   nimlab-256.png       the desktop window's icon (src/app/icon.rs embeds it)
# Run it after changing the SVG and commit the results: builds and CI only copy or embed them, so
# they need no SVG renderer. Needs rsvg-convert (Debian: librsvg2-bin, installed here if missing)
# and python3.
set -euo pipefail
cd "$(dirname "$0")/../assets/icon"

if ! command -v rsvg-convert >/dev/null; then
    as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get update -qq
    as_root apt-get install -y -qq --no-install-recommends librsvg2-bin >/dev/null
fi

for size in 16 32 48 192 256 512; do
    rsvg-convert --width "$size" --height "$size" nimlab.svg --output "nimlab-$size.png"
done

# An ICO is a directory of images; each entry here holds a whole PNG.
python3 - nimlab-16.png nimlab-32.png nimlab-48.png <<'PY'
import struct, sys

pngs = [open(name, "rb").read() for name in sys.argv[1:]]
offset = 6 + 16 * len(pngs)
directory, images = b"", b""
for png in pngs:
    width, height = struct.unpack(">II", png[16:24])  # from the PNG's IHDR chunk
    directory += struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(png), offset)
    images += png
    offset += len(png)
with open("favicon.ico", "wb") as out:
    out.write(struct.pack("<HHH", 0, 1, len(pngs)) + directory + images)
PY

ls -l nimlab.svg nimlab-*.png favicon.ico | awk '{ printf "%8d  %s\n", $5, $9 }'
