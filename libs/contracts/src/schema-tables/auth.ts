import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import {
  displayNameCheckSchema,
  displayNameSchema,
  emailCheckSchema,
  emailSchema,
  googleRegisterSchema,
  joinSchema,
  kakaoRegisterSchema,
  loginSchema,
  usernameCheckSchema,
  usernameSchema,
} from '../auth/schemas';
import { casesFor, text, valueCase, type SchemaCase, type SchemaTable } from './table';

/** Tables of the sign-up and sign-in schemas (ARCHITECTURE §4.1–4.3, §4.17; spec §5). */

const A = MSG.auth;

const usernameValues = (): SchemaCase[] => [
  valueCase('missing', undefined, A.usernameRequired),
  valueCase('empty', '', A.usernameRequired),
  valueCase('blank', '   ', A.usernameRequired),
  valueCase('not a string', 42, A.usernameRequired),
  valueCase(`shorter than ${LIMITS.usernameMin}`, 'a'.repeat(LIMITS.usernameMin - 1), A.usernameFormat),
  valueCase(`longer than ${LIMITS.usernameMax}`, 'a'.repeat(LIMITS.usernameMax + 1), A.usernameFormat),
  valueCase('upper-case letters', 'Mom_1234', A.usernameFormat),
  valueCase('Hangul', '엄마아빠', A.usernameFormat),
  valueCase('a hyphen', 'mom-1234', A.usernameFormat),
];

const emailValues = (): SchemaCase[] => [
  valueCase('missing', undefined, A.emailRequired),
  valueCase('empty', '', A.emailRequired),
  valueCase('blank', '   ', A.emailRequired),
  valueCase('not a string', 42, A.emailRequired),
  valueCase(`longer than ${LIMITS.emailMax}`, `${'a'.repeat(LIMITS.emailMax - 11)}@example.com`, A.emailFormat),
  valueCase('without @', 'mom.example.com', A.emailFormat),
  valueCase('without a domain', 'mom@', A.emailFormat),
];

const displayNameValues = (): SchemaCase[] => [
  valueCase('missing', undefined, A.displayNameRequired),
  valueCase('blank', '   ', A.displayNameRequired),
  valueCase(`longer than ${LIMITS.displayNameMax}`, text(LIMITS.displayNameMax + 1), A.displayNameLength),
];

/** Prefixes each value case of a field schema with the object field it sits in. */
const inField = (base: Record<string, unknown>, field: string, values: SchemaCase[]): SchemaCase[] =>
  values.map((c) => {
    const { [field]: _omitted, ...rest } = base;
    return { name: `${field} ${c.name}`, input: c.input === undefined ? rest : { ...base, [field]: c.input }, message: c.message, path: [field] };
  });

const join = { username: 'mom_2026', password: 'kongi-spring-2026', email: 'mom@example.com', displayName: '콩이엄마' };
const j = casesFor(join);
const login = { username: 'site_admin', password: 'admin-password-1' };
const l = casesFor(login);
const kakao = { kakaoId: 'signed.ticket', email: 'mom@example.com', displayName: '콩이엄마' };
const google = { googleId: 'signed.ticket', email: 'mom@example.com', displayName: '콩이엄마' };

export const AUTH_TABLES: SchemaTable[] = [
  {
    name: 'usernameSchema',
    schema: usernameSchema,
    valid: ['a'.repeat(LIMITS.usernameMin), 'a'.repeat(LIMITS.usernameMax), 'mom_2026', '  mom_2026  '],
    cases: usernameValues(),
  },
  { name: 'emailSchema', schema: emailSchema, valid: ['mom@example.com', ' Mom@Example.COM '], cases: emailValues() },
  { name: 'displayNameSchema', schema: displayNameSchema, valid: ['콩이엄마', text(LIMITS.displayNameMax)], cases: displayNameValues() },
  {
    name: 'loginSchema',
    schema: loginSchema,
    valid: [login, l.atMax('username', LIMITS.loginUsernameMax), l.atMax('password', LIMITS.loginPasswordMax)],
    cases: [
      ...l.required('username', A.loginFieldsRequired),
      l.tooLong('username', LIMITS.loginUsernameMax, A.loginFailed),
      l.missing('password', A.loginFieldsRequired),
      l.value('password', '', A.loginFieldsRequired, 'empty'),
      l.value('password', 123, A.loginFieldsRequired, 'not a string'),
      l.tooLong('password', LIMITS.loginPasswordMax, A.loginFailed),
      l.unknown(),
    ],
  },
  {
    name: 'joinSchema',
    schema: joinSchema,
    valid: [join, j.with('password', 'x'.repeat(LIMITS.passwordMin)), j.with('password', 'x'.repeat(LIMITS.passwordMax))],
    cases: [
      ...inField(join, 'username', usernameValues()),
      j.missing('password', A.passwordRequired),
      j.value('password', '', A.passwordRequired, 'empty'),
      j.value('password', 12345678, A.passwordRequired, 'not a string'),
      j.value('password', 'x'.repeat(LIMITS.passwordMin - 1), A.passwordLength, `shorter than ${LIMITS.passwordMin}`),
      j.value('password', 'x'.repeat(LIMITS.passwordMax + 1), A.passwordLength, `longer than ${LIMITS.passwordMax}`),
      ...inField(join, 'email', emailValues()),
      ...inField(join, 'displayName', displayNameValues()),
      j.unknown(),
    ],
  },
  {
    name: 'emailCheckSchema',
    schema: emailCheckSchema,
    valid: [{ email: 'mom@example.com' }],
    cases: [...inField({ email: 'mom@example.com' }, 'email', emailValues()), casesFor({ email: 'mom@example.com' }).unknown()],
  },
  {
    name: 'displayNameCheckSchema',
    schema: displayNameCheckSchema,
    valid: [{ displayName: '콩이엄마' }],
    cases: [...inField({ displayName: '콩이엄마' }, 'displayName', displayNameValues()), casesFor({ displayName: '콩이엄마' }).unknown()],
  },
  {
    name: 'usernameCheckSchema',
    schema: usernameCheckSchema,
    valid: [{ username: 'mom_2026' }],
    cases: [...inField({ username: 'mom_2026' }, 'username', usernameValues()), casesFor({ username: 'mom_2026' }).unknown()],
  },
  {
    name: 'kakaoRegisterSchema',
    schema: kakaoRegisterSchema,
    valid: [kakao],
    cases: [
      casesFor(kakao).missing('kakaoId', A.kakaoMissing),
      casesFor(kakao).value('kakaoId', '', A.kakaoMissing, 'empty'),
      casesFor(kakao).value('kakaoId', 7, A.kakaoMissing, 'not a string'),
      ...inField(kakao, 'email', emailValues()),
      ...inField(kakao, 'displayName', displayNameValues()),
      casesFor(kakao).unknown(),
    ],
  },
  {
    name: 'googleRegisterSchema',
    schema: googleRegisterSchema,
    valid: [google],
    cases: [
      casesFor(google).missing('googleId', A.googleMissing),
      casesFor(google).value('googleId', '', A.googleMissing, 'empty'),
      casesFor(google).value('googleId', 7, A.googleMissing, 'not a string'),
      ...inField(google, 'email', emailValues()),
      ...inField(google, 'displayName', displayNameValues()),
      casesFor(google).unknown(),
    ],
  },
];
