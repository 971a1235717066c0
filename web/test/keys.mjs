// The browser test of the page's keys (called by browser_test.mjs): the app's keys that the
// browser would also act on (F1 its help, F5 a reload, PageDown a scroll, Ctrl+= and Ctrl+0 its
// zoom) are taken from it — their keydown arrives with its default prevented, and F5 does not
// reload the page — while the keys the browser keeps for itself (Ctrl+1 for its first tab) are
// left to it. The app's own listener (src/web/keys.rs) runs in the capture phase on the window;
// this test listens there too, added after it, so it sees what the app's listener decided.

export async function keysAreTheApps({ openApp, fail, say }) {
  const app = await openApp('#state=' + encodeURIComponent('(tab:Grundy)'), 'keys');
  const { page } = app;
  await page.evaluate(() => {
    window.__nimlabKeys = [];
    window.__nimlabStillHere = true;
    // In the capture phase too (eframe stops keys from bubbling), after the app's listener,
    // which was added first.
    window.addEventListener(
      'keydown',
      (event) => window.__nimlabKeys.push({ key: event.key, ctrl: event.ctrlKey, prevented: event.defaultPrevented }),
      true,
    );
  });
  // The canvas takes the keyboard once clicked, as a person would (an empty part of the chart).
  await page.mouse.click(640, 700);
  await app.settle();
  const taken = ['F1', 'Escape', 'PageDown', 'PageUp', 'F5', 'Control+Equal', 'Control+Minus', 'Control+Digit0'];
  const kept = ['Control+Digit1'];
  for (const key of [...taken, ...kept]) {
    await page.keyboard.press(key);
    await app.settle();
  }
  // F5 did not reload the page: a reload would have lost the marker.
  const facts = await page.evaluate(() => ({ keys: window.__nimlabKeys, here: window.__nimlabStillHere === true }));
  if (!facts.here) fail('F5 reloaded the page: the app did not take it from the browser');
  const seen = (press) => {
    const [ctrl, key] = press.startsWith('Control+') ? [true, press.slice(8)] : [false, press];
    const name = { Equal: '=', Minus: '-', Digit0: '0', Digit1: '1' }[key] ?? key;
    const found = facts.keys.find((k) => k.key === name && k.ctrl === ctrl);
    if (!found) fail(`no keydown of ${press} reached the page: ${JSON.stringify(facts.keys)}`);
    return found;
  };
  for (const press of taken.filter((k) => k !== 'Escape')) {
    if (!seen(press).prevented) fail(`${press} was left to the browser: its default was not prevented`);
  }
  for (const press of kept) {
    if (seen(press).prevented) fail(`${press} was taken from the browser, which keeps it`);
  }
  say(`keys: ${taken.filter((k) => k !== 'Escape').join(', ')} taken from the browser; ${kept.join(', ')} left to it`);
  await page.close();
}
