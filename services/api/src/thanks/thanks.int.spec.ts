import { MSG, THANKS_MSG, type EventWrapUp } from '@babynews/contracts';
import {
  apiError as errorOf,
  birthApi,
  birthBody,
  createApiClient,
  createFactories,
  ownerWithCoparent,
  reserveBody,
  type OwnerActor,
  type Reply,
} from '@babynews/testing';
import { DataSource } from 'typeorm';
import { plainPicture, uploadAs } from '../../test/cover-fixtures';
import { injectTransport, testDatabases } from '../../test/harness';
import { useMailTestApp } from '../../test/mail-server';
import { Clock } from '../common/clock';
import { MailWorker } from '../mail/mail-worker.service';
import { recipientDigest, suppress } from '../mail/suppression';
import { quietTitles } from '../wishes/testing/wish-fixtures';

jest.setTimeout(120_000);

const SUBJECT = (owner: string) => `[아기소식] ${owner}님이 감사 인사를 보냈어요`;

/**
 * The parent's thank-you notes (ARCHITECTURE "Thank-you notes") on SQLite and MariaDB against a real SMTP
 * server: a note per reservation or pledge reaches the relative's receipt address once, names the page and
 * the gift and carries the parent's words, never the PIN, the home address or the amount; the summary shows
 * which went; a second note answers 409; no address → 409; validation, owner-only and unknown ids answered
 * with their codes and Korean messages.
 */
