import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The variable that hands the mailbox's HTTP address to the test workers. */
const MAILBOX_URL_VAR = 'E2E_MAILBOX_URL';

/** One message as the mailbox answers it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server for the browser suite (ARCHITECTURE §4.23): the API servers send to it through
 * SMTP_URL, and the test workers read what arrived over HTTP (`GET /messages`), as a relative reads
 * their inbox. Both on free ports; `env` configures an API server.
 */
export async function startMailbox(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    // Closing waits this long (ms) for open connections (the API's pooled ones) instead of 30 s.
    closeTimeout: 200,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address ?? '') ?? []);
          messages.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const http: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  process.env[MAILBOX_URL_VAR] = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, MAIL_WORKER_INTERVAL_MS: '500' },
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Waits (up to `timeoutMs`) for a message to `address` whose subject contains `subject`, and answers it. */
export async function mailTo(address: string, subject: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const url = process.env[MAILBOX_URL_VAR];
  if (!url) throw new Error(`${MAILBOX_URL_VAR} is not set: global setup did not start the mailbox`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = (await (await fetch(`${url}/messages`)).json()) as ReceivedMail[];
    const found = all.find((m) => m.to.includes(address) && m.subject.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} about '${subject}' within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every message to `address` that has arrived so far, oldest first (to prove one did not come, after a later one did). */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const url = process.env[MAILBOX_URL_VAR];
  if (!url) throw new Error(`${MAILBOX_URL_VAR} is not set: global setup did not start the mailbox`);
  const all = (await (await fetch(`${url}/messages`)).json()) as ReceivedMail[];
  return all.filter((m) => m.to.includes(address));
}
