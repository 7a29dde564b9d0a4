// What `npm run bench:ops` and `npm run bench:ops-split` share: the local OTLP sink the traced servers
// export to, one measured news-read window, and the median of paired ratios.
import { createServer } from 'node:http';
import { cpuMs, measure, type Child } from './lib';

/** What the local OTLP sink received: export requests, bytes and spans. */
export interface SinkReceived {
  requests: number;
  bytes: number;
  spans: number;
}

/**
 * Starts the OTLP/HTTP sink on 127.0.0.1:`port`: answers POST /v1/traces with 200 and counts requests,
 * bytes and spans into `received`. Spans are counted by their `"spanId"` keys (no JSON parsing: the sink
 * shares the CPU with the API and the load generator, and a real collector would not run on the API's
 * machine). `close()` stops it.
 */
export async function startSink(port: number): Promise<{ received: SinkReceived; close(): void }> {
  const received: SinkReceived = { requests: 0, bytes: 0, spans: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        const body = Buffer.concat(chunks);
        received.requests++;
        received.bytes += body.length;
        for (let at = body.indexOf('"spanId"'); at >= 0; at = body.indexOf('"spanId"', at + 8)) received.spans++;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => server.close() };
}

/**
 * One news-read window at `server`: `url` read by `addresses` addresses (autocannon -c 50) for `seconds`;
 * answers req/s and the server's CPU time per read (µs). Throws when any answer was not 2xx.
 */
export async function newsWindow(server: Child, url: string, seconds: number, addresses: number): Promise<{ reqPerSec: number; cpuUs: number }> {
  const before = cpuMs(server.pid);
  const m = await measure('news', url, 50, seconds, addresses, 0);
  if (m.non2xx || m.errors) throw new Error(`news read at ${url}: ${m.non2xx} non-2xx, ${m.errors} errors`);
  return { reqPerSec: m.reqPerSec, cpuUs: ((cpuMs(server.pid) - before) * 1000) / m.requests };
}

/** The middle value of `xs` (the upper middle of an even count). */
export const middle = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
