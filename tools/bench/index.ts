// `npm run bench`: measures GET /api/event/fetchInfoByCode/{code} with autocannon (50 connections)
// against two baselines started in the same run, and prints req/s, p99 and the ratios:
//   repeated read  — the API (cache on)  vs a bare node:http server answering the same bytes
//   uncached read  — the API (cache off) vs bare node:http + mysql2 running the same read on MariaDB
// Goals: ≥ 0.45× and p99 ≤ 10 ms; ≥ 0.85× and p99 ≤ 60 ms. Beside them, GET /event/{code} (the news
// page's HTML, rendered on the server) against bare node:http answering the same bytes. The API runs from the production
// bundle (build first: `npx nx run-many -t build`); MariaDB on 127.0.0.1:3306 (MYSQL_TEST_URL).
// Then the news read by 4,000 relatives, each from its own address behind the trusted proxy
// (TRUST_PROXY=1, x-forwarded-for): the API with the per-address news-read limit on (default 1200/min,
// never reached) and off, beside the bare node:http server; goal with the limit on ≥ 0.70× bare
// (`npm run bench -- addresses` runs only that scenario).
// Then the reservation scenario (tools/bench/reserve.ts): 200 concurrent reserve calls over 50 wishes;
// `npm run bench -- reserve` runs only that scenario.
// Each pair of servers runs side by side and is measured in alternation (BENCH_ROUNDS rounds, default
// 3, of BENCH_SECONDS seconds, default 5); the median round of each is printed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '../../e2e/support/mariadb';
import { API_PREFIX, routeUrl } from '../../libs/contracts/src/api/route';
import { eventReadRoute } from '../../libs/contracts/src/events/routes';
import { healthReadyRoute } from '../../libs/contracts/src/health/routes';
import { measure, median, printTable, repoRoot, startNode, type Child, type Measurement } from './lib';
import { printReservationBench, runReservationBench } from './reserve';
import { seedNews } from './seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The API's readiness probe, which `startNode` waits for. */
const API_READY = `${API_PREFIX}${healthReadyRoute.path}`;

/**
 * Measures servers that run side by side in alternation (a, b, a, b...) for ROUNDS rounds and
 * returns each one's median round by req/s, so that drift of this shared machine hits all alike.
 * `addresses`: client addresses the requests cycle through (0 = one address).
 */
async function alternate(servers: Array<[string, string]>, addresses = 0): Promise<Measurement[]> {
  const results: Measurement[][] = servers.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [label, url]] of servers.entries()) results[i].push(await measure(label, url, 50, seconds, addresses));
  }
  return results.map(median);
}

/** Relatives reading the news page in the address scenario, each from its own address. */
const RELATIVES = 4000;

/**
 * The news read by `RELATIVES` distinct addresses behind the trusted proxy: the API with the
 * news-read limit on (its default) and off, and the bare node:http server answering the same bytes.
 * Prints the three side by side and the ratios; false when the limit-on read is below 0.70× bare.
 */
async function runAddressBench(db: { url: string }): Promise<boolean> {
  const children: Child[] = [];
  const env = { PUBLIC_BASE_URL: 'http://bench.local', DATABASE_URL: db.url, TRUST_PROXY: '1' };
  try {
    const on = await startNode([apiMain], 3315, env, API_READY);
    children.push(on);
    const code = await seedNews(`http://127.0.0.1:${on.port}`);
    const path = `${API_PREFIX}${routeUrl(eventReadRoute, { code })}`;
    const body = await (await fetch(`http://127.0.0.1:${on.port}${path}`)).text();
    children.push(await startNode([apiMain], 3316, { ...env, NEWS_READ_RATE_LIMIT_PER_MINUTE: '0' }, API_READY));
    children.push(await startNode(tsx('bare-http.ts'), 3317, { BENCH_BODY: body }, '/ready'));
    const rows = await alternate(
      [
        [`API, limit on (${RELATIVES} addresses)`, `http://127.0.0.1:3315${path}`],
        [`API, limit off (${RELATIVES} addresses)`, `http://127.0.0.1:3316${path}`],
        [`bare node:http (${RELATIVES} addresses)`, `http://127.0.0.1:3317${path}`],
      ],
      RELATIVES,
    );
    console.log(
      `\nfetchInfoByCode by ${RELATIVES} addresses (x-forwarded-for, TRUST_PROXY=1), autocannon -c 50, ${ROUNDS} alternating rounds of ${seconds} s\n`,
    );
    printTable(rows);
    const [limited, open, bare] = rows;
    const ratioOn = limited.reqPerSec / bare.reqPerSec;
    const ratioOff = open.reqPerSec / bare.reqPerSec;
    const ok = ratioOn >= 0.7 && limited.non2xx === 0;
    console.log(
      `\nlimit on: ${ratioOn.toFixed(2)}× bare node (goal ≥ 0.70×) — ${ok ? 'meets goal' : 'BELOW GOAL'}; limit off: ${ratioOff.toFixed(2)}× bare node`,
    );
    return ok;
  } finally {
    for (const child of children) await child.stop().catch(() => undefined);
  }
}
const apiMain = join(repoRoot, 'dist/services/api/main.js');
// Same image URLs from every server; the news-read limit counts every request but never refuses one
// (autocannon reads from one address), so its cost is measured.
const BASE = { PUBLIC_BASE_URL: 'http://bench.local', NEWS_READ_RATE_LIMIT_PER_MINUTE: '100000000' };
const tsx = (file: string) => ['--import', 'tsx', join(__dirname, file)];

