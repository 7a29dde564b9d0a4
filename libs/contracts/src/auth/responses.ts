import { z } from 'zod';
import type { GoogleSignupTicket, KakaoSignupTicket, TokenResponse } from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answers of the sign-in and sign-up routes as strict zod schemas (ARCHITECTURE "The API
 * table"); `Same` below makes the compiler compare each with the type the front ends use.
 */

/** `POST /api/loginProc` → 200, `POST /api/joinProc` and `POST /api/{kakao|google}/registerProc` → 201: the login token. */
export const tokenResponseSchema = z.strictObject({ accessToken: z.string() });

/** `GET /api/kakao/handleLogin/{code}` → 202: the signed, single-use sign-up ticket of an unlinked Kakao account. */
export const kakaoTicketResponseSchema = z.strictObject({ kakaoId: z.string() });

/** `GET /api/google/handleLogin/{code}` → 202: the sign-up ticket of an unlinked Google account. */
export const googleTicketResponseSchema = z.strictObject({ googleId: z.string() });

/** Compile-time proof that the types the front ends import and the schemas above describe one shape each. */
export type AuthResponsesMatch = [
  Expect<Same<z.output<typeof tokenResponseSchema>, TokenResponse>>,
  Expect<Same<z.output<typeof kakaoTicketResponseSchema>, KakaoSignupTicket>>,
  Expect<Same<z.output<typeof googleTicketResponseSchema>, GoogleSignupTicket>>,
];
