// The browser test's check of README's server, scripts/serve.py (called by browser_test.mjs): it
// runs it on a free port and asks for the wasm as a browser would. With brotli accepted it must
// answer the .br copy as `Content-Encoding: br`, `application/wasm` and `Vary: Accept-Encoding`,
// whose bytes decode to the wasm itself; with gzip only, the .gz copy; with neither, the plain
// file; and `304` to a request that has the file already (If-Modified-Since).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// One GET with these headers: the status, the headers and the raw body (not decoded).
const get = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

export async function servePyServesCompressed({ repo, siteDir, fail, say }) {
  const port = await freePort();
  const server = spawn('python3', [path.join(repo, 'scripts', 'serve.py'), '--port', String(port), '--dir', siteDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  try {
    const url = `http://127.0.0.1:${port}/nimlab_bg.wasm`;
    const deadline = Date.now() + 10_000;
    while (!output.includes('serving')) {
      if (server.exitCode !== null || Date.now() > deadline) fail(`scripts/serve.py did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const wasm = fs.readFileSync(path.join(siteDir, 'nimlab_bg.wasm'));
    const answers = [];
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['identity', undefined, (b) => b],
    ]) {
      const res = await get(url, { 'Accept-Encoding': accept });
      const facts = `${res.status}, ${res.headers['content-type']}, encoding ${res.headers['content-encoding']}, vary ${res.headers.vary}`;
      if (res.status !== 200 || res.headers['content-type'] !== 'application/wasm' || res.headers.vary !== 'Accept-Encoding') {
        fail(`serve.py, Accept-Encoding "${accept}": ${facts}`);
      }
      if (res.headers['content-encoding'] !== encoding) fail(`serve.py, Accept-Encoding "${accept}": ${facts}, want ${encoding}`);
      if (!decode(res.body).equals(wasm)) fail(`serve.py, Accept-Encoding "${accept}": the body is not the wasm`);
      answers.push(`${encoding || 'plain'} ${(res.body.length / 1e6).toFixed(2)} MB`);
    }
    const first = await get(url, { 'Accept-Encoding': 'br' });
    const again = await get(url, { 'Accept-Encoding': 'br', 'If-Modified-Since': first.headers['last-modified'] });
    if (again.status !== 304 || again.body.length) fail(`serve.py answers a request that has the wasm with ${again.status}, not 304`);
    say(`scripts/serve.py sends the wasm as ${answers.join(', ')} by Accept-Encoding, and 304 when the browser has it`);
  } finally {
    server.kill();
  }
}
