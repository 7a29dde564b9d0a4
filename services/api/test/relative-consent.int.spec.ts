import { CONSENT_MSG, RELATIVE_NOTICE_VERSION } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { PledgeEntity } from '../src/pledges/pledge.entity';
import { pledgeBody, pledgeCalls } from '../src/pledges/testing/pledge-kit';
import { quizApi } from '../src/quizzes/quiz-test-kit';
import { QuizSubmissionEntity } from '../src/quizzes/quiz.entity';
import { ReservationEntity } from '../src/reservations/reservation.entity';
import { quietTitles } from '../src/wishes/testing/wish-fixtures';
import { testDatabases, testKit, useTestApp } from './harness';
import { quizBody } from './helpers';
import { reservationCalls } from './reservation-kit';

/** The 400 every relatives' form answers without the ticked box (ARCHITECTURE §4.24). */
const CONSENT_MISSING = { statusCode: 400, code: 'CONSENT_REQUIRED', message: CONSENT_MSG.missing.relative, error: 'Bad Request' };

/**
 * The relatives' notice on the reserve, pledge (group gift and fund) and quiz bodies (ARCHITECTURE §4.24,
 * PIPA Art. 15, 17) on SQLite and MariaDB: without `privacyConsent: true` the API answers 400
 * `CONSENT_REQUIRED` with the Korean message and writes nothing (no row, no unit taken, no amount
 * counted); with it the row keeps the notice's version in `privacy_consent_version`.
 */
describe.each(testDatabases())('relatives’ consent on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  const ds = () => s.t.app.get(DataSource);
  const reservations = reservationCalls(s);
  const pledges = pledgeCalls(s);
  const quizzes = quizApi(() => s.t);
  /** Bodies without the box: absent, false, and a string that only looks like true. */
  const REFUSED: Array<[string, Record<string, unknown>]> = [
    ['absent', { privacyConsent: undefined }],
    ['false', { privacyConsent: false }],
    ["the string 'true'", { privacyConsent: 'true' }],
  ];

  it('reserve: 400 CONSENT_REQUIRED without the box and nothing taken; with it the reservation keeps the notice version', async () => {
    const { make } = testKit(s.t);
    const owner = await make.ownerWithNews();
    const wish = await make.wish(owner, { title: '아기 욕조', quantity: 2 });
    for (const [, consent] of REFUSED) {
      expect((await reservations.reserve(wish.id, owner.code, consent)).json()).toEqual(CONSENT_MISSING);
    }
    expect(await ds().getRepository(ReservationEntity).countBy({ wishId: wish.id })).toBe(0);
    const read = (await pledges.read(owner.code)).body;
    expect(read.wishList.find((w: { id: number }) => w.id === wish.id)).toMatchObject({ reservedQuantity: 0, isReserved: false });

    const res = await reservations.reserve(wish.id, owner.code, { reservedName: '이모' });
    expect(res.statusCode).toBe(201);
    const stored = await ds().getRepository(ReservationEntity).findOneByOrFail({ publicId: res.json().reservationId });
    expect(stored).toMatchObject({ reservedName: '이모', privacyConsentVersion: RELATIVE_NOTICE_VERSION });
  });

  it('pledges to a group gift and to the fund: 400 CONSENT_REQUIRED without the box and nothing counted; with it the pledge keeps the notice version', async () => {
    const { make } = testKit(s.t);
    const owner = await make.ownerWithNews({ news: { fund: { enabled: true, goal: 500_000, transferGuide: '카카오뱅크 3333-01-2345678' } } });
    const gift = await make.wish(owner, { title: '디럭스 유모차', price: 100_000, groupGift: true });
    for (const [, consent] of REFUSED) {
      expect((await pledges.toWish(gift.id, pledgeBody(owner.code, consent))).body).toEqual(CONSENT_MISSING);
      expect((await pledges.toFund(owner.code, pledgeBody(owner.code, consent))).body).toEqual(CONSENT_MISSING);
    }
    const eventId = Number((await ds().query('SELECT id FROM `event` WHERE code = ?', [owner.code]))[0].id);
    expect(await ds().getRepository(PledgeEntity).countBy({ eventId })).toBe(0);
    const read = (await pledges.read(owner.code)).body;
    expect(read.wishList.find((w: { id: number }) => w.id === gift.id)).toMatchObject({ fundedAmount: 0 });

    const onGift = await pledges.toWish(gift.id, pledgeBody(owner.code, { amount: 20_000 }));
    const onFund = await pledges.toFund(owner.code, pledgeBody(owner.code, { amount: 30_000 }));
    expect([onGift.status, onFund.status]).toEqual([201, 201]);
    const stored = await ds()
      .getRepository(PledgeEntity)
      .find({ where: { eventId }, order: { id: 'ASC' } });
    expect(stored.map((p) => [p.kind, p.amount, p.privacyConsentVersion])).toEqual([
      ['GROUP_GIFT', 20_000, RELATIVE_NOTICE_VERSION],
      ['FUND', 30_000, RELATIVE_NOTICE_VERSION],
    ]);
  });

  it('quiz answer: 400 CONSENT_REQUIRED without the box and no answer recorded; with it the answer keeps the notice version', async () => {
    const { make } = testKit(s.t);
    const owner = await make.ownerWithNews();
    const quiz = (await quizzes.create(owner.token, owner.code, quizBody())).json();
    const answer = { eventCode: owner.code, selectedOptionId: quiz.options[1].id, name: '삼촌', contactInfo: '010-1234-5678' };
    for (const [, consent] of REFUSED) expect((await quizzes.submit(quiz.id, { ...answer, ...consent })).json()).toEqual(CONSENT_MISSING);
    expect(await ds().getRepository(QuizSubmissionEntity).countBy({ quizId: quiz.id })).toBe(0);

    expect((await quizzes.submit(quiz.id, { ...answer, privacyConsent: true })).statusCode).toBe(201);
    const stored = await ds().getRepository(QuizSubmissionEntity).findOneByOrFail({ quizId: quiz.id });
    expect(stored).toMatchObject({ name: '삼촌', privacyConsentVersion: RELATIVE_NOTICE_VERSION });
  });

  it('the first failed check of the form wins: a blank name with no box is the name’s VALIDATION_FAILED, not the consent', async () => {
    const { make } = testKit(s.t);
    const owner = await make.ownerWithNews();
    const wish = await make.wish(owner, { title: '손수건' });
    const res = await reservations.reserve(wish.id, owner.code, { reservedName: '  ', privacyConsent: undefined });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});
