// Reservation scenario (ARCHITECTURE §4.7/§5): starts the built API and a bare baseline
// (tools/bench/bare-reserve.ts: node:http + mysql2, the same SQL and PIN hash) on one fresh MariaDB
// database, behind a "trusted proxy" (TRUST_PROXY=127.0.0.1). Each round gives each server its own
// news page of 50 wishes and fires 200 concurrent `POST /api/wish/reserve/{wishId}` calls at it —
// each on its own connection, with the page's share code and its own client address in
// X-Forwarded-For, as 200 relatives on their phones — alternating API and baseline (BENCH_RESERVE_ROUNDS
// rounds, default 3; the median round of each is printed with the server's CPU time during the burst).
// Production limits (RATE_LIMIT_PER_MINUTE) stay at their defaults.
// Goals: exactly 50 successes (one per wish, the database agrees) for both servers, API p99 ≤ 250 ms,
// API burst time ≤ 1.5× the baseline's. Exit code 1 otherwise.
// Quantity variant (ARCHITECTURE §4.22): the same 200 calls over 20 wishes of quantity 5 (one unit per
// call): exactly 100 units reserved (5 per wish, 100 × 409), the wishes' counters agree with the rows;
// same goals, printed beside the single-unit case.
//   npx tsx tools/bench/reserve.ts      or   npm run bench -- reserve      (build first: `npx nx run api:build`)
// BENCH_RESERVE_CALLS (200), BENCH_RESERVE_WISHES (50), BENCH_RESERVE_QTY_WISHES (20) and
// BENCH_RESERVE_QTY (5) change the scenario's size; BENCH_PROF=1
// writes a CPU profile of the API to /tmp/prof (the bursts follow a 2 s idle gap).
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { createConnection } from 'mysql2/promise';
import { createDatabase } from '../../e2e/support/mariadb';
import { API_PREFIX, routeUrl } from '../../libs/contracts/src/api/route';
import { joinRoute } from '../../libs/contracts/src/auth/routes';
import { eventCreateRoute } from '../../libs/contracts/src/events/routes';
import { healthReadyRoute } from '../../libs/contracts/src/health/routes';
import { reserveRoute } from '../../libs/contracts/src/reservations/routes';
import { wishCreateRoute } from '../../libs/contracts/src/wishes/routes';
import { cpuMs, repoRoot, startNode, type Child } from './lib';

const CALLS = Number(process.env.BENCH_RESERVE_CALLS ?? 200);
export const WISHES = Number(process.env.BENCH_RESERVE_WISHES ?? 50);
/** Quantity variant: wishes of QTY units each. */
const QTY_WISHES = Number(process.env.BENCH_RESERVE_QTY_WISHES ?? 20);
const QTY = Number(process.env.BENCH_RESERVE_QTY ?? 5);
const PORT = Number(process.env.BENCH_RESERVE_PORT ?? 3305);
const BARE_PORT = Number(process.env.BENCH_RESERVE_BARE_PORT ?? 3308);
/** Reserve calls per server on separate wishes before the measured bursts (`warmUpReserves`). */
const WARMUP = 20;
/** Goal of the scenario (ARCHITECTURE §5): p99 latency of the reserve calls. */
export const RESERVE_P99_GOAL_MS = 250;
/** Goal: the API's burst time within this factor of the bare baseline's (database and hashing alone). */
export const RESERVE_RATIO_GOAL = 1.5;
/** Alternating rounds per server; the median round of each is reported. */
const ROUNDS = Number(process.env.BENCH_RESERVE_ROUNDS ?? 3);

/** One burst's figures. `exact`: `quantity` successes per wish, the rest 409, and the database (rows and counters) agrees. */
export interface BurstResult {
  successes: number;
  conflicts: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  totalMs: number;
  storedReservations: number;
  /** CPU time the server process spent during the burst (ms). */
  serverCpuMs: number;
  exact: boolean;
}

/** One variant of the scenario: the median round of the API and of the bare baseline. */
export interface ReserveVariant {
  wishes: number;
  /** Units per wish (1: the single-unit case). */
  quantity: number;
  api: BurstResult;
  bare: BurstResult;
  /** API burst time ÷ bare burst time (goal ≤ RESERVE_RATIO_GOAL). */
  ratio: number;
}

