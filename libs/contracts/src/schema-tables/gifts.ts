import {
  CONSENT_MSG,
  eventCreateSchema,
  fundSettingsSchema,
  GIFT_LIMITS,
  GIFT_MSG,
  MAIL_MSG,
  LIMITS,
  MSG,
  ownerStatusSchema,
  pledgePasswordSchema,
  pledgeParamsSchema,
  pledgeReceivedSchema,
  pledgeSchema,
  privacyConsentField,
  reservationPasswordSchema,
  reserverNameQuerySchema,
  reserverStatusSchema,
  reserveSchema,
  similarQuerySchema,
  thankedSchema,
  wishCreateSchema,
  wishUpdateSchema,
} from '../index';
import { casesFor, relativeConsentCases, text, valueCase, type SchemaCase, type SchemaTable } from './table';

/**
 * Tables of the gift schemas of ARCHITECTURE §4.22: the wish's `quantity` and `groupGift`, the reserve's
 * `quantity`, the relatives' consent box (§4.24), the `reservationId` of the PIN calls, pledges, the pledger's PIN calls, the news page's
 * fund, the owner's received mark and the near-duplicate query.
 */

const G = GIFT_MSG;
const R = MSG.reserve;
type Builder = ReturnType<typeof casesFor>;

/** The share code's cases of every relative's body (reserve, PIN calls, pledges, erase). */
export const eventCodeCases = (c: Builder): SchemaCase[] => [
  ...c.required('eventCode', R.eventCodeRequired),
  c.tooLong('eventCode', LIMITS.eventCodeMax, R.eventCodeRequired),
];
/** The 4-digit PIN's cases (`password`) of every relative's PIN call. */
export const pinCases = (c: Builder): SchemaCase[] => [
  c.missing('password', R.gatePassword),
  c.value('password', '123', R.gatePassword, 'three digits'),
  c.value('password', '12345', R.gatePassword, 'five digits'),
  c.value('password', 'abcd', R.gatePassword, 'letters'),
  c.value('password', 1234, R.gatePassword, 'a number'),
];
/** `quantity` 0, 100, 1.5, '2' and null: each `GIFT_MSG.quantityInvalid`. */
const quantityCases = (c: Builder): SchemaCase[] => [
  c.value('quantity', 0, G.quantityInvalid, 'zero'),
  c.value('quantity', GIFT_LIMITS.quantityMax + 1, G.quantityInvalid, `over ${GIFT_LIMITS.quantityMax}`),
  c.value('quantity', 1.5, G.quantityInvalid, 'not an integer'),
  c.value('quantity', '2', G.quantityInvalid, 'a string'),
  c.value('quantity', null, G.quantityInvalid, 'null'),
];
/** A `reservationId` that is not 1–64 characters (after trimming) or not a string. */
const reservationIdCases = (c: Builder, message: string = G.reservationIdInvalid): SchemaCase[] => [
  c.value('reservationId', '', message, 'empty'),
  c.value('reservationId', '   ', message, 'blank'),
  c.value('reservationId', 7, message, 'a number'),
  c.value('reservationId', 'a'.repeat(65), message, 'over 64 characters'),
];
/** A base64url id as the server makes them (16 random bytes) and one exactly at 64 characters. */
const RESERVATION_IDS = ['q3Xv9_Lm2-Zt7Ab0Cd1EfG', 'a'.repeat(64)];

const wish = casesFor({ title: '아기 욕조' });
const wishValid = [
  wish.with('quantity', GIFT_LIMITS.quantityMin),
  wish.with('quantity', GIFT_LIMITS.quantityMax),
  { title: '유모차', price: 400_000, groupGift: true },
  { title: '유모차', price: 400_000, groupGift: true, quantity: 1 },
  wish.with('groupGift', false),
  { title: '유모차', price: null, groupGift: false },
];
const wishCases: SchemaCase[] = [
  ...quantityCases(wish),
  wish.value('groupGift', 'yes', G.groupGiftInvalid, 'a string'),
  wish.value('groupGift', true, G.groupGiftNeedsPrice, 'true without a price'),
  { name: 'groupGift true with a null price', input: { title: '유모차', price: null, groupGift: true }, message: G.groupGiftNeedsPrice, path: ['groupGift'] },
  { name: 'groupGift true with price 0', input: { title: '유모차', price: 0, groupGift: true }, message: G.groupGiftNeedsPrice, path: ['groupGift'] },
];

