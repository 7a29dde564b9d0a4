import { CONSENT_MSG, LEGAL_DOCUMENTS, LIMITS_CONSENT, MSG } from '@babynews/contracts';
import { MEMBER_PASSWORD, SIGNUP_CONSENTS } from '@babynews/testing';
import type { InjectOptions } from 'light-my-request';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { dataSourceOptions } from '../database/data-source.options';
import { MIGRATIONS } from '../database/migrations';
import { MemberConsent1795760000000 } from '../database/migrations/1795760000000-member-consent';
import { loadConfig } from '../config/load-config';
import { BASE_TEST_ENV, createTestDatabase, testDatabases, useTestApp, type DbKind, type TestDatabase } from '../../test/harness';
import { bearer, newMember } from '../../test/helpers';
import { newProviderUserId, startOAuthServer, type MockProvider, type OAuthMock } from '../../test/oauth-server';
import { CURRENT_CONSENT_KEY } from './consent.service';

jest.setTimeout(120_000);

const ID_FIELD = { kakao: 'kakaoId', google: 'googleId' } as const;
const V = (document: keyof typeof LEGAL_DOCUMENTS) => LEGAL_DOCUMENTS[document].version;
const missing = (message: string) => ({ statusCode: 400, code: 'CONSENT_REQUIRED', message, error: 'Bad Request' });
const RENEWAL = { statusCode: 403, code: 'CONSENT_REQUIRED', message: CONSENT_MSG.renewal, error: 'Forbidden' };

/** The consent bodies that lack one required consent, with the message naming it (ARCHITECTURE §4.24). */
const LACKING: Array<[string, unknown, string]> = [
  ['no consents at all', undefined, CONSENT_MSG.missing.terms],
  ['an empty object', {}, CONSENT_MSG.missing.terms],
  ['terms false', { ...SIGNUP_CONSENTS, terms: false }, CONSENT_MSG.missing.terms],
  ['privacy missing', { terms: true, age14: true }, CONSENT_MSG.missing.privacy],
  ['privacy as a string', { ...SIGNUP_CONSENTS, privacy: 'true' }, CONSENT_MSG.missing.privacy],
  ['age14 missing', { terms: true, privacy: true, marketing: true }, CONSENT_MSG.missing.age14],
];

/**
 * Consent at sign-up and its renewal (ARCHITECTURE §4.24) on SQLite and MariaDB: the regular and social
 * sign-ups refuse a body without each required consent (400 CONSENT_REQUIRED naming it) and store the
 * agreements with their versions; a required document whose agreed version is older closes member routes
 * (403 CONSENT_REQUIRED) but the consent routes, sign-out and withdrawal, until `POST /api/member/consents`;
 * administrators pass; marketing counts for LIMITS_CONSENT.marketingReconfirmMs.
 */
