import type { EventCreateInput, JoinRequest, ReserveInput, WishCreateRequest } from '@babynews/contracts';
import { memberBody, RESERVER, type OwnerActor, type Overrides } from '@babynews/testing';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Member } from '../src/members/member.entity';
import { testKit, type TestApp } from './harness';

/**
 * The API tests' short forms of the shared factories (`@babynews/testing`), bound to a TestApp
 * through the inject transport. Each throws with the route, status and body on an unexpected status.
 */

export { newsBody, quizBody, wishBody } from '@babynews/testing';

/** A valid, unique sign-up body (override any field). */
export function newMember(overrides: Partial<JoinRequest> = {}): JoinRequest {
  return memberBody('user', overrides);
}

/** Signs up through POST /api/joinProc (expects 201): `{token, member}`. */
export async function signUp(t: TestApp, overrides: Partial<JoinRequest> = {}): Promise<{ token: string; member: JoinRequest }> {
  const { token, member } = await testKit(t).make.member({ member: overrides });
  return { token, member };
}

/**
 * Marks member `username`'s address verified in the database, as opening the mailed link does
 * (ARCHITECTURE §4.23): from then on `emailCheck` and sign-up answer EMAIL_TAKEN for it.
 */
export async function markEmailVerified(t: TestApp, username: string): Promise<void> {
  const members = t.app.get(DataSource).getRepository(Member);
  const member = await members.findOneByOrFail({ username });
  await members.update({ id: member.id }, { emailVerifiedAt: new Date(), verifiedEmail: member.email });
}

/**
 * Takes the sign-ups' verification mails (ARCHITECTURE §4.23) out of the outbox, for tests that count
 * the messages their own change causes.
 */
export async function dropVerificationMail(t: TestApp): Promise<void> {
  await t.app.get(DataSource).query("DELETE FROM `mail_outbox` WHERE kind = 'verifyEmail'");
}

/** A member with a news page (expects 201 twice): `{token, member, username, code, news}`. */
export function ownerWithNews(t: TestApp, news: Overrides<EventCreateInput> = {}): Promise<OwnerActor> {
  return testKit(t).make.ownerWithNews({ news });
}

/** Creates a wish through POST /api/wish/create/{code} and returns its id (expects 201). */
export async function createWish(t: TestApp, token: string, code: string, overrides: Overrides<WishCreateRequest> = {}): Promise<number> {
  return (await testKit(t).make.wish({ token, code }, overrides)).id;
}

/**
 * A reserve body: the shared reserver (이모, 010-1234-5678, PIN 1234) plus `overrides`; the caller adds
 * the page's `eventCode` (ARCHITECTURE §4.7) — left out, the API answers 400 (for the tests of that rule).
 */
export function reserveBody(overrides: Overrides<ReserveInput> = {}): Overrides<ReserveInput> {
  return { ...RESERVER, ...overrides };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Hand-made JWT (any alg, any claims) for the attacks of ARCHITECTURE §5. `alg: none` has no signature. */
export function forgeJwt(header: Record<string, unknown>, claims: Record<string, unknown>, secret: string): string {
  const head = `${b64(header)}.${b64(claims)}`;
  if (header.alg === 'none') return `${head}.`;
  const algo = header.alg === 'HS512' ? 'sha512' : header.alg === 'HS384' ? 'sha384' : 'sha256';
  return `${head}.${createHmac(algo, secret).update(head).digest('base64url')}`;
}

/** Decodes a JWT's payload without verifying it. */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}