const reserve = { eventCode: 'Ab3dEf9h', reservedName: '이모', reservedEmail: '010-1234-5678', reservedPassword: '1234', privacyConsent: true };
const r = casesFor(reserve);
const gate = { eventCode: 'Ab3dEf9h', password: '1234' };
const g = casesFor(gate);
const status = { ...gate, orderStatus: 'SHIPPING' };
const s = casesFor(status);
const nameQuery = casesFor({ eventCode: 'Ab3dEf9h' });
const owner = casesFor({ orderStatus: 'DELIVERED' });
const thanked = casesFor({ thanked: true });

const pledge = {
  eventCode: 'Ab3dEf9h',
  name: '김과장',
  contact: '010-1234-5678',
  amount: 50_000,
  message: '축하드려요!',
  password: '1234',
  privacyConsent: true,
};
const p = casesFor(pledge);

const fund = { enabled: true, goal: 1_000_000, transferGuide: '카카오뱅크 3333-00-1234567 홍길동' };
const f = casesFor(fund);
const news = { title: '우리 아기가 찾아왔어요', description: '', postCode: '06236', address: '서울 강남구 테헤란로 1', detailAddress: '' };
const n = casesFor(news);

const similar = { title: '아기 물티슈 20매', link: 'https://www.coupang.com/vp/products/7335597976' };
const q = casesFor(similar);

