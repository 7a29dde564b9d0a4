import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { API_PREFIX, PAGE_TABLES, pageHref, unsubscribeGroupOf, unsubscribeRoute, type MailGroup, type UnsubscribeResponse } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { recipientDigest, suppress } from './suppression';

/** HKDF `info` of the signing key: the key is derived, never the PIN pepper itself. */
const KEY_INFO = 'babynews mail unsubscribe v1';

/**
 * One-click unsubscribe (ARCHITECTURE §4.23, RFC 8058). A token is `{group}.{d}.{s}`: `d` the SHA-256
 * of the recipient address and `s` = HMAC-SHA256(`{group}\n{d}`) under a key derived (HKDF) from the
 * PIN pepper, so a token names no address, never expires and cannot be forged or moved to another
 * group. Keys of the earlier peppers (PIN_PEPPER_PREVIOUS) still verify, so a rotation keeps old links
 * working. Unsubscribing puts (digest, group) on `mail_suppression`; nothing tells whether the address
 * ever got mail.
 */
@Injectable()
export class Unsubscribe {
  /** Signing key first, then the keys that still verify. */
  private readonly keys: Buffer[];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    const peppers = [config.pinPepper.current, ...config.pinPepper.previous];
    this.keys = peppers.map((pepper) => Buffer.from(hkdfSync('sha256', pepper, Buffer.alloc(0), KEY_INFO, 32)));
  }

  /** The token of (`address`, `group`): `{group}.{digest}.{signature}` (base64url parts of 43 characters). */
  token(address: string, group: MailGroup): string {
    const digest = recipientDigest(address).toString('base64url');
    return `${group}.${digest}.${this.sign(this.keys[0], group, digest).toString('base64url')}`;
  }

  /** Absolute URL of the guest page that asks before unsubscribing (`guest.UnsubscribePage`), the token in the fragment. */
  pageUrl(token: string): string {
    return `${this.absolute(pageHref(PAGE_TABLES.guest.UnsubscribePage.path, {}))}#t=${token}`;
  }

  /** Absolute URL a mail client posts `List-Unsubscribe=One-Click` to (RFC 8058). */
  postUrl(token: string): string {
    return this.absolute(`${API_PREFIX}${unsubscribeRoute.path}?token=${encodeURIComponent(token)}`);
  }

  /**
   * The unsubscribe headers of a message to `address` in `group`: `List-Unsubscribe` (the API's
   * one-click URL) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; and the page URL of the footer.
   */
  links(address: string, group: MailGroup): { headers: Record<string, string>; pageUrl: string } {
    const token = this.token(address, group);
    return {
      headers: { 'List-Unsubscribe': `<${this.postUrl(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      pageUrl: this.pageUrl(token),
    };
  }

  /**
   * `POST /api/mail/unsubscribe?token=` → `{group}`: suppresses the token's group for its address;
   * again and again with the same answer.
   * @throws DomainError `UNSUBSCRIBE_LINK_INVALID` (400) when the signature does not match.
   */
  async unsubscribe(token: string): Promise<UnsubscribeResponse> {
    const group = unsubscribeGroupOf(token);
    const [, digest = '', signature = ''] = token.split('.');
    const given = Buffer.from(signature, 'base64url');
    const valid =
      group !== null &&
      this.keys.some((key) => {
        const expected = this.sign(key, group, digest);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    if (!valid || group === null) throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
    await suppress(this.dataSource, Buffer.from(digest, 'base64url').toString('hex'), group, this.clock.now());
    return { group };
  }

  private sign(key: Buffer, group: MailGroup, digest: string): Buffer {
    return createHmac('sha256', key).update(`${group}\n${digest}`).digest();
  }

  private absolute(path: string): string {
    return `${this.config.publicBaseUrl.replace(/\/+$/, '')}${path}`;
  }
}
