import type { Server } from 'node:http';
import { connect } from 'node:net';
import { DataSource } from 'typeorm';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { createTestDatabase, describeOnMariaDb, startApp, testDatabases, type TestApp, type TestDatabase } from '../../test/harness';
import { drainAndClose } from './shutdown';
import { until, yieldTurns } from '@babynews/testing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Resolves when `server` has parsed the headers of its next request (that request is in flight from then on). */
const nextRequest = (server: Server) => new Promise<void>((resolve) => server.once('request', () => resolve()));

/** Sends a request whose body is only half written; `finish()` sends the rest; `response` is the raw answer. */
function halfRequest(port: number) {
  const body = JSON.stringify({ email: 'drain@example.com' });
  const socket = connect(port, '127.0.0.1');
  const response = new Promise<string>((resolve) => {
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
  });
  const started = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      socket.write(
        `POST /api/register/emailCheck HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
      );
      resolve();
    }),
  );
  return { started, response, finish: () => socket.write(body.slice(5)) };
}

// ARCHITECTURE §5 graceful shutdown: SIGTERM → readiness 503, stop accepting, finish in-flight, close the pool.
describe.each(testDatabases())('shutdown and readiness on %s', (kind) => {
  let db: TestDatabase;
  beforeEach(async () => (db = await createTestDatabase(kind)));
  afterEach(async () => await db.drop());

  it('drainAndClose: ready turns 503 during the drain delay, the in-flight request completes, the pool closes', async () => {
    const t = await startApp(db.env);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const server = t.app.getHttpServer() as Server;
    const { port } = server.address() as { port: number };
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    const received = nextRequest(server);
    const inFlight = halfRequest(port);
    await inFlight.started;
    await received;

    let result: boolean | undefined;
    const closing = drainAndClose(t.app, { drainDelayMs: 400, graceMs: 10_000 }).then((r) => (result = r));
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // Still serving during the drain delay: the load balancer is the one that stops sending.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    // After the drain delay the server stops listening, then waits for the in-flight request.
    await until(() => !server.listening, { tries: 500 });
    expect(server.listening).toBe(false);
    await yieldTurns();
    expect(result).toBeUndefined(); // waits for the in-flight request
    inFlight.finish();
    const raw = await inFlight.response;
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(raw).toContain('사용 가능한 이메일입니다.');
    await closing;
    expect(result).toBe(true);
    expect(t.app.get(DataSource, { strict: false }).isInitialized).toBe(false);
    // No longer accepting.
    await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();
  }, 60_000);

  it('drainAndClose answers false when a request outlives the grace period', async () => {
    const t = await startApp(db.env);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const server = t.app.getHttpServer() as Server;
    const { port } = server.address() as { port: number };
    const received = nextRequest(server);
    const stuck = halfRequest(port);
    await stuck.started;
    await received;
    expect(await drainAndClose(t.app, { drainDelayMs: 0, graceMs: 300 })).toBe(false);
    stuck.finish();
    await stuck.response;
    await t.close().catch(() => undefined);
  }, 60_000);
});

describeOnMariaDb('readiness follows the database (%s, through a TCP proxy)', (kind) => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const url = new URL(db.env.DATABASE_URL!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 3306) });
    url.host = `127.0.0.1:${proxy.port}`;
    t = await startApp({ ...db.env, DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await proxy?.close();
    await db?.drop();
  });

  const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });

  it.each(['refuse', 'blackhole'] as const)(
    '503 while the database is unreachable (%s), 200 again when it returns, without a restart',
    async (mode) => {
      expect((await ready()).statusCode).toBe(200);
      proxy.down(mode);
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      proxy.up();
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        status = (await ready()).statusCode;
        if (status !== 200) await sleep(250);
      }
      expect(status).toBe(200);
      // And real requests work again.
      expect((await t.app.inject({ method: 'POST', url: '/api/register/emailCheck', payload: { email: 'back@example.com' } })).statusCode).toBe(200);
    },
    60_000,
  );
});
