import type { JoinRequest } from '@babynews/contracts';
import { createHmac } from 'node:crypto';
import type { TestApp } from './harness';

let counter = 0;

/** A valid, unique sign-up body (override any field). */
export function newMember(overrides: Partial<JoinRequest> = {}): JoinRequest {
  counter++;
  const id = `${process.pid % 1000}${counter}`;
  return { username: `user_${id}`, password: 'password123', email: `user${id}@example.com`, displayName: `엄마${id}`, ...overrides };
}

/** Signs up through POST /api/joinProc and returns the token (expects 201). */
export async function signUp(t: TestApp, overrides: Partial<JoinRequest> = {}): Promise<{ token: string; member: JoinRequest }> {
  const member = newMember(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/joinProc', payload: member });
  if (res.statusCode !== 201) throw new Error(`joinProc answered ${res.statusCode}: ${res.body}`);
  return { token: res.json().accessToken, member };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid news-page body. */
export const newsBody = (overrides: Record<string, unknown> = {}) => ({
  title: '우리 아기가 찾아왔어요',
  description: '내년 봄에 만나요',
  postCode: '06236',
  address: '서울 강남구 테헤란로 1',
  detailAddress: '101호',
  ...overrides,
});

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Hand-made JWT (any alg, any claims) for the attacks of DESIGN §5. `alg: none` has no signature. */
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