/** Result of one run of the scenario: the single-unit case (top level) and the quantity variant. */
export interface ReserveBenchResult extends ReserveVariant {
  calls: number;
  rounds: number;
  quantityVariant: ReserveVariant;
  ok: boolean;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function json(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string | undefined,
  forwardedFor: string,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json()) as Record<string, unknown> };
}

let seeded = 0;

/**
 * A member with a news page and `count` wishes of `quantity` units (no links: no outbound title fetches), each
 * page seeded from its own address behind the trusted proxy (`10.252.x.y`: one parent's phone each, so many
 * pages stay under the per-address limits). Returns the page's code and the wish ids.
 */
export async function seedWishes(baseUrl: string, count: number, quantity = 1): Promise<{ code: string; ids: number[] }> {
  const from = `10.252.${(seeded >> 8) & 255}.${seeded & 255}`;
  const id = `${Date.now().toString(36)}${(seeded++).toString(36)}`;
  const joined = await json(
    baseUrl,
    `${API_PREFIX}${routeUrl(joinRoute)}`,
    {
      username: `bench_r_${id}`,
      password: 'bench-password-1',
      email: `bench.r.${id}@example.com`,
      displayName: `예약벤치${id.slice(-5)}`,
      consents: { terms: true, privacy: true, age14: true },
    },
    undefined,
    from,
  );
  if (joined.status !== 201) throw new Error(`joinProc answered ${joined.status}`);
  const token = joined.data.accessToken as string;
  const event = await json(
    baseUrl,
    `${API_PREFIX}${routeUrl(eventCreateRoute)}`,
    { title: '선물 예약 벤치마크', postCode: '06236', address: '서울 강남구 테헤란로 152' },
    token,
    from,
  );
  if (event.status !== 201) throw new Error(`event/create answered ${event.status}`);
  const code = event.data.code as string;
  const ids: number[] = [];
  const createPath = `${API_PREFIX}${routeUrl(wishCreateRoute, { eventCode: code })}`;
  for (let i = 0; i < count; i++) {
    const wish = await json(baseUrl, createPath, { title: `출산 선물 ${i + 1}`, price: 10_000 + i * 1000, quantity }, token, from);
    if (wish.status !== 201) throw new Error(`wish/create answered ${wish.status}`);
    ids.push(wish.data.id as number);
  }
  return { code, ids };
}

/** Outcome of one burst: HTTP status and latency (ms) of every call. */
interface Burst {
  outcomes: Array<{ status: number; ms: number }>;
  totalMs: number;
}

/**
 * A reserve call as a relative's phone makes it: its own TCP connection (`Connection: close`) and its
 * own address (`x-forwarded-for`) behind the trusted proxy. A raw HTTP/1.1 request on a socket, so the
 * bench's own client costs next to nothing of the shared CPU (fetch/undici would cost more than the
 * server's work). Resolves the status code, 0 on a network error.
 */