describe.each(testDatabases())('consent on %s', (db) => {
  let oauth: OAuthMock;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    oauth = await startOAuthServer();
    Object.assign(env, oauth.env);
  });
  afterAll(() => oauth?.stop());
  const s = useTestApp(db, env);
  const inject = (options: InjectOptions) => s.t.app.inject(options);
  const ds = () => s.t.app.get(DataSource);
  const join = (consents: unknown, overrides = {}) => {
    const { consents: _all, ...body } = newMember(overrides);
    return inject({ method: 'POST', url: '/api/joinProc', payload: consents === undefined ? body : { ...body, consents } });
  };
  const idOf = async (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);
  const rowsOf = async (memberId: number) =>
    (await ds().query('SELECT document, version, agreed, agreed_at FROM `member_consent` WHERE member_id = ? ORDER BY id', [memberId])).map(
      (r: { document: string; version: string; agreed: unknown; agreed_at: unknown }) => ({
        document: r.document,
        version: r.version,
        agreed: Boolean(Number(r.agreed)),
      }),
    );
  const keyOf = async (memberId: number) => (await ds().query('SELECT consent_versions FROM `member` WHERE id = ?', [memberId]))[0].consent_versions;
  const consents = (token: string) => inject({ method: 'GET', url: '/api/member/consents', headers: bearer(token) });
  const agree = (token: string, payload: unknown) =>
    inject({ method: 'POST', url: '/api/member/consents', headers: bearer(token), payload: payload as object });
  const myPage = (token: string) => inject({ method: 'GET', url: '/api/member/getMyPageData', headers: bearer(token) });

  /** A signed-up member whose agreement to `documents` is made an older version, as after raising those versions. */
  async function staleMember(documents: string[] = ['terms']): Promise<{ token: string; id: number; username: string }> {
    const { username } = newMember();
    const res = await join(SIGNUP_CONSENTS, { username });
    expect(res.statusCode).toBe(201);
    const token = res.json().accessToken as string;
    const id = await idOf(token);
    for (const document of documents) {
      await ds().query("UPDATE `member_consent` SET version = '2025-01-01' WHERE member_id = ? AND document = ?", [id, document]);
    }
    await ds().query("UPDATE `member` SET consent_versions = 'terms:2025-01-01' WHERE id = ?", [id]);
    return { token, id, username };
  }

  describe('POST /api/joinProc', () => {
    it.each(LACKING)('%s: 400 CONSENT_REQUIRED naming the consent, nobody created', async (_name, body, message) => {
      const member = newMember();
      const res = await join(body, { username: member.username });
      expect(res.json()).toEqual(missing(message));
      expect(await ds().query('SELECT id FROM `member` WHERE username = ?', [member.username])).toEqual([]);
    });

    it('checks the other fields first: a body lacking both a username and consents answers the username', async () => {
      const res = await join(undefined, { username: '' });
      expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: MSG.auth.usernameRequired, error: 'Bad Request' });
    });

    it('refuses consents that are not an object, an unknown consent and a non-boolean marketing (VALIDATION_FAILED)', async () => {
      expect((await join('yes')).json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: CONSENT_MSG.missing.terms, error: 'Bad Request' });
      expect((await join({ ...SIGNUP_CONSENTS, newsletter: true })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect((await join({ ...SIGNUP_CONSENTS, marketing: 'yes' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    });

    it('stores each consent with its current version and time; marketing as chosen; the member routes answer', async () => {
      const before = Date.now();
      const res = await join({ ...SIGNUP_CONSENTS, marketing: true });
      expect(res.statusCode).toBe(201);
      const token = res.json().accessToken as string;
      const id = await idOf(token);
      expect(await rowsOf(id)).toEqual([
        { document: 'terms', version: V('terms'), agreed: true },
        { document: 'privacy', version: V('privacy'), agreed: true },
        { document: 'age14', version: V('age14'), agreed: true },
        { document: 'marketing', version: V('marketing'), agreed: true },
      ]);
      expect(await keyOf(id)).toBe(CURRENT_CONSENT_KEY);

      const read = await consents(token);
      expect(read.statusCode).toBe(200);
      const body = read.json();
      expect(body.pending).toEqual([]);
      expect(body.consents.map((c: { document: string; version: string }) => [c.document, c.version])).toEqual([
        ['terms', V('terms')],
        ['privacy', V('privacy')],
        ['age14', V('age14')],
        ['marketing', V('marketing')],
      ]);
      const agreedAt = Date.parse(body.consents[0].agreedAt);
      expect(agreedAt).toBeGreaterThanOrEqual(before - 5);
      expect(agreedAt).toBeLessThanOrEqual(Date.now());
      expect(body.marketing).toEqual({
        agreed: true,
        decidedAt: body.consents[3].agreedAt,
        reconfirmBy: new Date(Date.parse(body.consents[3].agreedAt) + LIMITS_CONSENT.marketingReconfirmMs).toISOString(),
      });
      expect((await myPage(token)).statusCode).toBe(200);
    });

    it('records a declined marketing consent as declined; an agreed one stops counting after marketingReconfirmMs', async () => {
      const declined = (await join(SIGNUP_CONSENTS)).json().accessToken as string;
      expect((await rowsOf(await idOf(declined))).at(-1)).toEqual({ document: 'marketing', version: V('marketing'), agreed: false });
      const read = (await consents(declined)).json();
      expect(read.marketing).toEqual({ agreed: false, decidedAt: expect.any(String), reconfirmBy: null });
      expect(read.consents.map((c: { document: string }) => c.document)).toEqual(['terms', 'privacy', 'age14']);

      const agreed = (await join({ ...SIGNUP_CONSENTS, marketing: true })).json().accessToken as string;
      const clock = s.t.app.get(Clock);
      const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + LIMITS_CONSENT.marketingReconfirmMs + 60_000));
      try {
        const later = (await consents(agreed)).json();
        expect(later.marketing).toMatchObject({ agreed: false, reconfirmBy: expect.any(String) });
        expect(later.consents.map((c: { document: string }) => c.document)).toEqual(['terms', 'privacy', 'age14']);
        // confirming again counts from now
        const again = (await agree(agreed, { marketing: true })).json();
        expect(again.marketing).toMatchObject({ agreed: true });
        expect(Date.parse(again.marketing.reconfirmBy)).toBe(clock.now().getTime() + LIMITS_CONSENT.marketingReconfirmMs);
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe.each(['kakao', 'google'] as const)('POST /api/%s/registerProc', (provider: MockProvider) => {
    const ticketFor = async () => {
      const code = await oauth.authorize(provider, newProviderUserId(), s.t.config[provider].redirectUri);
      const res = await inject({ method: 'GET', url: `/api/${provider}/handleLogin/${encodeURIComponent(code)}` });
      expect(res.statusCode).toBe(202);
      return res.json()[ID_FIELD[provider]] as string;
    };
    const register = (ticket: string, consentsBody: unknown) => {
      const { email, displayName } = newMember();
      const payload = { [ID_FIELD[provider]]: ticket, email, displayName, ...(consentsBody === undefined ? {} : { consents: consentsBody }) };
      return inject({ method: 'POST', url: `/api/${provider}/registerProc`, payload });
    };

    it('refuses a body without each required consent (400 CONSENT_REQUIRED naming it); the ticket stays usable', async () => {
      const ticket = await ticketFor();
      for (const [, body, message] of LACKING) expect((await register(ticket, body)).json()).toEqual(missing(message));
      const created = await register(ticket, SIGNUP_CONSENTS);
      expect(created.statusCode).toBe(201);
      const id = await idOf(created.json().accessToken);
      expect(await rowsOf(id)).toEqual([
        { document: 'terms', version: V('terms'), agreed: true },
        { document: 'privacy', version: V('privacy'), agreed: true },
        { document: 'age14', version: V('age14'), agreed: true },
        { document: 'marketing', version: V('marketing'), agreed: false },
      ]);
      expect(await keyOf(id)).toBe(CURRENT_CONSENT_KEY);
      expect((await myPage(created.json().accessToken)).statusCode).toBe(200);
    });
  });

  describe('a required document with a new version', () => {
    it('closes member routes with 403 CONSENT_REQUIRED; the consent routes, sign-out and withdrawal answer; agreeing opens them', async () => {
      const { token, id } = await staleMember(['terms']);
      expect((await myPage(token)).json()).toEqual(RENEWAL);
      expect((await inject({ method: 'GET', url: '/api/member/getAccountInfo', headers: bearer(token) })).json()).toEqual(RENEWAL);
      const create = await inject({
        method: 'POST',
        url: '/api/event/create',
        headers: bearer(token),
        payload: { title: '소식', postCode: '06236', address: '서울' },
      });
      expect(create.json()).toEqual(RENEWAL);
      // withdrawal stays possible (a wrong password is its own answer, not the gate's)
      const withdraw = await inject({ method: 'DELETE', url: '/api/member/withdraw', headers: bearer(token), payload: { password: 'not-the-password' } });
      expect(withdraw.json()).toMatchObject({ code: 'PASSWORD_MISMATCH' });

      const read = await consents(token);
      expect(read.statusCode).toBe(200);
      expect(read.json().pending).toEqual(['terms']);
      expect(read.json().consents.find((c: { document: string }) => c.document === 'terms')).toMatchObject({ version: '2025-01-01' });

      // every pending document must be ticked
      expect((await agree(token, {})).json()).toEqual(missing(CONSENT_MSG.missing.terms));
      expect((await agree(token, { terms: false, privacy: true })).json()).toEqual(missing(CONSENT_MSG.missing.terms));
      expect((await myPage(token)).statusCode).toBe(403);

      const agreed = await agree(token, { terms: true, marketing: true });
      expect(agreed.statusCode).toBe(200);
      expect(agreed.json()).toMatchObject({ pending: [], marketing: { agreed: true } });
      expect(agreed.json().consents.find((c: { document: string }) => c.document === 'terms')).toMatchObject({ version: V('terms') });
      expect((await rowsOf(id)).slice(-2)).toEqual([
        { document: 'terms', version: V('terms'), agreed: true },
        { document: 'marketing', version: V('marketing'), agreed: true },
      ]);
      expect(await keyOf(id)).toBe(CURRENT_CONSENT_KEY);
      expect((await myPage(token)).statusCode).toBe(200);
      expect((await consents(token)).json().pending).toEqual([]);
    });

    it('asks for every pending document in order (privacy before age14)', async () => {
      const { token } = await staleMember(['privacy', 'age14']);
      expect((await consents(token)).json().pending).toEqual(['privacy', 'age14']);
      expect((await agree(token, { privacy: true })).json()).toEqual(missing(CONSENT_MSG.missing.age14));
      expect((await agree(token, { age14: true })).json()).toEqual(missing(CONSENT_MSG.missing.privacy));
      expect((await agree(token, { privacy: true, age14: true })).json().pending).toEqual([]);
      expect((await myPage(token)).statusCode).toBe(200);
    });

    it('the server-rendered my page paints nothing of the member meanwhile (the browser read meets the 403)', async () => {
      const { token } = await staleMember();
      const html = () => inject({ method: 'GET', url: '/user/mypage', headers: { accept: 'text/html', cookie: `token=${token}` } });
      const before = await html();
      expect(before.statusCode).toBe(200);
      expect(before.body).not.toContain('bn-page-data');
      expect((await agree(token, { terms: true })).statusCode).toBe(200);
      expect((await html()).body).toContain('bn-page-data');
    });

    it('lets sign-out through', async () => {
      const { token } = await staleMember();
      expect((await inject({ method: 'POST', url: '/api/member/logout', headers: bearer(token) })).statusCode).toBe(204);
      expect((await consents(token)).statusCode).toBe(401);
    });

    it('lets an administrator through (member and admin routes)', async () => {
      const { id, username } = await staleMember();
      await ds().query('UPDATE `member` SET role = ? WHERE id = ?', ['ROLE_ADMIN', id]);
      const login = await inject({ method: 'POST', url: '/api/loginProc', payload: { username, password: MEMBER_PASSWORD } });
      expect(login.statusCode).toBe(200);
      const token = login.json().accessToken as string;
      expect((await myPage(token)).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/admin/fetchMemberList/0/15', headers: bearer(token) })).statusCode).toBe(200);
    });

    it('validates the body: booleans only, no unknown document', async () => {
      const { token } = await staleMember();
      expect((await agree(token, { terms: 'yes' })).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect((await agree(token, { terms: true, cookies: true })).json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: MSG.common.unknownField('cookies'),
        error: 'Bad Request',
      });
    });
  });

  it('the consent routes need a signed-in member (401)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await inject({ method, url: '/api/member/consents', payload: method === 'POST' ? { terms: true } : undefined });
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
  });
});

/**
 * The migration on a database holding members from before it: each gets the 2025-01-01 terms and
 * privacy agreements dated their sign-up and no consent key, so the next sign-in asks for the current versions.
 */
describe.each(testDatabases())('member consent migration on %s', (kind: DbKind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.drop());

  it('backfills the earlier agreements and leaves the key empty; down removes both', async () => {
    const index = MIGRATIONS.indexOf(MemberConsent1795760000000);
    const open = async (upTo: number) => {
      const ds = new DataSource({
        ...dataSourceOptions(loadConfig({ ...BASE_TEST_ENV, ...db.env })),
        migrations: MIGRATIONS.slice(0, upTo),
        migrationsRun: false,
      });
      await ds.initialize();
      await ds.runMigrations({ transaction: 'each' });
      return ds;
    };
    const before = await open(index);
    await before.query(
      "INSERT INTO `member` (username, password_hash, email, display_name, role, provider, created_at, updated_at) VALUES ('old_1', 'x', 'old1@example.com', '예전1', 'ROLE_USER', 'regular', '2026-03-01 09:30:00.000', '2026-03-01 09:30:00.000')",
    );
    await before.destroy();
    const after = await open(index + 1);
    try {
      const rows = await after.query(
        'SELECT c.document, c.version, c.agreed, c.agreed_at FROM `member_consent` c JOIN `member` m ON m.id = c.member_id WHERE m.username = ? ORDER BY c.document',
        ['old_1'],
      );
      const utc = (value: unknown) => (value instanceof Date ? value.toISOString() : `${String(value).replace(' ', 'T')}Z`);
      expect(
        rows.map((r: { document: string; version: string; agreed: unknown; agreed_at: unknown }) => [
          r.document,
          r.version,
          Number(r.agreed),
          utc(r.agreed_at),
        ]),
      ).toEqual([
        ['privacy', '2025-01-01', 1, '2026-03-01T09:30:00.000Z'],
        ['terms', '2025-01-01', 1, '2026-03-01T09:30:00.000Z'],
      ]);
      expect(await after.query('SELECT consent_versions FROM `member` WHERE username = ?', ['old_1'])).toEqual([{ consent_versions: null }]);
      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT consent_versions FROM `member`')).rejects.toThrow();
      await expect(after.query('SELECT id FROM `member_consent`')).rejects.toThrow();
    } finally {
      await after.destroy();
    }
  });
});
