import { BIRTH_MSG, MSG, type NewsBirth, type NewsInfo } from '@babynews/contracts';
import { apiError as errorOf, birthApi, birthBody, reserveBody, type OwnerActor, type Reply } from '@babynews/testing';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { testDatabases, testKit } from '../../test/harness';
import { dropVerificationMail, markEmailVerified } from '../../test/helpers';
import { useMailTestApp } from '../../test/mail-server';
import { plainPicture, uploadAs } from '../../test/cover-fixtures';
import { Clock } from '../common/clock';
import { MailWorker } from '../mail/mail-worker.service';
import { recipientDigest, suppress } from '../mail/suppression';
import { UploadsService } from '../uploads/uploads.service';
import { quietTitles } from '../wishes/testing/wish-fixtures';

jest.setTimeout(120_000);

/** Noon on 12 May 2027 in Seoul: the Clock of every test. */
const NOW = '2027-05-12T03:00:00.000Z';
/** 오전 9시 30분 that day in Seoul, as the form sends it. */
const BORN_AT = '2027-05-12T09:30:00+09:00';
const BORN_AT_UTC = '2027-05-12T00:30:00.000Z';

/**
 * The birth announcement (ARCHITECTURE "Birth announcement", DESIGN §4.25) on SQLite and MariaDB against a
 * real SMTP server: the owner's `PUT` and `DELETE /api/event/birth/{code}`; every read (public, owner, my
 * page) carries `birth`; the server's HTML of the news page draws the announcement instead of the countdown
 * and the countdown again once it is taken down; every check answers its code and Korean message; only the
 * owner may; the photo is the member's own upload, kept by the upload sweep; the first announcement mails each
 * follower with a verified address and each relative who asked for it exactly once, an edit or a second
 * announcement nobody.
 */
