import type { SocialProvider } from '@babynews/contracts';

/** Who the provider says signed in: what the strategies' `validate` returns (spec §1, ARCHITECTURE §4.17). */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's user id as a string (Kakao's numeric id, Google's `sub`), 1–191 characters. */
  providerUserId: string;
  /**
   * The account's e-mail (lower-cased) when the provider marks it verified (Google `email_verified`,
   * Kakao `kakao_account.is_email_verified`); null otherwise. A sign-up with this address counts as
   * verified (ARCHITECTURE §4.23).
   */
  verifiedEmail: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `KakaoLoginGuard` / `GoogleLoginGuard` after a successful code exchange. */
    socialProfile?: SocialProfile;
  }
}

/** Longest provider user id stored (`member.provider_user_id` is varchar(191)). */
export const PROVIDER_USER_ID_MAX = 191;

/**
 * The provider's user id as a storable string, or null when it is missing or unusable
 * (not a string/number, empty, longer than 191 characters).
 */
export function providerUserId(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const id = String(raw).trim();
  return id.length > 0 && id.length <= PROVIDER_USER_ID_MAX ? id : null;
}

/**
 * The provider's e-mail, trimmed and lower-cased, when `verified` is exactly true and it looks like an
 * address (at most 254 characters); else null.
 */
export function providerVerifiedEmail(email: unknown, verified: unknown): string | null {
  if (verified !== true || typeof email !== 'string') return null;
  const value = email.trim().toLowerCase();
  return value.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(value) ? value : null;
}
