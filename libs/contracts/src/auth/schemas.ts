import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import { requiredText } from '../common/text-fields';
import { signupConsentsField } from '../consent/schemas';

/**
 * Request schemas of sign-up and sign-in (ARCHITECTURE §4.1–4.3, §4.17; spec §5). Every object is
 * strict: an unknown field is refused, never stored (ARCHITECTURE §5). The first issue of a failed
 * parse is the message to show: checks are declared in the order the specification lists them.
 */

/** A new username: lower-case letters, digits and '_', LIMITS.usernameMin–LIMITS.usernameMax characters. */
export const usernameSchema = z
  .string({ error: MSG.auth.usernameRequired })
  .trim()
  .min(1, MSG.auth.usernameRequired)
  .regex(new RegExp(`^[a-z0-9_]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`), MSG.auth.usernameFormat);

/** An e-mail address, trimmed, at most LIMITS.emailMax characters, lower-cased. */
export const emailSchema = z
  .string({ error: MSG.auth.emailRequired })
  .trim()
  .min(1, MSG.auth.emailRequired)
  .max(LIMITS.emailMax, MSG.auth.emailFormat)
  .pipe(z.email({ error: MSG.auth.emailFormat }))
  .transform((v) => v.toLowerCase());

/** A nickname, trimmed, 1–LIMITS.displayNameMax characters. */
export const displayNameSchema = requiredText(MSG.auth.displayNameRequired, {
  len: LIMITS.displayNameMax,
  message: MSG.auth.displayNameLength,
});

/** `POST /api/loginProc` (form-encoded). Both fields required (spec §5 "Admin login"). */
export const loginSchema = z.strictObject({
  username: z.string({ error: MSG.auth.loginFieldsRequired }).trim().min(1, MSG.auth.loginFieldsRequired).max(LIMITS.loginUsernameMax, MSG.auth.loginFailed),
  password: z.string({ error: MSG.auth.loginFieldsRequired }).min(1, MSG.auth.loginFieldsRequired).max(LIMITS.loginPasswordMax, MSG.auth.loginFailed),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** A new member password: LIMITS.passwordMin–LIMITS.passwordMax characters (sign-up and the mailed reset, ARCHITECTURE §4.23). */
export const newPasswordSchema = z
  .string({ error: MSG.auth.passwordRequired })
  .min(1, MSG.auth.passwordRequired)
  .min(LIMITS.passwordMin, MSG.auth.passwordLength)
  .max(LIMITS.passwordMax, MSG.auth.passwordLength);

/** `POST /api/joinProc`: regular sign-up (ARCHITECTURE §4.1); `consents` last, as the form shows its boxes (§4.24). */
export const joinSchema = z.strictObject({
  username: usernameSchema,
  password: newPasswordSchema,
  email: emailSchema,
  displayName: displayNameSchema,
  consents: signupConsentsField,
});
export type JoinRequest = z.infer<typeof joinSchema>;

/** `POST /api/register/emailCheck`. */
export const emailCheckSchema = z.strictObject({ email: emailSchema });
/** `POST /api/register/displayNameCheck`. */
export const displayNameCheckSchema = z.strictObject({ displayName: displayNameSchema });
/** `POST /api/register/usernameCheck` (regular sign-up page's duplicate check). */
export const usernameCheckSchema = z.strictObject({ username: usernameSchema });

/** `POST /api/kakao/registerProc` — `kakaoId` is the signed sign-up ticket (ARCHITECTURE §4.17); `consents` as joinSchema's (§4.24). */
export const kakaoRegisterSchema = z.strictObject({
  kakaoId: z.string({ error: MSG.auth.kakaoMissing }).min(1, MSG.auth.kakaoMissing),
  email: emailSchema,
  displayName: displayNameSchema,
  consents: signupConsentsField,
});
/** `POST /api/google/registerProc` — `googleId` is the signed sign-up ticket. */
export const googleRegisterSchema = z.strictObject({
  googleId: z.string({ error: MSG.auth.googleMissing }).min(1, MSG.auth.googleMissing),
  email: emailSchema,
  displayName: displayNameSchema,
  consents: signupConsentsField,
});
export type KakaoRegisterRequest = z.infer<typeof kakaoRegisterSchema>;
export type GoogleRegisterRequest = z.infer<typeof googleRegisterSchema>;
