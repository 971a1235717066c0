// The browser test's check of the exports (called by browser_test.mjs): on the web an export is a
// download, so a person opens a tab's Export… menu, picks an item, and the browser receives a
// file. Each one here must arrive under the name the app gave it and be a real file of its kind:
// an SVG that ends where it should and names the puzzle, a PNG that decodes, at least 1920 px wide
// and opaque to its edges, a PDF with its pages and its end marker, a CSV with the tab's values.
// The figures are drawn in a web worker (the "draw-figure" job); the CSV is written at once.

import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';

// The Matchsticks tab's puzzle at the start, and its name in file names (signs in words).
const PUZZLE = '0+3=09';
const PUZZLE_WORDS = '0plus3eq09';

// The Matchsticks tab at 1280×800 (CSS pixels, device scale 1), opened with #state=(tab:Matchsticks):
// the file bar's Export… button, and the middle of each item's label in the menu that drops below
// it, measured from a screenshot of the open menu (target/web-test/export-menu.png). Its items,
// top to bottom: Puzzle as PNG/SVG/PDF…, Answer as PNG/SVG/PDF…, Dark background, the worksheet's
// choices (stars, titles, puzzles a page, paper, where the key goes), Worksheet (PDF)…, Worksheet
// with answer key (PDF)….
const MATCH_EXPORT_MENU = { x: 290, y: 44 };
const MATCH_ITEMS = {
  puzzlePng: { x: 312, y: 71, label: 'Puzzle as PNG…' },
  puzzleSvg: { x: 312, y: 94, label: 'Puzzle as SVG…' },
  puzzlePdf: { x: 312, y: 117, label: 'Puzzle as PDF…' },
  worksheetKey: { x: 368, y: 411, label: 'Worksheet with answer key (PDF)…' },
};
// The Grundy tab (its default game, take {1,3,4}, 40 values): the Export… button at the end of its
// inputs row, and the menu's Export CSV… item (target/web-test/grundy-export-menu.png).
const GRUNDY_EXPORT_MENU = { x: 975, y: 44 };
const GRUNDY_CSV_ITEM = { x: 988, y: 227, label: 'Export CSV…' };
// After an export the notice "Exported <file name>  Dismiss" is too long for the top bar's free
// room: it takes a row of its own under the bar, moving the tab down a row, until the next press.
// Before each export after the first, a click on the bar's empty middle puts it away, so the
// places above hold.
const BAR_EMPTY = { x: 570, y: 12 };

// {1,3,4}'s Grundy values repeat 0,1,0,1,2,3,2 from n = 0 (the tab's Period panel says so).
const GRUNDY_134_PERIOD = [0, 1, 0, 1, 2, 3, 2];
const GRUNDY_VALUES = 40;

// The checks of each kind of file; each returns a few words on what it found.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MIN_PNG_WIDTH = 1920;

function checkSvg(bytes, fail) {
  const text = bytes.toString('utf8');
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text)) fail(`not an SVG: it starts ${JSON.stringify(text.slice(0, 40))}`);
  if (!text.trimEnd().endsWith('</svg>')) fail('the SVG stops before its </svg>: the file is cut short');
  const title = `<title>${PUZZLE}</title>`;
  if (!text.includes(title)) fail(`the SVG does not name the puzzle (no ${title})`);
  return `an SVG titled ${PUZZLE}`;
}

