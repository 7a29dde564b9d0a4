import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import { newPasswordSchema } from '../auth/schemas';
import { MAIL_MSG } from '../mail/messages';
import { passwordResetRequestSchema, passwordResetSchema, usernameReminderSchema, verifyEmailSchema } from '../members/schemas';
import { casesFor, valueCase, type SchemaCase, type SchemaTable } from './table';

/** Tables of the e-mail verification, password reset and username reminder schemas (ARCHITECTURE §4.23). */

const A = MSG.auth;
const TOKEN = 'aB3_-'.repeat(8) + 'xyz';
const EMAIL = 'mom@example.com';
const PASSWORD = 'kongi-spring-2026';

const emailCases = (base: Record<string, unknown>): SchemaCase[] => {
  const c = casesFor(base);
  return [
    ...c.required('email', A.emailRequired),
    c.value('email', `${'a'.repeat(LIMITS.emailMax - 11)}@example.com`, A.emailFormat, `longer than ${LIMITS.emailMax}`),
    c.value('email', 'mom.example.com', A.emailFormat, 'without @'),
    c.unknown(),
  ];
};

const tokenCases = (base: Record<string, unknown>): SchemaCase[] => {
  const c = casesFor(base);
  return [
    c.missing('token', MAIL_MSG.resetLinkInvalid),
    c.value('token', '', MAIL_MSG.resetLinkInvalid, 'empty'),
    c.value('token', 43, MAIL_MSG.resetLinkInvalid, 'not a string'),
    c.value('token', TOKEN.slice(1), MAIL_MSG.resetLinkInvalid, 'one character short'),
    c.value('token', `${TOKEN.slice(1)}=`, MAIL_MSG.resetLinkInvalid, 'not base64url'),
  ];
};

const reset = { token: TOKEN, password: PASSWORD };
const r = casesFor(reset);

export const MEMBER_MAIL_TABLES: SchemaTable[] = [
  {
    name: 'newPasswordSchema',
    schema: newPasswordSchema,
    valid: ['x'.repeat(LIMITS.passwordMin), 'x'.repeat(LIMITS.passwordMax)],
    cases: [
      valueCase('missing', undefined, A.passwordRequired),
      valueCase('empty', '', A.passwordRequired),
      valueCase(`shorter than ${LIMITS.passwordMin}`, 'x'.repeat(LIMITS.passwordMin - 1), A.passwordLength),
      valueCase(`longer than ${LIMITS.passwordMax}`, 'x'.repeat(LIMITS.passwordMax + 1), A.passwordLength),
    ],
  },
  {
    name: 'verifyEmailSchema',
    schema: verifyEmailSchema,
    valid: [{ token: TOKEN }, { token: ` ${TOKEN} ` }],
    cases: [...tokenCases({ token: TOKEN }), casesFor({ token: TOKEN }).unknown()],
  },
  {
    name: 'passwordResetRequestSchema',
    schema: passwordResetRequestSchema,
    valid: [{ email: EMAIL }, { email: ' Mom@Example.COM ' }],
    cases: emailCases({ email: EMAIL }),
  },
  {
    name: 'passwordResetSchema',
    schema: passwordResetSchema,
    valid: [reset, r.with('password', 'x'.repeat(LIMITS.passwordMin)), r.with('password', 'x'.repeat(LIMITS.passwordMax))],
    cases: [
      ...tokenCases(reset),
      r.missing('password', A.passwordRequired),
      r.value('password', '', A.passwordRequired, 'empty'),
      r.value('password', 'x'.repeat(LIMITS.passwordMin - 1), A.passwordLength, `shorter than ${LIMITS.passwordMin}`),
      r.value('password', 'x'.repeat(LIMITS.passwordMax + 1), A.passwordLength, `longer than ${LIMITS.passwordMax}`),
      r.unknown(),
    ],
  },
  { name: 'usernameReminderSchema', schema: usernameReminderSchema, valid: [{ email: EMAIL }], cases: emailCases({ email: EMAIL }) },
];
