import { MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { EventEntity } from '../src/events/event.entity';
import { TokenService } from '../src/auth/token.service';
import { EventChanged } from '../src/events/event-changed.service';
import { Member } from '../src/members/member.entity';
import { testDatabases, useTestApp } from './harness';
import { bearer, newsBody, signUp } from './helpers';

describe.each(testDatabases())('events on %s', (db) => {
  const s = useTestApp(db);
  const create = (token: string | null, payload: object) =>
    s.t.app.inject({ method: 'POST', url: '/api/event/create', headers: token ? bearer(token) : {}, payload });
  const fetchInfo = (code: string, token?: string) =>
    s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}`, headers: token ? bearer(token) : {} });

  describe('POST /api/event/create', () => {
    it('creates the news page: 201 {code, title, description} with a random URL-safe code', async () => {
      const { token } = await signUp(s.t);
      const res = await create(token, newsBody());
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        code: expect.stringMatching(/^[a-z0-9]{16}$/),
        title: newsBody().title,
        description: newsBody().description,
        // Due date and surprise mode, empty when not given (ARCHITECTURE §4.20).
        dueDate: null,
        surpriseMode: false,
        revealAt: null,
        hideCountdown: false,
        // No cover photo unless `coverPath` names one (ARCHITECTURE "Cover photo and link card").
        coverImage: null,
      });
      const other = await create((await signUp(s.t)).token, newsBody());
      expect(other.json().code).not.toBe(body.code);
    });

    it('answers 401 without a token and 409 for a second news page', async () => {
      const anonymous = await create(null, newsBody());
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(MSG.common.unauthorized);

      const { token } = await signUp(s.t);
      expect((await create(token, newsBody())).statusCode).toBe(201);
      const second = await create(token, newsBody({ title: '두 번째' }));
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ statusCode: 409, code: 'NEWS_ALREADY_EXISTS', message: MSG.event.alreadyExists, error: 'Conflict' });
    });

    it.each([
      ['missing title', { title: undefined }, MSG.event.titleRequired],
      ['blank title', { title: '   ' }, MSG.event.titleRequired],
      ['long title', { title: '가'.repeat(101) }, MSG.event.titleTooLong],
      ['long description', { description: '가'.repeat(1001) }, MSG.event.descriptionTooLong],
      ['missing postCode', { postCode: '' }, MSG.event.addressRequired],
      ['missing address', { address: undefined }, MSG.event.addressRequired],
      ['unknown field', { ownerId: 1 }, MSG.common.unknownField('ownerId')],
    ])('refuses %s with the Korean message', async (_name, override, message) => {
      const { token } = await signUp(s.t);
      const res = await create(token, newsBody(override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });
    });

    it('stores trimmed values and an empty description when omitted', async () => {
      const { token } = await signUp(s.t);
      const res = await create(token, { title: '  제목  ', postCode: '12345', address: ' 주소 ' });
      expect(res.json()).toMatchObject({ title: '제목', description: '' });
      const stored = await s.t.app.get(DataSource).getRepository(EventEntity).findOneByOrFail({ code: res.json().code });
      expect(stored).toMatchObject({ address: '주소', detailAddress: '', postCode: '12345' });
      expect(Math.abs(stored.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    });
  });

  describe('GET /api/event/fetchInfoByCode/{code}', () => {
    it('public read: title, host name, no address or followers', async () => {
      const { token, member } = await signUp(s.t);
      const { code } = (await create(token, newsBody())).json();
      const res = await fetchInfo(code);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({
        code,
        title: newsBody().title,
        description: newsBody().description,
        displayName: member.displayName,
        username: member.username,
        wishList: [],
        quizList: [],
        dueDate: null,
        surpriseMode: false,
        revealAt: null,
        hideCountdown: false,
        fund: null,
        coverImage: null,
        birth: null,
      });
    });

    it('owner read adds the address fields and followers; others and bad tokens get the public read', async () => {
      const owner = await signUp(s.t);
      const { code } = (await create(owner.token, newsBody())).json();
      const mine = await fetchInfo(code, owner.token);
      expect(mine.json()).toMatchObject({ postCode: '06236', address: newsBody().address, detailAddress: '101호', followers: [] });

      const stranger = await signUp(s.t);
      for (const token of [stranger.token, 'broken.token.value']) {
        const res = await fetchInfo(code, token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).not.toHaveProperty('address');
        expect(res.json()).not.toHaveProperty('followers');
      }
    });

    it('anonymous reads take the fast path; the owner still gets the owner read', async () => {
      const owner = await signUp(s.t);
      const { code } = (await create(owner.token, newsBody())).json();
      const viaNest = jest.spyOn(s.t.app.get(TokenService), 'fromRequest'); // only EventsController reads the token
      const first = await fetchInfo(code);
      const second = await fetchInfo(code);
      expect(second.body).toBe(first.body);
      expect(viaNest).not.toHaveBeenCalled(); // anonymous reads are served by the fast path
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.headers['content-security-policy']).toBeDefined();
      expect(second.headers['x-request-id']).toBeDefined();
      const mine = await fetchInfo(code, owner.token);
      expect(mine.json()).toMatchObject({ address: newsBody().address, followers: [] });
      expect(viaNest).toHaveBeenCalledTimes(1);
      viaNest.mockRestore();
    });

    it('answers 404 in Korean for an unknown or malformed code', async () => {
      for (const code of ['doesnotexist1234', 'x'.repeat(40), '%20bad']) {
        const res = await fetchInfo(code);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, code: 'NEWS_NOT_FOUND', message: MSG.event.notFound, error: 'Not Found' });
      }
    });

    it('serves repeated reads from the cache until EventChanged publishes the code', async () => {
      const { token } = await signUp(s.t);
      const { code } = (await create(token, newsBody({ title: '처음 제목' }))).json();
      expect((await fetchInfo(code)).json().title).toBe('처음 제목');
      await s.t.app.get(DataSource).getRepository(EventEntity).update({ code }, { title: '바뀐 제목' });
      expect((await fetchInfo(code)).json().title).toBe('처음 제목');
      s.t.app.get(EventChanged).publish(code);
      expect((await fetchInfo(code)).json().title).toBe('바뀐 제목');
    });

    it('a deleted member takes their news page with them (ON DELETE CASCADE)', async () => {
      const { token, member } = await signUp(s.t);
      const { code } = (await create(token, newsBody())).json();
      const ds = s.t.app.get(DataSource);
      await ds.getRepository(Member).delete({ username: member.username });
      expect(await ds.getRepository(EventEntity).existsBy({ code })).toBe(false);
    });
  });
});
