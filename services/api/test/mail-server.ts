import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { useTestApp, type DbKind, type SuiteContext } from './harness';

/**
 * A real SMTP server inside the test (`smtp-server`), which parses what arrives (`mailparser`):
 * `url` is the SMTP_URL of the app under test. `stop()` closes it (a send then fails with
 * ECONNREFUSED) and `start()` listens again on the same port. `waitFor(n)` resolves once `n`
 * messages have arrived (ARCHITECTURE §4.23 tests).
 */
export class TestMailServer {
  readonly messages: ParsedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;
  private waiters: Array<() => void> = [];

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      // Closing waits this long (ms) for open connections (the API's pooled ones) instead of 30 s.
      closeTimeout: 200,
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.messages.push(mail);
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages sent to `address`. */
  to(address: string): ParsedMail[] {
    return this.messages.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address)));
  }

  /** Resolves when at least `count` messages have arrived; rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} messages, ${this.messages.length} arrived`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages;
  }
}

/**
 * Suite helper: a `TestMailServer` started before the app of `useTestApp(kind, …)`, whose SMTP_URL it
 * becomes (with `extraEnv`; MAIL_WORKER_INTERVAL_MS '0' unless given: the tests deliver by hand), and
 * stopped after it. Returns the suite context with its `smtp` (ARCHITECTURE §4.23 tests).
 */
export function useMailTestApp(kind: DbKind, extraEnv: Record<string, string> = {}): SuiteContext & { readonly smtp: TestMailServer } {
  const smtp = new TestMailServer();
  const env: Record<string, string> = { MAIL_WORKER_INTERVAL_MS: '0', ...extraEnv };
  beforeAll(async () => {
    await smtp.start();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());
  return Object.assign(useTestApp(kind, env), { smtp });
}
