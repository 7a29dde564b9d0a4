import { ADMIN_MSG, LIMITS, MSG, signupStatsWindows, type AdminMemberPage } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Member } from '../members/member.entity';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, signUp } from '../../test/helpers';

/**
 * Administration routes (spec §7, ARCHITECTURE §4.12–4.13) on SQLite and MariaDB: statistics windows
 * around 11:00 Asia/Seoul, paging (31 members → 15/15/1), both filters, the detail without secrets,
 * validation messages, 401 without a token, 403 for a member, 404 for an unknown member.
 */
jest.setTimeout(120_000);

const ADMIN = { username: 'site_admin', password: 'admin-password-1' };

describe.each(testDatabases())('admin routes on %s', (db) => {
  const s = useTestApp(db, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  const get = (url: string, token?: string) => s.t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const repo = () => s.t.app.get(DataSource).getRepository(Member);
  let adminToken = '';
  let n = 0;

  /** Inserts a member directly (cheap) with the given sign-up time and provider. */
  async function insertMember(createdAt: Date, fields: Partial<Member> = {}): Promise<Member> {
    n++;
    const provider = fields.provider ?? 'regular';
    return repo().save(
      repo().create({
        username: `adm_${n}_${process.pid % 1000}`,
        passwordHash: provider === 'regular' ? 'not-a-real-hash' : null,
        email: `adm${n}@example.com`,
        displayName: `회원${n}`,
        role: 'ROLE_USER',
        provider,
        providerUserId: provider === 'regular' ? null : `pid-${n}`,
        createdAt,
        updatedAt: createdAt,
        ...fields,
      }),
    );
  }

  beforeAll(async () => {
    const res = await s.t.app.inject({ method: 'POST', url: '/api/loginProc', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    adminToken = res.json().accessToken;
  });

  describe('permissions', () => {
    const urls = [
      '/api/admin/member/getStatsByDateRange?startDate=2026-11-01&endDate=2026-11-23',
      '/api/admin/member/getDailySignups?startDate=2026-11-01&endDate=2026-11-23',
      '/api/admin/fetchMemberList/0/15',
      '/api/admin/fetchMemberListByDateRange/0/15?startDate=2026-11-01&endDate=2026-11-23',
      '/api/admin/fetchMemberDetails/1',
    ];

    it.each(urls)('%s: 401 without a token, 403 for a member, 200 for the administrator', async (url) => {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: MSG.common.unauthorized });
      const { token } = await signUp(s.t);
      const member = await get(url, token);
      expect(member.statusCode).toBe(403);
      expect(member.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.common.forbidden });
      expect((await get(url, adminToken)).statusCode).toBe(200);
    });
  });

  describe('statistics', () => {
    // 10:59 and 11:00 in Seoul on 2026-11-23 (02:00 UTC is 11:00 KST).
    const BEFORE_11 = new Date('2026-11-23T01:59:00.000Z');
    const AT_11 = new Date('2026-11-23T02:00:00.000Z');
    const stats = async (window: { start: Date; end: Date }) => {
      const res = await get(`/api/admin/member/getStatsByDateRange?startDate=${window.start.toISOString()}&endDate=${window.end.toISOString()}`, adminToken);
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    beforeAll(async () => {
      // Yesterday 11:30 KST (regular), today 10:30 KST (kakao), today 11:00 KST sharp (google),
      // 5 days ago (regular), 20 days ago (kakao), 40 days ago (regular: outside every window).
      await insertMember(new Date('2026-11-22T02:30:00.000Z'));
      await insertMember(new Date('2026-11-23T01:30:00.000Z'), { provider: 'kakao' });
      await insertMember(new Date('2026-11-23T02:00:00.000Z'), { provider: 'google' });
      await insertMember(new Date('2026-11-18T03:00:00.000Z'));
      await insertMember(new Date('2026-11-03T03:00:00.000Z'), { provider: 'kakao' });
      await insertMember(new Date('2026-10-14T03:00:00.000Z'));
    });

    it('before 11:00 Seoul, today started at 11:00 yesterday', async () => {
      const w = signupStatsWindows(BEFORE_11);
      expect(w.today.start.toISOString()).toBe('2026-11-22T02:00:00.000Z');
      expect(await stats(w.today)).toEqual({ totalCount: 2, kakaoUserCount: 1, googleUserCount: 0, socialUserCount: 1, regularUserCount: 1 });
      expect(await stats(w.week)).toEqual({ totalCount: 3, kakaoUserCount: 1, googleUserCount: 0, socialUserCount: 1, regularUserCount: 2 });
      expect(await stats(w.month)).toEqual({ totalCount: 4, kakaoUserCount: 2, googleUserCount: 0, socialUserCount: 2, regularUserCount: 2 });
    });

    it('from 11:00 Seoul, today starts at 11:00 today', async () => {
      const w = signupStatsWindows(AT_11);
      expect(w.today.start.toISOString()).toBe('2026-11-23T02:00:00.000Z');
      expect(await stats(w.today)).toEqual({ totalCount: 1, kakaoUserCount: 0, googleUserCount: 1, socialUserCount: 1, regularUserCount: 0 });
      expect(await stats(w.week)).toEqual({ totalCount: 4, kakaoUserCount: 1, googleUserCount: 1, socialUserCount: 2, regularUserCount: 2 });
      expect(await stats(w.month)).toEqual({ totalCount: 5, kakaoUserCount: 2, googleUserCount: 1, socialUserCount: 3, regularUserCount: 2 });
    });

    it('daily series: one entry per 11:00-to-11:00 day, zeros included', async () => {
      const res = await get('/api/admin/member/getDailySignups?startDate=2026-11-21T02:00:00.000Z&endDate=2026-11-23T02:00:00.001Z', adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        days: [
          { date: '2026-11-21', regularCount: 0, socialCount: 0 },
          { date: '2026-11-22', regularCount: 1, socialCount: 1 },
          { date: '2026-11-23', regularCount: 0, socialCount: 1 },
        ],
      });
      const tooLong = await get('/api/admin/member/getDailySignups?startDate=2026-01-01&endDate=2026-11-23', adminToken);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: ADMIN_MSG.rangeTooLong });
    });

    it.each([
      ['', MSG.admin.bothDatesRequired],
      ['?startDate=2026-11-01', MSG.admin.bothDatesRequired],
      ['?startDate=&endDate=2026-11-01', MSG.admin.bothDatesRequired],
      ['?startDate=yesterday&endDate=2026-11-01', ADMIN_MSG.dateInvalid],
      ['?startDate=2026-02-30&endDate=2026-03-01', ADMIN_MSG.dateInvalid],
      ['?startDate=2026-11-01T00:00:00&endDate=2026-11-02', ADMIN_MSG.dateInvalid],
      ['?startDate=2026-11-02&endDate=2026-11-01', ADMIN_MSG.dateOrder],
      ['?startDate=2026-11-02T00:00:00Z&endDate=2026-11-02T00:00:00Z', ADMIN_MSG.dateOrder],
    ])('validation %s → 400 %s', async (query, message) => {
      const res = await get(`/api/admin/member/getStatsByDateRange${query}`, adminToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });
    });
  });

  describe('member list', () => {
    let ids: number[] = [];
    const page = async (url: string): Promise<AdminMemberPage> => {
      const res = await get(url, adminToken);
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    beforeAll(async () => {
      // A fresh database per kind: remove the statistics rows so exactly 31 members exist (30 + the administrator).
      await repo().createQueryBuilder().delete().where('role = :role', { role: 'ROLE_USER' }).execute();
      ids = [];
      for (let i = 0; i < 30; i++) {
        const day = String(1 + (i % 28)).padStart(2, '0');
        const m = await insertMember(new Date(`2026-10-${day}T03:00:00.000Z`), {
          realName: i === 7 ? '김하늘' : i === 8 ? '김하람' : null,
          phoneNumber: i === 9 ? '01055556666' : null,
          postCode: '06236',
          address: '서울 강남구 테헤란로 1',
          detailAddress: `${i}호`,
        });
        ids.push(m.id);
      }
    });

    it('pages 31 members 15/15/1, newest first, with the page info', async () => {
      const first = await page('/api/admin/fetchMemberList/0/15');
      const second = await page('/api/admin/fetchMemberList/1/15');
      const third = await page('/api/admin/fetchMemberList/2/15');
      expect([first, second, third].map((p) => p._embedded.members.length)).toEqual([15, 15, 1]);
      expect(first.page).toEqual({ size: LIMITS.memberPageSize, number: 0, totalElements: 31, totalPages: 3 });
      expect(third.page).toEqual({ size: 15, number: 2, totalElements: 31, totalPages: 3 });
      const all = [first, second, third].flatMap((p) => p._embedded.members.map((m) => m.id));
      expect(all).toEqual([...all].sort((a, b) => b - a));
      expect(new Set(all).size).toBe(31);
      expect(third._embedded.members[0].username).toBe(ADMIN.username);
      expect((await page('/api/admin/fetchMemberList/3/15'))._embedded.members).toEqual([]);
      const row = first._embedded.members[0];
      expect(Object.keys(row).sort()).toEqual(['createdAt', 'displayName', 'email', 'id', 'phoneNumber', 'provider', 'realName', 'role', 'username']);
    });

    it.each(['-1', 'abc', '1.5', '99999999'])('page %s → 400 with the Korean message', async (raw) => {
      const res = await get(`/api/admin/fetchMemberList/${raw}/15`, adminToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: ADMIN_MSG.pageInvalid });
    });

    it('another page size is not a route', async () => {
      expect((await get('/api/admin/fetchMemberList/0/50', adminToken)).statusCode).toBe(404);
    });

    it('date filter: the whole end day is included (Asia/Seoul), newest first', async () => {
      // Days 1..3 of October hold members 0,1,2 and 28,29 (i % 28).
      const res = await page('/api/admin/fetchMemberListByDateRange/0/15?startDate=2026-10-01&endDate=2026-10-03');
      expect(res.page.totalElements).toBe(5);
      const times = res._embedded.members.map((m) => m.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(res._embedded.members.every((m) => m.createdAt >= '2026-09-30T15:00:00.000Z' && m.createdAt < '2026-10-03T15:00:00.000Z')).toBe(true);
      // October only: the 30 inserted members, not the administrator created at start.
      const paged = await page('/api/admin/fetchMemberListByDateRange/1/15?startDate=2026-10-01&endDate=2026-10-31');
      expect(paged.page).toEqual({ size: 15, number: 1, totalElements: 30, totalPages: 2 });
    });

    it('detail filter: name prefix (real name or nickname), phone prefix as digits', async () => {
      const range = 'startDate=2026-10-01&endDate=2026-10-31';
      const byName = await page(`/api/admin/fetchMemberListByDateRange/0/15?${range}&name=${encodeURIComponent(' 김하')}`);
      expect(byName._embedded.members.map((m) => m.realName).sort()).toEqual(['김하람', '김하늘'].sort());
      const byNick = await page(`/api/admin/fetchMemberListByDateRange/0/15?${range}&name=${encodeURIComponent('회원')}`);
      expect(byNick.page.totalElements).toBe(30);
      const byPhone = await page(`/api/admin/fetchMemberListByDateRange/0/15?${range}&phoneNumber=010-5555`);
      expect(byPhone._embedded.members.map((m) => m.phoneNumber)).toEqual(['01055556666']);
      const wildcard = await page(`/api/admin/fetchMemberListByDateRange/0/15?${range}&name=%25`);
      expect(wildcard.page.totalElements).toBe(0);
      const bad = await get(`/api/admin/fetchMemberListByDateRange/0/15?${range}&phoneNumber=abc`, adminToken);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: ADMIN_MSG.phoneInvalid });
      for (const query of ['', '?startDate=2026-10-01&name=김']) {
        const missing = await get(`/api/admin/fetchMemberListByDateRange/0/15${query}`, adminToken);
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.admin.bothDatesRequired });
      }
    });

    it('detail filter alone: every sign-up date, no dates needed; names match in any letter case', async () => {
      const byName = await page(`/api/admin/fetchMemberListByDateRange/0/15?name=${encodeURIComponent('김하')}`);
      expect(byName._embedded.members.map((m) => m.realName).sort()).toEqual(['김하람', '김하늘'].sort());
      const byPhone = await page('/api/admin/fetchMemberListByDateRange/0/15?phoneNumber=010-5555-6666');
      expect(byPhone._embedded.members.map((m) => m.phoneNumber)).toEqual(['01055556666']);
      // A nickname of another script, outside October: found without any date range, in any case.
      const caseless = await insertMember(new Date('2026-11-20T03:00:00.000Z'), { realName: 'Kim Haneul' });
      for (const typed of ['kim', 'KIM H', 'Kim Ha', 'Kim Haneul']) {
        const found = await page(`/api/admin/fetchMemberListByDateRange/0/15?name=${encodeURIComponent(typed)}`);
        expect(found._embedded.members.map((m) => m.id)).toEqual([caseless.id]);
      }
    });

    it('detail: every member field of spec §3, never a password or provider material; 404 for an unknown id', async () => {
      const res = await get(`/api/admin/fetchMemberDetails/${ids[7]}`, adminToken);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ id: ids[7], realName: '김하늘', role: 'ROLE_USER', provider: 'regular', postCode: '06236', detailAddress: '7호' });
      expect(Object.keys(body).sort()).toEqual(
        [
          'address',
          'createdAt',
          'detailAddress',
          'displayName',
          'email',
          'emailVerified',
          'id',
          'phoneNumber',
          'postCode',
          'provider',
          'realName',
          'role',
          'updatedAt',
          'username',
        ].sort(),
      );
      expect(res.body).not.toMatch(/password|hash|providerUserId|pid-|tokenVersion/i);
      for (const id of ['2000000000', '0', 'abc']) {
        const missing = await get(`/api/admin/fetchMemberDetails/${id}`, adminToken);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ statusCode: 404, code: 'MEMBER_NOT_FOUND', message: ADMIN_MSG.memberNotFound, error: 'Not Found' });
      }
    });
  });
});
