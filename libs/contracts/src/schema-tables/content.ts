import {
  eventCodeFieldSchema,
  eventCreateSchema,
  LIMITS,
  linkTypeSchema,
  MSG,
  noticeSaveSchema,
  ownerStatusSchema,
  presignSchema,
  quizCreateSchema,
  quizManageQuerySchema,
  eventWrapUpQuerySchema,
  eventCardQuerySchema,
  quizSubmitSchema,
  reservationPasswordSchema,
  reserverNameQuerySchema,
  reserverStatusSchema,
  reserveSchema,
  pinResetRequestSchema,
  pledgePinResetRequestSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  pinResetSchema,
  MAIL_MSG,
  GIFT_MSG,
  wishCreateSchema,
  wishUpdateSchema,
} from '../index';
import { casesFor, relativeConsentCases, text, valueCase, type SchemaCase, type SchemaTable } from './table';

/** Tables of the news, wish, reservation, quiz, notice and upload schemas (spec §3, §5; ARCHITECTURE §4.4–4.11). */

const E = MSG.event;
const W = MSG.wish;
const R = MSG.reserve;
const Q = MSG.quiz;

const news = { title: '우리 아기가 찾아왔어요', description: '내년 봄에 만나요', postCode: '06236', address: '서울 강남구 테헤란로 1', detailAddress: '101호' };
const n = casesFor(news);

const wish = {
  title: '아기 욕조',
  description: '접이식이면 좋아요',
  link: 'https://www.coupang.com/vp/products/123',
  linkType: 'COUPANG',
  price: 39000,
  imagePath: null,
};
const w = casesFor(wish);
const wishCases: SchemaCase[] = [
  ...w.required('title', W.titleRequired),
  w.tooLong('title', LIMITS.wishTitleMax, W.titleTooLong),
  w.value('description', 5, W.descriptionTooLong, 'not a string'),
  w.tooLong('description', LIMITS.wishDescriptionMax, W.descriptionTooLong),
  w.value('link', 5, W.linkInvalid, 'not a string'),
  w.value('link', 'ftp://example.com/a', W.linkInvalid, 'not http(s)'),
  w.value('link', 'www.coupang.com', W.linkInvalid, 'without a scheme'),
  w.value('link', `https://example.com/${'a'.repeat(LIMITS.linkMax)}`, W.linkInvalid, `over ${LIMITS.linkMax} characters`),
  w.value('linkType', 'AMAZON', MSG.common.badRequest, 'not a link type'),
  w.value('price', '39000', W.priceInvalid, 'a string'),
  w.value('price', 1.5, W.priceInvalid, 'not an integer'),
  w.value('price', -1, W.priceInvalid, 'negative'),
  w.value('price', LIMITS.priceMax + 1, W.priceInvalid, `over ${LIMITS.priceMax}`),
  w.value('imagePath', 5, MSG.common.badRequest, 'not a string'),
  w.tooLong('imagePath', LIMITS.imagePathMax, MSG.common.badRequest),
  w.unknown(),
];
const wishValid = [
  wish,
  { title: '아기 욕조' },
  w.with('link', ''),
  w.with('linkType', 'AliExpress'),
  w.with('price', null),
  w.with('price', LIMITS.priceMax),
  w.with('imagePath', 'wish/1/a.png'),
  w.atMax('title', LIMITS.wishTitleMax),
  w.atMax('description', LIMITS.wishDescriptionMax),
];

const eventCodeCases = (c: ReturnType<typeof casesFor>): SchemaCase[] => [
  ...c.required('eventCode', R.eventCodeRequired),
  c.tooLong('eventCode', LIMITS.eventCodeMax, R.eventCodeRequired),
];