describe.each(testDatabases())('thank-you notes on %s', (db) => {
  const s = useMailTestApp(db);
  const { smtp } = s;
  beforeAll(() => quietTitles(s.t));
  beforeEach(() => {
    smtp.messages.length = 0;
  });
  const kit = () => {
    const api = createApiClient(injectTransport(s.t.app));
    return { api, make: createFactories(api) };
  };
  const deliver = () => s.t.app.get(MailWorker).deliverDue();
  const thankReservation = (token: string | null, wishId: number, body: unknown) =>
    kit().api.raw('POST', `/api/wish/reservation/${wishId}/thankYou`, { token, body });
  const thankPledge = (token: string | null, pledgeId: string, body: unknown) => kit().api.raw('POST', `/api/pledge/${pledgeId}/thankYou`, { token, body });
  const summaryOf = async (owner: OwnerActor) => (await kit().api.raw<EventWrapUp>('GET', `/api/event/summary/${owner.code}`, { token: owner.token })).body;
  const expectError = (reply: Reply<unknown>, status: number, code: string, message: string) =>
    expect({ status: reply.status, code: errorOf(reply).code, message: errorOf(reply).message }).toEqual({ status, code, message });

  /** An owner with one wish reserved by a relative who left `receiptEmail` (or none), PIN 4821. */
  async function reserved(receiptEmail?: string) {
    const { api, make } = kit();
    const owner = await make.ownerWithNews();
    const wish = await make.wish(owner, { title: '아기 욕조' });
    const reply = await api.reserve(wish.id, reserveBody(owner.code, { reservedPassword: '4821', ...(receiptEmail ? { receiptEmail } : {}) }));
    expect(reply.status).toBe(201);
    return { owner, wish, reservationId: reply.body.reservationId };
  }

  /** A fund pledge of 50,000원 on `owner`'s page by a relative who left `receiptEmail`, PIN 7395. */
  async function pledged(owner: OwnerActor, receiptEmail?: string) {
    const { api } = kit();
    expect((await api.updateEvent(owner.token, owner.code, { ...owner.news, fund: { enabled: true } })).status).toBe(200);
    const body = {
      eventCode: owner.code,
      name: '삼촌',
      contact: '010-1111-2222',
      amount: 50000,
      password: '7395',
      privacyConsent: true,
      ...(receiptEmail ? { receiptEmail } : {}),
    };
    const reply = await api.raw<{ pledgeId: string }>('POST', `/api/event/pledge/${owner.code}`, { body });
    expect(reply.status).toBe(201);
    return reply.body.pledgeId;
  }

  it('a reservation note reaches the receipt address once with the words and the gift; no PIN, address or amount; the summary marks it thanked and sent', async () => {
    const { owner, wish, reservationId } = await reserved('Aunt@Example.com');
    expect((await summaryOf(owner)).reservations[0]).toMatchObject({ thankYouSent: false, thankYouPossible: true, thanked: false });
    await deliver();
    smtp.messages.length = 0;

    const sent = await thankReservation(owner.token, wish.id, { reservationId, message: '  이모, 욕조 잘 받았어요!\n정말 고마워요.  ' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ thankYouAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), thanked: true });
    await deliver();
    const mails = smtp.to('aunt@example.com');
    expect(mails).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(SUBJECT(owner.member.displayName));
    const text = `${mail!.text ?? ''}${mail!.html || ''}`;
    for (const shown of ['이모, 욕조 잘 받았어요!', '정말 고마워요.', '아기 욕조', owner.news.title, `/event/${owner.code}`]) expect(text).toContain(shown);
    for (const secret of ['4821', owner.news.address, owner.news.detailAddress].filter(Boolean)) expect(text).not.toContain(secret);
    expect(mail!.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(true);

    const row = (await summaryOf(owner)).reservations[0];
    expect(row).toMatchObject({ thankYouSent: true, thanked: true });
    // the owner's answers never carry the receipt address
    expect(JSON.stringify(await summaryOf(owner))).not.toContain('aunt@example.com');

    // one note per reservation: the second answers 409 and sends nothing
    expectError(await thankReservation(owner.token, wish.id, { reservationId, message: '한 번 더' }), 409, 'THANK_YOU_ALREADY_SENT', THANKS_MSG.alreadySent);
    await deliver();
    expect(smtp.messages).toHaveLength(1);
  });

  it('with the birth photo: refused in Korean until the announcement has one, then the mail shows it; the summary offers it', async () => {
    const { owner, wish, reservationId } = await reserved('photo@example.com');
    const pledgeId = await pledged(owner, 'nophoto@example.com');
    await deliver();
    smtp.messages.length = 0;
    expect((await summaryOf(owner)).birthPhotoUrl).toBeNull();
    expectError(
      await thankReservation(owner.token, wish.id, { reservationId, message: '고마워요', withBirthPhoto: true }),
      400,
      'VALIDATION_FAILED',
      THANKS_MSG.noBirthPhoto,
    );
    expect((await summaryOf(owner)).reservations[0]).toMatchObject({ thankYouSent: false, thanked: false });

    const photoPath = await uploadAs(s.t, owner.token, await plainPicture(600, 600), 'baby.png');
    const birth = await birthApi(kit().api).announce(owner.token, owner.code, birthBody({ photoPath }));
    expect(birth.status).toBe(200);
    const photoUrl = birth.body.photoUrl!;
    expect((await summaryOf(owner)).birthPhotoUrl).toBe(photoUrl);

    expect((await thankReservation(owner.token, wish.id, { reservationId, message: '고마워요', withBirthPhoto: true })).status).toBe(200);
    expect((await thankPledge(owner.token, pledgeId, { message: '감사해요', withBirthPhoto: false })).status).toBe(200);
    await deliver();
    expect(smtp.to('photo@example.com')[0]!.html).toContain(`src="${photoUrl}"`);
    expect(smtp.to('nophoto@example.com')[0]!.html).not.toContain('<img');
  });

  it('two presses at the same moment send one note', async () => {
    const { owner, wish, reservationId } = await reserved('twice@example.com');
    const replies = await Promise.all([1, 2, 3].map(() => thankReservation(owner.token, wish.id, { reservationId, message: '고마워요' })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await deliver();
    expect(smtp.to('twice@example.com').filter((m) => m.subject === SUBJECT(owner.member.displayName))).toHaveLength(1);
  });

  it('a pledge note: to the pledger once, naming 축의금 without the amount; the summary marks it sent', async () => {
    const { make } = kit();
    const owner = await make.ownerWithNews();
    const pledgeId = await pledged(owner, 'uncle@example.com');
    await deliver();
    smtp.messages.length = 0;
    expect((await thankPledge(owner.token, pledgeId, { message: '삼촌 고맙습니다' })).status).toBe(200);
    await deliver();
    const [mail] = smtp.to('uncle@example.com');
    const text = `${mail!.text ?? ''}${mail!.html || ''}`;
    expect(text).toContain('축의금');
    expect(text).toContain('삼촌 고맙습니다');
    for (const secret of ['50,000', '7395']) expect(text).not.toContain(secret);
    expect((await summaryOf(owner)).pledges[0]).toMatchObject({ pledgeId, thankYouSent: true, thankYouPossible: true });
    expectError(await thankPledge(owner.token, pledgeId, { message: '또' }), 409, 'THANK_YOU_ALREADY_SENT', THANKS_MSG.alreadySent);
  });

  it('the co-parent thanks in their own name (ARCHITECTURE "Two parents"): the note is signed by the owner who writes it', async () => {
    const { api, make } = kit();
    const { creator, coparent } = await ownerWithCoparent(api, make);
    const wish = await make.wish(creator, { title: '아기 띠' });
    const reserve = await api.reserve(wish.id, reserveBody(creator.code, { reservedPassword: '4821', receiptEmail: 'cousin@example.com' }));
    expect(reserve.status).toBe(201);
    const pledgeId = await pledged(creator, 'grandma@example.com');
    await deliver();
    smtp.messages.length = 0;
    expect((await thankReservation(coparent.token, wish.id, { reservationId: reserve.body.reservationId, message: '고마워요' })).status).toBe(200);
    expect((await thankPledge(creator.token, pledgeId, { message: '감사합니다' })).status).toBe(200);
    await deliver();
    expect(coparent.member.displayName).not.toBe(creator.member.displayName);
    expect(smtp.to('cousin@example.com').map((m) => m.subject)).toEqual([SUBJECT(coparent.member.displayName)]);
    expect(smtp.to('grandma@example.com').map((m) => m.subject)).toEqual([SUBJECT(creator.member.displayName)]);
  });

  it('no receipt address: 409 THANK_YOU_NO_EMAIL, nothing marked; a suppressed address counts as sent and gets nothing', async () => {
    const { make } = kit();
    const none = await reserved();
    expect((await summaryOf(none.owner)).reservations[0]).toMatchObject({ thankYouPossible: false });
    expectError(
      await thankReservation(none.owner.token, none.wish.id, { reservationId: none.reservationId, message: '고마워요' }),
      409,
      'THANK_YOU_NO_EMAIL',
      THANKS_MSG.noEmail,
    );
    expect((await summaryOf(none.owner)).reservations[0]).toMatchObject({ thankYouSent: false, thanked: false });
    const owner = await make.ownerWithNews();
    expectError(await thankPledge(owner.token, await pledged(owner), { message: '고마워요' }), 409, 'THANK_YOU_NO_EMAIL', THANKS_MSG.noEmail);

    const quiet = await reserved('quiet@example.com');
    await suppress(s.t.app.get(DataSource), recipientDigest('quiet@example.com').toString('hex'), 'receipt', s.t.app.get(Clock).now());
    await deliver();
    smtp.messages.length = 0;
    expect((await thankReservation(quiet.owner.token, quiet.wish.id, { reservationId: quiet.reservationId, message: '고마워요' })).status).toBe(200);
    await deliver();
    expect(smtp.to('quiet@example.com')).toHaveLength(0);
    expect((await summaryOf(quiet.owner)).reservations[0]).toMatchObject({ thankYouSent: true });
  });

  it.each([
    ['no message', {}, THANKS_MSG.messageRequired],
    ['a blank message', { message: '   ' }, THANKS_MSG.messageRequired],
    ['a message of 501 characters', { message: '가'.repeat(501) }, THANKS_MSG.messageTooLong],
    ['a message as a number', { message: 5 }, THANKS_MSG.messageRequired],
    ['withBirthPhoto as a string', { message: '고마워요', withBirthPhoto: 'yes' }, THANKS_MSG.withBirthPhotoInvalid],
  ])('refuses %s → 400 with the Korean message', async (_what, fields, message) => {
    const { make } = kit();
    const { owner, wish, reservationId } = await reserved('v@example.com');
    expectError(await thankReservation(owner.token, wish.id, { reservationId, ...fields }), 400, 'VALIDATION_FAILED', message);
    const other = await make.ownerWithNews();
    expectError(await thankPledge(other.token, await pledged(other, 'p@example.com'), fields), 400, 'VALIDATION_FAILED', message);
    expect((await summaryOf(owner)).reservations[0]).toMatchObject({ thankYouSent: false });
  });

  it('owner only: 401 without a token, 403 NOT_OWNER for another member, 404 for unknown ids; nothing sent', async () => {
    const { make } = kit();
    const { owner, wish, reservationId } = await reserved('perm@example.com');
    const pledgeId = await pledged(owner, 'perm2@example.com');
    const stranger = await make.member();
    const body = { reservationId, message: '고마워요' };
    expectError(await thankReservation(null, wish.id, body), 401, 'UNAUTHENTICATED', MSG.common.unauthorized);
    expectError(await thankPledge(null, pledgeId, { message: '고마워요' }), 401, 'UNAUTHENTICATED', MSG.common.unauthorized);
    expect(errorOf(await thankReservation(stranger.token, wish.id, body)).code).toBe('NOT_OWNER');
    expect(errorOf(await thankPledge(stranger.token, pledgeId, { message: '고마워요' })).code).toBe('NOT_OWNER');
    expect(errorOf(await thankReservation(owner.token, 987654, body)).code).toBe('WISH_NOT_FOUND');
    expect(errorOf(await thankReservation(owner.token, wish.id, { ...body, reservationId: 'nope' })).code).toBe('RESERVATION_NOT_FOUND');
    expect(errorOf(await thankPledge(owner.token, 'A'.repeat(22), { message: '고마워요' })).code).toBe('PLEDGE_NOT_FOUND');
    await deliver();
    expect(smtp.messages.filter((m) => m.subject?.includes('감사 인사'))).toHaveLength(0);
  });
});
