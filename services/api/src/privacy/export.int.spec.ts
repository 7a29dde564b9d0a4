import { ERROR_CODES, EXPORT_MSG, LIMITS, LIMITS_CONSENT, MSG, memberExportRoute, withdrawalPreviewRoute, type MemberExport } from '@babynews/contracts';
import { accountApi, accountBody, createApiClient, createFactories, guestbookApi, MEMBER_PASSWORD } from '@babynews/testing';
import { DataSource } from 'typeorm';
import { injectTransport, testDatabases, useTestApp } from '../../test/harness';
import { Clock } from '../common/clock';
import { loadReferenceEdges, type ReferenceEdge } from '../database/foreign-keys';
import { setNullReferencesTo } from '../members/set-null-references';
import { quietTitles } from '../wishes/testing/wish-fixtures';

/**
 * The member's data export (ARCHITECTURE §4.24, `POST /api/member/export`) on SQLite and MariaDB. Which
 * rows belong to the member is read from the schema (foreign keys, as the withdrawal test does): every
 * table that references the member — directly or through the news page, a wish, a quiz… — must have its
 * place in the document (`IN_EXPORT`), so a table added later fails here until the export carries it.
 */
jest.setTimeout(120_000);

const utc = () => new Date().toISOString().replace('T', ' ').replace('Z', '');
const sum = <T>(items: T[], count: (item: T) => number) => items.reduce((n, item) => n + count(item), 0);
const wishesOf = (d: MemberExport) => d.newsPages.flatMap((p) => p.reservations);

/** How many rows of each table the document holds (the schema's tables that reference the member). */
const IN_EXPORT: Record<string, (d: MemberExport) => number> = {
  member: (d) => (d.account.username ? 1 : 0),
  member_consent: (d) => d.consents.length,
  notification_setting: (d) => (d.notifications.mode === 'EACH' ? 1 : 0),
  notification_event: (d) => d.notifications.activity.length,
  upload: (d) => d.uploads.length,
  event: (d) => d.newsPages.length,
  event_follower: (d) => sum(d.newsPages, (p) => p.followers.length) + d.following.length,
  wish: (d) => sum(d.newsPages, (p) => p.page.wishList.length),
  reservation: (d) => sum(wishesOf(d), (w) => w.reservations.length),
  reservation_cancellation: (d) => sum(wishesOf(d), (w) => w.cancelledReservations.length),
  wish_pin_lock: (d) => wishesOf(d).filter((w) => w.pinLock.lockedUntilUnlocked).length,
  quiz: (d) => sum(d.newsPages, (p) => p.quizzes.length),
  quiz_option: (d) => sum(d.newsPages, (p) => sum(p.quizzes, (q) => q.options.length)),
  quiz_submission: (d) => sum(d.newsPages, (p) => sum(p.quizzes, (q) => q.submissions.length)),
  pledge: (d) => sum(d.newsPages, (p) => p.pledges.length),
  guestbook_entry: (d) => sum(d.newsPages, (p) => p.guestbook.length),
  coparent_invite: (d) => d.coparentInvites.length,
};

/**
 * The distinct rows reachable from `member.id = memberId` through the schema's references, per table
 * (a row reached on two paths, e.g. a pledge through its page and its wish, counts once). References
 * declared ON DELETE SET NULL (a notice's author) are not followed: those rows are not the member's data.
 */
async function reachableRows(ds: DataSource, edges: ReferenceEdge[], setNull: Set<string>, memberId: number): Promise<Record<string, number>> {
  const seen: Record<string, Set<string>> = {};
  const walk = async (table: string, column: string, values: unknown[], depth: number): Promise<void> => {
    if (values.length === 0 || depth > 8) return;
    const rows: Array<Record<string, unknown>> = await ds.query(
      `SELECT * FROM \`${table}\` WHERE \`${column}\` IN (${values.map(() => '?').join(', ')})`,
      values,
    );
    const fresh = rows.filter((row) => {
      const key = JSON.stringify(row);
      const set = (seen[table] ??= new Set());
      if (set.has(key)) return false;
      set.add(key);
      return true;
    });
    for (const e of edges.filter((edge) => edge.refTable === table && edge.table !== table && !setNull.has(`${edge.table}.${edge.column}`))) {
      await walk(
        e.table,
        e.column,
        fresh.map((row) => row[e.refColumn]).filter((v) => v !== null && v !== undefined),
        depth + 1,
      );
    }
  };
  await walk('member', 'id', [memberId], 0);
  return Object.fromEntries(Object.entries(seen).map(([table, rows]) => [table, rows.size]));
}

