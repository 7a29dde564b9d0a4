import {
  CONSENT_MSG,
  GUESTBOOK_MSG,
  guestbookListRoute,
  LIMITS,
  LIMITS_GUESTBOOK,
  MSG,
  RELATIVE_NOTICE_VERSION,
  retentionEndsAt,
  type GuestbookEntry,
  type GuestbookOwnerEntry,
} from '@babynews/contracts';
import { createApiClient, createFactories, guestbookApi, guestbookBody, TEXT_XSS_CORPUS, type OwnerActor, type Reply } from '@babynews/testing';
import { DataSource } from 'typeorm';
import { injectTransport, testDatabases, useTestApp } from '../../test/harness';
import { apiError } from '../../test/reservation-kit';
import { Clock } from '../common/clock';
import { sqlTimestamp } from '../database/sql-timestamp';
import { rowPinHash } from '../pins/row-pin';
import { RetentionService } from '../retention/retention.service';

const MINUTE = 60_000;
const DAY = 86_400_000;
const L = LIMITS_GUESTBOOK;

/**
 * The congratulations guestbook (ARCHITECTURE "Guestbook") on SQLite and MariaDB: every route's happy path,
 * validation (code and Korean message) and permission; the share code on every anonymous call; the PIN
 * deletion with the reservation PIN's lockouts; the owner's hide, delete and full read; paging; text that
 * looks like markup stays text; the per-address and per-page limits; retention and page deletion.
 */
