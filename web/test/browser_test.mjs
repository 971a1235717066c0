// Real-browser test of nimlab's web build.
//
// Serves target/web/ (built by scripts/web_build.sh) from a small static server on a free localhost
// port (server.mjs), in a folder (SITE_PATH) rather than at the root, as a school's web site would;
// opens it in Debian's headless Chromium (driven by playwright-core, software WebGL2 through
// SwiftShader). First a visit at 10 Mbit/s, timed (first_load.mjs), and the page's messages when
// nimlab cannot start (failures.mjs). Then what a person would see: the first frame arrives, the
// canvas shows a real picture, the game tree's job finishes, and clicking the Grundy and
// Matchsticks tabs changes the view and runs each tab's job. Then the classroom's offline copy
// (offline.mjs): the icons and manifest are served, the service worker controls the page, and
// with the network gone a reload draws the app again from the cache; a new build is offered on
// the page's Reload bar and brought by it. Last, the exports picked from
// the tabs' Export… menus arrive as downloads and are real files of their kind (downloads.mjs),
// the app's keys taken from the browser (keys.mjs), and the app on a phone, by touch (phone.mjs).
// Any console error, page error or failed request fails the run.
//
// Screenshots and the browser's console go to target/web-test/. Exit code 0 = pass, 1 = fail.
//
// Environment (all optional):
//   NIMLAB_WEB_DIR        the site to serve (default: <repo>/target/web)
//   NIMLAB_WEB_TEST_OUT   where artefacts go (default: <repo>/target/web-test)
//   CHROMIUM              the browser binary (default: Debian's /usr/lib/chromium/chromium, else /usr/bin/chromium)
//   NIMLAB_WEB_TEST_HEADED=1  show the window (needs a display)

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { checkIconsAndManifest, waitForServiceWorker, cacheContents, swFacts, newBuildOffersReload } from './offline.mjs';
import { firstLoadOnSlowLink } from './first_load.mjs';
import { serve } from './server.mjs';
import { servePyServesCompressed } from './serve_py.mjs';
import { failuresAreSaid } from './failures.mjs';
import { exportsArriveAsDownloads } from './downloads.mjs';
import { phoneLayoutAndTouch } from './phone.mjs';
import { keysAreTheApps } from './keys.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const siteDir = path.resolve(process.env.NIMLAB_WEB_DIR || path.join(repo, 'target', 'web'));
const outDir = path.resolve(process.env.NIMLAB_WEB_TEST_OUT || path.join(repo, 'target', 'web-test'));

const VIEWPORT = { width: 1280, height: 800 };
const FIRST_FRAME_TIMEOUT_MS = 60_000;
const JOB_TIMEOUT_MS = 60_000;
// The site's folder on the test server: nothing outside it is served, so a URL that is not
// relative to the page fails the run.
const SITE_PATH = '/lesson/nimlab/';
// Time for the service worker to copy the site (5 MB) into its cache.
const SERVICE_WORKER_TIMEOUT_MS = 60_000;

// The tab bar's buttons at 1280×800 (CSS pixels, device scale 1), measured from a screenshot of the
// web build (target/web-test/first-frame.png): the middle of each tab's label. Game tree is the
// tab open at the start; its place is only looked at, never clicked.
const GAME_TREE_TAB = { x: 122, y: 12 };
// The Survey panel's "Run the survey" button, with #state=(tab:Matchsticks,matchsticks:(panel:Survey)).
const SURVEY_BUTTON = { x: 1060, y: 213 };
// The survey solves two million layouts: seconds, not minutes, even in software.
const SURVEY_TIMEOUT_MS = 180_000;

const TABS = {
  grundy: { x: 224, y: 12, job: 'grundy-table', shot: 'grundy.png', label: 'Grundy numbers' },
  matchsticks: { x: 330, y: 12, job: 'match-solve', shot: 'matchsticks.png', label: 'Matchsticks' },
};

// Chromium's flags. The machine has no GPU and no network: WebGL2 comes from SwiftShader (software
// Vulkan under ANGLE), which Chromium only allows for WebGL with --enable-unsafe-swiftshader.
const CHROMIUM_ARGS = [
  '--no-sandbox', // we run as root (CI); the sandbox refuses root
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage', // small /dev/shm in containers
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];

