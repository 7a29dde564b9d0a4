// `npm run bench:web`: Lighthouse (mobile settings: simulated slow 4G, 4× slower CPU) in Debian's
// Chromium against the production build on embedded SQLite, on the pages relatives and parents open
// first — `/`, `/event/{code}`, `/event/wishList/{code}` (a news page of NEWS_SIZE with a cover photo and 5 guestbook
// entries) and `/user/mypage` signed in — each
// BENCH_WEB_RUNS times (default 3; BENCH_WEB_PAGES=floor,wishList picks pages by label). Prints performance, LCP, TBT, CLS and accessibility per run and their medians, and
// each page's first-visit JS beside its budget (tools/budget/first-visit.mjs). In the same run, the floor:
// `/terms-of-use`, the shell and the federation runtime hydrating the header and static text with no
// remote, which no page can be faster than (its figures are printed, not held to the goals); and the
// machine's load average at the start and the end.
// Goals (ARCHITECTURE §5): performance ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.05, accessibility ≥ 95 on every run; exit code 1 otherwise.
// Build first: `npx nx run-many -t build`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX } from '../../libs/contracts/src/api/route';
import { healthReadyRoute } from '../../libs/contracts/src/health/routes';
import { repoRoot, startNode } from './lib';
import { addCoverAndGuestbook, seedNewsWithOwner } from './seed';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** A normal registry (Babylist lists run to 50–100 items): 50 wishes, 8 with long descriptions, 6 reserved, 2 quizzes. */
const NEWS_SIZE = { wishes: 50, longDescriptions: 8, reserved: 6, quizzes: 2 };
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3390);
/** BENCH_WEB_PAGES=floor,wishList: only the pages whose label contains one of these (all when unset). */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean);
/** Goals of ARCHITECTURE §5 for each Lighthouse run (mobile). */
export const WEB_GOALS = { performance: 95, lcpMs: 2500, cls: 0.05, accessibility: 95 };

/** One Lighthouse run's figures. */
interface WebRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

type Budget = {
  FIRST_VISIT_JS_LIMIT_BYTES: number;
  BUDGET_PAGES: Array<{ path: string; owner: string; module?: string }>;
  firstVisitBytes(page: object): number;
};

/** Lighthouse could not record a run (its `runtimeError`, such as NO_NAVSTART): run it again. */
class LighthouseRunError extends Error {
  constructor(readonly code: string) {
    super(`Lighthouse could not record the run (${code})`);
  }
}

/** Lighthouse on `url`, run again (at most `attempts` times in all) when a run could not be recorded. */
async function measuredRun(url: string, token: string | undefined, attempts = 3): Promise<WebRun & { retried: string[] }> {
  const retried: string[] = [];
  for (;;) {
    try {
      return { ...(await lighthouseRun(url, token)), retried };
    } catch (err) {
      if (!(err instanceof LighthouseRunError) || retried.length + 1 >= attempts) throw err;
      retried.push(err.code);
    }
  }
}

/** Runs Lighthouse once on `url` in a fresh Chromium (signed in through the session cookie when `token` is given). */
async function lighthouseRun(url: string, token?: string): Promise<WebRun> {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    if (token) {
      // Signed in as the sign-in answer leaves a browser: the session cookie (the server renders my page
      // for its member) and the token in localStorage (the page then hydrates as that member).
      await browser.setCookie({ name: 'token', value: token, domain: '127.0.0.1', path: '/' });
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', disableStorageReset: Boolean(token), onlyCategories: ['performance', 'accessibility'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    if (process.env.BENCH_WEB_REPORT) {
      // BENCH_WEB_REPORT=<folder>: keep each run's Lighthouse report (JSON) to see what held a page back.
      mkdirSync(process.env.BENCH_WEB_REPORT, { recursive: true });
      writeFileSync(join(process.env.BENCH_WEB_REPORT, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    // A failed recording (e.g. NO_NAVSTART, "Please run Lighthouse again") is not a measurement.
    if (result.lhr.runtimeError) throw new LighthouseRunError(result.lhr.runtimeError.code);
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const apiMain = join(repoRoot, 'dist/services/api/main.js');
  if (!existsSync(apiMain)) throw new Error('dist/services/api/main.js is missing: run `npx nx run-many -t build` first.');
  const budget = (await import(join(repoRoot, 'tools/budget/first-visit.mjs'))) as Budget;
  const api = await startNode([apiMain], PORT, { PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}` }, `${API_PREFIX}${healthReadyRoute.path}`);
  let ok = true;
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const { code, accessToken } = await seedNewsWithOwner(base, NEWS_SIZE);
    await addCoverAndGuestbook(base, accessToken, code, 5);
    const pages = [
      { path: '/', url: `${base}/` },
      { path: '/event/{code}', url: `${base}/event/${code}` },
      { path: '/event/wishList/{code}', url: `${base}/event/wishList/${code}` },
      { path: '/user/mypage', url: `${base}/user/mypage`, token: accessToken },
      { path: 'floor: /terms-of-use (shell and federation runtime, no remote)', url: `${base}/terms-of-use`, floor: true },
    ].filter((p) => !ONLY || ONLY.some((name) => p.path.includes(name))) as Array<{ path: string; url: string; token?: string; floor?: boolean }>;
    const load = () =>
      loadavg()
        .map((n) => n.toFixed(2))
        .join(' ');
    console.log(`load average at the start: ${load()}`);
    console.log(
      `\nLighthouse (mobile), ${RUNS} runs per page; goals: performance ≥ ${WEB_GOALS.performance}, LCP ≤ ${WEB_GOALS.lcpMs} ms, CLS ≤ ${WEB_GOALS.cls}\n`,
    );
    for (const page of pages) {
      const budgetPage = budget.BUDGET_PAGES.find((p) => p.path === page.path);
      const js = budgetPage
        ? `first-visit JS ${(budget.firstVisitBytes(budgetPage) / 1024).toFixed(1)} KiB (limit ${budget.FIRST_VISIT_JS_LIMIT_BYTES / 1024} KiB)`
        : '';
      console.log(`${page.path}   ${js}`);
      const runs: WebRun[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const r = await measuredRun(page.url, page.token);
        runs.push(r);
        const meets =
          r.performance >= WEB_GOALS.performance && r.lcpMs <= WEB_GOALS.lcpMs && r.cls <= WEB_GOALS.cls && r.accessibility >= WEB_GOALS.accessibility;
        if (!page.floor) ok &&= meets;
        console.log(
          `  run ${run}: performance ${r.performance}  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  accessibility ${r.accessibility}  ${page.floor ? 'floor' : meets ? 'meets goals' : 'BELOW GOALS'}` +
            (r.retried.length ? `  (recorded again after ${r.retried.join(', ')})` : ''),
        );
      }
      const median = (pick: (r: WebRun) => number) => {
        const sorted = runs.map(pick).sort((a, b) => a - b);
        return sorted[Math.floor((sorted.length - 1) / 2)];
      };
      console.log(
        `  median: performance ${median((r) => r.performance)}  TBT ${median((r) => r.tbtMs)} ms  LCP ${median((r) => r.lcpMs)} ms  lowest performance ${Math.min(...runs.map((r) => r.performance))}`,
      );
    }
    console.log(`load average at the end: ${load()}`);
  } finally {
    await api.stop();
  }
  if (!ok) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
