// The browser test's web server (used by browser_test.mjs): serves the built site as
// scripts/serve.py does (the .br or .gz copy where the browser accepts it, a 304 to a browser that
// has the file already) from a folder of a free localhost port, with switches to take the network
// away and to serve a new build's sw.js, and a record of what it sent.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// Serves `root` at `sitePath`. Two switches for the offline checks: `down` drops every connection
// (the network is gone; what was asked for is kept in `askedWhileDown`), and `nextBuild` serves
// sw.js as a new build would (another BUILD).
export function serve(root, sitePath) {
  const server = http.createServer((req, res) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (server.down) {
      server.askedWhileDown.push(urlPath);
      req.socket.destroy();
      return;
    }
    if (!urlPath.startsWith(sitePath)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`not found: the site is in ${sitePath}`);
      return;
    }
    urlPath = '/' + urlPath.slice(sitePath.length);
    if (urlPath.endsWith('/')) urlPath += 'index.html';
    const file = path.join(root, urlPath);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    // As scripts/serve.py does: the build's .br or .gz copy where the browser accepts it (not for
    // a sw.js rewritten as a new build's).
    const rewrite = urlPath === '/sw.js' && server.nextBuild;
    const encoding = rewrite ? null : precompressed(file, req.headers['accept-encoding'] || '');
    // And a 304 to a browser that has the file already (If-Modified-Since), as serve.py does.
    let modified = null;
    try {
      modified = Math.floor(fs.statSync(file).mtimeMs / 1000) * 1000;
    } catch {}
    const since = Date.parse(req.headers['if-modified-since'] || '');
    if (!rewrite && modified !== null && !Number.isNaN(since) && modified <= since) {
      server.sent.push({ path: urlPath, status: 304, encoding: null, bytes: 0 });
      res.writeHead(304, { Vary: 'Accept-Encoding', 'Cache-Control': 'no-cache' }).end();
      return;
    }
    fs.readFile(encoding ? file + encoding.suffix : file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      if (rewrite) {
        body = Buffer.from(body.toString().replace(/^const BUILD = "([^"]+)";/m, 'const BUILD = "$1-next";'));
      }
      const type = MIME[path.extname(file).toLowerCase()] || 'application/octet-stream';
      // no-cache as serve.py says it: with no-store, Chromium reports the page's counted wasm
      // download as aborted (ERR_ABORTED) once it is compiled, though every byte arrived.
      const headers = { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'no-cache' };
      if (!rewrite) headers['Last-Modified'] = new Date(modified).toUTCString();
      if (encoding) headers['Content-Encoding'] = encoding.name;
      if (encoding || fs.existsSync(file + '.br') || fs.existsSync(file + '.gz')) headers.Vary = 'Accept-Encoding';
      server.sent.push({ path: urlPath, status: 200, encoding: encoding?.name || null, bytes: body.length });
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  server.down = false;
  server.askedWhileDown = [];
  server.sent = []; // what was answered: path, encoding, bytes on the wire
  server.nextBuild = false;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server)); // port 0: a free port
  });
}

// The precompressed copy of `file` to send for this Accept-Encoding, brotli first, or null.
function precompressed(file, acceptEncoding) {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name.trim().toLowerCase());
  for (const [name, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (accepted.includes(name) && fs.existsSync(file + suffix)) return { name, suffix };
  }
  return null;
}
