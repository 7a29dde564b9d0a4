#!/usr/bin/env node
// First-visit JavaScript budget (ARCHITECTURE §1, spec §9 "fast on a phone"): from the production
// build, without a browser, adds up the gzip bytes of JavaScript a first visit of each public page
// loads — the shell's entry and `./bootstrap` chunks and the chunks providing every shared module
// (dist/apps/shell/first-load.json; a module emitted in two chunks counts once), the landing's own chunk
// for `/`, and for a remote page the remote's remoteEntry.js with every file its container loads for the
// exposed page (the remote's first-load.json, `exposes`). Exits 1 when a page is over FIRST_VISIT_JS_LIMIT_BYTES.
//   node tools/budget/first-visit.mjs        (after `npx nx run-many -t build`)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'dist/apps');

/** The product's goal for each page's first-visit JS (gzip bytes): 150 KiB. */
export const FIRST_VISIT_JS_GOAL_BYTES = 150 * 1024;
/**
 * What the test run enforces (gzip bytes): the goal itself. Measured when it was set: news page 149.5 KiB,
 * wish list 149.2 KiB, landing 134.3 KiB — a new dependency on a first-visit page fails the run: load it
 * on the interaction that needs it instead.
 */
export const FIRST_VISIT_JS_LIMIT_BYTES = FIRST_VISIT_JS_GOAL_BYTES;

/**
 * The pages a relative or a visitor opens first: path → who renders it (the shell with its lazy page of
 * first-load.json `pages`, or a remote's exposed page).
 */
export const BUDGET_PAGES = [
  { path: '/', owner: 'shell', lazyPage: 'landing/components/LandingPage.tsx' },
  { path: '/event/{code}', owner: 'guest', module: 'NewsPage' },
  { path: '/event/wishList/{code}', owner: 'guest', module: 'WishListPage' },
];

/** @param {string} app @param {string} file */
const read = (app, file) => readFileSync(join(dist, app, file));

/**
 * A chunk's content without its chunk id (`push([[id],` …), so that the same modules emitted in two
 * chunks compare equal.
 * @param {Buffer} source
 */
const moduleKey = (source) => source.toString('utf8').replace(/^[^[]*\[\[[^\]]*\],/, '');

/**
 * The JS files a first visit of `page` loads, as [app, file] pairs, in no particular order.
 * @param {{ owner: string, module?: string, lazyPage?: string }} page
 * @returns {Array<[string, string]>}
 */
export function firstVisitFiles(page) {
  /** @type {{ entry: string[], bootstrap: string[], provided: string[], pages?: Record<string, { js: string[] }> }} */
  const shell = JSON.parse(read('shell', 'first-load.json').toString('utf8'));
  // The shell's entry and bootstrap, and the chunks providing every shared module (first-load.json
  // `provided`: the federation manifest's lists also hold the consumers' fallback chunks, never loaded
  // while the shell provides the module).
  /** @type {Array<[string, string]>} */
  const files = [...shell.entry, ...shell.bootstrap, ...shell.provided].map((f) => ['shell', f]);
  if (page.owner === 'shell' && page.lazyPage) {
    const lazy = shell.pages?.[page.lazyPage];
    if (!lazy) throw new Error(`the shell build lists no page ${page.lazyPage} in first-load.json`);
    for (const f of lazy.js) files.push(['shell', f]);
  }
  if (page.owner !== 'shell') {
    // Every file the container loads for the page (first-load.json), not only the manifest's list
    // (which leaves out chunks it also counts under a shared module's fallback, e.g. the message tables).
    /** @type {{ exposes?: Record<string, string[]> }} */
    const remote = JSON.parse(read(page.owner, 'first-load.json').toString('utf8'));
    const exposed = page.module ? remote.exposes?.[page.module] : undefined;
    if (!exposed) throw new Error(`${page.owner} exposes no ${page.module}`);
    files.push([page.owner, 'remoteEntry.js'], ...exposed.map((f) => /** @type {[string, string]} */ ([page.owner, f])));
  }
  return files;
}

/**
 * Gzip bytes (level 9) of the distinct JS a first visit of `page` loads.
 * @param {{ owner: string, module?: string }} page
 */
export function firstVisitBytes(page) {
  const seen = new Set();
  let total = 0;
  for (const [app, file] of firstVisitFiles(page)) {
    const source = read(app, file);
    const key = `${app}:${moduleKey(source)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    total += gzipSync(source, { level: 9 }).length;
  }
  return total;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const kib = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KiB`;
  let over = false;
  console.log(`first-visit JavaScript (gzip), limit ${kib(FIRST_VISIT_JS_LIMIT_BYTES)}, goal ${kib(FIRST_VISIT_JS_GOAL_BYTES)}`);
  for (const page of BUDGET_PAGES) {
    const bytes = firstVisitBytes(page);
    over ||= bytes > FIRST_VISIT_JS_LIMIT_BYTES;
    const verdict =
      bytes > FIRST_VISIT_JS_LIMIT_BYTES ? 'OVER THE LIMIT' : bytes > FIRST_VISIT_JS_GOAL_BYTES ? 'within the limit, above the goal' : 'within the goal';
    console.log(`  ${page.path.padEnd(24)} ${kib(bytes).padStart(10)}   ${verdict}`);
  }
  if (over) {
    console.error('✖ a first visit loads more JavaScript than the budget allows: load the new code on the interaction that needs it.');
    process.exit(1);
  }
}
