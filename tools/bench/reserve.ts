// Reservation scenario (ARCHITECTURE §4.7/§5): starts the built API on a fresh MariaDB database
// behind a "trusted proxy" (TRUST_PROXY=127.0.0.1), creates 50 wishes, fires 200 concurrent
// `POST /api/wish/reserve/{wishId}` calls spread over them — each with the page's share code and its
// own client address in X-Forwarded-For, as 200 relatives on their phones — and prints the successes
// (must be exactly 50 — one per wish), the 409s, and the latency percentiles. Production limits
// (RATE_LIMIT_PER_MINUTE, argon2 cost) stay at their defaults.
// Goal: exactly 50 successes and p99 ≤ 250 ms. Exit code 1 when the count is wrong, any call fails
// with 5xx/network, the database disagrees, or p99 is over the goal.
//   npx tsx tools/bench/reserve.ts      or   npm run bench -- reserve      (build first: `npx nx run api:build`)
// BENCH_RESERVE_CALLS (200) and BENCH_RESERVE_WISHES (50) change the scenario's size.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { createConnection } from 'mysql2/promise';
import { createDatabase } from '../../e2e/support/mariadb';
import { repoRoot, startNode } from './lib';

const CALLS = Number(process.env.BENCH_RESERVE_CALLS ?? 200);
const WISHES = Number(process.env.BENCH_RESERVE_WISHES ?? 50);
const PORT = Number(process.env.BENCH_RESERVE_PORT ?? 3305);
/** Reserve calls on separate wishes before the measured burst (see `runReservationBench`). */
const WARMUP = 20;
/** Goal of the scenario (ARCHITECTURE §5): p99 latency of the reserve calls. */
export const RESERVE_P99_GOAL_MS = 250;

/** Result of one run of the scenario. */
export interface ReserveBenchResult {
  calls: number;
  wishes: number;
  successes: number;
  conflicts: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  totalMs: number;
  storedReservations: number;
  ok: boolean;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function json(baseUrl: string, path: string, body: unknown, token?: string): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json()) as Record<string, unknown> };
}

/** A member with a news page and `count` wishes (no links: no outbound title fetches). Returns the page's code and the wish ids. */
async function seedWishes(baseUrl: string, count: number): Promise<{ code: string; ids: number[] }> {
  const id = Date.now().toString(36);
  const joined = await json(baseUrl, '/api/joinProc', {
    username: `bench_r_${id}`,
    password: 'bench-password-1',
    email: `bench.r.${id}@example.com`,
    displayName: `예약벤치${id.slice(-5)}`,
  });
  if (joined.status !== 201) throw new Error(`joinProc answered ${joined.status}`);
  const token = joined.data.accessToken as string;
  const event = await json(baseUrl, '/api/event/create', { title: '선물 예약 벤치마크', postCode: '06236', address: '서울 강남구 테헤란로 152' }, token);
  if (event.status !== 201) throw new Error(`event/create answered ${event.status}`);
  const code = event.data.code as string;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const wish = await json(baseUrl, `/api/wish/create/${code}`, { title: `출산 선물 ${i + 1}`, price: 10_000 + i * 1000 }, token);
    if (wish.status !== 201) throw new Error(`wish/create answered ${wish.status}`);
    ids.push(wish.data.id as number);
  }
  return { code, ids };
}

/** Runs the scenario against a fresh database and a freshly started production bundle. */
export async function runReservationBench(): Promise<ReserveBenchResult> {
  const apiMain = join(repoRoot, 'dist/services/api/main.js');
  if (!existsSync(apiMain)) throw new Error('dist/services/api/main.js is missing: run `npx nx run api:build` first.');
  const db = await createDatabase('babynews_bench_reserve');
  // Each call has its own client address behind the trusted local proxy; limits as in production.
  const api = await startNode([apiMain], PORT, { DATABASE_URL: db.url, TRUST_PROXY: '127.0.0.1' }, '/api/health/ready');
  try {
    const baseUrl = `http://127.0.0.1:${api.port}`;
    const { code, ids: seeded } = await seedWishes(baseUrl, WISHES + WARMUP);
    const wishIds = seeded.slice(WARMUP);
    // Warm-up: a running server has compiled the reserve path already; 20 sequential reserves on
    // wishes outside the measured set (each from its own address) keep JIT start-up out of the numbers.
    for (const [i, id] of seeded.slice(0, WARMUP).entries()) {
      await fetch(`${baseUrl}/api/wish/reserve/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.255.0.${i + 1}` },
        body: JSON.stringify({ eventCode: code, reservedName: `준비${i}`, reservedEmail: `warmup${i}@example.com`, reservedPassword: '1234' }),
      }).then((res) => res.arrayBuffer());
    }
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: CALLS }, async (_, i) => {
        const t0 = performance.now();
        try {
          const res = await fetch(`${baseUrl}/api/wish/reserve/${wishIds[i % wishIds.length]}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              eventCode: code,
              reservedName: `친척${i}`,
              reservedEmail: `relative${i}@example.com`,
              reservedPassword: String(1000 + (i % 9000)),
            }),
          });
          await res.arrayBuffer();
          return { status: res.status, ms: performance.now() - t0 };
        } catch {
          return { status: 0, ms: performance.now() - t0 };
        }
      }),
    );
    const totalMs = performance.now() - started;
    const conn = await createConnection({ uri: db.url });
    const [rows] = await conn.query('SELECT COUNT(*) AS n, COUNT(DISTINCT wish_id) AS w FROM `reservation` WHERE wish_id IN (?)', [wishIds]);
    await conn.end();
    const stored = rows as Array<{ n: number; w: number }>;
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const successes = outcomes.filter((o) => o.status === 201).length;
    const conflicts = outcomes.filter((o) => o.status === 409).length;
    const failures = CALLS - successes - conflicts;
    const storedReservations = Number(stored[0].n);
    return {
      calls: CALLS,
      wishes: wishIds.length,
      successes,
      conflicts,
      failures,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      maxMs: Math.round(latencies[latencies.length - 1] ?? 0),
      totalMs: Math.round(totalMs),
      storedReservations,
      ok:
        successes === wishIds.length &&
        failures === 0 &&
        storedReservations === wishIds.length &&
        Number(stored[0].w) === wishIds.length &&
        Math.round(percentile(latencies, 99)) <= RESERVE_P99_GOAL_MS,
    };
  } finally {
    await api.stop();
    await db.drop();
  }
}

/** Prints a result the way `npm run bench` prints its other scenarios. */
export function printReservationBench(r: ReserveBenchResult): void {
  console.log(`\nreserve: ${r.calls} concurrent POST /api/wish/reserve over ${r.wishes} wishes (MariaDB, production bundle)\n`);
  console.log(`successes ${r.successes} (must be ${r.wishes})   409 ${r.conflicts}   other ${r.failures}   stored reservations ${r.storedReservations}`);
  console.log(`latency p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms (goal ≤ ${RESERVE_P99_GOAL_MS} ms)   max ${r.maxMs} ms   all calls done in ${r.totalMs} ms`);
  console.log(
    r.ok ? 'exactly one reservation per wish, p99 within the goal — OK' : 'WRONG: not exactly one reservation per wish, failed calls, or p99 over the goal',
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
