// Baseline of the reservation scenario (tools/bench/reserve.ts): a bare node:http server + a mysql2
// pool (10 connections, as the API's) doing what `POST /api/wish/reserve/{wishId}` does for the
// database and the hashing — the same SQL (`RESERVE_TARGET`, then `INSERT_RESERVATION` on the unique
// `wish_id`) and the same keyed PIN hash (`pinHash`) — with no framework, no validation, no limits, no
// in-process queue and no logging. It answers 201, 404 (wish not on that page) or 409 (taken).
// PORT and DATABASE_URL from the environment; the pepper is a fixed bench value.
import { createServer, type IncomingMessage } from 'node:http';
import { createPool } from 'mysql2/promise';
import { INSERT_RESERVATION, RESERVE_TARGET } from '../../services/api/src/reservations/reservation-queries';
import { pinHash } from '../../services/api/src/reservations/pin-hash';
import { sqlTimestamp } from '../../services/api/src/reservations/atomic-statement';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z', charset: 'utf8mb4', enableKeepAlive: true });
const PEPPER = 'bench-pepper-bench-pepper-bench-pepper';
const PREFIX = '/api/wish/reserve/';

interface ReserveBody {
  eventCode: string;
  reservedName: string;
  reservedEmail: string;
  reservedPassword: string;
}

async function readBody(req: IncomingMessage): Promise<ReserveBody> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text) as ReserveBody;
}

/** The reservation: 201 on success, 404 when the wish is not on that page, 409 when it is taken. */
async function reserve(wishId: number, body: ReserveBody): Promise<number> {
  const [rows] = await pool.execute(RESERVE_TARGET, [wishId, body.eventCode]);
  const wish = (rows as Array<{ reservation_id: number | null }>)[0];
  if (!wish) return 404;
  if (wish.reservation_id !== null) return 409;
  const now = sqlTimestamp();
  try {
    await pool.execute(INSERT_RESERVATION, [wishId, body.reservedName, body.reservedEmail, pinHash(PEPPER, wishId, body.reservedPassword), now, now]);
    return 201;
  } catch (err) {
    if ((err as { code?: string }).code === 'ER_DUP_ENTRY') return 409;
    throw err;
  }
}

createServer((req, res) => {
  if (req.url === '/ready') return void res.end('ok');
  if (req.method !== 'POST' || !req.url?.startsWith(PREFIX)) return void res.writeHead(404).end();
  const wishId = Number(req.url.slice(PREFIX.length));
  readBody(req)
    .then((body) => reserve(wishId, body))
    .then(
      (status) => {
        const json = status === 201 ? JSON.stringify({ wishId, isReserved: true }) : JSON.stringify({ statusCode: status });
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
        res.end(json);
      },
      (err) => {
        console.error(err);
        res.writeHead(500).end();
      },
    );
}).listen(Number(process.env.PORT), '127.0.0.1');
