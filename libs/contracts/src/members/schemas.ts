import { z } from 'zod';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { normalizeContact } from './rules';
import { SECURITY_MSG } from './security-messages';
import type { SignupProvider } from './types';

/**
 * The member's own settings and withdrawal (ARCHITECTURE §4.21): the fields administrators see in the
 * member detail (spec §3 "Member": realName, phoneNumber, postCode, address, detailAddress) are set
 * by the member on the '내 정보' page (`/user/account`).
 */

/** Numbers of the account settings, with units in the names (the `member` columns' widths). */
export const ACCOUNT_LIMITS = {
  /** Longest real name, characters (`member.real_name` is 50). */
  realNameMax: 50,
  /** Longest phone number as typed, characters (digits, spaces, hyphens, parentheses, '+'). */
  phoneInputMax: 20,
} as const;

/** Phone numbers as typed: digits with optional '+', spaces, hyphens, dots and parentheses (the quiz's phone shape). */
const PHONE_INPUT = /^[+\d\s().-]+$/;

/** Optional text: trimmed; blank becomes null (the column is cleared). */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * `PUT /api/member/updateAccountInfo` `{realName, phoneNumber, postCode, address, detailAddress}`; every field
 * optional, blank clears it. `phoneNumber` is normalised exactly like a quiz contact
 * (`normalizeContact`: digits only, e.g. '010-1234-5678' → '01012345678'). `postCode` and `address`
 * come together from the postcode search: one without the other is refused.
 */
export const accountUpdateSchema = z
  .strictObject({
    realName: optionalText(ACCOUNT_LIMITS.realNameMax, MSG.account.realNameTooLong),
    phoneNumber: z
      .string({ error: MSG.account.phoneFormat })
      .trim()
      .max(ACCOUNT_LIMITS.phoneInputMax, MSG.account.phoneTooLong)
      .refine((v) => v === '' || (PHONE_INPUT.test(v) && /\d/.test(v)), MSG.account.phoneFormat)
      .nullable()
      .optional()
      .transform((v) => (v ? normalizeContact(v) : null)),
    postCode: optionalText(LIMITS.postCodeMax, MSG.account.postCodeRequired),
    address: optionalText(LIMITS.addressMax, MSG.event.addressTooLong),
    detailAddress: optionalText(LIMITS.addressMax, MSG.event.addressTooLong),
  })
  .superRefine((body, ctx) => {
    if (!body.postCode !== !body.address) ctx.addIssue({ code: 'custom', path: ['address'], message: MSG.account.postCodeRequired });
  });
export type AccountUpdateRequest = z.infer<typeof accountUpdateSchema>;
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

/** `GET /api/member/getAccountInfo` and the answer of the update: the signed-in member's own fields. */
export interface AccountInfo {
  username: string;
  email: string;
  displayName: string;
  realName: string | null;
  phoneNumber: string | null;
  postCode: string | null;
  address: string | null;
  detailAddress: string | null;
  /** How the member signs in ('regular' = username and password, or the social provider). */
  provider: SignupProvider;
  /** True when the member has a password: the withdrawal asks for it; otherwise a fresh sign-in (ARCHITECTURE §4.21). */
  hasPassword: boolean;
}

/**
 * `DELETE /api/member/withdraw` `{password}` (ARCHITECTURE §4.21): a member with a password confirms the
 * withdrawal with it; a social member (no password) sends `{}` and needs a fresh sign-in instead
 * (LIMITS.reauthMaxAgeMs). `password` is checked, never stored; its length is the login form's.
 */
export const withdrawSchema = z.strictObject({
  password: z.string({ error: MSG.auth.passwordRequired }).max(LIMITS.loginPasswordMax, SECURITY_MSG.passwordMismatch).optional(),
});
export type WithdrawRequest = z.infer<typeof withdrawSchema>;

/** `DELETE /api/member/withdraw` → 200: the member and everything that belonged to them are gone. */
export interface WithdrawResponse {
  withdrawn: true;
}
