import { ACCOUNT_MSG } from './messages';
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '../auth/schemas';
import { SECURITY_MSG } from '../auth/security-messages';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import { MAIL_MSG } from '../mail/messages';
import { normalizeContact } from '../quizzes/rules';
import { ACCOUNT_LIMITS } from './account-limits';

/**
 * The member's own settings and withdrawal (ARCHITECTURE §4.21): the fields administrators see in the
 * member detail (spec §3 "Member": realName, phoneNumber, postCode, address, detailAddress) are set
 * by the member on the '내 정보' page (`/user/account`).
 */

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
    realName: optionalText(ACCOUNT_LIMITS.realNameMax, ACCOUNT_MSG.realNameTooLong),
    phoneNumber: z
      .string({ error: ACCOUNT_MSG.phoneFormat })
      .trim()
      .max(ACCOUNT_LIMITS.phoneInputMax, ACCOUNT_MSG.phoneTooLong)
      .refine((v) => v === '' || (PHONE_INPUT.test(v) && /\d/.test(v)), ACCOUNT_MSG.phoneFormat)
      .nullable()
      .optional()
      .transform((v) => (v ? normalizeContact(v) : null)),
    postCode: optionalText(LIMITS.postCodeMax, ACCOUNT_MSG.postCodeRequired),
    address: optionalText(LIMITS.addressMax, MSG.event.addressTooLong),
    detailAddress: optionalText(LIMITS.addressMax, MSG.event.addressTooLong),
  })
  .superRefine((body, ctx) => {
    if (!body.postCode !== !body.address) ctx.addIssue({ code: 'custom', path: ['address'], message: ACCOUNT_MSG.postCodeRequired });
  });
export type AccountUpdateRequest = z.infer<typeof accountUpdateSchema>;
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

/**
 * `DELETE /api/member/withdraw` `{password}` (ARCHITECTURE §4.21): a member with a password confirms the
 * withdrawal with it; a social member (no password) sends `{}` and needs a fresh sign-in instead
 * (LIMITS.reauthMaxAgeMs). `password` is checked, never stored; its length is the login form's.
 */
export const withdrawSchema = z.strictObject({
  password: z.string({ error: MSG.auth.passwordRequired }).max(LIMITS.loginPasswordMax, SECURITY_MSG.passwordMismatch).optional(),
});
export type WithdrawRequest = z.infer<typeof withdrawSchema>;

/** A mailed link's one-time token (`#t=`): 43 base64url characters (32 random bytes); anything else is the expired-link answer. */
const memberTokenSchema = z
  .string({ error: MAIL_MSG.resetLinkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, MAIL_MSG.resetLinkInvalid);

/** `POST /api/member/verifyEmail` `{token}`: the verification link's token (ARCHITECTURE §4.23). */
export const verifyEmailSchema = z.strictObject({ token: memberTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailSchema>;

/** `POST /api/member/passwordResetRequest` `{email}`: mail a reset link to the members of this address. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `POST /api/member/passwordReset` `{token, password}`: the mailed token and the new password (the sign-up's rules). */
export const passwordResetSchema = z.strictObject({ token: memberTokenSchema, password: newPasswordSchema });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** `POST /api/member/usernameReminder` `{email}`: mail the usernames registered with this address. */
export const usernameReminderSchema = z.strictObject({ email: emailSchema });
export type UsernameReminderRequest = z.infer<typeof usernameReminderSchema>;
