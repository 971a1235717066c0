// The browser test's failures (called by browser_test.mjs): when nimlab cannot start, the page
// says why and what to do instead of waiting forever. Opened from a file (a server is needed),
// in a browser without WebGL2 (said before the download starts; in Korean, for a Korean browser),
// with the wasm missing on the server (the file and the HTTP status named) or not compiling, and
// with web workers that cannot load (the app runs, but the page says its jobs will not). Each
// page waits for its message, looked at in a screenshot; these pages' console errors are
// expected and not counted as the run's problems.

import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PROBLEM = '#problem:not([hidden])';
const TIMEOUT_MS = 30_000;

// A screenshot to look at, taken again once if a busy machine's Chromium cannot capture it at
// the first try (it happened once with the machine's load at 11 on 2 cores).
async function look(page, file) {
  try {
    await page.screenshot({ path: file });
  } catch {
    await page.waitForTimeout(500);
    await page.screenshot({ path: file });
  }
}

export async function failuresAreSaid({ newPage, base, siteDir, outDir, fail, say }) {
  const said = [];
  const problemText = async (page, shot) => {
    await page.waitForSelector(PROBLEM, { timeout: TIMEOUT_MS });
    await look(page, path.join(outDir, shot));
    if (await page.locator('#loading').isVisible()) fail(`${shot}: the progress bar is still shown beside the message`);
    return (await page.locator('#problem').innerText()).replace(/\s+/g, ' ');
  };

  // From a file: the page cannot load its program; it names the command that serves it.
  const fromFile = await newPage();
  await fromFile.goto(pathToFileURL(path.join(siteDir, 'index.html')).href);
  const fileText = await problemText(fromFile, 'from-file.png');
  if (!fileText.includes('python3 scripts/serve.py') || !fileText.includes('web server')) {
    fail(`opened from a file, the page does not say to serve it: "${fileText}"`);
  }
  said.push('file://');
  await fromFile.close();

  // No WebGL2: said before the 9 MB download is even asked for; in Korean for a Korean browser.
  const noWebgl = await newPage({ locale: 'ko-KR' });
  await noWebgl.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
      return kind === 'webgl2' ? null : getContext.call(this, kind, ...rest);
    };
  });
  const asked = [];
  noWebgl.on('request', (req) => asked.push(new URL(req.url()).pathname));
  await noWebgl.goto(base + 'index.html');
  const webglText = await problemText(noWebgl, 'no-webgl2.png');
  if (!webglText.includes('WebGL2') || !webglText.includes('이 브라우저에서는 nimlab을 그릴 수 없습니다')) {
    fail(`without WebGL2, in a Korean browser, the page says: "${webglText}"`);
  }
  if (asked.some((p) => p.endsWith('.wasm'))) fail(`without WebGL2 the page still downloaded the wasm: ${asked.join(', ')}`);
  said.push('no WebGL2 (in Korean, no download)');
  await noWebgl.close();

  // The wasm missing on the server: the file and the status.
  const missing = await newPage();
  await missing.route('**/nimlab_bg.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await missing.goto(base + 'index.html');
  const missingText = await problemText(missing, 'wasm-missing.png');
  if (!missingText.includes('nimlab_bg.wasm') || !missingText.includes('HTTP 404')) {
    fail(`with the wasm missing the page says: "${missingText}"`);
  }
  said.push('wasm HTTP 404');
  await missing.close();

  // A wasm that does not compile (a damaged file, or a server's error page sent as 200).
  const damaged = await newPage();
  await damaged.route('**/nimlab_bg.wasm', (route) =>
    route.fulfill({ status: 200, contentType: 'application/wasm', body: '<html>not a module</html>' }),
  );
  await damaged.goto(base + 'index.html');
  const damagedText = await problemText(damaged, 'wasm-damaged.png');
  if (!damagedText.includes('nimlab_bg.wasm did not compile')) fail(`with a damaged wasm the page says: "${damagedText}"`);
  said.push('wasm not compiling');
  await damaged.close();

  // Workers that cannot load: the app starts, its first job's worker fails, the page says so.
  // Without a service worker: once it controls the page it answers worker.js from its cache,
  // which the route below does not see (whether it did came down to a race with the first job).
  const noWorker = await newPage({ serviceWorkers: 'block' });
  await noWorker.route('**/worker.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  const workerConsole = [];
  noWorker.on('console', (msg) => workerConsole.push(`${msg.type()}: ${msg.text()}`));
  await noWorker.goto(base + 'index.html');
  await noWorker.waitForSelector('#worker_failed:not([hidden])', { timeout: TIMEOUT_MS * 2 }).catch(async (err) => {
    await noWorker.screenshot({ path: path.join(outDir, 'worker-failed.png') }).catch(() => {});
    fail(`with workers failing, the page said nothing (${err.message}); its console:\n  ${workerConsole.join('\n  ')}`);
  });
  await look(noWorker, path.join(outDir, 'worker-failed.png'));
  const workerText = (await noWorker.locator('#worker_failed').innerText()).replace(/\s+/g, ' ');
  if (!workerText.includes('will not run')) fail(`with workers failing the page says: "${workerText}"`);
  said.push('worker failed');
  await noWorker.close();

  say(`failures said on the page: ${said.join(', ')}`);
}