export const GIFT_TABLES: SchemaTable[] = [
  { name: 'wishCreateSchema (quantity, group gift)', schema: wishCreateSchema, valid: [...wishValid, { title: '아기 욕조' }], cases: wishCases },
  { name: 'wishUpdateSchema (quantity, group gift)', schema: wishUpdateSchema, valid: wishValid, cases: wishCases },
  {
    name: 'reserveSchema (quantity)',
    schema: reserveSchema,
    valid: [r.with('quantity', 1), r.with('quantity', GIFT_LIMITS.quantityMax), r.with('quantity', 3)],
    cases: quantityCases(r),
  },
  {
    // The relatives' consent box of the reserve, pledge and quiz bodies (ARCHITECTURE §4.24): only `true` passes.
    name: 'privacyConsentField',
    schema: privacyConsentField,
    valid: [true],
    cases: [
      valueCase('absent', undefined, CONSENT_MSG.missing.relative),
      valueCase('false', false, CONSENT_MSG.missing.relative),
      valueCase('the string true', 'true', CONSENT_MSG.missing.relative),
      valueCase('null', null, CONSENT_MSG.missing.relative),
    ],
  },
  {
    name: 'reservationPasswordSchema (reservationId)',
    schema: reservationPasswordSchema,
    valid: RESERVATION_IDS.map((id) => g.with('reservationId', id)),
    cases: reservationIdCases(g),
  },
  {
    name: 'reserverStatusSchema (reservationId)',
    schema: reserverStatusSchema,
    valid: RESERVATION_IDS.map((id) => s.with('reservationId', id)),
    cases: reservationIdCases(s),
  },
  {
    name: 'reserverNameQuerySchema (reservationId)',
    schema: reserverNameQuerySchema,
    valid: RESERVATION_IDS.map((id) => nameQuery.with('reservationId', id)),
    cases: reservationIdCases(nameQuery),
  },
  {
    name: 'ownerStatusSchema (reservationId)',
    schema: ownerStatusSchema,
    valid: RESERVATION_IDS.map((id) => owner.with('reservationId', id)),
    cases: reservationIdCases(owner),
  },
  {
    name: 'thankedSchema (reservationId)',
    schema: thankedSchema,
    valid: RESERVATION_IDS.map((id) => thanked.with('reservationId', id)),
    cases: reservationIdCases(thanked, MSG.parent.thankedInvalid),
  },
  {
    name: 'pledgeSchema',
    schema: pledgeSchema,
    valid: [
      pledge,
      { eventCode: 'Ab3dEf9h', name: '김과장', contact: 'kim@example.com', amount: GIFT_LIMITS.pledgeMin, password: '0000', privacyConsent: true },
      p.with('amount', GIFT_LIMITS.pledgeMax),
      p.with('message', ''),
      p.atMax('name', GIFT_LIMITS.pledgerNameMax),
      p.atMax('contact', GIFT_LIMITS.pledgerContactMax),
      p.atMax('message', GIFT_LIMITS.pledgeMessageMax),
      { ...pledge, receiptEmail: 'u@example.com', birthNews: true },
    ],
    cases: [
      ...eventCodeCases(p),
      ...p.required('name', G.pledgeNameRequired),
      p.tooLong('name', GIFT_LIMITS.pledgerNameMax, G.pledgeNameRequired),
      ...p.required('contact', G.pledgeContactRequired),
      p.tooLong('contact', GIFT_LIMITS.pledgerContactMax, G.pledgeContactRequired),
      p.missing('amount', G.amountRequired),
      p.value('amount', '50000', G.amountRequired, 'a string'),
      p.value('amount', null, G.amountRequired, 'null'),
      p.value('amount', 1_000.5, G.amountInvalid, 'not an integer'),
      p.value('amount', GIFT_LIMITS.pledgeMin - 1, G.amountMin, `under ${GIFT_LIMITS.pledgeMin}`),
      p.value('amount', 0, G.amountMin, 'zero'),
      p.value('amount', -5_000, G.amountMin, 'negative'),
      p.value('amount', GIFT_LIMITS.pledgeMax + 1, G.amountInvalid, `over ${GIFT_LIMITS.pledgeMax}`),
      p.value('message', 5, G.pledgeMessageTooLong, 'not a string'),
      p.tooLong('message', GIFT_LIMITS.pledgeMessageMax, G.pledgeMessageTooLong),
      p.value('birthNews', 'true', MAIL_MSG.birthNewsInvalid, 'a string'),
      ...pinCases(p),
      ...relativeConsentCases(p),
      p.unknown(),
    ],
  },
  {
    name: 'pledgePasswordSchema',
    schema: pledgePasswordSchema,
    valid: [gate, g.with('password', '0000')],
    cases: [...eventCodeCases(g), ...pinCases(g), g.unknown()],
  },
  {
    name: 'fundSettingsSchema',
    schema: fundSettingsSchema,
    valid: [
      fund,
      { enabled: false },
      { enabled: true },
      f.with('goal', null),
      f.with('goal', GIFT_LIMITS.pledgeMin),
      f.with('goal', GIFT_LIMITS.pledgeMax),
      f.with('transferGuide', null),
      f.with('transferGuide', ''),
      f.atMax('transferGuide', GIFT_LIMITS.transferGuideMax),
    ],
    cases: [
      valueCase('not an object', 'on', G.fundInvalid),
      valueCase('null', null, G.fundInvalid),
      f.missing('enabled', G.fundInvalid),
      f.value('enabled', 'true', G.fundInvalid, 'a string'),
      f.value('goal', GIFT_LIMITS.pledgeMin - 1, G.fundGoalInvalid, `under ${GIFT_LIMITS.pledgeMin}`),
      f.value('goal', 10_000.5, G.fundGoalInvalid, 'not an integer'),
      f.value('goal', '100000', G.fundGoalInvalid, 'a string'),
      f.value('goal', GIFT_LIMITS.pledgeMax + 1, G.fundGoalInvalid, `over ${GIFT_LIMITS.pledgeMax}`),
      f.value('transferGuide', 5, G.transferGuideTooLong, 'not a string'),
      f.tooLong('transferGuide', GIFT_LIMITS.transferGuideMax, G.transferGuideTooLong),
      f.unknown(),
    ],
  },
  {
    name: 'eventCreateSchema (fund)',
    schema: eventCreateSchema,
    valid: [n.with('fund', fund), n.with('fund', { enabled: false })],
    cases: [
      n.value('fund', 'on', G.fundInvalid, 'not an object'),
      n.value('fund', null, G.fundInvalid, 'null'),
      { ...n.value('fund', { enabled: true, goal: 999 }, G.fundGoalInvalid, 'with a goal under 1,000'), path: ['fund', 'goal'] },
      {
        ...n.value('fund', { enabled: true, transferGuide: text(GIFT_LIMITS.transferGuideMax + 1) }, G.transferGuideTooLong, 'with a long transfer guide'),
        path: ['fund', 'transferGuide'],
      },
      { ...n.value('fund', { enabled: true, account: '1234' }, MSG.common.unknownField('account'), 'with an unknown field'), path: ['fund'] },
    ],
  },
  {
    name: 'pledgeParamsSchema',
    schema: pledgeParamsSchema,
    valid: [{ pledgeId: 'AbC-123_xyzAbC-123_xyz' }, { pledgeId: '' }],
    cases: [
      casesFor({ pledgeId: 'AbC-123_xyzAbC-123_xyz' }).missing('pledgeId', G.pledgeNotFound),
      casesFor({ pledgeId: 'AbC-123_xyzAbC-123_xyz' }).value('pledgeId', 7, G.pledgeNotFound, 'a number'),
    ],
  },
  {
    name: 'pledgeReceivedSchema',
    schema: pledgeReceivedSchema,
    valid: [{ received: true }, { received: false }],
    cases: [
      casesFor({ received: true }).missing('received', G.pledgeReceivedInvalid),
      casesFor({ received: true }).value('received', 'yes', G.pledgeReceivedInvalid, 'a string'),
      casesFor({ received: true }).value('received', 1, G.pledgeReceivedInvalid, 'a number'),
      casesFor({ received: true }).unknown(),
    ],
  },
  {
    name: 'similarQuerySchema',
    schema: similarQuerySchema,
    // A query string: every value arrives as a string; other parameters (cache busters) are ignored.
    valid: [
      {},
      similar,
      { title: '아기 물티슈' },
      { link: 'https://m.coupang.com/vm/products/7335597976' },
      q.atMax('title', GIFT_LIMITS.similarTitleMax),
      q.with('link', `https://example.com/${'a'.repeat(GIFT_LIMITS.similarLinkMax - 20)}`),
      q.with('excludeWishId', '12'),
      q.with('excludeWishId', '2147483647'),
      q.with('t', '1'),
    ],
    cases: [
      q.tooLong('title', GIFT_LIMITS.similarTitleMax, G.similarTitleTooLong),
      q.value('title', ['아기 물티슈', '면봉'], G.similarQueryInvalid, 'repeated'),
      q.value('link', `https://example.com/${'a'.repeat(GIFT_LIMITS.similarLinkMax)}`, G.similarLinkTooLong, `over ${GIFT_LIMITS.similarLinkMax} characters`),
      q.value('link', ['https://a.example', 'https://b.example'], G.similarQueryInvalid, 'repeated'),
      q.value('excludeWishId', 'abc', G.similarQueryInvalid, 'not a number'),
      q.value('excludeWishId', '0', G.similarQueryInvalid, 'zero'),
      q.value('excludeWishId', '-3', G.similarQueryInvalid, 'negative'),
      q.value('excludeWishId', '1.5', G.similarQueryInvalid, 'not an integer'),
      q.value('excludeWishId', '2147483648', G.similarQueryInvalid, 'over the largest id'),
    ],
  },
];