const t0 = Date.now();
const secs = (ms) => (ms / 1000).toFixed(1) + ' s';
const say = (msg) => console.log(`[browser-test ${secs(Date.now() - t0).padStart(7)}] ${msg}`);

class TestFailure extends Error {}
const fail = (msg) => {
  throw new TestFailure(msg);
};

// ---------------------------------------------------------------- pixels

function decode(png) {
  return PNG.sync.read(png);
}

// Distinct colours and the share of pixels that differ from the most common (background) colour.
function pictureStats(img) {
  const counts = new Map();
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const c = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
    counts.set(c, (counts.get(c) || 0) + 1);
  }
  let bg = 0;
  let bgCount = 0;
  for (const [c, n] of counts) {
    if (n > bgCount) {
      bg = c;
      bgCount = n;
    }
  }
  const total = img.width * img.height;
  return {
    distinct: counts.size,
    background: '#' + bg.toString(16).padStart(6, '0'),
    foreground: (total - bgCount) / total,
  };
}

// The share of pixels whose colour differs noticeably (any channel by more than 16) between two shots.
function changedShare(a, b) {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      Math.abs(a.data[i] - b.data[i]) > 16 ||
      Math.abs(a.data[i + 1] - b.data[i + 1]) > 16 ||
      Math.abs(a.data[i + 2] - b.data[i + 2]) > 16
    ) {
      changed++;
    }
  }
  return changed / (a.width * a.height);
}

// The most common colour in a box: a tab button's fill (the selected tab is filled, the others not).
function dominantColour(img, x0, y0, x1, y1) {
  const counts = new Map();
  for (let y = Math.max(0, y0); y < Math.min(img.height, y1); y++) {
    for (let x = Math.max(0, x0); x < Math.min(img.width, x1); x++) {
      const i = (y * img.width + x) * 4;
      const c = (img.data[i] << 16) | (img.data[i + 1] << 8) | img.data[i + 2];
      counts.set(c, (counts.get(c) || 0) + 1);
    }
  }
  let best = 0;
  let bestN = -1;
  for (const [c, n] of counts) {
    if (n > bestN) {
      best = c;
      bestN = n;
    }
  }
  return '#' + best.toString(16).padStart(6, '0');
}

// The fill of a tab button (a box around its label): the selected tab is filled, the others not.
function tabFill(img, tab) {
  return dominantColour(img, tab.x - 20, tab.y - 8, tab.x + 20, tab.y + 8);
}

// ---------------------------------------------------------------- the test

