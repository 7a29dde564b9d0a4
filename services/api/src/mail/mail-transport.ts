import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/config.schema';

/** One rendered message as the transport sends it. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row (`<outbox-{id}.{key hash}@{host}>`): a message sent twice is recognisably one. */
  messageId: string;
  headers?: Record<string, string>;
}

/** Sends rendered messages: over SMTP, or as `.eml` files in the embedded default (ARCHITECTURE §4.23). */
export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  /** Delivers one message. @throws the transport's error (the worker retries with backoff). */
  send(message: OutgoingMessage): Promise<void>;
  /** Deletes `.eml` files older than `maxAgeMs` (the embedded default only); returns how many went. */
  prune(now: Date, maxAgeMs: number): number;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/**
 * The transport of `config.mail` (ARCHITECTURE §2, §4.23): nodemailer over `SMTP_URL` (pooled, with a DKIM
 * signature when DKIM_* are set), else nodemailer's stream transport writing each message as
 * `DATA_DIR/mail/{time}-{message id}.eml` (said once in the log at start). Every message carries
 * `MAIL_FROM`, a Message-ID, a Date and a plain-text part beside the HTML.
 */
export function createMailTransport(config: AppConfig): MailTransport {
  const { smtpUrl, from, dkim } = config.mail;
  const dkimOptions = dkim ? { dkim: { domainName: dkim.domain, keySelector: dkim.selector, privateKey: dkim.privateKey } } : {};
  if (smtpUrl) {
    // A small pool: a round's messages share connections instead of opening one each.
    const transporter: Transporter = createTransport({ url: smtpUrl, pool: true, maxConnections: 2, ...dkimOptions } as Parameters<typeof createTransport>[0], {
      from,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await transporter.sendMail({ ...message, date: new Date() });
      },
      prune: () => 0,
      close: () => transporter.close(),
    };
  }
  const folder = join(config.dataDir, 'mail');
  mkdirSync(folder, { recursive: true });
  new Logger('Mail').log(`no SMTP_URL: messages are written as .eml files under ${folder}`);
  const transporter: Transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix', ...dkimOptions }, { from });
  return {
    kind: 'eml',
    async send(message) {
      const date = new Date();
      const info = (await transporter.sendMail({ ...message, date })) as { message: Buffer };
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${message.messageId.replace(/[^\w.-]/g, '')}.eml`;
      writeFileSync(join(folder, name), info.message, { mode: 0o600 });
    },
    prune(now, maxAgeMs) {
      let removed = 0;
      for (const name of readdirSync(folder)) {
        if (!name.endsWith('.eml')) continue;
        const path = join(folder, name);
        if (now.getTime() - statSync(path).mtimeMs > maxAgeMs) {
          rmSync(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
    close: () => transporter.close(),
  };
}