function checkPng(bytes, fail) {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) fail(`not a PNG: it starts ${bytes.subarray(0, 8).toString('hex')}`);
  let img;
  try {
    img = PNG.sync.read(bytes); // checks every chunk's CRC and inflates the pixels
  } catch (err) {
    fail(`the PNG does not decode: ${err.message}`);
  }
  if (img.width < MIN_PNG_WIDTH) fail(`the PNG is ${img.width} px wide, want at least ${MIN_PNG_WIDTH}`);
  // A figure has its background to every edge: a transparent row shows as a black line.
  const alpha = (x, y) => img.data[(y * img.width + x) * 4 + 3];
  for (const [x, y] of [[0, 0], [img.width - 1, 0], [0, img.height - 1], [img.width - 1, img.height - 1]]) {
    if (alpha(x, y) !== 255) fail(`the PNG's pixel (${x}, ${y}) is not opaque (alpha ${alpha(x, y)}) in ${img.width}×${img.height}`);
  }
  // More than the background: the sticks are drawn.
  let differ = 0;
  for (let i = 0; i < img.data.length; i += 4) {
    if (img.data[i] !== img.data[0] || img.data[i + 1] !== img.data[1] || img.data[i + 2] !== img.data[2]) differ++;
  }
  const share = differ / (img.width * img.height);
  if (share < 0.01) fail(`the PNG is almost blank: ${(share * 100).toFixed(2)}% of pixels differ from its corner`);
  return `a ${img.width}×${img.height} PNG, ${(share * 100).toFixed(0)}% drawn`;
}

function checkPdf(bytes, fail, pages) {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF-')) fail(`not a PDF: it starts ${JSON.stringify(text.slice(0, 16))}`);
  if (!text.trimEnd().endsWith('%%EOF')) fail('the PDF has no %%EOF at its end: the file is cut short');
  // Page objects ("/Type /Page", not "/Pages"): nimlab's PDFs keep them outside object streams.
  const found = (text.match(/\/Type\s*\/Page(?![A-Za-z])/g) || []).length;
  if (found !== pages) fail(`the PDF has ${found} page(s), want ${pages}`);
  return `a ${text.slice(1, 8)} file of ${pages} page(s)`;
}

function checkGrundyCsv(bytes, fail) {
  // The column names first (a spreadsheet's header row), the rows, a blank line, then # notes.
  const lines = bytes.toString('utf8').split('\n');
  if (lines[0] !== 'n,grundy,p_position') fail(`the CSV's first line is ${JSON.stringify(lines[0])}`);
  const end = lines.indexOf('');
  const rows = lines.slice(1, end);
  if (rows.length !== GRUNDY_VALUES) fail(`the CSV has ${rows.length} rows, want ${GRUNDY_VALUES}`);
  rows.forEach((row, n) => {
    const g = GRUNDY_134_PERIOD[n % GRUNDY_134_PERIOD.length];
    const want = `${n},${g},${g === 0}`;
    if (row !== want) fail(`the CSV's row for n = ${n} is ${JSON.stringify(row)}, want ${JSON.stringify(want)}`);
  });
  const notes = lines.slice(end + 1).filter((l) => l !== '');
  if (notes.length < 1 || !notes.every((l) => l.startsWith('# '))) fail(`the CSV's notes under the table are ${JSON.stringify(notes)}`);
  return `a CSV with its header first, g(0..${GRUNDY_VALUES - 1}) of {1,3,4} and ${notes.length} # notes under it`;
}

// The exports, in the order a person would try them: the puzzle in each format, a worksheet with its
// key, then (after clicking the Grundy tab) the values as CSV. `job`: drawn in the worker first.
const EXPORTS = [
  { tab: 'matchsticks', item: MATCH_ITEMS.puzzleSvg, name: `nimlab-matchsticks-puzzle-${PUZZLE_WORDS}.svg`, job: true, check: checkSvg },
  { tab: 'matchsticks', item: MATCH_ITEMS.puzzlePng, name: `nimlab-matchsticks-puzzle-${PUZZLE_WORDS}.png`, job: true, check: checkPng },
  { tab: 'matchsticks', item: MATCH_ITEMS.puzzlePdf, name: `nimlab-matchsticks-puzzle-${PUZZLE_WORDS}.pdf`, job: true, check: (b, f) => checkPdf(b, f, 1) },
  {
    tab: 'matchsticks',
    item: MATCH_ITEMS.worksheetKey,
    // An untitled collection's worksheet is called "Matchstick puzzles"; its key is a second page.
    name: 'nimlab-matchsticks-worksheet-with-key-matchstick-puzzles.pdf',
    job: true,
    check: (b, f) => checkPdf(b, f, 2),
  },
  { tab: 'grundy', item: GRUNDY_CSV_ITEM, name: `nimlab-grundy-take-1-3-4-normal-${GRUNDY_VALUES}-values.csv`, job: false, check: checkGrundyCsv },
];

