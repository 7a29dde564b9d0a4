import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, createWish, ownerWithNews, quizBody, reserveBody } from '../../test/helpers';
import { TokenService } from '../auth/token.service';
import { quietTitles } from '../wishes/testing/wish-fixtures';
import { EventEntity } from './event.entity';
import { EventChanged } from './event-changed.service';

/**
 * The anonymous fast path (Fastify hook) and `EventsController` answer the public news read with
 * the same bytes (the fast path sends the cached page's bytes, `EventReadService.publicBytes`; the controller
 * its text, `EventReadService.read`), with a `Content-Length` that counts them: with the page cached or not,
 * and for unknown codes. A caller with an Origin header or an (invalid, so anonymous) token takes the
 * controller; `TokenService.fromRequest` is called only there, which tells the two paths apart.
 */
describe.each(testDatabases())('public news read: fast path and controller on %s', (kind) => {
  const s = useTestApp(kind);
  let code: string;
  beforeAll(async () => {
    quietTitles(s.t);
    const owner = await ownerWithNews(s.t, { title: '우리 아기 소식 "따옴표" <태그> & 이모지 👶', description: '줄\n바꿈' });
    code = owner.code;
    const reserved = await createWish(s.t, owner.token, code, { title: '아기 욕조', price: 39000 });
    await createWish(s.t, owner.token, code, { title: '가제 손수건', link: '', price: null });
    const reserve = await s.t.app.inject({ method: 'POST', url: `/api/wish/reserve/${reserved}`, payload: reserveBody({ eventCode: code }) });
    expect(reserve.statusCode).toBe(201);
    const quiz = await s.t.app.inject({ method: 'POST', url: `/api/quiz/create/${code}`, headers: bearer(owner.token), payload: quizBody() });
    expect(quiz.statusCode).toBe(201);
  });
  afterAll(() => jest.restoreAllMocks());

  const get = async (path: string, headers: Record<string, string>) => {
    const res = await s.t.app.inject({ method: 'GET', url: path, headers });
    return { status: res.statusCode, type: res.headers['content-type'], length: res.headers['content-length'], body: res.rawPayload };
  };
  const ANONYMOUS = {};
  const VIA_ORIGIN = { origin: 'https://babynews.test' };
  const VIA_BAD_TOKEN = bearer('not.a.token');

  /** Reads `path` as `headers` and reports whether the controller (not the fast path) answered. */
  async function readVia(path: string, headers: Record<string, string>) {
    const tokens = jest.spyOn(s.t.app.get(TokenService), 'fromRequest');
    try {
      const reply = await get(path, headers);
      return { ...reply, viaController: tokens.mock.calls.length > 0 };
    } finally {
      tokens.mockRestore();
    }
  }

  it('answers byte-identical bodies for a page, on a cache miss and on a hit, either path first', async () => {
    const path = `/api/event/fetchInfoByCode/${code}`;
    s.t.app.get(EventChanged).publish(code);
    const controllerMiss = await readVia(path, VIA_ORIGIN); // loads and caches
    const fastHit = await readVia(path, ANONYMOUS);
    s.t.app.get(EventChanged).publish(code);
    const fastMiss = await readVia(path, ANONYMOUS);
    const controllerHit = await readVia(path, VIA_BAD_TOKEN);

    expect([controllerMiss, fastHit, fastMiss, controllerHit].map((r) => r.viaController)).toEqual([true, false, false, true]);
    for (const reply of [controllerMiss, fastHit, fastMiss, controllerHit]) {
      expect(reply.status).toBe(200);
      expect(reply.type).toBe('application/json; charset=utf-8');
      expect(reply.length).toBe(String(reply.body.length));
    }
    expect(fastHit.body.equals(controllerMiss.body)).toBe(true);
    expect(fastMiss.body.equals(controllerMiss.body)).toBe(true);
    expect(controllerHit.body.equals(controllerMiss.body)).toBe(true);
    const info = JSON.parse(fastHit.body.toString('utf8'));
    expect(info).toMatchObject({ code, title: '우리 아기 소식 "따옴표" <태그> & 이모지 👶', description: '줄\n바꿈' });
    expect(info.wishList.map((w: { isReserved: boolean }) => w.isReserved)).toEqual([true, false]);
    expect(info.quizList).toHaveLength(1);
  });

  it('answers the same 404 body for unknown and malformed codes on both paths', async () => {
    for (const unknown of ['doesnotexist1234', 'x'.repeat(40), '%20bad']) {
      const path = `/api/event/fetchInfoByCode/${unknown}`;
      const anonymous = await readVia(path, ANONYMOUS);
      const viaOrigin = await readVia(path, VIA_ORIGIN);
      expect(anonymous.status).toBe(404);
      expect(viaOrigin.status).toBe(404);
      expect(anonymous.body.equals(viaOrigin.body)).toBe(true);
      expect(JSON.parse(anonymous.body.toString('utf8'))).toMatchObject({ statusCode: 404, code: 'NEWS_NOT_FOUND' });
    }
  });

  it('remembers an unknown code until EventChanged publishes it (a page now has that code)', async () => {
    const other = await ownerWithNews(s.t);
    const unknown = 'zzzzremembered01';
    const path = `/api/event/fetchInfoByCode/${unknown}`;
    expect((await get(path, ANONYMOUS)).status).toBe(404);
    await s.t.app.get(DataSource).getRepository(EventEntity).update({ code: other.code }, { code: unknown });
    expect((await get(path, ANONYMOUS)).status).toBe(404); // remembered miss: no database read
    s.t.app.get(EventChanged).publish(unknown);
    const found = await get(path, ANONYMOUS);
    expect(found.status).toBe(200);
    expect(JSON.parse(found.body.toString('utf8'))).toMatchObject({ code: unknown });
  });
});
