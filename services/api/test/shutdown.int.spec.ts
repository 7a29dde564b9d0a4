import type { Server } from 'node:http';
import { connect } from 'node:net';
import { createTestDatabase, startApp } from './harness';
import { until, yieldTurns } from '@babynews/testing';

describe('graceful shutdown', () => {
  it('finishes an in-flight request before close() resolves and refuses new connections', async () => {
    const db = await createTestDatabase('sqlite');
    const t = await startApp(db.env);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const server = t.app.getHttpServer() as Server;
    const { port } = server.address() as { port: number };
    try {
      const body = JSON.stringify({ email: 'slow@example.com' });
      const socket = connect(port, '127.0.0.1');
      const response = new Promise<string>((resolve) => {
        let data = '';
        socket.on('data', (chunk) => (data += chunk));
        socket.on('close', () => resolve(data));
      });
      await new Promise((r) => socket.once('connect', r));
      // Headers and half of the body: the request is in flight once the server has parsed the headers.
      const received = new Promise((r) => server.once('request', r));
      socket.write(
        `POST /api/register/emailCheck HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
      );
      await received;
      let closed = false;
      const closing = t.app.close().then(() => (closed = true));
      // The server stops listening, then waits for the in-flight request (a few event-loop turns for anything that would not wait).
      await until(() => !server.listening, { tries: 500 });
      expect(server.listening).toBe(false);
      await yieldTurns();
      expect(closed).toBe(false);
      socket.write(body.slice(5));
      const raw = await response;
      expect(raw).toMatch(/^HTTP\/1\.1 200/);
      expect(raw).toContain('사용 가능한 이메일입니다.');
      await closing;
      expect(closed).toBe(true);
    } finally {
      await db.drop();
    }
  });
});