async function main() {
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    fail(`no site to test: ${siteDir}/index.html is missing (run scripts/web_build.sh first)`);
  }
  fs.mkdirSync(outDir, { recursive: true });
  for (const f of fs.readdirSync(outDir)) {
    if (f.endsWith('.png') || f.endsWith('.log')) fs.rmSync(path.join(outDir, f));
  }

  const executablePath =
    process.env.CHROMIUM ||
    ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ||
    fail('no Chromium: install Debian\'s chromium (apt-get install chromium) or set CHROMIUM');

  const server = await serve(siteDir, SITE_PATH);
  const base = `http://127.0.0.1:${server.address().port}${SITE_PATH}`;
  say(`serving ${path.relative(process.cwd(), siteDir) || '.'} at ${base}`);

  const browser = await chromium.launch({
    executablePath,
    headless: process.env.NIMLAB_WEB_TEST_HEADED !== '1',
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
  say(`Chromium ${browser.version()} (${executablePath})`);

  const consoleLog = []; // every console line of every page, for target/web-test/console.log
  const problems = []; // console errors, page errors, failed requests: each fails the run
  const contexts = [];
  const newPage = async (options = {}) => {
    // A fresh context per page load: nothing remembered (local storage) leaks from one to the next.
    // acceptDownloads (playwright's default, said here because the exports step relies on it): a
    // download is kept for the test to read, not cancelled. `options`: more of the context's
    // (a locale, say).
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      acceptDownloads: true,
      ...options,
    });
    contexts.push(context);
    return context.newPage();
  };

  // Opens the app at index.html + hash and watches its console; `tag` names it in the logs. In a
  // fresh context, or in `context` (a second page of a browser that has been here before);
  // `prepare(page)`, if given, runs before the page is loaded (to slow its network, say).
  const openApp = async (hash, tag, context, prepare) => {
    const page = context ? await context.newPage() : await newPage();
    const lines = []; // this page's console text, in order, with the time it arrived
    page.on('console', (msg) => {
      const text = msg.text();
      const where = msg.worker() ? ' (worker)' : '';
      consoleLog.push(`${secs(Date.now() - t0)} [${tag}] ${msg.type()}${where}: ${text}`);
      lines.push({ at: Date.now(), text });
      if (msg.type() === 'error') problems.push(`[${tag}] console.error${where}: ${text}`);
    });
    page.on('pageerror', (err) => problems.push(`[${tag}] page error: ${err.stack || err.message || err}`));
    page.on('crash', () => problems.push(`[${tag}] the page crashed`));
    page.on('requestfailed', (req) =>
      problems.push(
        `[${tag}] request failed: ${req.method()} ${req.url()} (${req.failure()?.errorText}) at ${secs(Date.now() - t0)}` +
          `${req.serviceWorker() ? ', from the service worker' : ''}, ${req.resourceType()}`,
      ),
    );
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`[${tag}] HTTP ${res.status()} for ${res.url()}`);
    });

    // Waits until a console line matches `re`, looking at lines from index `from` on; fails early
    // if any page reported a problem meanwhile.
    const waitForLine = async (re, from, timeoutMs, what) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (let i = from; i < lines.length; i++) {
          const m = lines[i].text.match(re);
          if (m) return { m, index: i, at: lines[i].at };
        }
        if (problems.length) fail(`while waiting for ${what}, the page reported:\n  ${problems.join('\n  ')}`);
        if (Date.now() > deadline) fail(`[${tag}] no ${what} within ${secs(timeoutMs)} (console line matching ${re})`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const shot = async (name) => decode(await page.screenshot({ path: path.join(outDir, name) }));
    // Two animation frames and a little more, so what egui painted after the last log line is on screen.
    const settle = () =>
      page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))),
      );

    // Loads (or, with `reload`, reloads) the page and waits for the canvas and the first frame.
    const load = async (how) => {
      const from = lines.length;
      const loadStart = Date.now();
      if (how === 'reload') await page.reload({ waitUntil: 'load', timeout: 60_000 });
      else await page.goto(base + 'index.html' + hash, { waitUntil: 'load', timeout: 60_000 });
      const canvasCount = await page.locator('canvas#nimlab_canvas').count();
      if (canvasCount !== 1) fail(`[${tag}] expected one <canvas id="nimlab_canvas">, found ${canvasCount}`);
      const first = await waitForLine(/nimlab: first frame after (\d+) ms/, from, FIRST_FRAME_TIMEOUT_MS, 'first frame');
      return { firstFrameMs: Number(first.m[1]), wallMs: Date.now() - loadStart };
    };
    if (prepare) await prepare(page);
    const loaded = await load('goto');
    return { page, lines, waitForLine, shot, settle, reload: () => load('reload'), ...loaded };
  };

  try {
    // WebGL2 first, on a blank page: a clear message beats a first-frame timeout.
    const probe = await newPage();
    const gl = await probe.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = c.height = 4;
      const g = c.getContext('webgl2');
      if (!g) return null;
      g.clearColor(1, 0.5, 0, 1);
      g.clear(g.COLOR_BUFFER_BIT);
      const px = new Uint8Array(4);
      g.readPixels(1, 1, 1, 1, g.RGBA, g.UNSIGNED_BYTE, px);
      const info = g.getExtension('WEBGL_debug_renderer_info');
      return {
        version: g.getParameter(g.VERSION),
        renderer: info ? g.getParameter(info.UNMASKED_RENDERER_WEBGL) : g.getParameter(g.RENDERER),
        pixel: Array.from(px),
      };
    });
    if (!gl) fail('WebGL2 is not available in this headless Chromium (see CHROMIUM_ARGS)');
    if (gl.pixel[0] !== 255 || Math.abs(gl.pixel[1] - 128) > 1 || gl.pixel[2] !== 0) {
      fail(`WebGL2 does not draw: cleared to orange, read back ${gl.pixel}`);
    }
    say(`WebGL2 works: ${gl.version}; renderer ${gl.renderer}`);
    await probe.close();

    // 0. README's server sends the compressed copies; a first visit at a school's 10 Mbit/s: the progress bar within a second, then the app;
    // and the page's messages when nimlab cannot start.
    await servePyServesCompressed({ repo, siteDir, fail, say });
    const slow = await firstLoadOnSlowLink({ openApp, server, outDir, fail, say });
    await slow.page.close();
    await failuresAreSaid({ newPage, base, siteDir, outDir, fail, say });

    // 1. Load with no state: the game-tree tab; first frame.
    const app = await openApp('', 'default');
    const { page, lines, waitForLine, shot, settle } = app;
    say(`first frame after ${app.firstFrameMs} ms (the app's count from navigation start; ${app.wallMs} ms from goto here)`);

    // 2. The canvas shows a picture, not a blank or single-colour page.
    await settle();
    const firstImg = await shot('first-frame.png');
    const st = pictureStats(firstImg);
    say(
      `first frame: ${st.distinct} distinct colours, ${(st.foreground * 100).toFixed(1)}% of pixels ` +
        `not background ${st.background}`,
    );
    if (st.distinct < 64 || st.foreground < 0.01) {
      fail(
        `the canvas looks blank: ${st.distinct} distinct colours (want >= 64), ` +
          `${(st.foreground * 100).toFixed(2)}% non-background pixels (want >= 1%); see ${outDir}/first-frame.png`,
      );
    }

    // 3. The game tree's job.
    const tree = await waitForLine(/nimlab: job tree-analysis done in (\d+) ms/, 0, JOB_TIMEOUT_MS, 'tree-analysis job');
    say(`job tree-analysis done in ${tree.m[1]} ms`);
    await settle();
    let before = await shot('tree.png');

    // 4. Click the tabs, one after the other.
    const results = [];
    for (const [name, tab] of Object.entries(TABS)) {
      const from = lines.length;
      const fillBefore = tabFill(before, tab);
      // As a person would: move onto the tab, then press and release (egui sees hover, then a click).
      await page.mouse.move(tab.x, tab.y);
      await page.waitForTimeout(100);
      const clickAt = Date.now();
      await page.mouse.click(tab.x, tab.y, { delay: 50 });
      const job = await waitForLine(
        new RegExp(`nimlab: job ${tab.job} done in (\\d+) ms`),
        from,
        JOB_TIMEOUT_MS,
        `${tab.job} job after clicking the ${tab.label} tab at (${tab.x}, ${tab.y})`,
      );
      await settle();
      const after = await shot(tab.shot);
      const changed = changedShare(before, after);
      const fillAfter = tabFill(after, tab);
      say(
        `${tab.label}: job ${tab.job} done in ${job.m[1]} ms (${job.at - clickAt} ms after the click); ` +
          `${(changed * 100).toFixed(1)}% of pixels changed; tab fill ${fillBefore} -> ${fillAfter}`,
      );
      if (changed < 0.03) {
        fail(`clicking ${tab.label} at (${tab.x}, ${tab.y}) barely changed the view (${(changed * 100).toFixed(2)}% of pixels)`);
      }
      if (fillBefore === fillAfter) {
        fail(`the ${tab.label} tab at (${tab.x}, ${tab.y}) does not look selected after the click (its fill stayed ${fillAfter})`);
      }
      results.push(`${tab.job} ${job.m[1]} ms`);
      before = after;
    }
    await settle();

    // 4b. The page's icons and manifest are served; the service worker has copied the site.
    say(`served: ${await checkIconsAndManifest(page, base, fail)}`);
    const sw = await waitForServiceWorker(page, fail, SERVICE_WORKER_TIMEOUT_MS);
    if (sw.scope !== base) fail(`the service worker's scope is ${sw.scope}, not the site's folder ${base}`);
    const { build, files } = swFacts(fs.readFileSync(path.join(siteDir, 'sw.js'), 'utf8'));
    if (!build || build === 'unbuilt') fail(`target/web/sw.js names no build (BUILD = ${build})`);
    const cached = await cacheContents(page);
    const cache = cached.find((c) => c.name === `nimlab ${base} ${build}`);
    if (cached.length !== 1 || !cache) fail(`expected one cache "nimlab ${base} ${build}", found ${cached.map((c) => c.name)}`);
    const missing = files.filter((f) => !cache.entries.some((e) => e.path === SITE_PATH + f));
    if (missing.length) fail(`the offline copy lacks ${missing.join(', ')}`);
    const storage = await page.evaluate(() => navigator.storage.estimate());
    const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;
    say(
      `service worker active, controlling the page, scope ${sw.scope}; cache "${cache.name}": ` +
        `${cache.entries.length} files, ${kib(cache.bytes)} (the browser counts ${kib(storage.usage)} used by the origin)`,
    );

    // 4c. The network goes (the browser offline, the server deaf) and the page is reloaded: it
    // draws from the cache alone, and a tab's job runs in a web worker started from the cache.
    const reloadFrom = lines.length;
    await page.context().setOffline(true);
    server.down = true;
    const offline = await app.reload();
    const offlineJob = await waitForLine(/nimlab: job (\S+) done in (\d+) ms/, reloadFrom, JOB_TIMEOUT_MS, 'a job after the offline reload');
    await settle();
    const offlineImg = await shot('offline.png');
    const offlineStats = pictureStats(offlineImg);
    server.down = false;
    await page.context().setOffline(false);
    // The browser may check for a new sw.js on a navigation; anything else should have come from the cache.
    const fromNetwork = server.askedWhileDown.filter((p) => p !== SITE_PATH + 'sw.js');
    say(
      `offline reload: first frame after ${offline.firstFrameMs} ms, job ${offlineJob.m[1]} done in ${offlineJob.m[2]} ms; ` +
        `${offlineStats.distinct} distinct colours, ${(offlineStats.foreground * 100).toFixed(1)}% not background; ` +
        `asked of the network meanwhile: ${server.askedWhileDown.join(', ') || 'nothing'}`,
    );
    if (fromNetwork.length) fail(`offline, the page still asked the network for ${fromNetwork.join(', ')}`);
    if (offlineStats.distinct < 64 || offlineStats.foreground < 0.01) {
      fail(`offline, the canvas looks blank; see ${outDir}/offline.png`);
    }

    // 4d. A new build is offered on the page's bar; its Reload brings the new build.
    await newBuildOffersReload({ app, server, base, outDir, fail, say, timeoutMs: SERVICE_WORKER_TIMEOUT_MS });
    await page.close();

    // 5. A starting state in the URL hash: the Grundy tab open from the start, its job run.
    const hashState = '(tab:Grundy)';
    const linked = await openApp('#state=' + encodeURIComponent(hashState), 'hash');
    const grundyJob = await linked.waitForLine(/nimlab: job grundy-table done in (\d+) ms/, 0, JOB_TIMEOUT_MS, 'grundy-table job');
    await linked.settle();
    const linkedImg = await linked.shot('hash-grundy.png');
    const grundyFill = tabFill(linkedImg, TABS.grundy);
    const treeFill = tabFill(linkedImg, GAME_TREE_TAB);
    say(
      `#state=${hashState}: first frame after ${linked.firstFrameMs} ms, job grundy-table done in ${grundyJob.m[1]} ms; ` +
        `Grundy tab fill ${grundyFill}, Game tree tab fill ${treeFill}`,
    );
    if (grundyFill === treeFill) {
      fail(`with #state=${hashState} the Grundy tab does not look selected (same fill as the Game tree tab: ${grundyFill})`);
    }
    await linked.page.close();

    // 5b. Work started by a button runs in a worker while the page keeps drawing: the matchstick paper's
    // survey (two million layouts), from the Survey panel's "Run the survey" button.
    const surveyState = '(tab:Matchsticks,matchsticks:(panel:Survey))';
    const survey = await openApp('#state=' + encodeURIComponent(surveyState), 'survey');
    await survey.waitForLine(/nimlab: job match-solve done/, 0, JOB_TIMEOUT_MS, 'match-solve job before the survey');
    await survey.settle();
    const surveyBefore = await survey.shot('survey-before.png');
    // The longest gap between animation frames while the survey runs: the page must not freeze.
    await survey.page.evaluate(() => {
      window.__gaps = { last: performance.now(), max: 0, frames: 0 };
      const tick = (now) => {
        const g = window.__gaps;
        g.max = Math.max(g.max, now - g.last);
        g.last = now;
        g.frames += 1;
        if (!g.stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const fromSurvey = survey.lines.length;
    await survey.page.mouse.move(SURVEY_BUTTON.x, SURVEY_BUTTON.y);
    await survey.page.waitForTimeout(100);
    await survey.page.mouse.click(SURVEY_BUTTON.x, SURVEY_BUTTON.y, { delay: 50 });
    const surveyJob = await survey.waitForLine(
      /nimlab: job match-survey done in (\d+) ms/,
      fromSurvey,
      SURVEY_TIMEOUT_MS,
      `match-survey job after clicking "Run the survey" at (${SURVEY_BUTTON.x}, ${SURVEY_BUTTON.y})`,
    );
    const gaps = await survey.page.evaluate(() => {
      window.__gaps.stop = true;
      return window.__gaps;
    });
    await survey.settle();
    const surveyAfter = await survey.shot('survey.png');
    const surveyChanged = changedShare(surveyBefore, surveyAfter);
    say(
      `survey: job match-survey done in ${surveyJob.m[1]} ms; meanwhile the page drew ${gaps.frames} frames, ` +
        `the longest gap ${gaps.max.toFixed(0)} ms; ${(surveyChanged * 100).toFixed(1)}% of pixels changed (the table)`,
    );
    // The table is a few rows of text in the side panel: about 0.5% of the window.
    if (surveyChanged < 0.002) fail('the survey finished but its table did not appear (see survey.png)');
    await survey.page.close();

    // 5c. Exports arrive as downloads: from the Matchsticks tab's Export… menu the puzzle as SVG,
    // PNG and PDF and a worksheet with its key (each drawn in a worker), then the Grundy tab's
    // values as CSV; each file is read back and checked (downloads.mjs).
    const exportsFrom = Date.now();
    const exporting = await openApp('#state=' + encodeURIComponent('(tab:Matchsticks)'), 'exports');
    await exporting.waitForLine(/nimlab: job match-solve done/, 0, JOB_TIMEOUT_MS, 'match-solve job before the exports');
    const downloads = await exportsArriveAsDownloads({
      app: exporting,
      grundyTab: TABS.grundy,
      problems,
      outDir,
      fail,
      say,
      changedShare,
      timeoutMs: JOB_TIMEOUT_MS,
    });
    await exporting.page.close();
    say(`exports: ${downloads.length} downloads checked in ${secs(Date.now() - exportsFrom)}`);

    // 5c'. The app's keys are taken from the browser, the browser's own left to it (keys.mjs).
    await keysAreTheApps({ openApp, fail, say });

    // 5d. On a phone (390 px, touch only): each tab, the top bar's buttons tapped, a stick dragged
    // by touch and a tree node tapped (phone.mjs).
    await phoneLayoutAndTouch({ browser, contexts, openApp, outDir, fail, say, changedShare, decode });

    // 6. Nothing went wrong along the way. Warnings are allowed, but counted.
    if (problems.length) fail(`the page reported:\n  ${problems.join('\n  ')}`);
    const warnings = consoleLog.filter((l) => / warning(?: \(worker\))?: /.test(l));
    if (warnings.length) say(`${warnings.length} console warning(s), allowed; first: ${warnings[0]}`);

    say(
      `PASS: at 10 Mbit/s progress bar ${slow.progressMs} ms and first frame ${slow.firstFrameMs} ms; ` +
        `first frame ${app.firstFrameMs} ms, tree-analysis ${tree.m[1]} ms, ${results.join(', ')}, ` +
        `#state= start ok, offline reload ok (cache ${kib(cache.bytes)}), ${downloads.length} exports downloaded, phone ok; ` +
        `screenshots in ${path.relative(process.cwd(), outDir) || '.'}/`,
    );
  } finally {
    fs.writeFileSync(path.join(outDir, 'console.log'), consoleLog.join('\n') + '\n');
    for (const c of contexts) await c.close().catch(() => {});
    await browser.close().catch(() => {});
    server.close();
  }
}


main().then(
  () => {
    console.log('browser-test: 1 passed, 0 failed');
    process.exit(0);
  },
  (err) => {
    const msg = err instanceof TestFailure ? err.message : err.stack || String(err);
    console.error(`[browser-test] FAIL: ${msg}`);
    console.error(`[browser-test] console log and screenshots: ${outDir}/`);
    console.log('browser-test: 0 passed, 1 failed');
    process.exit(1);
  },
);
