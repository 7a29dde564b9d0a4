import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPageTitle, TitleFetchError, type TitleFetchFailure, type TitleFetchOptions } from './safe-fetch';

/** A loopback HTTP server that counts the requests it receives. */
interface TestServer {
  port: number;
  hits: number;
  /** Bytes the handler wrote before the client went away. */
  written: number;
  close(): Promise<void>;
}

async function serve(host: string, handler: (req: IncomingMessage, res: ServerResponse, server: TestServer) => void): Promise<TestServer> {
  const state: TestServer = { port: 0, hits: 0, written: 0, close: async () => undefined };
  const server: Server = http.createServer((req, res) => {
    state.hits++;
    handler(req, res, state);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  state.port = (server.address() as AddressInfo).port;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

const html = (body: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
};

async function failure(promise: Promise<unknown>): Promise<TitleFetchFailure> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(TitleFetchError);
    return (err as TitleFetchError).reason;
  }
  throw new Error('expected the fetch to fail');
}

describe('fetchPageTitle — SSRF guards (ARCHITECTURE §4.10, §5)', () => {
  const servers: TestServer[] = [];
  const start = async (host: string, handler: Parameters<typeof serve>[1]) => {
    const server = await serve(host, handler);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  /** Production guards, except that the test server's port is allowed (so the ADDRESS guard is what is tested). */
  const productionOn = (port: number): TitleFetchOptions => ({ ports: [80, 443, port] });
  /** Explicit allow-list for one loopback address (what a test may do, never production). */
  const allowOnly = (address: string, port: number, extra: TitleFetchOptions = {}): TitleFetchOptions => ({
    ports: [port],
    isAllowedAddress: (a) => a === address,
    ...extra,
  });

  it('reads og:title from an explicitly allowed test server (by address and by name)', async () => {
    const site = await start('127.0.0.2', html('<html><head><meta property="og:title" content="아기 욕조 | 쇼핑"><title>x</title></head><body>…'));
    expect(await fetchPageTitle(`http://127.0.0.2:${site.port}/p/1`, allowOnly('127.0.0.2', site.port))).toBe('아기 욕조 | 쇼핑');
    const byName = allowOnly('127.0.0.2', site.port, { resolve: async () => [{ address: '127.0.0.2', family: 4 }] });
    expect(await fetchPageTitle(`http://shop.test:${site.port}/p/1`, byName)).toBe('아기 욕조 | 쇼핑');
    expect(site.hits).toBe(2);
  });

  it('refuses loopback in every spelling with the production guards; the server records zero hits', async () => {
    const victim = await start('127.0.0.1', html('<title>secret</title>'));
    const options = productionOn(victim.port);
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '127.1', '2130706433', '0x7f000001']) {
      expect(await failure(fetchPageTitle(`http://${host}:${victim.port}/`, options))).toBe('blocked-address');
    }
    expect(await failure(fetchPageTitle(`http://[::1]:${victim.port}/`, options))).toBe('blocked-address');
    // A name that resolves to loopback (DNS rebinding) is refused at connect time.
    const rebinding = {
      ...options,
      resolve: async () => [
        { address: '8.8.8.8', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    };
    expect(await failure(fetchPageTitle(`http://evil.test:${victim.port}/`, rebinding))).toBe('blocked-address');
    expect(victim.hits).toBe(0);
  });

  it('refuses the cloud metadata address, private ranges and odd ports at once, without connecting', async () => {
    const started = Date.now();
    expect(await failure(fetchPageTitle('http://169.254.169.254/latest/meta-data/'))).toBe('blocked-address');
    expect(await failure(fetchPageTitle('http://metadata.test/', { resolve: async () => [{ address: '169.254.169.254', family: 4 }] }))).toBe(
      'blocked-address',
    );
    expect(await failure(fetchPageTitle('http://[fd00:ec2::254]/'))).toBe('blocked-address');
    expect(await failure(fetchPageTitle('http://10.0.0.1/'))).toBe('blocked-address');
    expect(await failure(fetchPageTitle('http://100.100.100.200/'))).toBe('blocked-address');
    expect(await failure(fetchPageTitle('http://0.0.0.0/'))).toBe('blocked-address');
    expect(await failure(fetchPageTitle('http://8.8.8.8:22/'))).toBe('port');
    expect(await failure(fetchPageTitle('https://example.com:8443/'))).toBe('port');
    expect(await failure(fetchPageTitle('file:///etc/passwd'))).toBe('bad-url');
    expect(await failure(fetchPageTitle('gopher://example.com/'))).toBe('bad-url');
    expect(await failure(fetchPageTitle('http://user:pw@example.com/'))).toBe('bad-url');
    expect(await failure(fetchPageTitle('not a url'))).toBe('bad-url');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('re-checks every redirect: a redirect to loopback (by address or by name) fails and the victim records zero hits', async () => {
    const victim = await start('127.0.0.1', html('<title>secret</title>'));
    let target = `http://127.0.0.1:${victim.port}/admin`;
    const site = await start('127.0.0.2', (_req, res) => {
      res.writeHead(302, { location: target });
      res.end();
    });
    const options = allowOnly('127.0.0.2', site.port, { ports: [site.port, victim.port], resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(await failure(fetchPageTitle(`http://127.0.0.2:${site.port}/`, options))).toBe('blocked-address');
    target = `http://internal.test:${victim.port}/admin`;
    expect(await failure(fetchPageTitle(`http://127.0.0.2:${site.port}/`, options))).toBe('blocked-address');
    expect(site.hits).toBe(2);
    expect(victim.hits).toBe(0);
  });

  it('follows at most 3 redirects', async () => {
    const site = await start('127.0.0.2', (req, res) => {
      const n = Number(req.url?.slice(1) || 0);
      if (n < 10) res.writeHead(301, { location: `/${n + 1}` }).end();
      else html('<title>end</title>')(req, res);
    });
    const options = allowOnly('127.0.0.2', site.port);
    expect(await failure(fetchPageTitle(`http://127.0.0.2:${site.port}/0`, options))).toBe('redirects');
    expect(site.hits).toBe(4);
    expect(await fetchPageTitle(`http://127.0.0.2:${site.port}/7`, options)).toBe('end');
  });

  it('gives up on a slow server after 3 s in total', async () => {
    const slow = await start('127.0.0.2', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head>');
      const drip = setInterval(() => res.write(' '), 200);
      res.on('close', () => clearInterval(drip));
    });
    const started = Date.now();
    expect(await failure(fetchPageTitle(`http://127.0.0.2:${slow.port}/`, allowOnly('127.0.0.2', slow.port)))).toBe('timeout');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(3600);
  });

  it('stops reading a huge body at 1 MiB, fast', async () => {
    const huge = await start('127.0.0.2', (_req, res, state) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!res.destroyed && state.written < 200 * 1024 * 1024) {
          state.written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
      };
      res.on('close', () => undefined);
      pump();
    });
    const started = Date.now();
    expect(await failure(fetchPageTitle(`http://127.0.0.2:${huge.port}/`, allowOnly('127.0.0.2', huge.port)))).toBe('no-title');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(huge.written).toBeLessThan(32 * 1024 * 1024);
  });

  it('stops at </head> and takes only text/html', async () => {
    const site = await start('127.0.0.2', (req, res) => {
      if (req.url === '/json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"x"}');
      if (req.url === '/missing') return void res.writeHead(404, { 'content-type': 'text/html' }).end('<title>404</title>');
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><title>빠른 제목</title></head>');
      // Never ends: the reader must stop at </head> by itself.
    });
    const options = allowOnly('127.0.0.2', site.port);
    expect(await fetchPageTitle(`http://127.0.0.2:${site.port}/`, options)).toBe('빠른 제목');
    expect(await failure(fetchPageTitle(`http://127.0.0.2:${site.port}/json`, options))).toBe('content-type');
    expect(await failure(fetchPageTitle(`http://127.0.0.2:${site.port}/missing`, options))).toBe('status');
  });
});
