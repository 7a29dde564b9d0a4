import { z } from 'zod';
import type { TokenResponse } from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answers of the sign-in and sign-up routes as strict zod schemas (ARCHITECTURE "The API
 * table"); `Same` below makes the compiler compare each with the type the front ends use.
 */

/** `POST /api/loginProc` → 200, `POST /api/joinProc` and `POST /api/{kakao|google}/registerProc` → 201: the login token. */
export const tokenResponseSchema = z.strictObject({ accessToken: z.string() });

/** Compile-time proof that the types the front ends import and the schemas above describe one shape each. */
export type AuthResponsesMatch = [Expect<Same<z.output<typeof tokenResponseSchema>, TokenResponse>>];
