// The browser test's checks of the page's offline copy and icons (called by browser_test.mjs):
// the icons and the web app manifest are served as index.html names them; the service worker
// (sw.js) becomes active, controls the page and caches the whole site under this build's name;
// and a new build's worker is offered on the page's update bar and takes over by its Reload. The offline
// reload itself is in browser_test.mjs, which owns the page and its console.

import { PNG } from 'pngjs';

// What the page links to: favicon.ico, the SVG icon, the touch icon and the manifest, each fetched
// from the server (not the page's cache), with its content checked. `base` is the site's folder.
export async function checkIconsAndManifest(page, base, fail) {
  const links = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')).map(
      (l) => ({ rel: l.rel, href: l.href, type: l.type, sizes: l.getAttribute('sizes') || '' }),
    ),
  );
  const get = async (url) => {
    const res = await fetch(url);
    if (!res.ok) fail(`${url}: HTTP ${res.status}`);
    return { type: res.headers.get('content-type') || '', bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const pngSize = (bytes, url) => {
    let img;
    try {
      img = PNG.sync.read(bytes);
    } catch (err) {
      fail(`${url} is not a PNG: ${err.message}`);
    }
    return `${img.width}x${img.height}`;
  };
  const seen = [];

  const favicon = links.find((l) => l.rel === 'icon' && l.href.endsWith('.ico'));
  if (!favicon) fail('index.html links no favicon.ico');
  const ico = await get(favicon.href);
  // An ICO: reserved 0, type 1, then a count and one 16-byte entry per image (0 means 256 px).
  if (ico.bytes.readUInt16LE(0) !== 0 || ico.bytes.readUInt16LE(2) !== 1) fail(`${favicon.href} is not an ICO`);
  const icoSizes = [];
  for (let i = 0; i < ico.bytes.readUInt16LE(4); i++) {
    const w = ico.bytes[6 + 16 * i] || 256;
    const h = ico.bytes[7 + 16 * i] || 256;
    icoSizes.push(`${w}x${h}`);
  }
  if (icoSizes.join(' ') !== favicon.sizes) fail(`favicon.ico holds ${icoSizes.join(' ')}, index.html says ${favicon.sizes}`);
  seen.push(`favicon.ico (${icoSizes.join(', ')})`);

  const svg = links.find((l) => l.rel === 'icon' && l.type === 'image/svg+xml');
  if (!svg) fail('index.html links no SVG icon');
  const svgBody = await get(svg.href);
  if (!svgBody.type.startsWith('image/svg+xml') || !svgBody.bytes.toString().includes('<svg')) {
    fail(`${svg.href} is not served as an SVG (${svgBody.type})`);
  }
  seen.push('nimlab.svg');

  const touch = links.find((l) => l.rel === 'apple-touch-icon');
  if (!touch) fail('index.html links no apple-touch-icon');
  seen.push(`touch icon ${pngSize((await get(touch.href)).bytes, touch.href)}`);

  const manifestLink = links.find((l) => l.rel === 'manifest');
  if (!manifestLink) fail('index.html links no manifest');
  const manifestText = (await get(manifestLink.href)).bytes.toString();
  let manifest;
  try {
    manifest = JSON.parse(manifestText);
  } catch (err) {
    fail(`${manifestLink.href} is not JSON: ${err.message}`);
  }
  for (const key of ['name', 'short_name', 'start_url', 'display', 'theme_color', 'background_color']) {
    if (!manifest[key]) fail(`the manifest has no ${key}`);
  }
  if (manifest.display !== 'standalone') fail(`the manifest's display is ${manifest.display}, not standalone`);
  if (new URL(manifest.start_url, manifestLink.href).href !== base + 'index.html') {
    fail(`the manifest's start_url ${manifest.start_url} is not this folder's index.html`);
  }
  const iconSizes = [];
  for (const icon of manifest.icons || []) {
    const url = new URL(icon.src, manifestLink.href).href;
    const body = await get(url);
    if (body.type !== icon.type) fail(`${url} is served as ${body.type}, the manifest says ${icon.type}`);
    if (icon.type === 'image/png') {
      const size = pngSize(body.bytes, url);
      if (size !== icon.sizes) fail(`${url} is ${size}, the manifest says ${icon.sizes}`);
      iconSizes.push(size);
    }
  }
  for (const want of ['192x192', '512x512']) {
    if (!iconSizes.includes(want)) fail(`the manifest has no ${want} PNG icon (it has ${iconSizes.join(', ')})`);
  }
  seen.push(`manifest "${manifest.name}" with icons ${iconSizes.join(', ')}`);

  // What Chromium itself makes of the manifest.
  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  const errors = (parsed.errors || []).map((e) => e.message);
  if (errors.length) fail(`Chromium finds errors in the manifest: ${errors.join('; ')}`);
  // Whether Chromium would offer to install the page as an app. Playwright's contexts are
  // incognito, which alone forbids it; any other reason is a fault of the page.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const installErrors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
  if (installErrors.length) fail(`Chromium would not install the page as an app: ${installErrors.join(', ')}`);
  seen.push('installable (but for incognito)');
  await cdp.detach();
  return seen.join('; ');
}

// Waits until a service worker is active and controls the page (sw.js claims the page that
// installed it), and returns its scope and script.
export async function waitForServiceWorker(page, fail, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return {
        registered: !!reg,
        active: reg?.active?.state || null,
        scope: reg?.scope || null,
        controller: navigator.serviceWorker.controller?.scriptURL || null,
      };
    });
    if (state.active === 'activated' && state.controller) return state;
    if (Date.now() > deadline) {
      fail(
        `no service worker controls the page after ${timeoutMs / 1000} s ` +
          `(registered ${state.registered}, active ${state.active}, controller ${state.controller}); ` +
          `did sw.js fail to cache a file?`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

// nimlab's caches in this page's origin: each one's name, entries (path and bytes) and total.
export async function cacheContents(page) {
  return page.evaluate(async () => {
    const out = [];
    for (const name of await self.caches.keys()) {
      const cache = await self.caches.open(name);
      const entries = [];
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ path: new URL(request.url).pathname, bytes: (await response.arrayBuffer()).byteLength });
      }
      out.push({ name, entries, bytes: entries.reduce((sum, e) => sum + e.bytes, 0) });
    }
    return out;
  });
}