describe.each(testDatabases())('guestbook on %s', (db) => {
  const s = useTestApp(db);
  const ds = () => s.t.app.get(DataSource);

  let ipCounter = 0;
  /** A client address no other test of this suite posts from (the per-address limit counts by it). */
  const freshIp = () => {
    ipCounter += 1;
    return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };
  /** The typed client from client address `ip` (a fresh one unless given), its factories and guestbook calls. */
  const kit = (ip = freshIp()) => {
    const api = createApiClient(injectTransport(s.t.app, ip));
    return { api, make: createFactories(api), gb: guestbookApi(api) };
  };
  const gb = (ip?: string) => kit(ip).gb;

  let now = Date.now();
  let clockSpy: jest.SpyInstance | undefined;
  const useFakeClock = () => (clockSpy = jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(now)));
  afterEach(() => clockSpy?.mockRestore());

  /** `{statusCode, code, message, error}` of a refused reply. */
  const errorOf = (reply: Reply<unknown>) => reply.body as ReturnType<typeof apiError>;
  const invalid = (message: string) => apiError('VALIDATION_FAILED', message);
  /** The entries of the public read's first page, as answered. */
  const visible = async (code: string): Promise<GuestbookEntry[]> => (await gb().list(code)).body.entries;
  const stored = async (code: string) =>
    (await ds().query('SELECT g.* FROM `guestbook_entry` g JOIN `event` e ON e.id = g.event_id WHERE e.code = ? ORDER BY g.id', [code])) as Array<
      Record<string, unknown>
    >;

  describe('post and public read', () => {
    it('201 {entryId}; the read shows it with the text trimmed; the row keeps a keyed PIN hash and the notice version, never the PIN', async () => {
      const owner = await kit().make.ownerWithNews();
      const posted = await gb().post(owner.code, guestbookBody(owner.code, { name: '  김이모 ', message: '\n축하해요! 건강하게 만나요.  ', password: '4826' }));
      expect(posted.status).toBe(201);
      expect(posted.body).toEqual({ entryId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
      const entryId = posted.body.entryId;

      const read = await gb().list(owner.code);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({
        entries: [{ entryId, name: '김이모', message: '축하해요! 건강하게 만나요.', createdAt: expect.stringMatching(/Z$/) }],
        page: { number: 0, size: L.guestbookPageSize, totalElements: 1, totalPages: 1 },
      });
      expect(Math.abs(Date.parse(read.body.entries[0]!.createdAt) - Date.now())).toBeLessThan(MINUTE);

      const [row] = await stored(owner.code);
      expect(row).toMatchObject({ public_id: entryId, name: '김이모', privacy_consent_version: RELATIVE_NOTICE_VERSION });
      expect(row!.password_hash).toBe(rowPinHash(s.t.config.pinPepper.current, 'guestbook', entryId, '4826'));
      expect(JSON.stringify(row)).not.toContain('4826');
      // Nothing of the PIN leaves in any answer.
      expect(read.text).not.toMatch(/password|pin1\$/i);
    });

    it('an empty guestbook reads as no entries and no pages; a signed-in read is the same public read', async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const empty = await gb().list(owner.code);
      expect(empty.body).toEqual({ entries: [], page: { number: 0, size: L.guestbookPageSize, totalElements: 0, totalPages: 0 } });
      await gb().entry(owner.code);
      const signedIn = await kit().api.route(guestbookListRoute, { params: { code: owner.code }, query: {} }, owner.token);
      expect(signedIn.body).toEqual((await gb().list(owner.code)).body);
    });

    it.each([
      ['no share code', { eventCode: undefined }, invalid(MSG.reserve.eventCodeRequired)],
      ['no name', { name: undefined }, invalid(MSG.reserve.nameRequired)],
      ['a blank name', { name: '   ' }, invalid(MSG.reserve.nameRequired)],
      ['a name of 51 characters', { name: '가'.repeat(L.guestbookNameMax + 1) }, invalid(MSG.reserve.nameTooLong)],
      ['no message', { message: undefined }, invalid(GUESTBOOK_MSG.messageRequired)],
      ['a message of white space', { message: ' \n\t ' }, invalid(GUESTBOOK_MSG.messageRequired)],
      ['a message of 301 characters', { message: '가'.repeat(L.guestbookMessageMax + 1) }, invalid(GUESTBOOK_MSG.messageTooLong)],
      ['a message as a number', { message: 300 }, invalid(GUESTBOOK_MSG.messageRequired)],
      ['a PIN of letters', { password: '12a4' }, invalid(MSG.reserve.gatePassword)],
      ['a PIN of 5 digits', { password: '12345' }, invalid(MSG.reserve.gatePassword)],
      ['no consent', { privacyConsent: undefined }, apiError('CONSENT_REQUIRED', CONSENT_MSG.missing.relative)],
      ['the consent refused', { privacyConsent: false }, apiError('CONSENT_REQUIRED', CONSENT_MSG.missing.relative)],
      ['an unknown field', { contact: '010-1234-5678' }, invalid(MSG.common.unknownField('contact'))],
    ])('refuses %s (400 with the Korean message), stores nothing and counts nothing against the address', async (_what, fields, expected) => {
      const owner = await kit().make.ownerWithNews();
      const ip = freshIp();
      for (let i = 0; i < L.guestbookPostsPerAddress + 1; i++)
        expect(errorOf(await gb(ip).post(owner.code, guestbookBody(owner.code, fields)))).toEqual(expected);
      expect(await stored(owner.code)).toEqual([]);
      expect((await gb(ip).post(owner.code, guestbookBody(owner.code))).status).toBe(201);
    });

    it('the share code: another page’s code in the body or an unknown or malformed code answer the news read’s 404; nothing is stored', async () => {
      const { make, api } = kit();
      const owner = await make.ownerWithNews();
      const other = await make.ownerWithNews();
      const notFound = errorOf(await api.fetchInfoByCode('nosuchcode123456'));
      expect(notFound).toEqual(apiError('NEWS_NOT_FOUND'));

      expect(errorOf(await gb().post(owner.code, guestbookBody(other.code)))).toEqual(notFound);
      expect(errorOf(await gb().post('nosuchcode123456', guestbookBody('nosuchcode123456')))).toEqual(notFound);
      expect(errorOf(await gb().post('bad code!', guestbookBody('bad code!')))).toEqual(notFound);
      expect(errorOf(await gb().list('nosuchcode123456'))).toEqual(notFound);
      expect(errorOf(await gb().list('bad code!'))).toEqual(notFound);
      expect(await stored(owner.code)).toEqual([]);
      expect(await stored(other.code)).toEqual([]);
    });

    it('21 entries read as two pages, newest first: 20 then 1; a page past the end is empty; a bad page number is 400', async () => {
      const owner = await kit().make.ownerWithNews();
      const ids: string[] = [];
      for (let i = 1; i <= 21; i++) ids.push(await gb().entry(owner.code, { name: `축하 ${i}`, message: `메시지 ${i}` }));
      const first = await gb().list(owner.code);
      const second = await gb().list(owner.code, '1');
      expect(first.body.page).toEqual({ number: 0, size: 20, totalElements: 21, totalPages: 2 });
      expect(second.body.page).toEqual({ number: 1, size: 20, totalElements: 21, totalPages: 2 });
      expect(first.body.entries.map((e) => e.entryId)).toEqual([...ids].reverse().slice(0, 20));
      expect(first.body.entries[0]).toMatchObject({ name: '축하 21', message: '메시지 21' });
      expect(second.body.entries).toEqual([expect.objectContaining({ entryId: ids[0], name: '축하 1' })]);
      const times = first.body.entries.map((e) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect((await gb().list(owner.code, '2')).body).toEqual({ entries: [], page: { number: 2, size: 20, totalElements: 21, totalPages: 2 } });
      expect((await gb().list(owner.code, '')).body.page.number).toBe(0);
      for (const bad of ['x', '-1', '1.5', '1234567']) expect(errorOf(await gb().list(owner.code, bad))).toEqual(invalid(MSG.common.badRequest));
      // The owner's read pages the same way.
      expect((await gb().manage(owner.token, owner.code, '1')).body.entries).toEqual([expect.objectContaining({ entryId: ids[0], hidden: false })]);
    });

    it('text that looks like markup or code is stored and answered as exactly that text, in both reads', async () => {
      const owner = await kit().make.ownerWithNews();
      const ids: string[] = [];
      for (const text of TEXT_XSS_CORPUS) ids.push(await gb().entry(owner.code, { name: text.slice(0, L.guestbookNameMax), message: text }));
      const expected = TEXT_XSS_CORPUS.map((text, i) => ({ entryId: ids[i], name: text.slice(0, L.guestbookNameMax), message: text }));
      const pick = (e: GuestbookEntry) => ({ entryId: e.entryId, name: e.name, message: e.message });
      expect((await visible(owner.code)).map(pick).reverse()).toEqual(expected);
      const manage = (await gb().manage(owner.token, owner.code)).body.entries as GuestbookOwnerEntry[];
      expect(manage.map(pick).reverse()).toEqual(expected);
      expect((await stored(owner.code)).map((r) => r.message)).toEqual([...TEXT_XSS_CORPUS]);
      // The answer is JSON: the characters travel escaped by JSON only (no HTML entities added).
      const raw = (await gb().list(owner.code)).text;
      expect(raw).toContain(JSON.stringify('<script>alert(1)</script>'));
      expect(raw).toContain(JSON.stringify('"><svg/onload=alert(1)>'));
      expect(raw).not.toContain('&lt;script');
    });

    it('surprise mode does not hide the guestbook (an entry names no gift)', async () => {
      const owner = await kit().make.ownerWithNews({ news: { surpriseMode: true, revealAt: '2099-01-01' } });
      const entryId = await gb().entry(owner.code, { name: '박삼촌' });
      expect(await visible(owner.code)).toEqual([expect.objectContaining({ entryId, name: '박삼촌' })]);
      expect((await gb().manage(owner.token, owner.code)).body.entries).toEqual([expect.objectContaining({ entryId, name: '박삼촌' })]);
    });
  });

  describe('the relative’s PIN deletion', () => {
    it('deletes with the right PIN; a wrong PIN is 401 and changes nothing; another page’s code, unknown or malformed ids are 404; bad bodies 400', async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const other = await make.ownerWithNews();
      const mine = await gb().entry(owner.code, { password: '4321' });
      const theirs = await gb().entry(owner.code, { name: '박삼촌' });

      expect(errorOf(await gb().deleteWithPin(mine, { eventCode: owner.code, password: '1234' }))).toEqual(apiError('RESERVATION_PIN_WRONG'));
      expect(apiError('RESERVATION_PIN_WRONG').message).toBe(MSG.reserve.wrongPassword);
      const notFound = apiError('GUESTBOOK_ENTRY_NOT_FOUND');
      expect(notFound.message).toBe('방명록 글을 찾을 수 없습니다.');
      expect(errorOf(await gb().deleteWithPin(mine, { eventCode: other.code, password: '4321' }))).toEqual(notFound);
      expect(errorOf(await gb().deleteWithPin('A'.repeat(22), { eventCode: owner.code, password: '4321' }))).toEqual(notFound);
      expect(errorOf(await gb().deleteWithPin('bad id!', { eventCode: owner.code, password: '4321' }))).toEqual(notFound);
      const flipped = mine.toLowerCase() === mine ? mine.toUpperCase() : mine.toLowerCase();
      expect(errorOf(await gb().deleteWithPin(flipped, { eventCode: owner.code, password: '4321' }))).toEqual(notFound);
      expect(errorOf(await gb().deleteWithPin(mine, { eventCode: owner.code, password: 'abcd' }))).toEqual(invalid(MSG.reserve.gatePassword));
      expect(errorOf(await gb().deleteWithPin(mine, { password: '4321' }))).toEqual(invalid(MSG.reserve.eventCodeRequired));
      expect(errorOf(await gb().deleteWithPin(mine, { eventCode: owner.code, password: '4321', name: 'x' }))).toEqual(invalid(MSG.common.unknownField('name')));
      expect((await visible(owner.code)).map((e) => e.entryId)).toEqual([theirs, mine]);

      const deleted = await gb().deleteWithPin(mine, { eventCode: owner.code, password: '4321' });
      expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 200, body: { entryId: mine, deleted: true } });
      expect((await visible(owner.code)).map((e) => e.entryId)).toEqual([theirs]);
      expect(errorOf(await gb().deleteWithPin(mine, { eventCode: owner.code, password: '4321' }))).toEqual(notFound);
      expect((await stored(owner.code)).map((r) => r.public_id)).toEqual([theirs]);
    });

    it('5 wrong PINs → 429 RESERVATION_LOCKED for 15 minutes, even the right PIN; 20 in a day lock it for the day; other entries stay open', async () => {
      now = Date.now();
      useFakeClock();
      const owner = await kit().make.ownerWithNews();
      const locked = await gb().entry(owner.code);
      const neighbour = await gb().entry(owner.code);
      const attempt = (entryId: string, password: string) => gb().deleteWithPin(entryId, { eventCode: owner.code, password });
      for (let i = 0; i < LIMITS.reservationFailuresMax; i++) {
        expect(errorOf(await attempt(locked, '0000'))).toEqual(apiError('RESERVATION_PIN_WRONG'));
        now += MINUTE;
      }
      const lastFailure = now - MINUTE;
      expect(errorOf(await attempt(locked, '1234'))).toEqual(apiError('RESERVATION_LOCKED'));
      expect((await visible(owner.code)).map((e) => e.entryId)).toEqual([neighbour, locked]);
      // The lock is the entry's: its neighbour opens (and is deleted) at once.
      expect((await attempt(neighbour, '1234')).status).toBe(200);
      now = lastFailure + LIMITS.reservationLockMs + 1000;
      expect(errorOf(await attempt(locked, '0000'))).toEqual(apiError('RESERVATION_PIN_WRONG'));

      // Three more runs (20 wrong within 24 hours): locked after the 15 minutes too, open again a day later.
      for (let round = 0; round < 3; round++) {
        now += LIMITS.reservationLockMs + MINUTE;
        for (let i = round === 0 ? 1 : 0; i < LIMITS.reservationFailuresMax; i++) expect((await attempt(locked, '0000')).status).toBe(401);
      }
      now += LIMITS.reservationLockMs + MINUTE;
      expect(errorOf(await attempt(locked, '1234'))).toEqual(apiError('RESERVATION_LOCKED'));
      now += LIMITS.reservationDayWindowMs;
      expect((await attempt(locked, '1234')).status).toBe(200);
      expect(await visible(owner.code)).toEqual([]);
    });

    it('wrong PINs spend the address’s hourly budget shared with reservations and pledges (429 ATTEMPT_BUDGET_EXCEEDED)', async () => {
      now = Date.now();
      useFakeClock();
      const owner = await kit().make.ownerWithNews();
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push(await gb().entry(owner.code));
      const ip = freshIp();
      let wrong = 0;
      for (const id of ids.slice(0, 6)) {
        for (let i = 0; i < LIMITS.reservationFailuresMax && wrong < LIMITS.attemptBudgetMax; i++, wrong++) {
          expect((await gb(ip).deleteWithPin(id, { eventCode: owner.code, password: '0000' })).status).toBe(401);
        }
      }
      expect(errorOf(await gb(ip).deleteWithPin(ids[6]!, { eventCode: owner.code, password: '1234' }))).toEqual(apiError('ATTEMPT_BUDGET_EXCEEDED'));
      expect((await gb().deleteWithPin(ids[6]!, { eventCode: owner.code, password: '1234' })).status).toBe(200);
    });
  });

  describe('the owner', () => {
    it('hides an entry from the public read and shows it again; the owner’s read keeps it, marked; another member 403, signed out 401, unknown 404, bad body 400', async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const stranger = await make.member();
      const strangerWithPage = await make.ownerWithNews();
      const shown = await gb().entry(owner.code, { name: '보이는 글' });
      const hidden = await gb().entry(owner.code, { name: '숨길 글' });

      expect(errorOf(await gb().setHidden(null, hidden, { hidden: true }))).toEqual(apiError('UNAUTHENTICATED'));
      expect(errorOf(await gb().setHidden(stranger.token, hidden, { hidden: true }))).toEqual(apiError('NOT_OWNER'));
      expect(errorOf(await gb().setHidden(strangerWithPage.token, hidden, { hidden: true }))).toEqual(apiError('NOT_OWNER'));
      expect(errorOf(await gb().setHidden(owner.token, 'B'.repeat(22), { hidden: true }))).toEqual(apiError('GUESTBOOK_ENTRY_NOT_FOUND'));
      expect(errorOf(await gb().setHidden(owner.token, 'no such id', { hidden: true }))).toEqual(apiError('GUESTBOOK_ENTRY_NOT_FOUND'));
      expect(errorOf(await gb().setHidden(owner.token, hidden, { hidden: 'yes' }))).toEqual(invalid(GUESTBOOK_MSG.hiddenInvalid));
      expect(errorOf(await gb().setHidden(owner.token, hidden, {}))).toEqual(invalid(GUESTBOOK_MSG.hiddenInvalid));
      expect((await visible(owner.code)).map((e) => e.entryId)).toEqual([hidden, shown]);

      const marked = await gb().setHidden(owner.token, hidden, { hidden: true });
      expect({ status: marked.status, body: marked.body }).toEqual({ status: 200, body: { entryId: hidden, hidden: true } });
      const publicRead = await gb().list(owner.code);
      expect(publicRead.body).toEqual({
        entries: [expect.objectContaining({ entryId: shown })],
        page: expect.objectContaining({ totalElements: 1, totalPages: 1 }),
      });
      expect(publicRead.text).not.toContain('숨길 글');
      const manage = await gb().manage(owner.token, owner.code);
      expect(manage.body).toEqual({
        entries: [
          { entryId: hidden, name: '숨길 글', message: expect.any(String), createdAt: expect.any(String), hidden: true },
          { entryId: shown, name: '보이는 글', message: expect.any(String), createdAt: expect.any(String), hidden: false },
        ],
        page: { number: 0, size: 20, totalElements: 2, totalPages: 1 },
      });

      expect((await gb().setHidden(owner.token, hidden, { hidden: false })).body).toEqual({ entryId: hidden, hidden: false });
      expect((await visible(owner.code)).map((e) => e.entryId)).toEqual([hidden, shown]);
    });

    it('deletes an entry; another member 403, signed out 401, unknown or already deleted 404', async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const stranger = await make.ownerWithNews();
      const entryId = await gb().entry(owner.code);
      const kept = await gb().entry(owner.code);

      expect(errorOf(await gb().remove(null, entryId))).toEqual(apiError('UNAUTHENTICATED'));
      expect(errorOf(await gb().remove(stranger.token, entryId))).toEqual(apiError('NOT_OWNER'));
      expect(errorOf(await gb().remove(owner.token, 'C'.repeat(22)))).toEqual(apiError('GUESTBOOK_ENTRY_NOT_FOUND'));
      expect((await visible(owner.code)).map((e) => e.entryId)).toEqual([kept, entryId]);

      const removed = await gb().remove(owner.token, entryId);
      expect({ status: removed.status, body: removed.body }).toEqual({ status: 200, body: { entryId, deleted: true } });
      expect((await visible(owner.code)).map((e) => e.entryId)).toEqual([kept]);
      expect((await gb().manage(owner.token, owner.code)).body.entries.map((e) => e.entryId)).toEqual([kept]);
      expect(errorOf(await gb().remove(owner.token, entryId))).toEqual(apiError('GUESTBOOK_ENTRY_NOT_FOUND'));
      // The relative's PIN finds nothing either.
      expect(errorOf(await gb().deleteWithPin(entryId, { eventCode: owner.code, password: '1234' }))).toEqual(apiError('GUESTBOOK_ENTRY_NOT_FOUND'));
    });

    it('the owner’s read: another member 403, signed out 401, an unknown code 404, a bad page 400', async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const stranger = await make.ownerWithNews();
      await gb().entry(owner.code);
      expect(errorOf(await gb().manage(null, owner.code))).toEqual(apiError('UNAUTHENTICATED'));
      expect(errorOf(await gb().manage(stranger.token, owner.code))).toEqual(apiError('NOT_OWNER'));
      expect(errorOf(await gb().manage(owner.token, 'nosuchcode123456'))).toEqual(apiError('NEWS_NOT_FOUND'));
      expect(errorOf(await gb().manage(owner.token, owner.code, 'x'))).toEqual(invalid(MSG.common.badRequest));
      expect((await gb().manage(stranger.token, stranger.code)).body).toEqual({ entries: [], page: { number: 0, size: 20, totalElements: 0, totalPages: 0 } });
      expect((await gb().manage(owner.token, owner.code)).body.page.totalElements).toBe(1);
    });
  });

  describe('limits', () => {
    it(`${L.guestbookPostsPerAddress} posts per client address per 10 minutes, on any page: the next is 429 GUESTBOOK_RATE_LIMITED; other addresses go on`, async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const other = await make.ownerWithNews();
      const ip = freshIp();
      for (let i = 0; i < L.guestbookPostsPerAddress; i++) expect((await gb(ip).post(owner.code, guestbookBody(owner.code))).status).toBe(201);
      const refused = await gb(ip).post(owner.code, guestbookBody(owner.code));
      expect(errorOf(refused)).toEqual({ statusCode: 429, code: 'GUESTBOOK_RATE_LIMITED', message: GUESTBOOK_MSG.rateLimited, error: 'Too Many Requests' });
      expect(GUESTBOOK_MSG.rateLimited).toBe('방명록을 너무 자주 남기고 있어요. 잠시 후 다시 시도해주세요.');
      expect(errorOf(await gb(ip).post(other.code, guestbookBody(other.code)))).toEqual(apiError('GUESTBOOK_RATE_LIMITED'));
      expect(await stored(owner.code)).toHaveLength(L.guestbookPostsPerAddress);
      expect(await stored(other.code)).toEqual([]);
      expect((await gb().post(owner.code, guestbookBody(owner.code))).status).toBe(201);
      // The read is not limited by it.
      expect((await gb(ip).list(owner.code)).status).toBe(200);
    });

    it(`${L.guestbookPostsPerEvent} posts per news page per day: the next is 429 GUESTBOOK_DAILY_LIMIT from any address; other pages go on`, async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const other = await make.ownerWithNews();
      for (let i = 0; i < L.guestbookPostsPerEvent; i += L.guestbookPostsPerAddress) {
        const ip = freshIp();
        const replies = await Promise.all(Array.from({ length: L.guestbookPostsPerAddress }, () => gb(ip).post(owner.code, guestbookBody(owner.code))));
        expect(replies.map((r) => r.status)).toEqual(Array(L.guestbookPostsPerAddress).fill(201));
      }
      const refused = await gb().post(owner.code, guestbookBody(owner.code));
      expect(errorOf(refused)).toEqual({ statusCode: 429, code: 'GUESTBOOK_DAILY_LIMIT', message: GUESTBOOK_MSG.dailyLimit, error: 'Too Many Requests' });
      expect(GUESTBOOK_MSG.dailyLimit).toBe('오늘은 이 소식에 방명록을 더 남길 수 없어요. 내일 다시 시도해주세요.');
      expect((await gb().list(owner.code)).body.page).toEqual({ number: 0, size: 20, totalElements: L.guestbookPostsPerEvent, totalPages: 10 });
      expect((await gb().post(other.code, guestbookBody(other.code))).status).toBe(201);
    });
  });

  describe('retention and deletion', () => {
    it('the daily round deletes an entry from its retention instant on (1 ms before it stays), by the rule of the other relatives’ rows', async () => {
      const days = s.t.config.retentionDays;
      const created = new Date('2026-01-10T03:00:00.000Z');
      const { make } = kit();
      /** An entry on a new page with due date `dueDate`, created at `at`; its retention instant. */
      const entryOn = async (dueDate: string | null, at: Date) => {
        const owner = await make.ownerWithNews();
        await ds().query('UPDATE `event` SET due_date = ? WHERE code = ?', [dueDate, owner.code]);
        const entryId = await gb().entry(owner.code);
        await ds().query('UPDATE `guestbook_entry` SET created_at = ? WHERE public_id = ?', [sqlTimestamp(at), entryId]);
        return { code: owner.code, entryId, end: retentionEndsAt({ dueDate, createdAt: at }, days) };
      };
      const noDueDate = await entryOn(null, created);
      const dueDateFirst = await entryOn('2026-03-01', created);
      const later = await entryOn(null, new Date(created.getTime() + 60 * DAY));
      // The rule as numbers: creation + RETENTION_DAYS; 00:00 KST of the due date + RETENTION_DAYS.
      expect([noDueDate.end, dueDateFirst.end].map((d) => d.toISOString())).toEqual([
        new Date(created.getTime() + days * DAY).toISOString(),
        new Date(Date.parse('2026-02-28T15:00:00.000Z') + days * DAY).toISOString(),
      ]);
      const roundAt = async (at: Date) => {
        const spy = jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(at));
        try {
          return await s.t.app.get(RetentionService).runDue();
        } finally {
          spy.mockRestore();
        }
      };
      const left = async () => {
        const rows = [];
        for (const e of [noDueDate, dueDateFirst, later]) rows.push(...(await stored(e.code)).map((r) => r.public_id));
        return rows;
      };

      await roundAt(new Date(noDueDate.end.getTime() - 1));
      expect(await left()).toEqual([noDueDate.entryId, dueDateFirst.entryId, later.entryId]);
      const result = await roundAt(new Date(noDueDate.end.getTime() + 1));
      expect(result.ran).toBe(true);
      expect(result.deleted.guestbook_entry).toBeGreaterThanOrEqual(1);
      expect(await left()).toEqual([dueDateFirst.entryId, later.entryId]);
      await roundAt(new Date(dueDateFirst.end.getTime() - 1));
      expect(await left()).toEqual([dueDateFirst.entryId, later.entryId]);
      await roundAt(new Date(dueDateFirst.end.getTime() + 1));
      expect(await left()).toEqual([later.entryId]);
      expect(await visible(dueDateFirst.code)).toEqual([]);
      // A second round at the same time finds nothing more.
      expect((await roundAt(new Date(dueDateFirst.end.getTime() + 1))).deleted).toEqual({ guestbook_entry: 0 });
      expect(await left()).toEqual([later.entryId]);
    });

    it('deleting the news page removes its entries (found by the foreign key), and only its own', async () => {
      const { make, api } = kit();
      const owner: OwnerActor = await make.ownerWithNews();
      const other = await make.ownerWithNews();
      await gb().entry(owner.code);
      const hidden = await gb().entry(owner.code);
      expect((await gb().setHidden(owner.token, hidden, { hidden: true })).status).toBe(200);
      const kept = await gb().entry(other.code);
      expect(await stored(owner.code)).toHaveLength(2);
      const [event] = (await ds().query('SELECT id FROM `event` WHERE code = ?', [owner.code])) as Array<{ id: number }>;

      expect((await api.deleteEvent(owner.token, owner.code)).status).toBe(200);
      expect(await ds().query('SELECT id FROM `guestbook_entry` WHERE event_id = ?', [event!.id])).toEqual([]);
      expect(errorOf(await gb().list(owner.code))).toEqual(apiError('NEWS_NOT_FOUND'));
      expect((await visible(other.code)).map((e) => e.entryId)).toEqual([kept]);
    });
  });
});