describe.each(testDatabases())('birth announcement on %s', (db) => {
  const s = useMailTestApp(db);
  const { smtp } = s;
  beforeAll(() => quietTitles(s.t));
  beforeEach(() => {
    smtp.messages.length = 0;
    jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date(NOW));
  });
  afterEach(() => jest.restoreAllMocks());

  const kit = () => testKit(s.t);
  const births = () => birthApi(kit().api);
  const deliver = () => s.t.app.get(MailWorker).deliverDue();
  const expectError = (reply: Reply<unknown>, status: number, code: string, message: string) =>
    expect({ status: reply.status, code: errorOf(reply).code, message: errorOf(reply).message }).toEqual({ status, code, message });
  const expectInvalid = (reply: Reply<unknown>, message: string) => expectError(reply, 400, 'VALIDATION_FAILED', message);

  /** The server's HTML of the news page: what it drew into `#root`. */
  const newsHtml = async (code: string) => {
    const res = await s.t.app.inject({ method: 'GET', url: `/event/${code}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    return res.body.slice(res.body.indexOf('<div id="root">'));
  };
  const countdownIn = (html: string) => /data-testid="due-countdown"><strong>([^<]*)<\/strong>/.exec(html)?.[1] ?? null;
  /** Birth announcements among the delivered messages, by recipient. */
  const birthMails = (owner: OwnerActor): ParsedMail[] => smtp.messages.filter((m) => m.subject?.startsWith(`[아기소식] ${owner.member.displayName}님 소식:`));
  const recipientsOf = (mails: ParsedMail[]) =>
    mails.flatMap((m) => (Array.isArray(m.to) ? m.to : [m.to]).flatMap((to) => to?.value.map((v) => v.address) ?? [])).sort();

  it('happy path: PUT answers the stored birth, every read carries it, the HTML draws the hero and no countdown', async () => {
    const { api, make } = kit();
    const owner = await make.ownerWithNews({ news: { dueDate: '2027-05-20' } });
    expect((await api.fetchInfoByCode(owner.code)).body).toMatchObject({ birth: null });
    expect(countdownIn(await newsHtml(owner.code))).toBe('D-8');

    const body = birthBody({
      bornAt: BORN_AT,
      babies: [
        { name: '하늘이', weightKg: 3.2, heightCm: 50 },
        { name: '바다', weightKg: 2.9 },
      ],
      message: '  둘 다 건강해요.\n고맙습니다!  ',
    });
    const put = await births().announce(owner.token, owner.code, body);
    expect(put.status).toBe(200);
    const stored: NewsBirth = {
      bornAt: BORN_AT_UTC,
      babies: [
        { name: '하늘이', weightKg: 3.2, heightCm: 50 },
        { name: '바다', weightKg: 2.9, heightCm: null },
      ],
      photoUrl: null,
      message: '둘 다 건강해요.\n고맙습니다!',
    };
    expect(put.body).toEqual(stored);
    expect((await api.fetchInfoByCode(owner.code)).body.birth).toEqual(stored);
    expect((await api.fetchInfoByCode(owner.code, owner.token)).body.birth).toEqual(stored);
    expect((await api.myPage(owner.token)).body.event).toMatchObject({ code: owner.code, birth: stored });

    const html = await newsHtml(owner.code);
    expect(html).toContain('data-testid="birth-announcement"');
    expect(html).toContain('하늘이와 바다가 태어났어요!');
    expect(html).toContain(`<time dateTime="${BORN_AT_UTC}">2027년 5월 12일 오전 9시 30분</time>`);
    expect(html).toContain('3.2kg · 50cm');
    expect(html).toContain('2.9kg');
    expect(countdownIn(html)).toBeNull();
    expect(html).not.toContain('news__countdown');
  });

  it('an edit replaces the announcement; DELETE takes it down and the countdown is back; a second DELETE answers BIRTH_NOT_FOUND', async () => {
    const { api, make } = kit();
    const owner = await make.ownerWithNews({ news: { dueDate: '2027-05-10' } });
    expect((await births().announce(owner.token, owner.code, birthBody({ bornAt: BORN_AT }))).status).toBe(200);
    const edited = await births().announce(owner.token, owner.code, birthBody({ bornAt: '2027-05-11T23:59:00+09:00', babies: [{ name: '봄' }], message: '' }));
    expect(edited.body).toEqual({
      bornAt: '2027-05-11T14:59:00.000Z',
      babies: [{ name: '봄', weightKg: null, heightCm: null }],
      photoUrl: null,
      message: null,
    });
    expect(await newsHtml(owner.code)).toContain('봄이 태어났어요!');

    const removed = await births().remove(owner.token, owner.code);
    expect({ status: removed.status, body: removed.body }).toEqual({ status: 200, body: { code: owner.code, birth: null } });
    expect((await api.fetchInfoByCode(owner.code)).body.birth).toBeNull();
    expect((await api.myPage(owner.token)).body.event).toMatchObject({ birth: null });
    const html = await newsHtml(owner.code);
    expect(countdownIn(html)).toBe('예정일이 2일 지났어요');
    expect(html).not.toContain('birth-announcement');
    expectError(await births().remove(owner.token, owner.code), 404, 'BIRTH_NOT_FOUND', BIRTH_MSG.notFound);
  });

  describe('validation: code and Korean message, nothing stored', () => {
    const baby = (fields: object) => ({ name: '하늘이', ...fields });
    it.each([
      ['no bornAt', { bornAt: undefined }, BIRTH_MSG.bornAtRequired],
      ['a day without a time', { bornAt: '2027-05-12' }, BIRTH_MSG.bornAtRequired],
      ['no offset', { bornAt: '2027-05-12T09:30:00' }, BIRTH_MSG.bornAtRequired],
      ['no babies', { babies: [] }, BIRTH_MSG.babiesCount],
      ['four babies', { babies: [baby({}), baby({}), baby({}), baby({})] }, BIRTH_MSG.babiesCount],
      ['a baby without a name', { babies: [{ name: ' ' }] }, BIRTH_MSG.nameRequired],
      ['a name over 20 characters', { babies: [{ name: '가'.repeat(21) }] }, BIRTH_MSG.nameTooLong],
      ['a weight below 0.3 kg', { babies: [baby({ weightKg: 0.2 })] }, BIRTH_MSG.weightInvalid],
      ['a weight with two decimals', { babies: [baby({ weightKg: 3.25 })] }, BIRTH_MSG.weightInvalid],
      ['a height above 70 cm', { babies: [baby({ heightCm: 70.5 })] }, BIRTH_MSG.heightInvalid],
      ['words over 500 characters', { message: '가'.repeat(501) }, BIRTH_MSG.messageTooLong],
      ['an unknown field', { sex: 'girl' }, MSG.common.unknownField('sex')],
    ])('%s', async (_case, overrides, message) => {
      const owner = await kit().make.ownerWithNews();
      expectInvalid(await births().announce(owner.token, owner.code, birthBody({ bornAt: BORN_AT, ...overrides })), message);
      expect((await kit().api.fetchInfoByCode(owner.code)).body.birth).toBeNull();
    });

    it('a birth later than the server’s Clock is refused; the same instant is accepted once the Clock has passed it', async () => {
      const owner = await kit().make.ownerWithNews();
      const clock = jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date('2027-05-12T00:29:59.999Z'));
      expectInvalid(await births().announce(owner.token, owner.code, birthBody({ bornAt: BORN_AT })), BIRTH_MSG.bornAtFuture);
      expect((await kit().api.fetchInfoByCode(owner.code)).body.birth).toBeNull();
      clock.mockReturnValue(new Date(BORN_AT_UTC));
      expect((await births().announce(owner.token, owner.code, birthBody({ bornAt: BORN_AT }))).status).toBe(200);
    });
  });

  describe('owner only', () => {
    it('anonymous 401, another member 403, an unknown code 404, for PUT and DELETE; nothing changes', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      const stranger = await make.member();
      const body = birthBody({ bornAt: BORN_AT });
      expectError(await births().announce(null, owner.code, body), 401, 'UNAUTHENTICATED', MSG.common.unauthorized);
      expectError(await births().announce(stranger.token, owner.code, body), 403, 'NOT_OWNER', MSG.event.notOwner);
      expectError(await births().announce(owner.token, 'nosuchcode12345', body), 404, 'NEWS_NOT_FOUND', MSG.event.notFound);
      expect((await api.fetchInfoByCode(owner.code)).body.birth).toBeNull();

      expect((await births().announce(owner.token, owner.code, body)).status).toBe(200);
      expectError(await births().remove(null, owner.code), 401, 'UNAUTHENTICATED', MSG.common.unauthorized);
      expectError(await births().remove(stranger.token, owner.code), 403, 'NOT_OWNER', MSG.event.notOwner);
      expectError(await births().remove(owner.token, 'nosuchcode12345'), 404, 'NEWS_NOT_FOUND', MSG.event.notFound);
      expect((await api.fetchInfoByCode(owner.code)).body.birth).not.toBeNull();
    });
  });

  describe('the photo', () => {
    const keyOf = (url: string) => url.slice(url.indexOf('/api/uploads/files/') + '/api/uploads/files/'.length);

    it('is the member’s own upload made into a WebP; absent keeps it, null removes it; the sweep counts both files as used', async () => {
      const owner = await kit().make.ownerWithNews();
      const stranger = await kit().make.member();
      const theirs = await uploadAs(s.t, stranger.token, await plainPicture(400, 300), 'theirs.png');
      expectError(
        await births().announce(owner.token, owner.code, birthBody({ bornAt: BORN_AT, photoPath: theirs })),
        400,
        'UPLOAD_NOT_FOUND',
        MSG.upload.notUploaded,
      );

      const own = await uploadAs(s.t, owner.token, await plainPicture(1200, 1600), 'baby.png');
      const put = await births().announce(owner.token, owner.code, birthBody({ bornAt: BORN_AT, photoPath: own }));
      const photoUrl = put.body.photoUrl!;
      expect(photoUrl).toMatch(/^https:\/\/babynews\.test\/api\/uploads\/files\/covers\/\d+-\d{13}-[0-9a-f]{12}\.webp$/);
      expect((await kit().api.fetchInfoByCode(owner.code)).body.birth?.photoUrl).toBe(photoUrl);
      const uploads = s.t.app.get(UploadsService);
      expect(await uploads.isReferenced(own)).toBe(true);
      expect(await uploads.isReferenced(keyOf(photoUrl))).toBe(true);
      expect(await newsHtml(owner.code)).toContain(`src="${photoUrl}" width="800" height="800" alt="하늘이 사진"`);

      expect((await births().announce(owner.token, owner.code, birthBody({ bornAt: BORN_AT, message: '고쳤어요' }))).body.photoUrl).toBe(photoUrl);
      expect((await births().announce(owner.token, owner.code, birthBody({ bornAt: BORN_AT, photoPath: null }))).body.photoUrl).toBeNull();
      await uploads.settled();
      expect(await uploads.isReferenced(own)).toBe(false);
    });
  });

  describe('the announcement mail', () => {
    it('goes once to each follower with a verified address and each relative who asked for it; an edit and a second announcement send none', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews({ news: { title: '콩이가 찾아왔어요' } });
      const wish = await make.wish(owner, { title: '아기 욕조' });
      const second = await make.wish(owner, { title: '속싸개 세트' });
      // a follower with a verified address, and one whose address is not verified
      const follower = await make.member({ member: { email: 'grandma@example.com' } });
      await markEmailVerified(s.t, follower.username);
      expect((await api.follow(follower.token, owner.code)).status).toBe(200);
      const unverified = await make.member({ member: { email: 'unverified@example.com' } });
      expect((await api.follow(unverified.token, owner.code)).status).toBe(200);
      // relatives: one asked for the birth news, one left a receipt address only, one asked with the follower's address
      const asked = await api.reserve(wish.id, reserveBody(owner.code, { reservedPassword: '4821', receiptEmail: 'aunt@example.com', birthNews: true }));
      expect(asked.status).toBe(201);
      expect((await api.reserve(second.id, reserveBody(owner.code, { receiptEmail: 'uncle@example.com' }))).status).toBe(201);
      expect((await api.updateEvent(owner.token, owner.code, { ...owner.news, fund: { enabled: true } })).status).toBe(200);
      const pledge = { eventCode: owner.code, name: '할머니', contact: '010-2222-3333', amount: 30000, password: '7395', privacyConsent: true };
      const pledged = await api.raw('POST', `/api/event/pledge/${owner.code}`, { body: { ...pledge, receiptEmail: 'Grandma@Example.com', birthNews: true } });
      expect(pledged.status).toBe(201);
      await dropVerificationMail(s.t);
      await deliver();
      smtp.messages.length = 0;

      const body = birthBody({ bornAt: BORN_AT, babies: [{ name: '하늘이', weightKg: 3.2, heightCm: 50 }], message: '건강하게 태어났어요.' });
      expect((await births().announce(owner.token, owner.code, body)).status).toBe(200);
      await deliver();
      const mails = birthMails(owner);
      expect(recipientsOf(mails)).toEqual(['aunt@example.com', 'grandma@example.com']);
      expect(smtp.messages).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.subject).toBe(`[아기소식] ${owner.member.displayName}님 소식: 하늘이가 태어났어요!`);
        const text = `${mail.text ?? ''}${mail.html || ''}`;
        for (const shown of [
          '하늘이가 태어났어요!',
          '2027년 5월 12일 오전 9시 30분',
          '3.2kg · 50cm',
          '건강하게 태어났어요.',
          '콩이가 찾아왔어요',
          `/event/${owner.code}`,
        ]) {
          expect(text).toContain(shown);
        }
        // no PIN, no address, no gift, no amount
        for (const secret of ['4821', '7395', owner.news.address, owner.news.detailAddress, '아기 욕조', '속싸개', '30,000'].filter(Boolean)) {
          expect(text).not.toContain(String(secret));
        }
        // unsubscribable, in a group of its own (stopping it stops no receipt)
        expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toMatch(/\/api\/mail\/unsubscribe\?token=birth\./);
      }

      // its one-click link stops the birth group for that address
      const link = /<([^>]+)>/.exec(mails[0]!.headerLines.find((h) => h.key === 'list-unsubscribe')!.line)![1]!;
      const stopped = await s.t.app.inject({
        method: 'POST',
        url: new URL(link).pathname + new URL(link).search,
        payload: { 'List-Unsubscribe': 'One-Click' },
      });
      expect({ status: stopped.statusCode, body: stopped.json() }).toEqual({ status: 200, body: { group: 'birth' } });

      // an edit mails nobody, nor does a new announcement after taking it down
      expect((await births().announce(owner.token, owner.code, { ...body, message: '고쳐 썼어요.' })).status).toBe(200);
      expect((await births().remove(owner.token, owner.code)).status).toBe(200);
      expect((await births().announce(owner.token, owner.code, body)).status).toBe(200);
      await deliver();
      expect(birthMails(owner)).toHaveLength(2);
      expect(smtp.messages).toHaveLength(2);
    });

    it('an address that stopped birth news gets none; nobody to tell sends nothing', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      const wish = await make.wish(owner);
      expect((await api.reserve(wish.id, reserveBody(owner.code, { receiptEmail: 'quiet@example.com', birthNews: true }))).status).toBe(201);
      await suppress(s.t.app.get(DataSource), recipientDigest('quiet@example.com').toString('hex'), 'birth', new Date(NOW));
      await dropVerificationMail(s.t);
      await deliver();
      smtp.messages.length = 0;
      expect((await births().announce(owner.token, owner.code, birthBody({ bornAt: BORN_AT }))).status).toBe(200);
      await deliver();
      expect(smtp.messages).toHaveLength(0);

      const lonely = await make.ownerWithNews();
      await dropVerificationMail(s.t);
      expect((await births().announce(lonely.token, lonely.code, birthBody({ bornAt: BORN_AT }))).status).toBe(200);
      await deliver();
      expect(smtp.messages).toHaveLength(0);
    });
  });

  it('the public read never carries the birth of another page, and carries it as the cached JSON the fast path answers', async () => {
    const { make } = kit();
    const owner = await make.ownerWithNews();
    const other = await make.ownerWithNews();
    await births().announce(owner.token, owner.code, birthBody({ bornAt: BORN_AT }));
    const read = await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${other.code}` });
    expect(read.json<NewsInfo>().birth).toBeNull();
    const mine = await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${owner.code}` });
    expect(mine.json<NewsInfo>().birth?.babies).toEqual([{ name: '하늘이', weightKg: 3.2, heightCm: 50 }]);
  });
});