export function reserveCall(baseUrl: string, code: string, wishId: number, i: number, prefix: string): Promise<number> {
  const url = new URL(`${baseUrl}${API_PREFIX}${routeUrl(reserveRoute, { wishId })}`);
  const body = JSON.stringify({
    eventCode: code,
    reservedName: `친척${i}`,
    reservedEmail: `relative${i}@example.com`,
    reservedPassword: String(1000 + (i % 9000)),
    privacyConsent: true,
  });
  const head =
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Forwarded-For: 10.${prefix}.${Math.floor(i / 250)}.${(i % 250) + 1}\r\nConnection: close\r\n\r\n`;
  return new Promise((resolve) => {
    let response = '';
    const socket = connect(Number(url.port), url.hostname, () => socket.write(head + body));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0)));
    socket.on('error', () => undefined);
  });
}

/** Fires CALLS concurrent reserve calls spread over `wishIds` and times each. */
async function burst(baseUrl: string, code: string, wishIds: number[], prefix: string): Promise<Burst> {
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: CALLS }, async (_, i) => {
      const t0 = performance.now();
      const status = await reserveCall(baseUrl, code, wishIds[i % wishIds.length], i, prefix).catch(() => 0);
      return { status, ms: performance.now() - t0 };
    }),
  );
  return { outcomes, totalMs: performance.now() - started };
}

/** Counts, percentiles and the database's own count of one burst over wishes of `quantity` units. */
async function summarise(b: Burst, dbUrl: string, wishIds: number[], quantity: number, serverCpuMs: number): Promise<BurstResult> {
  const conn = await createConnection({ uri: dbUrl });
  const [rows] = await conn.query('SELECT COUNT(*) AS n, COUNT(DISTINCT wish_id) AS w, SUM(quantity) AS units FROM `reservation` WHERE wish_id IN (?)', [
    wishIds,
  ]);
  const [counters] = await conn.query('SELECT SUM(reserved_quantity) AS units, MAX(reserved_quantity) AS most FROM `wish` WHERE id IN (?)', [wishIds]);
  await conn.end();
  const stored = (rows as Array<{ n: number; w: number; units: number | string }>)[0];
  const counted = (counters as Array<{ units: number | string; most: number | string }>)[0];
  const expected = wishIds.length * quantity;
  const latencies = b.outcomes.map((o) => o.ms).sort((x, y) => x - y);
  const successes = b.outcomes.filter((o) => o.status === 201).length;
  const conflicts = b.outcomes.filter((o) => o.status === 409).length;
  return {
    successes,
    conflicts,
    failures: b.outcomes.length - successes - conflicts,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(latencies[latencies.length - 1] ?? 0),
    totalMs: Math.round(b.totalMs),
    storedReservations: Number(stored.n),
    serverCpuMs,
    exact:
      successes === expected &&
      successes + conflicts === b.outcomes.length &&
      Number(stored.n) === expected &&
      Number(stored.units) === expected &&
      Number(stored.w) === wishIds.length &&
      Number(counted.units) === expected &&
      Number(counted.most) === quantity,
  };
}

/**
 * One burst of CALLS concurrent reserves at `server` (listening on 127.0.0.1) over the page `seeded` (from
 * `seedWishes`, wishes of `quantity` units), each call from `10.<prefix>.x.y` (`prefix` 0–255, its own per
 * burst), summarised with the database's own count (`exact`) and the server's CPU time during it (ms).
 */
export async function reserveBurst(server: Child, seeded: { code: string; ids: number[] }, prefix: number, dbUrl: string, quantity = 1): Promise<BurstResult> {
  const cpuBefore = cpuMs(server.pid);
  const b = await burst(`http://127.0.0.1:${server.port}`, seeded.code, seeded.ids, String(prefix));
  return summarise(b, dbUrl, seeded.ids, quantity, cpuMs(server.pid) - cpuBefore);
}

/**
 * Warm-up before the measured bursts: a running server has compiled its reserve path already, so WARMUP
 * sequential reserves per server, on wishes outside the measured pages (seeded through `seedUrl`), keep JIT
 * start-up out of the numbers (every server alike, in turn).
 */
export async function warmUpReserves(seedUrl: string, serverUrls: string[]): Promise<void> {
  const warm = await seedWishes(seedUrl, WARMUP * serverUrls.length);
  for (let i = 0; i < WARMUP; i++) {
    for (const [n, url] of serverUrls.entries()) await reserveCall(url, warm.code, warm.ids[n * WARMUP + i], i, String(254 - n));
  }
}

/** The round whose burst time is the median (upper middle of an even count). */
function medianRound(rounds: BurstResult[]): BurstResult {
  return [...rounds].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(rounds.length / 2)];
}

/**
 * Runs the scenario against a fresh database: the production bundle and the bare baseline
 * (tools/bench/bare-reserve.ts) side by side on the same database, each given fresh wishes in every
 * round, measured in alternation (ROUNDS rounds) so that drift of the shared machine hits both alike.
 */
