#!/usr/bin/env python3
"""Serves nimlab's web page (target/web/, built by scripts/web_build.sh) on this computer.

    python3 scripts/serve.py                 # http://localhost:8080, only this computer
    python3 scripts/serve.py --port 9000 --bind 0.0.0.0   # the classroom's network too

Unlike `python3 -m http.server` it sends the build's precompressed copies: a browser that
accepts brotli gets nimlab_bg.wasm.br (about a quarter of the wasm's size) with
`Content-Encoding: br`, one that accepts gzip the `.gz`, any other the plain file; each with
`Vary: Accept-Encoding` so that a cache between them keeps the two apart, and the wasm as
`application/wasm`, which the browser needs to compile it while it downloads. It answers
`304 Not Modified` to a browser that already has the file (`If-Modified-Since`): right after the
first visit the service worker copies the site for offline use, and on a classroom's shared link
that copy must not download the wasm a second time.
Python's standard library only.
"""

import argparse
import email.utils
import http.server
import os
import sys

# Best first: what a browser accepts is taken in this order.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))

TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
    ".png": "image/png",
}


def accepted(header):
    """The encodings an Accept-Encoding header allows (those with no q=0)."""
    names = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        weight = params.replace(" ", "").lower()
        if weight.startswith("q="):
            try:
                if float(weight[2:]) == 0:
                    continue
            except ValueError:
                continue
        names.add(name.strip().lower())
    return names


class Handler(http.server.SimpleHTTPRequestHandler):
    # Keep-alive: a page and its files come over one connection.
    protocol_version = "HTTP/1.1"
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            # The standard handler redirects "/folder" to "/folder/" (relative URLs need it).
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()
        allowed = accepted(self.headers.get("Accept-Encoding", ""))
        has_copy = False
        for encoding, suffix in ENCODINGS:
            copy = path + suffix
            if not os.path.isfile(copy):
                continue
            has_copy = True
            if encoding in allowed:
                return self.send_file(path, copy, encoding)
        return self.send_file(path, path, None, vary=has_copy)

    def send_file(self, path, body_path, encoding, vary=True):
        try:
            body = open(body_path, "rb")
        except OSError:
            self.send_error(404, "File not found")
            return None
        # Whole seconds, as the header says them; the plain file's time stands for its copies.
        modified = int(os.stat(path).st_mtime)
        if self.not_modified_since(modified):
            body.close()
            self.send_response(304)
            if vary:
                self.send_header("Vary", "Accept-Encoding")
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            return None
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
        self.send_header("Last-Modified", self.date_time_string(modified))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        if vary:
            self.send_header("Vary", "Accept-Encoding")
        # Always asked again (a 304-free check is cheap on a local link): a rebuilt site shows at
        # the next reload, and the service worker decides what is kept offline.
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        return body

    def not_modified_since(self, modified):
        """Whether the request's If-Modified-Since covers a file last changed at `modified`."""
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            since = email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return modified <= since


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description="Serve nimlab's web page with its compressed copies.")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--bind", default="127.0.0.1", help="0.0.0.0 to serve the whole network")
    parser.add_argument("--dir", default=os.path.join(here, "..", "target", "web"))
    args = parser.parse_args()
    site = os.path.abspath(args.dir)
    if not os.path.isfile(os.path.join(site, "index.html")):
        sys.exit(f"serve.py: no {site}/index.html; build it first: bash scripts/web_build.sh")

    def handler(*a, **kw):
        return Handler(*a, directory=site, **kw)

    server = http.server.ThreadingHTTPServer((args.bind, args.port), handler)
    host = "localhost" if args.bind in ("127.0.0.1", "0.0.0.0") else args.bind
    print(f"serving {site} at http://{host}:{args.port}/ (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