const reserve = { eventCode: 'Ab3dEf9h', reservedName: '이모', reservedEmail: '010-1234-5678', reservedPassword: '1234', privacyConsent: true };
const r = casesFor(reserve);
const resetRequest = { eventCode: 'Ab3dEf9h', reservationId: 'r-AbCdEf123' };
const rr = casesFor(resetRequest);
const pledgeResetRequest = { eventCode: 'Ab3dEf9h' };
const unsubscribeQuery = { token: `receipt.${'A'.repeat(43)}.${'b'.repeat(43)}` };
const uq = casesFor(unsubscribeQuery);
const unsubscribeBody = { 'List-Unsubscribe': 'One-Click' };
const ub = casesFor(unsubscribeBody);
const prr = casesFor(pledgeResetRequest);
const pinReset = { token: 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v', password: '2580' };
const pr = casesFor(pinReset);
const gate = { eventCode: 'Ab3dEf9h', password: '1234' };
const g = casesFor(gate);
const pinCases = (c: ReturnType<typeof casesFor>): SchemaCase[] => [
  c.missing('password', R.gatePassword),
  c.value('password', '123', R.gatePassword, 'three digits'),
  c.value('password', '12345', R.gatePassword, 'five digits'),
  c.value('password', 'abcd', R.gatePassword, 'letters'),
  c.value('password', 1234, R.gatePassword, 'a number'),
];
const status = { ...gate, orderStatus: 'SHIPPING' };
const s = casesFor(status);

const quiz = {
  question: '아기의 태명은?',
  options: [
    { text: '콩이', correct: false },
    { text: '복덩이', correct: true },
  ],
};
const q = casesFor(quiz);
const options = (n: number, correctAt = 0) => Array.from({ length: n }, (_, i) => ({ text: `보기${i + 1}`, correct: i === correctAt }));
const option = (index: number, replacement: unknown) => quiz.options.map((o, i) => (i === index ? replacement : o));

const submit = { eventCode: 'Ab3dEf9h', selectedOptionId: 7, name: '이모', contactInfo: '010-1234-5678', privacyConsent: true };
const sub = casesFor(submit);
const notice = { title: '서비스 점검 안내', content: '<p>점검합니다</p>', imagePath: null };
const no = casesFor(notice);

export const CONTENT_TABLES: SchemaTable[] = [
  {
    name: 'eventCreateSchema',
    schema: eventCreateSchema,
    valid: [
      news,
      { title: '소식', postCode: '06236', address: '서울' },
      n.atMax('title', LIMITS.eventTitleMax),
      n.atMax('description', LIMITS.eventDescriptionMax),
      n.atMax('address', LIMITS.addressMax),
      n.atMax('detailAddress', LIMITS.addressMax),
      // The cover photo (ARCHITECTURE "Cover photo and link card"): a stored key; null and '' remove it.
      n.with('coverPath', 'wish/12-1700000000000-0a1b2c3d4e5f.webp'),
      n.with('coverPath', null),
      n.with('coverPath', ''),
    ],
    cases: [
      ...n.required('title', E.titleRequired),
      n.tooLong('title', LIMITS.eventTitleMax, E.titleTooLong),
      n.value('description', 5, E.descriptionTooLong, 'not a string'),
      n.tooLong('description', LIMITS.eventDescriptionMax, E.descriptionTooLong),
      n.value('coverPath', 5, MSG.common.badRequest, 'not a string'),
      n.value('coverPath', { path: 'wish/a.webp' }, MSG.common.badRequest, 'an object'),
      n.tooLong('coverPath', LIMITS.imagePathMax, MSG.common.badRequest),
      ...n.required('postCode', E.addressRequired),
      n.tooLong('postCode', LIMITS.postCodeMax, E.addressRequired),
      ...n.required('address', E.addressRequired),
      n.tooLong('address', LIMITS.addressMax, E.addressTooLong),
      n.value('detailAddress', 5, E.addressTooLong, 'not a string'),
      n.tooLong('detailAddress', LIMITS.addressMax, E.addressTooLong),
      n.unknown(),
    ],
  },
  {
    name: 'linkTypeSchema',
    schema: linkTypeSchema,
    valid: ['COUPANG', 'AliExpress', 'aliexpress', 'others'],
    cases: [
      valueCase('an unknown shop', 'AMAZON', MSG.common.badRequest),
      valueCase('empty', '', MSG.common.badRequest),
      valueCase('not a string', 5, MSG.common.badRequest),
    ],
  },
  { name: 'wishCreateSchema', schema: wishCreateSchema, valid: wishValid, cases: wishCases },
  { name: 'wishUpdateSchema', schema: wishUpdateSchema, valid: [...wishValid, wish, w.with('imagePath', '')], cases: wishCases },
  {
    name: 'eventCodeFieldSchema',
    schema: eventCodeFieldSchema,
    valid: ['Ab3dEf9h', 'a'.repeat(LIMITS.eventCodeMax)],
    cases: [
      valueCase('missing', undefined, R.eventCodeRequired),
      valueCase('blank', '  ', R.eventCodeRequired),
      valueCase(`over ${LIMITS.eventCodeMax} characters`, 'a'.repeat(LIMITS.eventCodeMax + 1), R.eventCodeRequired),
    ],
  },
  {
    name: 'reserveSchema',
    schema: reserveSchema,
    valid: [
      reserve,
      r.with('birthNews', true),
      r.with('birthNews', false),
      r.atMax('reservedName', LIMITS.reserverNameMax),
      r.atMax('reservedEmail', LIMITS.contactMax),
      r.with('reservedPassword', ' 0000 '),
    ],
    cases: [
      ...eventCodeCases(r),
      ...r.required('reservedName', R.nameRequired),
      r.tooLong('reservedName', LIMITS.reserverNameMax, R.nameTooLong),
      ...r.required('reservedEmail', R.contactRequired),
      r.tooLong('reservedEmail', LIMITS.contactMax, R.contactTooLong),
      ...r.required('reservedPassword', R.passwordRequired),
      r.value('reservedPassword', '123', R.passwordLength, 'three digits'),
      r.value('reservedPassword', '12345', R.passwordLength, 'five digits'),
      r.value('reservedPassword', 'abcd', R.passwordDigits, 'four letters'),
      r.value('receiptEmail', 'aunt@', MAIL_MSG.receiptEmailFormat, 'not an address'),
      r.value('receiptEmail', `${'a'.repeat(250)}@b.co`, MAIL_MSG.receiptEmailFormat, 'over 254 characters'),
      r.value('receiptEmail', 5, MAIL_MSG.receiptEmailFormat, 'not a string'),
      r.value('birthNews', 'yes', MAIL_MSG.birthNewsInvalid, 'a string'),
      r.value('birthNews', 1, MAIL_MSG.birthNewsInvalid, 'a number'),
      ...relativeConsentCases(r),
      r.unknown(),
    ],
  },
  {
    name: 'pinResetRequestSchema',
    schema: pinResetRequestSchema,
    valid: [resetRequest],
    cases: [
      ...eventCodeCases(rr),
      ...rr.required('reservationId', GIFT_MSG.reservationIdInvalid),
      rr.tooLong('reservationId', 64, GIFT_MSG.reservationIdInvalid),
      rr.unknown(),
    ],
  },
  {
    name: 'pledgePinResetRequestSchema',
    schema: pledgePinResetRequestSchema,
    valid: [pledgeResetRequest],
    cases: [...eventCodeCases(prr), prr.unknown()],
  },
  {
    name: 'unsubscribeQuerySchema',
    schema: unsubscribeQuerySchema,
    valid: [unsubscribeQuery, uq.with('token', `notification.${'A'.repeat(43)}.${'b'.repeat(43)}`)],
    cases: [
      ...uq.required('token', MAIL_MSG.unsubscribeLinkInvalid),
      uq.value('token', `reservation.${'A'.repeat(43)}.${'b'.repeat(43)}`, MAIL_MSG.unsubscribeLinkInvalid, 'an unknown group'),
      uq.value('token', `receipt.${'A'.repeat(42)}.${'b'.repeat(43)}`, MAIL_MSG.unsubscribeLinkInvalid, 'a short address hash'),
      uq.value('token', `receipt.${'A'.repeat(43)}`, MAIL_MSG.unsubscribeLinkInvalid, 'no signature'),
      uq.unknown(),
    ],
  },
  {
    name: 'unsubscribeBodySchema',
    schema: unsubscribeBodySchema,
    valid: [unsubscribeBody],
    cases: [
      ...ub.required('List-Unsubscribe', MAIL_MSG.unsubscribeLinkInvalid),
      ub.value('List-Unsubscribe', 'Yes', MAIL_MSG.unsubscribeLinkInvalid, 'not One-Click'),
      ub.unknown(),
    ],
  },
  {
    name: 'pinResetSchema',
    schema: pinResetSchema,
    valid: [pinReset, pr.with('password', ' 0000 ')],
    cases: [
      ...pr.required('token', MAIL_MSG.resetLinkInvalid),
      pr.value('token', 'A'.repeat(42), MAIL_MSG.resetLinkInvalid, '42 characters'),
      pr.value('token', `${'A'.repeat(42)}!`, MAIL_MSG.resetLinkInvalid, 'not base64url'),
      ...pr.required('password', R.passwordRequired),
      pr.value('password', '123', R.passwordLength, 'three digits'),
      pr.value('password', 'abcd', R.passwordDigits, 'four letters'),
      pr.unknown(),
    ],
  },
  {
    name: 'reservationPasswordSchema',
    schema: reservationPasswordSchema,
    valid: [gate, g.with('password', '0000')],
    cases: [...eventCodeCases(g), ...pinCases(g), g.unknown()],
  },
  {
    name: 'reserverNameQuerySchema',
    schema: reserverNameQuerySchema,
    // A query string: other parameters (cache busters) are ignored, not refused.
    valid: [{ eventCode: 'Ab3dEf9h' }, { eventCode: 'Ab3dEf9h', t: '1' }],
    cases: eventCodeCases(casesFor({ eventCode: 'Ab3dEf9h' })),
  },
  {
    name: 'reserverStatusSchema',
    schema: reserverStatusSchema,
    valid: [status, s.with('orderStatus', 'CANCELLED')],
    cases: [
      ...eventCodeCases(s),
      ...pinCases(s),
      s.missing('orderStatus', R.statusInvalid),
      s.value('orderStatus', 'DELIVERED', R.statusInvalid, 'the owner’s status'),
      s.value('orderStatus', 'PREPARING', R.statusInvalid, 'the initial status'),
      s.unknown(),
    ],
  },
  {
    name: 'ownerStatusSchema',
    schema: ownerStatusSchema,
    valid: [{ orderStatus: 'DELIVERED' }],
    cases: [
      casesFor({ orderStatus: 'DELIVERED' }).missing('orderStatus', R.statusInvalid),
      casesFor({ orderStatus: 'DELIVERED' }).value('orderStatus', 'SHIPPING', R.statusInvalid, 'a reserver’s status'),
      casesFor({ orderStatus: 'DELIVERED' }).unknown(),
    ],
  },
  {
    name: 'quizCreateSchema',
    schema: quizCreateSchema,
    valid: [quiz, q.with('options', options(LIMITS.quizOptionsMax, 4)), q.atMax('question', LIMITS.quizQuestionMax)],
    cases: [
      ...q.required('question', Q.questionRequired),
      q.tooLong('question', LIMITS.quizQuestionMax, Q.questionTooLong),
      q.missing('options', Q.optionCount),
      q.value('options', 'a,b', Q.optionCount, 'not a list'),
      q.value('options', options(LIMITS.quizOptionsMin - 1), Q.optionCount, `fewer than ${LIMITS.quizOptionsMin}`),
      q.value('options', options(LIMITS.quizOptionsMax + 1), Q.optionCount, `more than ${LIMITS.quizOptionsMax}`),
      { ...q.value('options', option(0, { text: '  ', correct: false }), Q.optionRequired, 'with a blank option'), path: ['options', 0, 'text'] },
      { ...q.value('options', option(0, { correct: false }), Q.optionRequired, 'with an option without text'), path: ['options', 0, 'text'] },
      {
        ...q.value('options', option(0, { text: text(LIMITS.quizOptionTextMax + 1), correct: false }), Q.optionTooLong, 'with a long option'),
        path: ['options', 0, 'text'],
      },
      { ...q.value('options', option(0, { text: '콩이', correct: 'no' }), Q.exactlyOneCorrect, 'with a non-boolean correct'), path: ['options', 0, 'correct'] },
      q.value('options', option(0, { text: '콩이', correct: true }), Q.exactlyOneCorrect, 'with two correct'),
      q.value('options', option(1, { text: '복덩이', correct: false }), Q.exactlyOneCorrect, 'with none correct'),
      {
        ...q.value('options', option(0, { text: '콩이', correct: false, id: 3 }), MSG.common.unknownField('id'), 'with an unknown option field'),
        path: ['options', 0],
      },
      q.unknown(),
    ],
  },
  {
    name: 'quizSubmitSchema',
    schema: quizSubmitSchema,
    valid: [submit, sub.atMax('name', LIMITS.reserverNameMax), sub.atMax('contactInfo', LIMITS.contactMax)],
    cases: [
      ...eventCodeCases(sub),
      sub.missing('selectedOptionId', Q.answerAll),
      sub.value('selectedOptionId', '7', Q.answerAll, 'a string'),
      sub.value('selectedOptionId', 1.5, Q.answerAll, 'not an integer'),
      sub.value('selectedOptionId', 0, Q.answerAll, 'zero'),
      ...sub.required('name', Q.contactRequired),
      sub.tooLong('name', LIMITS.reserverNameMax, R.nameTooLong),
      ...sub.required('contactInfo', Q.contactRequired),
      sub.tooLong('contactInfo', LIMITS.contactMax, R.contactTooLong),
      ...relativeConsentCases(sub),
      sub.unknown(),
    ],
  },
  {
    name: 'quizManageQuerySchema',
    schema: quizManageQuerySchema,
    valid: [{}, { page: '' }, { page: '0' }, { page: '999999' }],
    cases: [
      { name: 'a negative page', input: { page: '-1' }, message: MSG.common.badRequest, path: ['page'] },
      { name: 'a page of 7 digits', input: { page: '1000000' }, message: MSG.common.badRequest, path: ['page'] },
      { name: 'a page that is not a number', input: { page: 'abc' }, message: MSG.common.badRequest, path: ['page'] },
    ],
  },
  {
    name: 'eventWrapUpQuerySchema',
    schema: eventWrapUpQuerySchema,
    valid: [{}, { format: 'csv' }, { format: 'json' }, { format: '' }],
    cases: [{ name: 'a repeated format', input: { format: ['csv', 'csv'] }, message: MSG.common.badRequest, path: ['format'] }],
  },
  {
    name: 'eventCardQuerySchema',
    schema: eventCardQuerySchema,
    valid: [{}, { v: '0123456789abcdef' }, { v: '' }],
    cases: [{ name: 'a repeated v', input: { v: ['a', 'b'] }, message: MSG.common.badRequest, path: ['v'] }],
  },
  {
    name: 'noticeSaveSchema',
    schema: noticeSaveSchema,
    valid: [notice, no.with('imagePath', 'notices/a.png'), no.atMax('title', LIMITS.noticeTitleMax)],
    cases: [
      ...no.required('title', MSG.notice.titleRequired),
      no.tooLong('title', LIMITS.noticeTitleMax, MSG.notice.titleTooLong),
      ...no.required('content', MSG.notice.contentRequired),
      no.tooLong('content', LIMITS.noticeContentMax, MSG.notice.contentRequired),
      no.value('imagePath', 5, MSG.common.badRequest, 'not a string'),
      no.tooLong('imagePath', LIMITS.imagePathMax, MSG.common.badRequest),
      no.unknown(),
    ],
  },
  {
    name: 'presignSchema',
    schema: presignSchema,
    valid: [{ path: 'wish/a.png' }, casesFor({ path: 'wish/a.png' }).atMax('path', LIMITS.uploadPathMax), { path: 'wish/a.png', size: 1 }],
    cases: [
      ...casesFor({ path: 'wish/a.png' }).required('path', MSG.upload.pathForbidden),
      casesFor({ path: 'wish/a.png' }).tooLong('path', LIMITS.uploadPathMax, MSG.upload.pathForbidden),
      casesFor({ path: 'wish/a.png' }).value('size', 0, MSG.common.badRequest, 'zero'),
      casesFor({ path: 'wish/a.png' }).value('size', 1.5, MSG.common.badRequest, 'not whole'),
      casesFor({ path: 'wish/a.png' }).value('size', '12', MSG.common.badRequest, 'not a number'),
      casesFor({ path: 'wish/a.png' }).unknown(),
    ],
  },
];