export async function runReservationBench(): Promise<ReserveBenchResult> {
  const apiMain = join(repoRoot, 'dist/services/api/main.js');
  if (!existsSync(apiMain)) throw new Error('dist/services/api/main.js is missing: run `npx nx run api:build` first.');
  const db = await createDatabase('babynews_bench_reserve');
  // Each call has its own client address behind the trusted local proxy; limits as in production.
  const api = await startNode(
    [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), apiMain],
    PORT,
    { DATABASE_URL: db.url, TRUST_PROXY: '127.0.0.1' },
    `${API_PREFIX}${healthReadyRoute.path}`,
  );
  const bare = await startNode(['--import', 'tsx', join(__dirname, 'bare-reserve.ts')], BARE_PORT, { DATABASE_URL: db.url }, '/ready');
  try {
    const apiUrl = `http://127.0.0.1:${api.port}`;
    const bareUrl = `http://127.0.0.1:${bare.port}`;
    await warmUpReserves(apiUrl, [apiUrl, bareUrl]);
    const pages: Array<{ code: string; ids: number[] }> = [];
    for (let i = 0; i < ROUNDS * 2; i++) pages.push(await seedWishes(apiUrl, WISHES));
    const qtyPages: Array<{ code: string; ids: number[] }> = [];
    for (let i = 0; i < ROUNDS * 2; i++) qtyPages.push(await seedWishes(apiUrl, QTY_WISHES, QTY));
    // A quiet gap between seeding and the bursts (a profile taken with BENCH_PROF shows it as idle).
    await new Promise((r) => setTimeout(r, 2000));
    let exact = true;
    /** Alternating rounds of one variant over its pages; the median round of each server. */
    const variant = async (seeded: typeof pages, quantity: number, prefix: number): Promise<ReserveVariant> => {
      const apiRounds: BurstResult[] = [];
      const bareRounds: BurstResult[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const [forApi, forBare] = seeded.slice(round * 2, round * 2 + 2);
        apiRounds.push(await reserveBurst(api, forApi, prefix + round, db.url, quantity));
        bareRounds.push(await reserveBurst(bare, forBare, prefix + 100 + round, db.url, quantity));
      }
      const apiResult = medianRound(apiRounds);
      const bareResult = medianRound(bareRounds);
      exact &&= apiRounds.every((r) => r.exact) && bareRounds.every((r) => r.exact);
      return { wishes: seeded[0].ids.length, quantity, api: apiResult, bare: bareResult, ratio: apiResult.totalMs / Math.max(1, bareResult.totalMs) };
    };
    const single = await variant(pages, 1, 0);
    const quantityVariant = await variant(qtyPages, QTY, 20);
    const withinGoals = (v: ReserveVariant) => v.api.p99Ms <= RESERVE_P99_GOAL_MS && v.ratio <= RESERVE_RATIO_GOAL;
    return {
      calls: CALLS,
      rounds: ROUNDS,
      ...single,
      quantityVariant,
      ok: exact && withinGoals(single) && withinGoals(quantityVariant),
    };
  } finally {
    await api.stop();
    await bare.stop();
    await db.drop();
  }
}

/** Prints a result the way `npm run bench` prints its other scenarios: the single-unit case, then the quantity variant beside it. */
export function printReservationBench(r: ReserveBenchResult): void {
  console.log(
    `\nreserve: ${r.calls} concurrent POST /api/wish/reserve per burst, each call from its own address (MariaDB; ${r.rounds} alternating rounds, median shown)`,
  );
  for (const v of [r, r.quantityVariant]) {
    const units = v.wishes * v.quantity;
    console.log(`\n${v.quantity === 1 ? 'single unit' : `quantity ${v.quantity}`}: ${v.wishes} wishes of ${v.quantity} unit(s) — exactly ${units} reserved`);
    for (const [label, b] of [
      ['API (production bundle)', v.api],
      ['bare node:http + mysql2, same SQL + PIN hash', v.bare],
    ] as const) {
      console.log(
        `${label.padEnd(46)} successes ${b.successes}/${units}  409 ${b.conflicts}  other ${b.failures}  stored ${b.storedReservations}   ` +
          `p50 ${b.p50Ms} ms  p99 ${b.p99Ms} ms  max ${b.maxMs} ms  burst ${b.totalMs} ms  server CPU ${b.serverCpuMs} ms`,
      );
    }
  }
  console.log(
    `\nAPI p99: single unit ${r.api.p99Ms} ms, quantity ${r.quantityVariant.quantity} ${r.quantityVariant.api.p99Ms} ms (goal ≤ ${RESERVE_P99_GOAL_MS} ms); ` +
      `API burst ${r.ratio.toFixed(2)}× / ${r.quantityVariant.ratio.toFixed(2)}× the bare baseline (goal ≤ ${RESERVE_RATIO_GOAL}×)`,
  );
  console.log(
    r.ok ? 'exactly the wanted units reserved per wish, within both goals — OK' : 'WRONG: not exactly the wanted units per wish, failed calls, or over a goal',
  );
}

if (process.argv[1] && /reserve\.ts$/.test(process.argv[1])) {
  runReservationBench().then(
    (result) => {
      printReservationBench(result);
      if (!result.ok) process.exitCode = 1;
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