// Runs EXPORTS on `app` (opened by openApp with #state=(tab:Matchsticks), its first job done):
// clicks the menu, then the item, waits for the download (and the worker's job), reads the file
// and checks it. The files are kept in `outDir`/downloads/. Returns one line per file.
export async function exportsArriveAsDownloads({ app, grundyTab, problems, outDir, fail, say, changedShare, timeoutMs }) {
  const { page, lines, waitForLine, settle } = app;
  const look = async () => PNG.sync.read(await page.screenshot());
  const saved = path.join(outDir, 'downloads');
  fs.rmSync(saved, { recursive: true, force: true });
  fs.mkdirSync(saved, { recursive: true });
  const found = [];
  let tab = 'matchsticks';
  // As a person would: onto the button, then press and release.
  const click = async (at) => {
    await page.mouse.move(at.x, at.y);
    await page.waitForTimeout(100);
    await page.mouse.click(at.x, at.y, { delay: 50 });
  };
  for (const exp of EXPORTS) {
    if (exp.tab !== tab) {
      const from = lines.length;
      await click(grundyTab);
      await waitForLine(/nimlab: job grundy-table done/, from, timeoutMs, 'grundy-table job after clicking the Grundy tab');
      tab = exp.tab;
    }
    const menu = tab === 'grundy' ? GRUNDY_EXPORT_MENU : MATCH_EXPORT_MENU;
    if (found.length) await click(BAR_EMPTY);
    await settle();
    const closed = await look();
    await click(menu);
    await settle();
    const open = await look();
    // The first menu on each tab is kept under the name the constants above point to, the
    // others numbered after their export.
    const named = tab === 'grundy' ? 'grundy-export-menu.png' : 'export-menu.png';
    const menuShot = found.some((f) => f.tab === tab) ? `export-menu-${found.length + 1}.png` : named;
    fs.writeFileSync(path.join(outDir, menuShot), PNG.sync.write(open));
    // The menu is about 220 × 230 px: some 5% of the window.
    if (changedShare(closed, open) < 0.01) {
      fail(`clicking Export… at (${menu.x}, ${menu.y}) on the ${tab} tab opened no menu (see ${menuShot})`);
    }

    const from = lines.length;
    // Listen before the click: the download may start within it.
    let download = null;
    let refused = null;
    page.waitForEvent('download', { timeout: timeoutMs + 5_000 }).then(
      (d) => (download = d),
      (err) => (refused = err),
    );
    const clickAt = Date.now();
    await click(exp.item);
    let jobMs = null;
    if (exp.job) {
      const job = await waitForLine(/nimlab: job draw-figure done in (\d+) ms/, from, timeoutMs, `draw-figure job after "${exp.item.label}"`);
      jobMs = Number(job.m[1]);
    }
    const deadline = Date.now() + timeoutMs;
    while (!download) {
      if (problems.length) fail(`while waiting for the download of "${exp.item.label}", the page reported:\n  ${problems.join('\n  ')}`);
      if (refused || Date.now() > deadline) {
        fail(`no download within ${timeoutMs / 1000} s after clicking "${exp.item.label}" at (${exp.item.x}, ${exp.item.y}) (see ${menuShot})`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const name = download.suggestedFilename();
    const file = path.join(saved, name);
    await download.saveAs(file); // waits until the browser has the whole file
    const failure = await download.failure();
    if (failure) fail(`the download of ${name} failed: ${failure}`);
    const arrivedMs = Date.now() - clickAt;
    if (name !== exp.name) fail(`"${exp.item.label}" downloaded ${name}, want ${exp.name}`);
    const bytes = fs.readFileSync(file);
    if (bytes.length === 0) fail(`${name} is empty`);
    const what = exp.check(bytes, (msg) => fail(`${name}: ${msg}`));
    const job = jobMs === null ? 'no job' : `draw-figure ${jobMs} ms`;
    say(`export "${exp.item.label}": ${name}, ${bytes.length} bytes, ${what}; arrived ${arrivedMs} ms after the click (${job})`);
    found.push({ tab, name });
  }
  return found.map((f) => f.name);
}
