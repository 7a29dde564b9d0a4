// Baseline 2: a bare node:http server + a mysql2 pool running the API's own read
// (`loadEventByCode` from services/api: the same SQL and the same row mapping) for every request,
// with no framework, no ORM and no cache. PORT, DATABASE_URL, PUBLIC_BASE_URL from the environment.
import { createServer } from 'node:http';
import { createPool } from 'mysql2';
import type { DataSource } from 'typeorm';
import { loadEventByCode, type EventParts } from '../../services/api/src/events/events.read';
import { loadQuizList } from '../../services/api/src/quizzes/quizzes.read';
import { imageUrlFor } from '../../services/api/src/uploads/public-url';
import { loadWishLists } from '../../services/api/src/wishes/wish-list.read';
import { API_PREFIX } from '../../libs/contracts/src/api/route';
import { eventReadRoute } from '../../libs/contracts/src/events/routes';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z', charset: 'utf8mb4' });
// The read (readRows) only touches `options.type` and `driver.pool` on MySQL: a bare pool behind that shape.
const dataSource = { options: { type: 'mysql' }, driver: { pool } } as unknown as DataSource;

// What the read needs of the configuration to build image URLs (the local storage driver).
const config = { publicBaseUrl: process.env.PUBLIC_BASE_URL ?? '', storage: { driver: 'local' as const, s3: {} } };

// The parts other domains own, read by the same functions their services call (WishesService, QuizzesService).
const parts: EventParts = {
  wishLists: (eventId) => loadWishLists(dataSource, eventId, (key) => imageUrlFor(config, key)),
  quizList: (eventId) => loadQuizList(dataSource, eventId),
  imageUrl: (key) => imageUrlFor(config, key) ?? '',
};

// The news read's URL up to its share code: '/api' + '/event/fetchInfoByCode/{code}' without `{code}`.
const PREFIX = `${API_PREFIX}${eventReadRoute.path.replace('{code}', '')}`;
createServer((req, res) => {
  if (req.url === '/ready') return void res.end('ok');
  if (!req.url?.startsWith(PREFIX)) return void res.writeHead(404).end();
  loadEventByCode(dataSource, decodeURIComponent(req.url.slice(PREFIX.length)), parts).then(
    (event) => {
      const body = event ? event.json : '{"statusCode":404}';
      res.writeHead(event ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
    (err) => {
      console.error(err);
      res.writeHead(500).end();
    },
  );
}).listen(Number(process.env.PORT), '127.0.0.1');
