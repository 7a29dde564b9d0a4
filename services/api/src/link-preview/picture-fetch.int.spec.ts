import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchHtmlPage, fetchImageBytes, TitleFetchError, type TitleFetchFailure } from './safe-fetch';

/**
 * The product page and picture fetches of '링크로 채우기' (ARCHITECTURE "Universal add", §5 "Outbound
 * fetches") on a loopback server reached through a LINK_FETCH_ALLOW-style exception: pictures are
 * `image/*` only and refused over their byte limit (declared or streamed), pages are cut at theirs, and
 * the exception names an address and port, nothing else.
 */
describe('fetchImageBytes / fetchHtmlPage', () => {
  let server: Server;
  let port = 0;
  const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  beforeAll(async () => {
    server = http.createServer((req, res) => (routes.get(req.url ?? '') ?? ((_q, r: ServerResponse) => r.writeHead(404).end()))(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const allow = { allowException: (address: string, p: number) => address === '127.0.0.1' && p === port };
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  async function failure(promise: Promise<unknown>): Promise<TitleFetchFailure> {
    try {
      await promise;
    } catch (err) {
      expect(err).toBeInstanceOf(TitleFetchError);
      return (err as TitleFetchError).reason;
    }
    throw new Error('expected the fetch to fail');
  }

  routes.set('/ok.png', (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(100, 1)));
  routes.set('/declared-large.png', (_req, res) => res.writeHead(200, { 'content-type': 'image/png', 'content-length': 2000 }).end(Buffer.alloc(2000, 1)));
  routes.set('/streamed-large.png', (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.write(Buffer.alloc(600, 1));
    res.end(Buffer.alloc(600, 1));
  });
  routes.set('/page.html', (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><head></head><body>' + 'x'.repeat(5000) + '</body></html>'),
  );

  it('reads an image/* answer within its limit', async () => {
    expect((await fetchImageBytes(url('/ok.png'), { ...allow, maxBytes: 1000 })).length).toBe(100);
  });

  it('refuses a picture over the limit, declared or streamed, and a non-image answer', async () => {
    expect(await failure(fetchImageBytes(url('/declared-large.png'), { ...allow, maxBytes: 1000 }))).toBe('too-large');
    expect(await failure(fetchImageBytes(url('/streamed-large.png'), { ...allow, maxBytes: 1000 }))).toBe('too-large');
    expect(await failure(fetchImageBytes(url('/page.html'), { ...allow, maxBytes: 1000 }))).toBe('content-type');
  });

  it('reads a whole page past </head>, cut at the limit', async () => {
    expect((await fetchHtmlPage(url('/page.html'), allow)).html).toContain('</body>');
    expect((await fetchHtmlPage(url('/page.html'), { ...allow, maxBytes: 100 })).html).toHaveLength(100);
  });

  it('the exception names an address and a port: without it, or on another port, loopback is refused', async () => {
    expect(await failure(fetchImageBytes(url('/ok.png')))).toBe('port');
    expect(await failure(fetchImageBytes(url('/ok.png'), { ports: [port] }))).toBe('blocked-address');
    expect(await failure(fetchImageBytes(url('/ok.png'), { allowException: (a, p) => a === '127.0.0.1' && p === port + 1, ports: [port] }))).toBe(
      'blocked-address',
    );
    expect(await failure(fetchImageBytes(`http://localhost:${port}/ok.png`, { allowException: () => false }))).toBe('port');
  });
});
