import autocannon from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '../..');

/**
 * The Node.js binary that runs every server a bench starts (the API, the bare servers): `BENCH_NODE` (a path,
 * e.g. Node 24 LTS from `npm install node@24` in a folder), else the one running the bench. The client
 * (autocannon, the raw reservation client) stays on the bench's own Node.
 */
export const serverNode = process.env.BENCH_NODE ?? process.execPath;

/** `node -v` of `serverNode`, e.g. `"v24.21.0"`. */
export function serverNodeVersion(): string {
  return execFileSync(serverNode, ['-v'], { encoding: 'utf8' }).trim();
}

/** One autocannon measurement: requests per second (mean) and in all, p99 latency (ms), non-2xx count. */
export interface Measurement {
  label: string;
  reqPerSec: number;
  requests: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * Runs autocannon against `url` with `connections` for `seconds` (after `warmUpSeconds` of warm-up). With
 * `addresses` > 0 the requests cycle through that many client addresses (`x-forwarded-for:
 * 10.x.y.z`, one prebuilt request each, so the client's own cost is the same as without).
 */
export async function measure(label: string, url: string, connections = 50, seconds = 10, addresses = 0, warmUpSeconds = 2): Promise<Measurement> {
  const requests =
    addresses > 0 ? Array.from({ length: addresses }, (_, i) => ({ headers: { 'x-forwarded-for': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}` } })) : undefined;
  if (warmUpSeconds > 0) await autocannon({ url, connections, duration: warmUpSeconds, requests });
  const result = await autocannon({ url, connections, duration: seconds, requests });
  return {
    label,
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A child process started by the bench; `stop()` ends it and removes its temp dir. */
export interface Child {
  port: number;
  /** Process id (for `cpuMs`). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts `node ...args` (`serverNode`) on `port` and waits until `readyPath` answers 200 (30 s at most). */
export async function startNode(args: string[], port: number, env: Record<string, string>, readyPath: string): Promise<Child> {
  const dataDir = mkdtempSync(join(tmpdir(), `babynews-bench-${port}-`));
  let output = '';
  const child: ChildProcess = spawn(serverNode, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output = (output + d).slice(-10_000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-10_000)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} not ready on ${port}:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    pid: child.pid ?? 0,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The middle measurement by req/s (of an odd count; the upper middle of an even one). */
export function median(rounds: Measurement[]): Measurement {
  const sorted = [...rounds].sort((x, y) => x.reqPerSec - y.reqPerSec);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Prints one line per measurement. */
export function printTable(rows: Measurement[]): void {
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(44)} ${r.reqPerSec.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms` +
        (r.non2xx || r.errors ? `   non-2xx ${r.non2xx} errors ${r.errors}` : ''),
    );
  }
}

/** CPU time (user + system, ms, 10 ms resolution) the process `pid` has used so far, from /proc (Linux). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  // After the command name: field 14 (utime) and 15 (stime) of proc(5) are at index 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
