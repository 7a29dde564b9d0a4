import type { EntityManager } from 'typeorm';
import type { Read, Run } from '../database/atomic-statement';
import { consumeOneTimeToken, issueOneTimeToken, ONE_TIME_TOKEN_TTL_MS, revokeOneTimeTokens } from '../database/one-time-token';

/**
 * The member's mailed one-time links (ARCHITECTURE §4.23): `database/one-time-token.ts` tokens with
 * these purposes and the member's id as `subject_id` (32 random bytes in the link's `#t=`, stored as
 * their SHA-256, usable once, for MEMBER_TOKEN_TTL_MS).
 */
export const MEMBER_TOKEN_PURPOSE = { verify: 'member-verify', password: 'member-password' } as const;
export type MemberTokenPurpose = (typeof MEMBER_TOKEN_PURPOSE)[keyof typeof MEMBER_TOKEN_PURPOSE];

/** How long a mailed member link works (ms, 30 minutes). */
export const MEMBER_TOKEN_TTL_MS = ONE_TIME_TOKEN_TTL_MS;

/** `run`/`read` of an open TypeORM transaction (`dataSource.transaction(manager => …)`), as `transactional` gives them. */
export function statementsOf(manager: EntityManager): { run: Run; read: Read } {
  const runner = manager.queryRunner!;
  return {
    run: async (sql, values) => Number((await runner.query(sql, values, true)).affected ?? 0),
    read: async <R>(sql: string, values: unknown[]) => (await runner.query(sql, values)) as R[],
  };
}

/**
 * Writes a fresh token for `purpose` and member `memberId`, valid MEMBER_TOKEN_TTL_MS from `now`.
 * @returns `{token, hash}`: the token for the link, its hash (also the mail's idempotency key part).
 */
export function issueMemberToken(run: Run, purpose: MemberTokenPurpose, memberId: number, now: Date): Promise<{ token: string; hash: string }> {
  return issueOneTimeToken(run, { purpose, subjectId: memberId }, now);
}

/**
 * Uses `token` of `purpose` (once, before it expires; the member's other links of that purpose stop
 * working) and answers its member id; null for an unknown, used, expired or other-purpose token.
 */
export async function useMemberToken(run: Run, read: Read, purpose: MemberTokenPurpose, token: string, now: Date): Promise<number | null> {
  return (await consumeOneTimeToken(run, read, token, [purpose], now))?.subjectId ?? null;
}

/** Marks every unused token of `purposes` of member `memberId` used (earlier links stop working). */
export function revokeMemberTokens(run: Run, purposes: readonly MemberTokenPurpose[], memberId: number, now: Date): Promise<void> {
  return revokeOneTimeTokens(run, purposes, memberId, now);
}
