import { z } from 'zod';
import type { AccountInfo, MyPageData, WithdrawResponse } from './types';
import type { Expect, Same } from '../api/same-shape';
import { newsBirthResponseSchema } from '../events/responses';

/**
 * The answers of the member routes (sign-up checks, my page, '내 정보', withdrawal) as strict zod
 * schemas (ARCHITECTURE "The API table"); `Same` below makes the compiler compare each with the type
 * the front ends use.
 */

const eventSummary = { code: z.string(), title: z.string(), description: z.string() };

/** `POST /api/register/{usernameCheck|emailCheck|displayNameCheck}` → 200 `{message}` ('사용 가능한 이메일입니다.'). */
export const availableResponseSchema = z.strictObject({ message: z.string() });

/** `GET /api/member/getMyPageData` → 200: the member's news (or null) with its birth announcement, invite URL and followed news. */
export const myPageResponseSchema = z.strictObject({
  username: z.string(),
  displayName: z.string(),
  event: z
    .strictObject({
      ...eventSummary,
      dueDate: z.string().nullable(),
      surpriseMode: z.boolean(),
      revealAt: z.string().nullable(),
      hideCountdown: z.boolean(),
      birth: newsBirthResponseSchema.nullable(),
    })
    .nullable(),
  inviteUrl: z.string().nullable(),
  following: z.array(z.strictObject({ ...eventSummary, displayName: z.string() })),
});

/** `GET /api/member/getAccountInfo` and `PUT /api/member/updateAccountInfo` → 200: the member's own fields. */
export const accountInfoResponseSchema = z.strictObject({
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  realName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  postCode: z.string().nullable(),
  address: z.string().nullable(),
  detailAddress: z.string().nullable(),
  provider: z.enum(['regular', 'kakao', 'google']),
  hasPassword: z.boolean(),
  emailVerified: z.boolean(),
});

/** `DELETE /api/member/withdraw` → 200. */
export const withdrawResponseSchema = z.strictObject({ withdrawn: z.literal(true) });

/** The e-mail verification, password reset and username reminder calls → 200 `{message}` in Korean (ARCHITECTURE §4.23). */
export const memberMailResponseSchema = z.strictObject({ message: z.string() });
export type MemberMailResponse = z.infer<typeof memberMailResponseSchema>;

/** Compile-time proof that the types the front ends import and the schemas above describe one shape each. */
export type MemberResponsesMatch = [
  Expect<Same<z.output<typeof myPageResponseSchema>, MyPageData>>,
  Expect<Same<z.output<typeof accountInfoResponseSchema>, AccountInfo>>,
  Expect<Same<z.output<typeof withdrawResponseSchema>, WithdrawResponse>>,
];
