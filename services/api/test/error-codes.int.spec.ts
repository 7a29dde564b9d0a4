import { CONSENT_MSG, ERROR_CODE_LIST, ERROR_CODES, GIFT_MSG, LIMITS, LIMITS_GUESTBOOK, MSG, PASSWORD_STRENGTH_MSG, type ErrorCode } from '@babynews/contracts';
import type { InjectOptions, Response } from 'light-my-request';
import { createServer } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { Member } from '../src/members/member.entity';
import { UploadRecord } from '../src/uploads/upload.entity';
import { UploadsService } from '../src/uploads/uploads.service';
import { inviteToken, SIGNUP_CONSENTS, uploadForm } from '@babynews/testing';
import { startApp, testDatabases, useTestApp, type TestApp } from './harness';
import { newProviderUserId, startOAuthServer, type OAuthMock } from './oauth-server';

/**
 * One row per code of the error-code table (ARCHITECTURE §4.19): each row provokes its code through a real
 * HTTP request (`app.inject`) on SQLite and MariaDB and the body must be exactly
 * `{statusCode, code, message, error}` of the table. The rows are keyed by `ErrorCode`, so a code
 * added to the table without a row fails the type check and the first test here.
 *
 * Codes no client can cause on a healthy server use a test double of the failing dependency, named
 * in the row: a closed database (INTERNAL_ERROR, SERVICE_UNAVAILABLE), an unreachable provider
 * (SOCIAL_PROVIDER_ERROR), a concurrent sign-up that won the insert (SIGNUP_FAILED), an oversized
 * stored object (UPLOAD_STORED_TOO_LARGE) and a moved clock (RESERVATION_LOCKED_UNTIL_UNLOCKED).
 */
// App starts and the longer rows (200 wishes, 30 sign-ins) take seconds each on a busy machine.
jest.setTimeout(120_000);

