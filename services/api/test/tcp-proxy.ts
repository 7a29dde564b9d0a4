import { createServer, connect, type Server, type Socket } from 'node:net';

/** A TCP proxy a test controls, to make a shared server (MariaDB, Redis) look down without stopping it. */
export interface TcpProxy {
  /** The local port (stays the same across `down`/`up`). */
  readonly port: number;
  /** Forwarding mode: `up` forwards; `refuse` closes every connection at once; `blackhole` accepts and never answers. */
  readonly mode: 'up' | 'refuse' | 'blackhole';
  /** Cuts every open connection and from now on refuses (or black-holes) new ones. */
  down(mode?: 'refuse' | 'blackhole'): void;
  /** Forwards again (new connections only; cut ones stay cut). */
  up(): void;
  /** Stops listening and cuts every connection. */
  close(): Promise<void>;
}

/**
 * Starts a TCP proxy on 127.0.0.1 (a free port, or `port`) forwarding to `target` (`host:port`).
 * Used by the readiness and deployment tests (ARCHITECTURE §5: readiness fails while the database or
 * Redis is unreachable and recovers when it returns) — the machine's shared servers keep running.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: TcpProxy['mode'] = 'up';
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'blackhole') return; // keep it open, say nothing
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    get port() {
      return (server.address() as { port: number }).port;
    },
    get mode() {
      return mode;
    },
    down(next = 'refuse') {
      mode = next;
      cut();
    },
    up() {
      mode = 'up';
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}
