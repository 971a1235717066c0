// The browser test on a phone (called by browser_test.mjs): Chromium as a phone held upright,
// 390×844 CSS pixels, with a touch screen (touch events, no mouse). Each tab is
// shot (phone-*.png); the top bar's buttons are tapped, from its first tab to its last button
// (the keys' help, at the end of the wrapped settings), each answering; a matchstick is dragged
// by touch (DevTools' Input.dispatchTouchEvent: a finger put down, moved in steps and lifted)
// and the puzzle changes (it is solved again and drawn anew); a node of the game tree is tapped and is selected.
//
// Where things are, in CSS pixels (the app's points: egui draws one point per CSS pixel), is
// measured on phone-tree.png and phone-matchsticks.png (the kittest window of the same size wraps
// the bar differently: its fonts' widths are not the page's).

// At one device pixel per CSS pixel: Chromium's emulated device scale (3, a real phone's) is not
// in the ResizeObserver's devicePixelContentBoxSize, so eframe would size the canvas at 390×844
// device pixels and egui, at three of them a point, would lay out a 130-point window.
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
};

// The top bar wraps onto rows at 390 px: the tabs on the first, the settings below.
const GRUNDY_TAB = { x: 225, y: 12 };
const MATCH_TAB = { x: 333, y: 12 };
const TREE_TAB = { x: 129, y: 12 };
const DARK_THEME = { x: 301, y: 83 };
const HELP = { x: 340, y: 83 };
// On the matchstick tab (the paper's 0+3=09): segment e of the first digit, full, and the
// empty middle segment (g) of the same digit; moving one onto the other makes the 0 a 9.
const STICK_FROM = { x: 37, y: 470 };
const STICK_TO = { x: 56, y: 448 };
// On the game tree (the first visit's 6 coins, takes 1–3): the root node.
const ROOT_NODE = { x: 237, y: 502 };

const JOB_TIMEOUT_MS = 60_000;

export async function phoneLayoutAndTouch({ browser, contexts, openApp, outDir, fail, say, changedShare, decode }) {
  const context = await browser.newContext(PHONE);
  contexts.push(context);
  const app = await openApp('', 'phone', context);
  const { page, lines, waitForLine, settle } = app;
  // Shots in CSS pixels, so the coordinates above read on them directly.
  const shot = async (name) => decode(await page.screenshot({ path: `${outDir}/${name}`, scale: 'css' }));
  const title = () => page.title();
  const tap = async (where) => {
    await page.touchscreen.tap(where.x, where.y);
    await settle();
  };

  await waitForLine(/nimlab: job tree-analysis done/, 0, JOB_TIMEOUT_MS, 'tree-analysis job on the phone');
  await settle();
  const tree = await shot('phone-tree.png');

  // A tap on the root node selects it: the node gets its ring and the panel below says it.
  await tap(ROOT_NODE);
  const selected = await shot('phone-tree-selected.png');
  const selectedChange = changedShare(tree, selected);
  say(`phone: tapping the root node at (${ROOT_NODE.x}, ${ROOT_NODE.y}) changed ${(selectedChange * 100).toFixed(1)}% of pixels`);
  if (selectedChange < 0.002) fail('on the phone, a tap on the root node did not select it (see phone-tree-selected.png)');

  // Each tab by a tap on its button: the page's title names it.
  for (const [where, job, shotName] of [
    [GRUNDY_TAB, 'grundy-table', 'phone-grundy.png'],
    [MATCH_TAB, 'match-solve', 'phone-matchsticks.png'],
  ]) {
    const from = lines.length;
    const before = await title();
    await tap(where);
    await waitForLine(new RegExp(`nimlab: job ${job} done`), from, JOB_TIMEOUT_MS, `${job} job after a tap on its tab`);
    await settle();
    await shot(shotName);
    const after = await title();
    say(`phone: tab at (${where.x}, ${where.y}) tapped, title "${before}" -> "${after}"`);
    if (after === before) fail(`on the phone, a tap at (${where.x}, ${where.y}) did not change the tab (title "${after}")`);
  }

  // A stick dragged by a finger: down on it, a few moves, up on the empty place.
  const puzzle = await shot('phone-matchsticks.png');
  const fromDrag = lines.length;
  const cdp = await context.newCDPSession(page);
  const touch = (type, at) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y }] : [] });
  await touch('touchStart', STICK_FROM);
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    const at = {
      x: STICK_FROM.x + ((STICK_TO.x - STICK_FROM.x) * i) / steps,
      y: STICK_FROM.y + ((STICK_TO.y - STICK_FROM.y) * i) / steps,
    };
    await touch('touchMove', at);
    await page.waitForTimeout(30);
  }
  await touch('touchEnd');
  await cdp.detach();
  await settle();
  // The moved puzzle is solved afresh (its answers from here) and drawn anew: the 0 became a 9.
  await waitForLine(/nimlab: job match-solve done/, fromDrag, JOB_TIMEOUT_MS, 'match-solve job after the stick was dragged by touch');
  await settle();
  const moved = await shot('phone-stick-moved.png');
  const movedChange = changedShare(puzzle, moved);
  say(`phone: a stick dragged by touch; solved again, ${(movedChange * 100).toFixed(2)}% of pixels changed`);
  if (movedChange < 0.003) fail('on the phone, dragging a stick by touch did not change the puzzle (see phone-stick-moved.png)');

  // The end of the top bar: the theme and the keys' help, tapped, answer.
  const beforeDark = await shot('phone-before-dark.png');
  await tap(DARK_THEME);
  const dark = await shot('phone-dark.png');
  const darkChange = changedShare(beforeDark, dark);
  await tap(HELP);
  const help = await shot('phone-help.png');
  const helpChange = changedShare(dark, help);
  say(`phone: Dark changed ${(darkChange * 100).toFixed(1)}%, the keys' help ${(helpChange * 100).toFixed(1)}% of pixels`);
  if (darkChange < 0.3) fail(`on the phone, a tap on Dark at (${DARK_THEME.x}, ${DARK_THEME.y}) did not darken the page`);
  if (helpChange < 0.05) fail(`on the phone, a tap on ? at (${HELP.x}, ${HELP.y}) did not open the keys' help`);
  await tap(TREE_TAB);
  await page.close();
}
