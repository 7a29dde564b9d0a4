import { z } from 'zod';
import type { AdminMemberDetails, AdminMemberPage, AdminMemberSummary, DailySignups, SignupStats } from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answers of the administration routes as zod schemas (ARCHITECTURE "The API table", §4.12–4.13):
 * the API checks every answer against them under jest, the OpenAPI document shows them, and the types
 * the front ends use are the same shapes (`Same` below makes the compiler compare both ways). Strict
 * objects: a password hash or a provider's user id in an answer fails the check.
 */

const count = z.number().int();
const isoTime = z.string();

/** `GET /api/admin/member/getStatsByDateRange` → 200 the sign-ups of the window by provider. */
export const signupStatsResponseSchema = z.strictObject({
  totalCount: count,
  kakaoUserCount: count,
  googleUserCount: count,
  socialUserCount: count,
  regularUserCount: count,
});

/** `GET /api/admin/member/getDailySignups` → 200 one entry per statistics day (11:00 KST), oldest first. */
export const dailySignupsResponseSchema = z.strictObject({
  days: z.array(z.strictObject({ date: z.string(), regularCount: count, socialCount: count })),
});

const memberSummaryFields = {
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  realName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: z.enum(['ROLE_ADMIN', 'ROLE_USER']),
  provider: z.enum(['regular', 'kakao', 'google']),
  createdAt: isoTime,
};
const memberSummary = z.strictObject(memberSummaryFields);

/** The member list calls → 200 one page of members, newest first, and the paging (0-based `number`). */
export const adminMemberPageResponseSchema = z.strictObject({
  _embedded: z.strictObject({ members: z.array(memberSummary) }),
  page: z.strictObject({ size: count, number: count, totalElements: count, totalPages: count }),
});

/** `GET /api/admin/fetchMemberDetails/{id}` → 200 every member field of spec §3. */
export const adminMemberDetailsResponseSchema = z.strictObject({
  ...memberSummaryFields,
  postCode: z.string().nullable(),
  address: z.string().nullable(),
  detailAddress: z.string().nullable(),
  updatedAt: isoTime,
  emailVerified: z.boolean(),
});

/** Compile-time proof that the interfaces the front ends import and the schemas above describe one shape each. */
export type AdminResponsesMatch = [
  Expect<Same<z.output<typeof signupStatsResponseSchema>, SignupStats>>,
  Expect<Same<z.output<typeof dailySignupsResponseSchema>, DailySignups>>,
  Expect<Same<z.output<typeof memberSummary>, AdminMemberSummary>>,
  Expect<Same<z.output<typeof adminMemberPageResponseSchema>, AdminMemberPage>>,
  Expect<Same<z.output<typeof adminMemberDetailsResponseSchema>, AdminMemberDetails>>,
];
