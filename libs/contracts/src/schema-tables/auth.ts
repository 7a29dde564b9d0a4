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
import { CONSENT_MSG } from '../consent/messages';
import { memberConsentsSchema } from '../consent/member-schemas';
import { signupConsentsField, signupConsentsSchema } from '../consent/schemas';
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

const consents = { terms: true, privacy: true, age14: true };
const join = { username: 'mom_2026', password: 'kongi-spring-2026', email: 'mom@example.com', displayName: '콩이엄마', consents };
const j = casesFor(join);
const login = { username: 'site_admin', password: 'admin-password-1' };
const l = casesFor(login);
const kakao = { kakaoId: 'signed.ticket', email: 'mom@example.com', displayName: '콩이엄마', consents };
const google = { googleId: 'signed.ticket', email: 'mom@example.com', displayName: '콩이엄마', consents };

/**
 * The consent step of a sign-up body (ARCHITECTURE §4.24): each required box absent, false or not `true`
 * fails with the message naming it, on its own path; an absent `consents` fails on terms.
 */
const consentCases = (base: Record<string, unknown>): SchemaCase[] => {
  const { consents: _omitted, ...rest } = base;
  const withConsents = (value: unknown) => ({ ...base, consents: value });
  const M = CONSENT_MSG.missing;
  return [
    { name: 'consents missing', input: rest, message: M.terms, path: ['consents', 'terms'] },
    { name: 'consents empty', input: withConsents({}), message: M.terms, path: ['consents', 'terms'] },
    { name: 'terms false', input: withConsents({ ...consents, terms: false }), message: M.terms, path: ['consents', 'terms'] },
    { name: 'privacy missing', input: withConsents({ terms: true, age14: true }), message: M.privacy, path: ['consents', 'privacy'] },
    { name: 'privacy the string true', input: withConsents({ ...consents, privacy: 'true' }), message: M.privacy, path: ['consents', 'privacy'] },
    { name: 'age14 missing', input: withConsents({ terms: true, privacy: true, marketing: true }), message: M.age14, path: ['consents', 'age14'] },
    { name: 'age14 1', input: withConsents({ ...consents, age14: 1 }), message: M.age14, path: ['consents', 'age14'] },
    { name: 'consents not an object', input: withConsents('yes'), message: M.terms, path: ['consents'] },
  ];
};

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
      ...consentCases(join),
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
    valid: [kakao, { ...kakao, consents: { ...consents, marketing: true } }, { ...kakao, consents: { ...consents, marketing: false } }],
    cases: [
      casesFor(kakao).missing('kakaoId', A.kakaoMissing),
      casesFor(kakao).value('kakaoId', '', A.kakaoMissing, 'empty'),
      casesFor(kakao).value('kakaoId', 7, A.kakaoMissing, 'not a string'),
      ...inField(kakao, 'email', emailValues()),
      ...inField(kakao, 'displayName', displayNameValues()),
      ...consentCases(kakao),
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
      ...consentCases(google),
      casesFor(google).unknown(),
    ],
  },
  {
    name: 'signupConsentsSchema',
    schema: signupConsentsSchema,
    valid: [consents, { ...consents, marketing: true }, { ...consents, marketing: false }],
    cases: [
      valueCase('absent', undefined, CONSENT_MSG.missing.terms),
      { name: 'terms absent', input: { privacy: true, age14: true }, message: CONSENT_MSG.missing.terms, path: ['terms'] },
      { name: 'age14 false', input: { ...consents, age14: false }, message: CONSENT_MSG.missing.age14, path: ['age14'] },
      { name: 'marketing not a boolean', input: { ...consents, marketing: 'yes' }, message: MSG.common.badRequest, path: ['marketing'] },
      casesFor(consents).unknown(),
    ],
  },
  {
    name: 'signupConsentsField',
    schema: signupConsentsField,
    valid: [consents],
    cases: [
      { name: 'absent', input: undefined, message: CONSENT_MSG.missing.terms, path: ['terms'] },
      { name: 'privacy false', input: { ...consents, privacy: false }, message: CONSENT_MSG.missing.privacy, path: ['privacy'] },
    ],
  },
  {
    // The renewal page's boxes (ARCHITECTURE §4.24): which must be true is the service's rule (pending documents).
    name: 'memberConsentsSchema',
    schema: memberConsentsSchema,
    valid: [{}, { terms: true }, { terms: true, privacy: true, age14: true, marketing: false }],
    cases: [{ name: 'terms not a boolean', input: { terms: 'yes' }, message: MSG.common.badRequest, path: ['terms'] }, casesFor({ terms: true }).unknown()],
  },
];
