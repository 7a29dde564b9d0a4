import { MSG } from '@babynews/contracts';
import { apiError, createApiClient, createFactories, fetchTransport, NEWS_ADDRESS, RESERVER, type ApiClient, type Transport } from '@babynews/testing';
import type { AddressInfo } from 'node:net';
import { quietTitles } from '../src/wishes/testing/wish-fixtures';
import { injectTransport, testDatabases, useTestApp, type SuiteContext } from './harness';
import { decodeJwt } from './helpers';

const ADMIN = { username: 'site_admin', password: 'admin-password-1' };

/** The two transports of `@babynews/testing` against one running test app. */
const TRANSPORTS: Array<[string, (s: SuiteContext) => Promise<Transport>]> = [
  ['app.inject', async (s) => injectTransport(s.t.app)],
  [
    'HTTP (fetch)',
    async (s) => {
      await s.t.app.listen(0, '127.0.0.1');
      const { port } = s.t.app.getHttpServer().address() as AddressInfo;
      return fetchTransport(`http://127.0.0.1:${port}`);
    },
  ],
];

/**
 * The shared factories and typed client (libs/testing) give the same results over both transports
 * on both databases: each factory's actor is usable through the API the way the spec describes it.
 */
describe.each(testDatabases())('test factories on %s', (db) => {
  describe.each(TRANSPORTS)('over %s', (_name, transportOf) => {
    const s = useTestApp(db, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    let api: ApiClient;
    let make: ReturnType<typeof createFactories>;
    beforeAll(async () => {
      quietTitles(s.t);
      api = createApiClient(await transportOf(s));
      make = createFactories(api);
    });

    it('member: signed up with a unique username, its token opens my page', async () => {
      const [a, b] = [await make.member({ prefix: 'Aunt-Kim' }), await make.member({ prefix: 'Aunt-Kim' })];
      expect(a.username).toMatch(/^auntkim_[a-z0-9]+$/);
      expect(a.username).not.toBe(b.username);
      const page = await api.myPage(a.token);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ username: a.username, displayName: a.member.displayName, event: null });
      expect(decodeJwt(a.token)).toMatchObject({ username: a.username, role: 'ROLE_USER' });
    });

    it('ownerWithNews: the page is public by its code; only the owner read carries the address', async () => {
      const owner = await make.ownerWithNews({ news: { title: '콩이가 왔어요' } });
      const pub = await api.fetchInfoByCode(owner.code);
      expect(pub.status).toBe(200);
      expect(pub.body).toMatchObject({ code: owner.code, title: '콩이가 왔어요', username: owner.username, wishList: [], quizList: [] });
      expect(pub.text).not.toContain(NEWS_ADDRESS.address);
      expect((await api.fetchInfoByCode(owner.code, owner.token)).body).toMatchObject(NEWS_ADDRESS);
    });

    it('wish and reservedWish: listed publicly, the second reserved with the page code and the shared PIN', async () => {
      const owner = await make.ownerWithNews();
      const free = await make.wish(owner, { title: '아기 띠' });
      const { wish, reservation } = await make.reservedWish(owner, { reserve: { reservedName: '김민수' } });
      expect(reservation).toEqual({ ...RESERVER, eventCode: owner.code, reservedName: '김민수' });
      const list = (await api.fetchInfoByCode(owner.code)).body.wishList;
      expect(list.map((w) => [w.id, w.title, w.isReserved])).toEqual([
        [free.id, '아기 띠', false],
        [wish.id, '아기 욕조', true],
      ]);
      const view = await api.reservationView(wish.id, { eventCode: owner.code, password: RESERVER.reservedPassword });
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ eventCode: owner.code, wishTitle: '아기 욕조', orderStatus: 'PREPARING' });
    });

    it('quiz: created with one correct option that the public read never shows', async () => {
      const owner = await make.ownerWithNews();
      const quiz = await make.quiz(owner, { question: '태명은?' });
      expect(quiz.options.filter((o) => o.correct).map((o) => o.text)).toEqual(['복덩이']);
      const pub = await api.fetchInfoByCode(owner.code);
      expect(pub.body.quizList).toEqual([{ id: quiz.id, question: '태명은?', options: quiz.options.map(({ id, text }) => ({ id, text })) }]);
      expect(pub.text).not.toMatch(/correct/i);
    });

    it('admin: the configured administrator signs in through the form-encoded loginProc', async () => {
      const admin = await make.admin(ADMIN);
      expect(decodeJwt(admin.token)).toMatchObject({ username: ADMIN.username, role: 'ROLE_ADMIN' });
    });

    it('a factory whose call fails throws with the route, the status and the Korean message; the client hands back the error body', async () => {
      const taken = await make.member();
      await expect(make.member({ member: { username: taken.username } })).rejects.toThrow(/joinProc answered 409 \(expected 201\)/);
      const again = await api.join({ ...taken.member, email: 'other@example.com', displayName: '다른이름' });
      expect(again.status).toBe(409);
      expect(apiError(again).message).toBe(MSG.auth.usernameTaken);
      await expect(make.admin({ username: ADMIN.username, password: 'wrong-password' })).rejects.toThrow(/loginProc answered 401/);
    });
  });
});