/** The tables the schema links to `member` (whether or not they hold rows now), SET NULL references left out. */
function linkedTables(edges: ReferenceEdge[], setNull: Set<string>): string[] {
  const found = new Set(['member']);
  for (let grew = true; grew;) {
    grew = false;
    for (const e of edges) {
      if (found.has(e.refTable) && !found.has(e.table) && !setNull.has(`${e.table}.${e.column}`)) {
        found.add(e.table);
        grew = true;
      }
    }
  }
  return [...found].sort();
}

describe.each(testDatabases())('member data export on %s', (db) => {
  const s = useTestApp(db);
  const ds = () => s.t.app.get(DataSource);
  beforeAll(() => quietTitles(s.t));
  afterEach(() => jest.restoreAllMocks());
  const kit = () => {
    const api = createApiClient(injectTransport(s.t.app));
    return { api, make: createFactories(api), account: accountApi(api) };
  };
  const exportOf = (token: string | null, body: Record<string, unknown> = { password: MEMBER_PASSWORD }) =>
    kit().api.route(memberExportRoute, { body: body as { password?: string } }, token);
  const memberId = async (username: string) => Number((await ds().query('SELECT id FROM `member` WHERE username = ?', [username]))[0].id);

  let guestbookAddresses = 0;
  /**
   * A member with a row in every table that references them: settings, consents (from the sign-up),
   * uploads, page activity, a full news page (followers, wishes, a reservation, a cancelled one, a PIN
   * lock, a quiz with an answer, pledges, guestbook entries) and a follow of another page.
   */
  async function fullMember(news: { surpriseMode?: boolean; revealAt?: string } = {}) {
    const { api, make, account } = kit();
    const me = await make.ownerWithNews({ prefix: 'exporter', news });
    const id = await memberId(me.username);
    expect((await account.update(me.token, accountBody({ phoneNumber: '010-4444-5555' }))).status).toBe(200);
    const fan = await make.member({ prefix: 'fan' });
    expect((await api.follow(fan.token, me.code)).status).toBeLessThan(300);
    const reserved = await make.reservedWish(me, {
      reserve: { reservedName: '비밀이모', reservedEmail: 'aunt-secret@example.com', receiptEmail: 'aunt@example.com' },
    });
    const cancelled = await make.reservedWish(me, { reserve: { reservedName: '비밀사촌', reservedPassword: '1111' } });
    expect((await api.unreserve(cancelled.wish.id, { eventCode: me.code, password: '1111' })).status).toBe(200);
    await ds().query('INSERT INTO `wish_pin_lock` (wish_id, locked_at) VALUES (?, ?)', [reserved.wish.id, utc()]);
    const quiz = await make.quiz(me);
    const answer = { eventCode: me.code, selectedOptionId: quiz.options[0]!.id, name: '퀴즈고모', contactInfo: '010-2222-3333', privacyConsent: true as const };
    expect((await api.submitQuiz(quiz.id, answer)).status).toBe(201);
    expect((await api.updateEvent(me.token, me.code, { ...me.news, fund: { enabled: true } })).status).toBe(200);
    const gift = await make.wish(me, { title: '유모차', price: 300000, groupGift: true });
    const pledge = { eventCode: me.code, name: '비밀삼촌', contact: '010-1111-2222', amount: 10000, password: '1234', privacyConsent: true };
    for (const url of [`/api/wish/pledge/${gift.id}`, `/api/event/pledge/${me.code}`]) expect((await api.raw('POST', url, { body: pledge })).status).toBe(201);
    // Guestbook entries (ARCHITECTURE "Guestbook"): one the owner hid, which the export still holds, marked.
    const guestbook = guestbookApi(createApiClient(injectTransport(s.t.app, `192.0.2.${++guestbookAddresses}`)));
    await guestbook.entry(me.code, { name: '방명록고모', message: '축하 메시지 하나' });
    const hidden = await guestbook.entry(me.code, { name: '숨긴이모' });
    expect((await guestbook.setHidden(me.token, hidden, { hidden: true })).status).toBe(200);
    const other = await make.ownerWithNews({ prefix: 'other' });
    expect((await api.follow(me.token, other.code)).status).toBeLessThan(300);
    // Rows written by the notification and upload paths (tested in their own suites), made directly.
    const [event] = await ds().query('SELECT id FROM `event` WHERE code = ?', [me.code]);
    await ds().query('DELETE FROM `notification_setting` WHERE member_id = ?', [id]);
    await ds().query('INSERT INTO `notification_setting` (member_id, mode, updated_at) VALUES (?, ?, ?)', [id, 'EACH', utc()]);
    await ds().query('DELETE FROM `notification_event` WHERE member_id = ?', [id]);
    await ds().query(
      'INSERT INTO `notification_event` (member_id, event_id, kind, subject, relative_name, created_at, mail_key) VALUES (?, ?, ?, ?, ?, ?, NULL)',
      [id, event.id, 'RESERVED', reserved.wish.title, '비밀이모', utc()],
    );
    await ds().query('INSERT INTO `upload` (path, member_id, size_bytes, created_at) VALUES (?, ?, ?, ?)', [`wish/${id}-photo.jpg`, id, 12345, utc()]);
    // A co-parent invitation of their page (ARCHITECTURE "Two parents").
    expect(
      (await s.t.app.inject({ method: 'POST', url: `/api/event/coparent/invite/${me.code}`, headers: { authorization: `Bearer ${me.token}` } })).statusCode,
    ).toBe(200);
    return { me, id, fan, other, reserved, quiz };
  }

  it('answers 401 without a token, and 401 PASSWORD_MISMATCH for a wrong password, leaving the session as it was', async () => {
    const { me } = await fullMember();
    expect((await exportOf(null)).body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    const wrong = await exportOf(me.token, { password: 'not-my-password' });
    expect(wrong.body).toEqual({ statusCode: 401, code: 'PASSWORD_MISMATCH', message: ERROR_CODES.PASSWORD_MISMATCH.message, error: expect.any(String) });
    expect(wrong.headers['content-disposition']).toBeUndefined();
    const missing = await exportOf(me.token, {});
    expect(missing.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: MSG.auth.passwordRequired });
    // The token still works, and the member can still export with the right password.
    expect((await kit().account.info(me.token)).status).toBe(200);
    expect((await exportOf(me.token)).status).toBe(200);
  });

  it('holds a row for every row of every table that references the member, as a no-store JSON attachment without secrets', async () => {
    const edges = await loadReferenceEdges(ds().manager);
    const setNull = new Set((await setNullReferencesTo(ds().manager, 'member')).map((r) => `${r.table}.${r.column}`));
    const { me, id, fan, other } = await fullMember();
    await fullMember(); // someone else's rows must not leak in

    // Every table the schema links to the member has its place in the document (a new table fails here).
    const tables = linkedTables(edges, setNull);
    expect(tables.filter((table) => !IN_EXPORT[table])).toEqual([]);
    const held = await reachableRows(ds(), edges, setNull, id);
    // The fixture puts a row in each of them, so the counts below test something.
    for (const table of tables) expect({ table, rows: (held[table] ?? 0) > 0 }).toEqual({ table, rows: true });

    const res = await exportOf(me.token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const disposition = res.headers['content-disposition']!;
    expect(disposition).toMatch(/^attachment; filename="babynews-export-\d{8}\.json"; filename\*=UTF-8''babynews-/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toMatch(/^babynews-내정보-\d{8}\.json$/);
    const doc = res.body as MemberExport;
    for (const table of tables) expect({ table, n: IN_EXPORT[table]!(doc) }).toEqual({ table, n: held[table] });

    // What the member sees of it: their account, page, relatives (no surprise mode here), follows, files.
    expect(doc.account).toMatchObject({ username: me.username, email: me.member.email, phoneNumber: '01044445555', hasPassword: true, role: 'ROLE_USER' });
    expect(doc.consents.map((c) => c.document).sort()).toEqual(['age14', 'marketing', 'privacy', 'terms']);
    expect(doc.newsPages[0]!.page).toMatchObject({ code: me.code, title: me.news.title });
    expect(doc.newsPages[0]!.followers.map((f) => f.username)).toEqual([fan.username]);
    expect(doc.following.map((f) => f.code)).toEqual([other.code]);
    expect(doc.notifications).toMatchObject({ mode: 'EACH', activity: [{ newsCode: me.code, kind: 'RESERVED', relativeName: '비밀이모', mailed: false }] });
    expect(doc.uploads).toEqual([
      { url: expect.stringContaining(`wish/${id}-photo.jpg`), path: `wish/${id}-photo.jpg`, sizeBytes: 12345, uploadedAt: expect.any(String) },
    ]);
    expect(res.text).toContain('비밀이모');
    expect(res.text).toContain('비밀삼촌');
    // The guestbook whole, the entry the owner hid included and marked, newest first.
    expect(doc.newsPages[0]!.guestbook.map((e) => [e.name, e.hidden])).toEqual([
      ['숨긴이모', true],
      ['방명록고모', false],
    ]);
    // No secrets: no password hash, token version or PIN hash.
    const [row] = await ds().query('SELECT password_hash AS h FROM `member` WHERE id = ?', [id]);
    const [pin] = await ds().query('SELECT password_hash AS h FROM `reservation` WHERE public_id = ?', [
      doc.newsPages[0]!.reservations.flatMap((w) => w.reservations)[0]!.reservationId,
    ]);
    for (const secret of [row.h, pin.h]) expect(res.text).not.toContain(secret);
    expect(res.text).not.toMatch(/passwordHash|password_hash|tokenVersion|token_version|\$argon2/);
  });

  it('keeps surprise mode: before the reveal day no relative is named; from 00:00 Asia/Seoul of that day they are', async () => {
    const { me } = await fullMember({ surpriseMode: true, revealAt: '2031-03-01' });
    const before = await exportOf(me.token);
    expect(before.status).toBe(200);
    expect(before.text).not.toMatch(/비밀|aunt-secret|010-1111-2222/);
    const doc = before.body as MemberExport;
    expect(doc.newsPages[0]!.reserversHidden).toBe(true);
    expect(doc.notifications.activity[0]!.relativeName).toBeNull();
    expect(doc.newsPages[0]!.pledges.map((p) => p.name)).toEqual([null, null]);
    // The guestbook names no gift: surprise mode leaves it whole (ARCHITECTURE "Guestbook").
    expect(doc.newsPages[0]!.guestbook.map((e) => e.name)).toEqual(['숨긴이모', '방명록고모']);

    jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date('2031-02-28T15:00:00Z'));
    const after = await exportOf(me.token);
    expect(after.status).toBe(200);
    expect(after.text).toContain('비밀이모');
    expect(after.text).toContain('비밀삼촌');
    expect((after.body as MemberExport).newsPages[0]!.reserversHidden).toBe(false);
  });

  it(`answers 429 with a Korean message after ${LIMITS_CONSENT.exportPerDay} exports in a day, per member`, async () => {
    const { make } = kit();
    const me = await make.member({ prefix: 'often' });
    for (let i = 0; i < LIMITS_CONSENT.exportPerDay; i++) expect((await exportOf(me.token)).status).toBe(200);
    const refused = await exportOf(me.token);
    expect(refused.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: EXPORT_MSG.perDay, error: expect.any(String) });
    // A wrong password is refused before counting, and another member has their own allowance.
    expect((await exportOf(me.token, { password: 'wrong-password' })).body).toMatchObject({ code: 'PASSWORD_MISMATCH' });
    const other = await make.member({ prefix: 'other' });
    expect((await exportOf(other.token)).status).toBe(200);
  });

  it('asks a social member for a fresh sign-in (REAUTH_REQUIRED), as the withdrawal does', async () => {
    const { make } = kit();
    const me = await make.member({ prefix: 'social' });
    const id = await memberId(me.username);
    await ds().query('UPDATE `member` SET provider = ?, provider_user_id = ?, password_hash = NULL WHERE id = ?', ['kakao', `kakao-export-${id}`, id]);
    expect((await exportOf(me.token, {})).status).toBe(200);
    jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + LIMITS.reauthMaxAgeMs + 60_000));
    expect((await exportOf(me.token, {})).body).toEqual({
      statusCode: 401,
      code: 'REAUTH_REQUIRED',
      message: EXPORT_MSG.reauthRequired,
      error: expect.any(String),
    });
  });

  it('counts what a withdrawal deletes for the dialog', async () => {
    const { me } = await fullMember();
    const { api, make } = kit();
    expect((await api.route(withdrawalPreviewRoute, {}, null)).status).toBe(401);
    const res = await api.route(withdrawalPreviewRoute, {}, me.token);
    expect(res.body).toEqual({ newsPages: 1, wishes: 3, gifts: 3, quizzes: 1, quizAnswers: 1, followers: 1, uploads: 1, handoverTo: null });
    const nobody = await make.member({ prefix: 'empty' });
    expect((await api.route(withdrawalPreviewRoute, {}, nobody.token)).body).toEqual({
      newsPages: 0,
      wishes: 0,
      gifts: 0,
      quizzes: 0,
      quizAnswers: 0,
      followers: 0,
      uploads: 0,
      handoverTo: null,
    });
  });
});
