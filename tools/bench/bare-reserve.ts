// Baseline of the reservation scenario (tools/bench/reserve.ts): a bare node:http server + a mysql2
// pool (10 connections, as the API's) doing what `POST /api/wish/reserve/{wishId}` does for the
// database and the hashing — the same SQL (`RESERVE_TARGET` with the wish's counters; then, in one
// transaction, the conditional counter UPDATE `TAKE_UNITS` and `INSERT_RESERVATION`; after COMMIT the
// counters' re-read `WISH_COUNTERS`; ARCHITECTURE §4.22), a random `reservationId` and the same keyed PIN hash
// (`pinHash`) — with no framework, no validation, no limits, no in-process queue and no logging.
// It answers 201, 404 (wish not on that page) or 409 (taken or too many units asked).
// PORT and DATABASE_URL from the environment; the pepper is a fixed bench value.
import { createServer, type IncomingMessage } from 'node:http';
import { createPool } from 'mysql2/promise';
import { INSERT_RESERVATION, RESERVE_TARGET, TAKE_UNITS, WISH_COUNTERS, type WishCounters } from '../../services/api/src/reservations/reservation-queries';
import { pinHash } from '../../services/api/src/pins/pin-hash';
import { newReservationPublicId } from '../../services/api/src/reservations/public-id';
import { sqlTimestamp } from '../../services/api/src/database/sql-timestamp';
import { API_PREFIX } from '../../libs/contracts/src/api/route';
import { reserveRoute } from '../../libs/contracts/src/reservations/routes';
import { RELATIVE_NOTICE_VERSION } from '../../libs/contracts/src/consent/documents';
import type { Circle } from '../../libs/contracts/src/circles/circle';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z', charset: 'utf8mb4', enableKeepAlive: true });
const PEPPER = 'bench-pepper-bench-pepper-bench-pepper';
/** The reserve call's URL up to its wish id: '/api' + '/wish/reserve/{wishId}' without `{wishId}`. */
const PREFIX = `${API_PREFIX}${reserveRoute.path.replace('{wishId}', '')}`;

interface ReserveBody {
  eventCode: string;
  reservedName: string;
  reservedEmail: string;
  reservedPassword: string;
  quantity?: number;
}

async function readBody(req: IncomingMessage): Promise<ReserveBody> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text) as ReserveBody;
}

/** Room for `quantity` units in `counters` (not a group gift, enough units left). */
const fits = (counters: WishCounters, quantity: number) =>
  Number(counters.group_gift) === 0 && Number(counters.quantity) - Number(counters.reserved_quantity) >= quantity;

/** The reservation: `{status, body}` — 201 on success, 404 when the wish is not on that page, 409 when no room. */
async function reserve(wishId: number, body: ReserveBody): Promise<{ status: number; body?: object }> {
  const quantity = body.quantity ?? 1;
  const [rows] = await pool.execute(RESERVE_TARGET, [wishId, body.eventCode]);
  const wish = (rows as WishCounters[])[0];
  if (!wish) return { status: 404 };
  if (!fits(wish, quantity)) return { status: 409 };
  const publicId = newReservationPublicId();
  const hash = pinHash(PEPPER, wishId, body.reservedPassword);
  const now = sqlTimestamp();
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const [taken] = await conn.execute(TAKE_UNITS, [quantity, wishId, quantity]);
    if ((taken as { affectedRows: number }).affectedRows === 0) {
      await conn.rollback();
      return { status: 409 };
    }
    // No receipt address, no birth news; the family circle under the code the call came with (the page's own).
    await conn.execute(INSERT_RESERVATION, [
      wishId,
      publicId,
      quantity,
      body.reservedName,
      body.reservedEmail,
      null,
      0,
      hash,
      RELATIVE_NOTICE_VERSION,
      'FAMILY' satisfies Circle,
      body.eventCode,
      now,
      now,
    ]);
    await conn.commit();
  } catch (err) {
    await conn.rollback().catch(() => undefined);
    throw err;
  } finally {
    conn.release();
  }
  // The counters after COMMIT, as the API reads them.
  const [after] = await pool.execute(WISH_COUNTERS, [wishId]);
  const counters = (after as WishCounters[])[0];
  const reservedQuantity = Number(counters.reserved_quantity);
  return { status: 201, body: { wishId, reservationId: publicId, quantity, reservedQuantity, isReserved: reservedQuantity >= Number(counters.quantity) } };
}

createServer((req, res) => {
  if (req.url === '/ready') return void res.end('ok');
  if (req.method !== 'POST' || !req.url?.startsWith(PREFIX)) return void res.writeHead(404).end();
  const wishId = Number(req.url.slice(PREFIX.length));
  readBody(req)
    .then((body) => reserve(wishId, body))
    .then(
      ({ status, body }) => {
        const json = JSON.stringify(body ?? { statusCode: status });
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
        res.end(json);
      },
      (err) => {
        console.error(err);
        res.writeHead(500).end();
      },
    );
}).listen(Number(process.env.PORT), '127.0.0.1');