let mock: OAuthMock;
const oauthEnv: Record<string, string> = {};
beforeAll(async () => {
  mock = await startOAuthServer();
  Object.assign(oauthEnv, mock.env, { GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
});
afterAll(() => mock?.stop());

/** A local port with nothing listening. */
const deadPort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

interface Row {
  /** Sends the request(s) and returns the answer that must carry the code. */
  provoke(): Promise<Response>;
  /** The Korean message when the thrower chooses it (VALIDATION_FAILED, social codes); else the table's. */
  message?: string;
}

describe.each(testDatabases())('error-code table on %s', (db) => {
  // Kakao is configured against the local OAuth server; Google is left unconfigured (SOCIAL_UNAVAILABLE).
  const s = useTestApp(db, oauthEnv);
  const inject = (options: InjectOptions) => s.t.app.inject(options);
  let n = 0;
  const uniq = () => `${process.pid % 1000}e${++n}`;
  /** A distinct client address per row, so the per-address failure budget of one row never leaks into another. */
  const address = () => `10.${n % 250}.${++n % 250}.7`;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function expectStatus(res: Response, status: number): Promise<Response> {
    if (res.statusCode !== status) throw new Error(`${res.raw.req.method} ${res.raw.req.url} answered ${res.statusCode}: ${res.body}`);
    return res;
  }

  async function member(): Promise<{ token: string; username: string }> {
    const u = uniq();
    const body = { username: `err_${u}`, password: 'quiet-river-2026', email: `err${u}@example.com`, displayName: `에러${u}`, consents: SIGNUP_CONSENTS };
    const res = await expectStatus(await inject({ method: 'POST', url: '/api/joinProc', payload: body }), 201);
    return { token: res.json().accessToken, username: body.username };
  }

  async function owner(): Promise<{ token: string; username: string; code: string }> {
    const m = await member();
    const eventBody = { title: '우리 아기가 찾아왔어요', description: '', postCode: '06236', address: '서울 강남구 테헤란로 1', detailAddress: '101호' };
    const res = await expectStatus(await inject({ method: 'POST', url: '/api/event/create', headers: auth(m.token), payload: eventBody }), 201);
    return { ...m, code: res.json().code };
  }

  const createWish = (o: { token: string; code: string }, body: Record<string, unknown> = {}) =>
    inject({ method: 'POST', url: `/api/wish/create/${o.code}`, headers: auth(o.token), payload: { title: '아기 띠', ...body } });

  async function wish(o: { token: string; code: string }): Promise<number> {
    return (await expectStatus(await createWish(o), 201)).json().id;
  }

  const reserve = (code: string, wishId: number) =>
    inject({
      method: 'POST',
      url: `/api/wish/reserve/${wishId}`,
      payload: { eventCode: code, reservedName: '김이모', reservedEmail: '010-1234-5678', reservedPassword: '1234', privacyConsent: true },
    });

  const reserveUnits = (code: string, wishId: number, quantity: number) =>
    inject({
      method: 'POST',
      url: `/api/wish/reserve/${wishId}`,
      payload: { eventCode: code, reservedName: '김이모', reservedEmail: '010-1234-5678', reservedPassword: '1234', quantity, privacyConsent: true },
      remoteAddress: address(),
    });

  /** A pledge of `amount` KRW with PIN 1234 to `url` (a group gift or the fund, ARCHITECTURE §4.22). */
  const pledge = (url: string, code: string, amount: number, extra: Record<string, unknown> = {}) =>
    inject({
      method: 'POST',
      url,
      payload: { eventCode: code, name: '박동료', contact: 'colleague@example.com', amount, password: '1234', privacyConsent: true, ...extra },
      remoteAddress: address(),
    });

  /** A new owner whose page's 축의금 fund is open (ARCHITECTURE §4.22). */
  async function ownerWithFund() {
    const o = await owner();
    const eventBody = { title: '우리 아기가 찾아왔어요', description: '', postCode: '06236', address: '서울 강남구 테헤란로 1', detailAddress: '101호' };
    await expectStatus(
      await inject({ method: 'PUT', url: `/api/event/update/${o.code}`, headers: auth(o.token), payload: { ...eventBody, fund: { enabled: true } } }),
      200,
    );
    return o;
  }

  /** A guestbook entry on page `code` with PIN 1234, from client `remoteAddress` (ARCHITECTURE "Guestbook"). */
  const guestbookPost = (code: string, remoteAddress: string) =>
    inject({
      method: 'POST',
      url: `/api/guestbook/${code}`,
      payload: { eventCode: code, name: '김이모', message: '축하해요!', password: '1234', privacyConsent: true },
      remoteAddress,
    });

  /** The invitation token of a new link to `o`'s page (ARCHITECTURE "Two parents"), read from the link's fragment. */
  async function coparentToken(o: { token: string; code: string }): Promise<string> {
    const made = await expectStatus(await inject({ method: 'POST', url: `/api/event/coparent/invite/${o.code}`, headers: auth(o.token) }), 200);
    return inviteToken(made.json().inviteUrl);
  }

  /** An owner and a member confirmed as the page's co-parent. */
  async function ownerWithCoparent() {
    const o = await owner();
    const p = await member();
    const token = await coparentToken(o);
    await expectStatus(await inject({ method: 'POST', url: '/api/event/coparent/accept', headers: auth(p.token), payload: { token } }), 200);
    await expectStatus(await inject({ method: 'POST', url: `/api/event/coparent/confirm/${o.code}`, headers: auth(o.token) }), 200);
    return { o, p };
  }

  /** An owner with a wish reserved with PIN 1234. */
  async function reservedWish(): Promise<{ o: { token: string; code: string }; wishId: number }> {
    const o = await owner();
    const wishId = await wish(o);
    await expectStatus(await reserve(o.code, wishId), 201);
    return { o, wishId };
  }

  const pinCall = (code: string, wishId: number, password: string, remoteAddress: string) =>
    inject({ method: 'POST', url: `/api/event/fetchWishReservedData/${wishId}`, payload: { eventCode: code, password }, remoteAddress });

  const createQuiz = (o: { token: string; code: string }) =>
    inject({
      method: 'POST',
      url: `/api/quiz/create/${o.code}`,
      headers: auth(o.token),
      payload: {
        question: '아기 이름은?',
        options: [
          { text: '하늘', correct: true },
          { text: '바다', correct: false },
        ],
      },
    });

  const submit = (quizId: number, eventCode: string, selectedOptionId: number, contactInfo = '010-5555-0000') =>
    inject({ method: 'POST', url: `/api/quiz/submit/${quizId}`, payload: { eventCode, selectedOptionId, name: '삼촌', contactInfo, privacyConsent: true } });

  const presign = (token: string, path: string) => inject({ method: 'POST', url: '/api/s3/getPreSignedUrl', headers: auth(token), payload: { path } });

  const failedLogin = (username: string, remoteAddress: string) =>
    inject({ method: 'POST', url: '/api/loginProc', payload: { username, password: 'wrong-password' }, remoteAddress });

  /**
   * A second app on the same database (own config, own in-memory throttler), closed after `fn`. It
   * gets the main app's provider settings too: passport's strategies are process-wide, so the last
   * app started decides where every app's social login calls go.
   */
  async function withApp(env: Record<string, string>, fn: (t: TestApp) => Promise<Response>): Promise<Response> {
    const t = await startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env, ...oauthEnv, ...env });
    try {
      return await fn(t);
    } finally {
      await t.close();
    }
  }

  const rows: Record<ErrorCode, Row> = {
    // ---------------------------------------------------------------- generic
    CONSENT_REQUIRED: {
      message: CONSENT_MSG.missing.age14,
      provoke: () => {
        const u = uniq();
        return inject({
          method: 'POST',
          url: '/api/joinProc',
          payload: {
            username: `young_${u}`,
            password: 'quiet-river-2026',
            email: `young${u}@example.com`,
            displayName: `어린${u}`,
            consents: { terms: true, privacy: true },
          },
        });
      },
    },
    VALIDATION_FAILED: {
      message: MSG.auth.usernameRequired,
      provoke: () =>
        inject({ method: 'POST', url: '/api/joinProc', payload: { username: '', password: 'quiet-river-2026', email: 'a@b.co', displayName: '가나' } }),
    },
    MALFORMED_BODY: {
      provoke: () => inject({ method: 'POST', url: '/api/joinProc', headers: { 'content-type': 'application/json' }, payload: '{"username":' }),
    },
    UNSUPPORTED_MEDIA_TYPE: {
      provoke: () => inject({ method: 'POST', url: '/api/joinProc', headers: { 'content-type': 'application/xml' }, payload: '<join/>' }),
    },
    UNAUTHENTICATED: { provoke: () => inject({ method: 'GET', url: '/api/member/getMyPageData' }) },
    FORBIDDEN: { provoke: async () => inject({ method: 'GET', url: '/api/admin/fetchMemberList/0/15', headers: auth((await member()).token) }) },
    NOT_OWNER: {
      provoke: async () => {
        const o = await owner();
        const other = await member();
        return inject({
          method: 'PUT',
          url: `/api/event/update/${o.code}`,
          headers: auth(other.token),
          payload: { title: '남의 소식', postCode: '06236', address: '서울' },
        });
      },
    },
    NOT_FOUND: { provoke: () => inject({ method: 'GET', url: '/api/no-such-route' }) },
    PAYLOAD_TOO_LARGE: {
      provoke: () =>
        inject({
          method: 'POST',
          url: '/api/joinProc',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ username: 'x'.repeat(1_100_000) }),
        }),
    },
    RATE_LIMITED: {
      provoke: () =>
        withApp({ RATE_LIMIT_PER_MINUTE: '2' }, async (t) => {
          const call = () => t.app.inject({ method: 'GET', url: '/api/member/getMyPageData' });
          await expectStatus(await call(), 401);
          await expectStatus(await call(), 401);
          return call();
        }),
    },
    ATTEMPT_BUDGET_EXCEEDED: {
      provoke: async () => {
        const from = address();
        for (let i = 0; i < LIMITS.attemptBudgetMax; i++) await expectStatus(await failedLogin(`nobody_${uniq()}`, from), 401);
        return failedLogin(`nobody_${uniq()}`, from);
      },
    },
    INTERNAL_ERROR: {
      // Double: the database connection is closed under a running app (a route that reads it).
      provoke: () =>
        withApp({}, async (t) => {
          await t.app.get(DataSource).destroy();
          return t.app.inject({ method: 'POST', url: '/api/register/emailCheck', payload: { email: 'closed@example.com' } });
        }),
    },
    SERVICE_UNAVAILABLE: {
      // Double: the database is unreachable; the readiness probe says so.
      provoke: () =>
        withApp({}, async (t) => {
          await t.app.get(DataSource).destroy();
          return t.app.inject({ method: 'GET', url: '/api/health/ready' });
        }),
    },

    // ---------------------------------------------------------------- auth and members
    LOGIN_FAILED: {
      provoke: async () => {
        const m = await member();
        return failedLogin(m.username, address());
      },
    },
    LOGIN_LOCKED: {
      provoke: async () => {
        const m = await member();
        const from = address();
        for (let i = 0; i < LIMITS.loginFailuresMax; i++) await expectStatus(await failedLogin(m.username, from), 401);
        return inject({ method: 'POST', url: '/api/loginProc', payload: { username: m.username, password: 'quiet-river-2026' }, remoteAddress: from });
      },
    },
    PASSWORD_MISMATCH: {
      provoke: async () => {
        const m = await member();
        return inject({
          method: 'DELETE',
          url: '/api/member/withdraw',
          headers: auth(m.token),
          payload: { password: 'not-my-password-9' },
          remoteAddress: address(),
        });
      },
    },
    REAUTH_REQUIRED: {
      // A social member (no password) whose sign-in is older than LIMITS.reauthMaxAgeMs: a moved clock.
      provoke: async () => {
        const m = await member();
        await s.t.app.get(DataSource).query('UPDATE `member` SET password_hash = NULL, provider = ? WHERE username = ?', ['kakao', m.username]);
        const spy = jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + LIMITS.reauthMaxAgeMs + 60_000));
        try {
          return await inject({ method: 'DELETE', url: '/api/member/withdraw', headers: auth(m.token), payload: {} });
        } finally {
          spy.mockRestore();
        }
      },
    },
    PASSWORD_TOO_WEAK: {
      message: PASSWORD_STRENGTH_MSG.warnings.common,
      provoke: () => {
        const u = uniq();
        return inject({
          method: 'POST',
          url: '/api/joinProc',
          payload: { username: `weak_${u}`, password: 'password1', email: `weak${u}@example.com`, displayName: `약한${u}`, consents: SIGNUP_CONSENTS },
        });
      },
    },
    USERNAME_TAKEN: {
      provoke: async () => inject({ method: 'POST', url: '/api/register/usernameCheck', payload: { username: (await member()).username } }),
    },
    EMAIL_TAKEN: {
      provoke: async () => {
        const u = uniq();
        await expectStatus(
          await inject({
            method: 'POST',
            url: '/api/joinProc',
            payload: {
              username: `mail_${u}`,
              password: 'quiet-river-2026',
              email: `taken${u}@example.com`,
              displayName: `메일${u}`,
              consents: SIGNUP_CONSENTS,
            },
          }),
          201,
        );
        // only a verified address is taken (ARCHITECTURE §4.23)
        await s.t.app
          .get(DataSource)
          .getRepository(Member)
          .update({ username: `mail_${u}` }, { emailVerifiedAt: new Date(), verifiedEmail: `taken${u}@example.com` });
        return inject({
          method: 'POST',
          url: '/api/joinProc',
          payload: {
            username: `mail2_${u}`,
            password: 'quiet-river-2026',
            email: `TAKEN${u}@example.com`,
            displayName: `메일둘${u}`,
            consents: SIGNUP_CONSENTS,
          },
        });
      },
    },
    DISPLAY_NAME_TAKEN: {
      provoke: async () => {
        const u = uniq();
        await expectStatus(
          await inject({
            method: 'POST',
            url: '/api/joinProc',
            payload: { username: `nick_${u}`, password: 'quiet-river-2026', email: `nick${u}@example.com`, displayName: `별명${u}`, consents: SIGNUP_CONSENTS },
          }),
          201,
        );
        return inject({ method: 'POST', url: '/api/register/displayNameCheck', payload: { displayName: `별명${u}` } });
      },
    },
    SIGNUP_FAILED: {
      // Double: a concurrent sign-up wins the insert (the sign-up's transaction, ARCHITECTURE §4.23) with a value the availability checks no longer see.
      provoke: async () => {
        const duplicate = Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', errno: 1062 });
        const spy = jest.spyOn(s.t.app.get(DataSource), 'transaction').mockRejectedValueOnce(duplicate);
        try {
          const u = uniq();
          return await inject({
            method: 'POST',
            url: '/api/joinProc',
            payload: { username: `race_${u}`, password: 'quiet-river-2026', email: `race${u}@example.com`, displayName: `경주${u}`, consents: SIGNUP_CONSENTS },
          });
        } finally {
          spy.mockRestore();
        }
      },
    },
    SIGNUP_TICKET_INVALID: {
      provoke: () =>
        inject({
          method: 'POST',
          url: '/api/kakao/registerProc',
          payload: { kakaoId: 'forged.ticket.value', email: `t${uniq()}@example.com`, displayName: `티켓${uniq()}`, consents: SIGNUP_CONSENTS },
        }),
    },
    SIGNUP_TICKET_USED: {
      provoke: async () => {
        const code = await mock.authorize('kakao', newProviderUserId(), s.t.config.kakao.redirectUri);
        const ticket = (await expectStatus(await inject({ method: 'GET', url: `/api/kakao/handleLogin/${encodeURIComponent(code)}` }), 202)).json().kakaoId;
        const body = () => ({ kakaoId: ticket, email: `k${uniq()}@example.com`, displayName: `카카오${uniq()}`, consents: SIGNUP_CONSENTS });
        await expectStatus(await inject({ method: 'POST', url: '/api/kakao/registerProc', payload: body() }), 201);
        return inject({ method: 'POST', url: '/api/kakao/registerProc', payload: body() });
      },
    },
    SOCIAL_UNAVAILABLE: { provoke: () => inject({ method: 'GET', url: '/api/google/handleLogin/some-code' }) },
    SOCIAL_INVALID_ACCESS: { provoke: () => inject({ method: 'GET', url: `/api/kakao/handleLogin/${'c'.repeat(1025)}` }) },
    SOCIAL_LOGIN_REFUSED: {
      message: MSG.auth.kakaoFailed,
      provoke: () => inject({ method: 'GET', url: '/api/kakao/handleLogin/invented-code' }),
    },
    SOCIAL_PROVIDER_ERROR: {
      // Double: Google's token endpoint is a local port with nothing listening.
      message: MSG.auth.googleFailed,
      provoke: async () => {
        const port = await deadPort();
        return withApp({ ...mock.env, GOOGLE_TOKEN_URL: `http://127.0.0.1:${port}/token` }, (t) =>
          t.app.inject({ method: 'GET', url: '/api/google/handleLogin/some-code' }),
        );
      },
    },

    // ---------------------------------------------------------------- news pages and followers
    NEWS_NOT_FOUND: { provoke: () => inject({ method: 'GET', url: '/api/event/fetchInfoByCode/zzzzzzzzzzzzzzzz' }) },
    NEWS_ALREADY_EXISTS: {
      provoke: async () => {
        const o = await owner();
        return inject({
          method: 'POST',
          url: '/api/event/create',
          headers: auth(o.token),
          payload: { title: '둘째 소식', postCode: '06236', address: '서울' },
        });
      },
    },
    CANNOT_FOLLOW_OWN: {
      provoke: async () => {
        const o = await owner();
        return inject({ method: 'POST', url: `/api/event/follow/${o.code}`, headers: auth(o.token) });
      },
    },
    FOLLOWER_NOT_FOUND: {
      provoke: async () => {
        const o = await owner();
        const stranger = await member();
        return inject({ method: 'DELETE', url: `/api/event/follower/${o.code}/${stranger.username}`, headers: auth(o.token) });
      },
    },
    BIRTH_NOT_FOUND: {
      // taking down an announcement the page never had
      provoke: async () => {
        const o = await owner();
        return inject({ method: 'DELETE', url: `/api/event/birth/${o.code}`, headers: auth(o.token) });
      },
    },

    // ---------------------------------------------------------------- wishes and reservations
    WISH_NOT_FOUND: {
      provoke: async () => {
        const o = await owner();
        return inject({ method: 'DELETE', url: '/api/wish/delete/2000000000', headers: auth(o.token) });
      },
    },
    WISH_LIMIT_REACHED: {
      provoke: async () => {
        const o = await owner();
        for (let i = 0; i < LIMITS.wishesPerEventMax; i++) await expectStatus(await createWish(o, { title: `선물 ${i}` }), 201);
        return createWish(o, { title: '하나 더' });
      },
    },
    RESERVATION_TAKEN: {
      provoke: async () => {
        const { o, wishId } = await reservedWish();
        return reserve(o.code, wishId);
      },
    },
    RESERVATION_NOT_FOUND: {
      provoke: async () => {
        const o = await owner();
        const wishId = await wish(o);
        return inject({ method: 'GET', url: `/api/event/fetchWishReserverName/${wishId}?eventCode=${o.code}` });
      },
    },
    RESERVATION_PIN_WRONG: {
      provoke: async () => {
        const { o, wishId } = await reservedWish();
        return pinCall(o.code, wishId, '9999', address());
      },
    },
    RESERVATION_LOCKED: {
      provoke: async () => {
        const { o, wishId } = await reservedWish();
        const from = address();
        for (let i = 0; i < LIMITS.reservationFailuresMax; i++) await expectStatus(await pinCall(o.code, wishId, '9999', from), 401);
        return pinCall(o.code, wishId, '1234', from);
      },
    },
    RESERVATION_LOCKED_UNTIL_UNLOCKED: {
      // Double: the lockouts' clock moves past each 15-minute lock instead of the test sleeping.
      provoke: async () => {
        const { o, wishId } = await reservedWish();
        let now = Date.now();
        const clock = jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
        try {
          let failures = 0;
          while (failures < LIMITS.reservationFailuresDayMax) {
            const from = address();
            for (let i = 0; i < LIMITS.reservationFailuresMax && failures < LIMITS.reservationFailuresDayMax; i++, failures++) {
              await expectStatus(await pinCall(o.code, wishId, '9999', from), 401);
            }
            now += LIMITS.reservationLockMs + 60_000;
          }
          return await pinCall(o.code, wishId, '1234', address());
        } finally {
          clock.mockRestore();
        }
      },
    },
    RESERVATION_STATUS_INVALID: {
      provoke: async () => {
        const { o, wishId } = await reservedWish();
        await expectStatus(
          await inject({ method: 'PUT', url: `/api/wish/reservation/${wishId}/status`, headers: auth(o.token), payload: { orderStatus: 'DELIVERED' } }),
          200,
        );
        return inject({ method: 'POST', url: `/api/wish/unreserve/${wishId}`, payload: { eventCode: o.code, password: '1234' }, remoteAddress: address() });
      },
    },

    // ---------------------------------------------------------------- quizzes
    QUIZ_NOT_FOUND: { provoke: () => submit(2_000_000_000, 'NoSuchCode1', 1) },
    QUIZ_ALREADY_SUBMITTED: {
      provoke: async () => {
        const o = await owner();
        const quiz = (await expectStatus(await createQuiz(o), 201)).json();
        await expectStatus(await submit(quiz.id, o.code, quiz.options[0].id), 201);
        return submit(quiz.id, o.code, quiz.options[1].id, ' 01055550000 ');
      },
    },
    QUIZ_LIMIT_REACHED: {
      provoke: async () => {
        const o = await owner();
        for (let i = 0; i < LIMITS.quizzesPerEventMax; i++) await expectStatus(await createQuiz(o), 201);
        return createQuiz(o);
      },
    },

    // ---------------------------------------------------------------- uploads
    UPLOAD_PATH_FORBIDDEN: { provoke: async () => presign((await member()).token, 'notices/banner.png') },
    UPLOAD_TYPE_NOT_ALLOWED: { provoke: async () => presign((await member()).token, 'wish/notes.txt') },
    UPLOAD_TOO_LARGE: {
      // The local driver's signed POST of a file over 10 MB (the S3 side: s3-storage.int.spec.ts).
      provoke: async () => {
        const signed = (await expectStatus(await presign((await member()).token, 'wish/big.png'), 200)).json();
        return inject({ method: 'POST', url: new URL(signed.url).pathname, payload: uploadForm(signed, Buffer.alloc(LIMITS.uploadMaxBytes + 1)) });
      },
    },
    UPLOAD_STORED_TOO_LARGE: {
      // Double: the storage reports the object at the saved path as larger than allowed.
      provoke: async () => {
        const o = await owner();
        const signed = (await expectStatus(await presign(o.token, 'wish/photo.png'), 200)).json();
        const storage = s.t.app.get(UploadsService).storage;
        const stat = jest.spyOn(storage, 'stat').mockResolvedValueOnce({ size: LIMITS.uploadMaxBytes + 1, contentType: 'image/png' });
        const remove = jest.spyOn(storage, 'remove').mockResolvedValueOnce(undefined);
        try {
          const res = await createWish(o, { imagePath: signed.path });
          expect(remove).toHaveBeenCalledWith(signed.path);
          return res;
        } finally {
          stat.mockRestore();
          remove.mockRestore();
        }
      },
    },
    UPLOAD_SIGNATURE_INVALID: {
      provoke: async () => {
        const signed = (await expectStatus(await presign((await member()).token, 'wish/a.png'), 200)).json();
        const token = String(signed.fields.token).replace(/[0-9a-f]{64}$/, '0'.repeat(64));
        return inject({
          method: 'POST',
          url: new URL(signed.url).pathname,
          payload: uploadForm({ ...signed, fields: { ...signed.fields, token } }, Buffer.from([0x89, 0x50, 0x4e, 0x47])),
        });
      },
    },
    UPLOAD_NOT_FOUND: {
      provoke: async () => {
        const o = await owner();
        const signed = (await expectStatus(await presign(o.token, 'wish/never.png'), 200)).json();
        return createWish(o, { imagePath: signed.path });
      },
    },
    UPLOAD_QUOTA_EXCEEDED: {
      // Today's ledger already holds the member's whole daily byte quota (as earlier presign calls write it).
      provoke: async () => {
        const m = await member();
        const memberId = Number((await s.t.app.get(DataSource).query('SELECT id FROM `member` WHERE username = ?', [m.username]))[0].id);
        await s.t.app
          .get(DataSource)
          .getRepository(UploadRecord)
          .insert({
            path: `wish/${memberId}-quota.png`,
            memberId,
            sizeBytes: LIMITS.uploadDailyMaxBytes,
            createdAt: new Date(),
          });
        return presign(m.token, 'wish/one-more.png');
      },
    },

    // ---------------------------------------------------------------- notices
    NOTICE_NOT_FOUND: { provoke: () => inject({ method: 'GET', url: '/api/notice/fetch/2000000000' }) },

    // ---------------------------------------------------------------- site (asset groups, popup)
    ASSET_GROUP_NOT_FOUND: { provoke: () => inject({ method: 'GET', url: '/api/pages/getAssetGroupByCode/no-such-group' }) },

    // ---------------------------------------------------------------- administration (member detail)
    // ---- quantities, group gifts, fund (ARCHITECTURE §4.22)
    RESERVATION_QUANTITY_EXCEEDED: {
      message: GIFT_MSG.quantityRemaining(1),
      provoke: async () => {
        const o = await owner();
        const wishId = (await expectStatus(await createWish(o, { quantity: 3 }), 201)).json().id;
        await expectStatus(await reserveUnits(o.code, wishId, 2), 201);
        return reserveUnits(o.code, wishId, 2);
      },
    },
    RESERVATION_ID_REQUIRED: {
      provoke: async () => {
        const o = await owner();
        const wishId = (await expectStatus(await createWish(o, { quantity: 3 }), 201)).json().id;
        await expectStatus(await reserveUnits(o.code, wishId, 1), 201);
        await expectStatus(await reserveUnits(o.code, wishId, 1), 201);
        return pinCall(o.code, wishId, '1234', address());
      },
    },
    WISH_QUANTITY_BELOW_RESERVED: {
      message: GIFT_MSG.quantityBelowReserved(2),
      provoke: async () => {
        const o = await owner();
        const wishId = (await expectStatus(await createWish(o, { quantity: 3 }), 201)).json().id;
        await expectStatus(await reserveUnits(o.code, wishId, 2), 201);
        return inject({ method: 'PUT', url: `/api/wish/update/${wishId}`, headers: auth(o.token), payload: { title: '아기 띠', quantity: 1 } });
      },
    },
    WISH_GIFT_MODE_LOCKED: {
      provoke: async () => {
        const { o, wishId } = await reservedWish();
        return inject({
          method: 'PUT',
          url: `/api/wish/update/${wishId}`,
          headers: auth(o.token),
          payload: { title: '아기 띠', price: 100_000, groupGift: true },
        });
      },
    },
    GROUP_GIFT_NOT_RESERVABLE: {
      provoke: async () => {
        const o = await owner();
        const wishId = (await expectStatus(await createWish(o, { price: 100_000, groupGift: true }), 201)).json().id;
        return reserve(o.code, wishId);
      },
    },
    NOT_GROUP_GIFT: {
      provoke: async () => {
        const o = await owner();
        return pledge(`/api/wish/pledge/${await wish(o)}`, o.code, 10_000);
      },
    },
    GROUP_GIFT_FUNDED: {
      provoke: async () => {
        const o = await owner();
        const wishId = (await expectStatus(await createWish(o, { price: 10_000, groupGift: true }), 201)).json().id;
        await expectStatus(await pledge(`/api/wish/pledge/${wishId}`, o.code, 10_000), 201);
        return pledge(`/api/wish/pledge/${wishId}`, o.code, 1_000);
      },
    },
    PLEDGE_AMOUNT_EXCEEDED: {
      message: GIFT_MSG.amountRemaining('1,000원'),
      provoke: async () => {
        const o = await owner();
        const wishId = (await expectStatus(await createWish(o, { price: 100_000, groupGift: true }), 201)).json().id;
        await expectStatus(await pledge(`/api/wish/pledge/${wishId}`, o.code, 99_000), 201);
        return pledge(`/api/wish/pledge/${wishId}`, o.code, 2_000);
      },
    },
    FUND_CLOSED: {
      provoke: async () => {
        const o = await owner();
        return pledge(`/api/event/pledge/${o.code}`, o.code, 30_000);
      },
    },
    PLEDGE_NOT_FOUND: {
      provoke: async () => {
        const o = await owner();
        return inject({
          method: 'POST',
          url: '/api/pledge/view/AAAAAAAAAAAAAAAAAAAAAA',
          payload: { eventCode: o.code, password: '1234' },
          remoteAddress: address(),
        });
      },
    },
    PLEDGE_ALREADY_RECEIVED: {
      provoke: async () => {
        const o = await ownerWithFund();
        const { pledgeId } = (await expectStatus(await pledge(`/api/event/pledge/${o.code}`, o.code, 30_000), 201)).json();
        await expectStatus(await inject({ method: 'PUT', url: `/api/pledge/${pledgeId}/received`, headers: auth(o.token), payload: { received: true } }), 200);
        return inject({ method: 'POST', url: `/api/pledge/cancel/${pledgeId}`, payload: { eventCode: o.code, password: '1234' }, remoteAddress: address() });
      },
    },
    // ---- guestbook (ARCHITECTURE "Guestbook")
    GUESTBOOK_ENTRY_NOT_FOUND: {
      provoke: async () => {
        const o = await owner();
        return inject({
          method: 'POST',
          url: '/api/guestbook/delete/AAAAAAAAAAAAAAAAAAAAAA',
          payload: { eventCode: o.code, password: '1234' },
          remoteAddress: address(),
        });
      },
    },
    GUESTBOOK_RATE_LIMITED: {
      provoke: async () => {
        const o = await owner();
        const from = address();
        for (let i = 0; i < LIMITS_GUESTBOOK.guestbookPostsPerAddress; i++) await expectStatus(await guestbookPost(o.code, from), 201);
        return guestbookPost(o.code, from);
      },
    },
    GUESTBOOK_DAILY_LIMIT: {
      // The page's whole day: guestbookPostsPerEvent posts from as many addresses as the per-address limit needs.
      provoke: async () => {
        const o = await owner();
        const perAddress = LIMITS_GUESTBOOK.guestbookPostsPerAddress;
        for (let i = 0; i < LIMITS_GUESTBOOK.guestbookPostsPerEvent; i += perAddress) {
          const from = `198.18.${Math.floor(i / perAddress)}.1`;
          const posts = Array.from({ length: Math.min(perAddress, LIMITS_GUESTBOOK.guestbookPostsPerEvent - i) }, () => guestbookPost(o.code, from));
          for (const res of await Promise.all(posts)) await expectStatus(res, 201);
        }
        return guestbookPost(o.code, address());
      },
    },
    MEMBER_NOT_FOUND: {
      provoke: async () => inject({ method: 'GET', url: '/api/admin/fetchMemberDetails/2000000000', headers: auth(await adminToken()) }),
    },
    MAIL_NOT_FOUND: {
      provoke: async () => inject({ method: 'POST', url: '/api/admin/mail/retry/2000000000', headers: auth(await adminToken()) }),
    },
    MAIL_NOT_FAILED: {
      provoke: async () => {
        const ds = s.t.app.get(DataSource);
        const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
        await ds.query(
          "INSERT INTO `mail_outbox` (idempotency_key, kind, recipient, data, status, attempts, next_attempt_at, created_at) VALUES (?, 'verifyEmail', 'x@example.com', '{}', 'pending', 0, ?, ?)",
          [`error-codes:${address()}`, now, now],
        );
        const [{ id }] = await ds.query('SELECT MAX(id) AS id FROM `mail_outbox`');
        return inject({ method: 'POST', url: `/api/admin/mail/retry/${id}`, headers: auth(await adminToken()) });
      },
    },
    RESET_LINK_INVALID: {
      provoke: () => inject({ method: 'POST', url: '/api/pin/reset', payload: { token: 'A'.repeat(43), password: '1234' }, remoteAddress: address() }),
    },
    EMAIL_VERIFIED_ELSEWHERE: {
      provoke: async () => {
        // two members name one address; the first verifies it, the second's link then conflicts
        const u = uniq();
        const email = `shared${u}@example.com`;
        await expectStatus(
          await inject({
            method: 'POST',
            url: '/api/joinProc',
            payload: { username: `vfa_${u}`, password: 'quiet-river-2026', email, displayName: `인증가${u}`, consents: SIGNUP_CONSENTS },
          }),
          201,
        );
        const second = await expectStatus(
          await inject({
            method: 'POST',
            url: '/api/joinProc',
            payload: { username: `vfb_${u}`, password: 'quiet-river-2026', email, displayName: `인증나${u}`, consents: SIGNUP_CONSENTS },
          }),
          201,
        );
        await s.t.app
          .get(DataSource)
          .getRepository(Member)
          .update({ username: `vfa_${u}` }, { emailVerifiedAt: new Date(), verifiedEmail: email });
        return inject({ method: 'POST', url: '/api/member/verifyEmailResend', headers: auth(second.json().accessToken), remoteAddress: address() });
      },
    },
    UNSUBSCRIBE_LINK_INVALID: {
      provoke: () =>
        inject({
          method: 'POST',
          url: `/api/mail/unsubscribe?token=receipt.${'A'.repeat(43)}.${'B'.repeat(43)}`,
          payload: { 'List-Unsubscribe': 'One-Click' },
        }),
    },
    THANK_YOU_NO_EMAIL: {
      provoke: async () => {
        // a reservation without a receipt address: nowhere to send the note
        const o = await owner();
        const wishId = await wish(o);
        const { reservationId } = (await expectStatus(await reserve(o.code, wishId), 201)).json();
        return inject({
          method: 'POST',
          url: `/api/wish/reservation/${wishId}/thankYou`,
          headers: auth(o.token),
          payload: { reservationId, message: '고마워요' },
        });
      },
    },
    NOT_CREATOR: {
      provoke: async () => {
        const { o, p } = await ownerWithCoparent();
        return inject({ method: 'DELETE', url: `/api/event/delete/${o.code}`, headers: auth(p.token) });
      },
    },
    COPARENT_INVITE_INVALID: {
      provoke: async () => {
        const p = await member();
        return inject({ method: 'POST', url: '/api/event/coparent/accept', headers: auth(p.token), payload: { token: 'A'.repeat(43) } });
      },
    },
    COPARENT_ALREADY_OWNER: {
      provoke: async () => {
        const token = await coparentToken(await owner());
        const other = await owner();
        return inject({ method: 'POST', url: '/api/event/coparent/accept', headers: auth(other.token), payload: { token } });
      },
    },
    COPARENT_NOT_FOUND: {
      provoke: async () => {
        const o = await owner();
        return inject({ method: 'POST', url: `/api/event/coparent/confirm/${o.code}`, headers: auth(o.token) });
      },
    },
    COPARENT_ALREADY_CONFIRMED: {
      provoke: async () => {
        const { o } = await ownerWithCoparent();
        return inject({ method: 'POST', url: `/api/event/coparent/invite/${o.code}`, headers: auth(o.token) });
      },
    },
    THANK_YOU_ALREADY_SENT: {
      provoke: async () => {
        const o = await ownerWithFund();
        const given = await pledge(`/api/event/pledge/${o.code}`, o.code, 30_000, { receiptEmail: `thanks${uniq()}@example.com` });
        const { pledgeId } = (await expectStatus(given, 201)).json();
        const thank = () => inject({ method: 'POST', url: `/api/pledge/${pledgeId}/thankYou`, headers: auth(o.token), payload: { message: '고마워요' } });
        await expectStatus(await thank(), 200);
        return thank();
      },
    },
  };

  /** A new member made administrator, signed in: its token. */
  async function adminToken(): Promise<string> {
    const m = await member();
    await s.t.app.get(DataSource).getRepository(Member).update({ username: m.username }, { role: 'ROLE_ADMIN' });
    const login = await expectStatus(
      await inject({ method: 'POST', url: '/api/loginProc', payload: { username: m.username, password: 'quiet-river-2026' }, remoteAddress: address() }),
      200,
    );
    return login.json().accessToken;
  }

  it('documents the error body and the whole table in the OpenAPI description (/api/docs-json)', async () => {
    const res = await expectStatus(await inject({ method: 'GET', url: '/api/docs-json' }), 200);
    const doc = res.json();
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas.ApiErrorDto.properties).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
    expect(schemas.ApiErrorDto.required).toEqual(expect.arrayContaining(['statusCode', 'code', 'message', 'error']));
    expect(schemas.ApiErrorDto.properties.code.allOf).toEqual([{ $ref: '#/components/schemas/ErrorCode' }]);
    expect(schemas.ErrorCode.enum).toEqual(ERROR_CODE_LIST);
    for (const code of ERROR_CODE_LIST) {
      expect(doc.info.description).toContain(`| \`${code}\` | ${ERROR_CODES[code].status} | ${ERROR_CODES[code].message} |`);
    }
    // Every route that documents an error answer points at the error body.
    const errorAnswers = Object.values(doc.paths as Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>)
      .flatMap((ops) => Object.values(ops))
      .flatMap((op) => Object.entries(op.responses ?? {}).filter(([status, answer]) => Number(status) >= 400 && answer.content));
    expect(errorAnswers.length).toBeGreaterThan(20);
    for (const [, answer] of errorAnswers) expect(JSON.stringify(answer.content)).toContain('#/components/schemas/ApiErrorDto');
  });

  it('has one row for every code of the table and nothing else', () => {
    expect(Object.keys(rows).sort()).toEqual([...ERROR_CODE_LIST].sort());
  });

  it.each(ERROR_CODE_LIST)('%s: status, code and Korean message of the table', async (code) => {
    const row = rows[code];
    expect(row).toBeDefined();
    const res = await row.provoke();
    const { status } = ERROR_CODES[code];
    const message = row.message ?? ERROR_CODES[code].message;
    expect({ statusCode: res.statusCode, body: res.json() }).toEqual({
      statusCode: status,
      body: { statusCode: status, code, message, error: STATUS_CODES[status] },
    });
    expect(message).toMatch(/[\uAC00-\uD7A3]/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