/** `npm run bench -- reserve`: only the reservation scenario (it starts its own server and database). */
async function reserveOnly(): Promise<void> {
  const result = await runReservationBench();
  printReservationBench(result);
  if (!result.ok) process.exitCode = 1;
}

async function main(): Promise<void> {
  if (process.argv.slice(2).includes('reserve')) return reserveOnly();
  if (!existsSync(apiMain)) throw new Error('dist/services/api/main.js is missing: run `npx nx run-many -t build` first.');
  const db = await createDatabase('babynews_bench');
  if (process.argv.slice(2).includes('addresses')) {
    try {
      if (!(await runAddressBench(db))) process.exitCode = 1;
    } finally {
      await db.drop();
    }
    return;
  }
  const children: Child[] = [];
  const start = async (args: string[], port: number, env: Record<string, string>, ready: string) => {
    const child = await startNode(args, port, env, ready);
    children.push(child);
    return child;
  };
  try {
    const cached = await start([apiMain], 3301, { ...BASE, DATABASE_URL: db.url }, API_READY);
    const code = await seedNews(`http://127.0.0.1:${cached.port}`);
    const path = `${API_PREFIX}${routeUrl(eventReadRoute, { code })}`;
    const body = await (await fetch(`http://127.0.0.1:${cached.port}${path}`)).text();
    await start(tsx('bare-http.ts'), 3302, { BENCH_BODY: body }, '/ready');
    const repeated = await alternate([
      ['API, repeated read (cache on)', `http://127.0.0.1:3301${path}`],
      ['bare node:http, same bytes', `http://127.0.0.1:3302${path}`],
    ]);
    // The news page's HTML, rendered on the server from the same cached read (once per version of
    // the page), beside bare node:http answering the same bytes.
    const pagePath = `/event/${encodeURIComponent(code)}`;
    const html = await (await fetch(`http://127.0.0.1:${cached.port}${pagePath}`)).text();
    if (!html.includes('<div id="root"><div class="shell">')) throw new Error(`${pagePath} did not come rendered on the server (is the front end built?)`);
    await start(tsx('bare-http.ts'), 3305, { BENCH_BODY: html }, '/ready');
    const pages = await alternate([
      ['API, news page HTML (rendered)', `http://127.0.0.1:3301${pagePath}`],
      ['bare node:http, same HTML', `http://127.0.0.1:3305${pagePath}`],
    ]);
    for (const child of children.splice(0)) await child.stop();

    await start([apiMain], 3303, { ...BASE, DATABASE_URL: db.url, EVENT_CACHE_SIZE: '0' }, API_READY);
    await start(tsx('bare-mysql2.ts'), 3304, { ...BASE, DATABASE_URL: db.url }, '/ready');
    const sameBody = await (await fetch(`http://127.0.0.1:3304${path}`)).text();
    if (sameBody !== body) throw new Error('the mysql2 baseline answered different bytes than the API');
    const uncached = await alternate([
      ['API, uncached read (MariaDB)', `http://127.0.0.1:3303${path}`],
      ['bare node:http + mysql2, same read', `http://127.0.0.1:3304${path}`],
    ]);
    const rows = [...repeated, ...uncached];

    console.log(
      `\nfetchInfoByCode, autocannon -c 50, ${ROUNDS} alternating rounds of ${seconds} s per server (median shown), response ${Buffer.byteLength(body)} bytes\n`,
    );
    printTable(rows);
    const [api, node, apiDb, nodeDb] = rows;
    const verdict = (ok: boolean) => (ok ? 'meets goal' : 'BELOW GOAL');
    const r1 = api.reqPerSec / node.reqPerSec;
    const r2 = apiDb.reqPerSec / nodeDb.reqPerSec;
    console.log(`\nrepeated read: ${r1.toFixed(2)}× bare node (goal ≥ 0.45×, p99 ≤ 10 ms: ${api.p99Ms} ms) — ${verdict(r1 >= 0.45 && api.p99Ms <= 10)}`);
    console.log(`uncached read: ${r2.toFixed(2)}× bare mysql2 (goal ≥ 0.85×, p99 ≤ 60 ms: ${apiDb.p99Ms} ms) — ${verdict(r2 >= 0.85 && apiDb.p99Ms <= 60)}`);
    console.log(`\nGET /event/{code}, autocannon -c 50, response ${Buffer.byteLength(html)} bytes\n`);
    printTable(pages);
    const [apiPage, nodePage] = pages;
    console.log(`\nnews page HTML: ${(apiPage.reqPerSec / nodePage.reqPerSec).toFixed(2)}× bare node (p99 ${apiPage.p99Ms} ms; no goal yet)`);
    for (const child of children.splice(0)) await child.stop().catch(() => undefined);

    if (!(await runAddressBench(db))) process.exitCode = 1;

    console.log('\nreservation scenario');
    const reservations = await runReservationBench();
    printReservationBench(reservations);
    if (!reservations.ok) process.exitCode = 1;
  } finally {
    for (const child of children) await child.stop().catch(() => undefined);
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