// The FILES list and BUILD of a sw.js as served.
export function swFacts(text) {
  const build = text.match(/^const BUILD = "([^"]+)";/m)?.[1];
  const list = text.match(/const FILES = \[([^\]]*)\]/)?.[1] || '';
  const files = Array.from(list.matchAll(/"\.\/([^"]+)"/g), (m) => m[1]);
  return { build, files };
}

// A new build: the server now serves sw.js with another BUILD. The page asks for an update; the
// new worker caches the site beside the old copy and waits, and the page offers it on its
// "new version" bar. Reload makes the new worker take over and the page reload under it: one
// page, then one cache, the new build's.
export async function newBuildOffersReload({ app, server, base, outDir, fail, say, timeoutMs }) {
  const { page } = app;
  const before = await cacheContents(page);
  server.nextBuild = true;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await page.waitForSelector('#update:not([hidden])', { timeout: timeoutMs });
  await page.screenshot({ path: `${outDir}/update-bar.png` });
  const offer = (await page.locator('#update').innerText()).replace(/\s+/g, ' ');
  if (!/new version of nimlab is ready/.test(offer) || !/Reload/.test(offer) || !/Later/.test(offer)) {
    fail(`the update bar says "${offer}"`);
  }
  const during = await cacheContents(page);
  const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting?.state);
  if (waiting !== 'installed') fail(`the update bar shows, but no new worker is waiting (${waiting})`);

  const from = app.lines.length;
  await page.click('#update button.reload');
  const reloaded = await app.waitForLine(/nimlab: first frame after (\d+) ms/, from, timeoutMs, 'first frame after Reload');
  const deadline = Date.now() + timeoutMs;
  let after;
  let state;
  for (;;) {
    after = await cacheContents(page);
    state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return {
        controlled: !!navigator.serviceWorker.controller,
        waiting: !!reg?.waiting,
        bar: !document.getElementById('update').hidden,
      };
    });
    if (after.length === 1 && after[0].name.endsWith('-next') && state.controlled && !state.waiting) break;
    if (Date.now() > deadline) {
      fail(
        `after Reload the new build did not take over: caches ${after.map((c) => c.name).join(', ')}, ` +
          `controlled ${state.controlled}, a worker still waiting ${state.waiting}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.nextBuild = false;
  if (state.bar) fail('after Reload the page still offers the new version');
  say(
    `a new build: offered as "${offer}" (${during.length} caches meanwhile); after Reload the page ` +
      `drew its first frame again after ${reloaded.m[1]} ms under the new build; caches before ` +
      `${before.map((c) => c.name).join(', ')}, after ${after.map((c) => c.name).join(', ')}`,
  );
  if (after[0].entries.length !== before[0].entries.length) {
    fail(`the new build's cache holds ${after[0].entries.length} files, the old one ${before[0].entries.length}`);
  }
  if (!after[0].name.startsWith(`nimlab ${base} `)) fail(`the cache ${after[0].name} is not named after ${base}`);
}
