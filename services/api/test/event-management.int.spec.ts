import { MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { EventEntity } from '../src/events/event.entity';
import { testDatabases, useTestApp } from './harness';
import { bearer, newsBody, signUp } from './helpers';

/** `PUT /api/event/update/{code}` and `DELETE /api/event/delete/{code}` (owner only, ARCHITECTURE §4.4, §5). */
describe.each(testDatabases())('event management on %s', (db) => {
  const s = useTestApp(db);
  const auth = (token: string | null) => (token ? bearer(token) : {});
  const create = async (token: string, overrides: Record<string, unknown> = {}) => {
    const res = await s.t.app.inject({ method: 'POST', url: '/api/event/create', headers: bearer(token), payload: newsBody(overrides) });
    expect(res.statusCode).toBe(201);
    return res.json().code as string;
  };
  const update = (token: string | null, code: string, payload: object) =>
    s.t.app.inject({ method: 'PUT', url: `/api/event/update/${code}`, headers: auth(token), payload });
  const remove = (token: string | null, code: string) => s.t.app.inject({ method: 'DELETE', url: `/api/event/delete/${code}`, headers: auth(token) });
  const read = (code: string, token?: string) =>
    s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}`, headers: token ? bearer(token) : {} });
  const stored = (code: string) => s.t.app.get(DataSource).getRepository(EventEntity).findOneBy({ code });

  describe('PUT /api/event/update/{code}', () => {
    it('replaces every field with the create payload and the public read shows it at once', async () => {
      const { token } = await signUp(s.t);
      const code = await create(token);
      expect((await read(code)).json().title).toBe(newsBody().title); // cached now
      const res = await update(token, code, { title: '  새 제목  ', description: '새 내용', postCode: '12345', address: '부산 해운대구 1', detailAddress: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code,
        title: '새 제목',
        description: '새 내용',
        dueDate: null,
        surpriseMode: false,
        revealAt: null,
        hideCountdown: false,
        coverImage: null,
      });
      expect(await stored(code)).toMatchObject({ title: '새 제목', description: '새 내용', postCode: '12345', address: '부산 해운대구 1', detailAddress: '' });
      expect((await read(code)).json()).toMatchObject({ title: '새 제목', description: '새 내용' });
      expect((await read(code, token)).json()).toMatchObject({ postCode: '12345', address: '부산 해운대구 1' });
    });

    it.each([
      ['missing title', { title: undefined }, MSG.event.titleRequired],
      ['blank title', { title: '  ' }, MSG.event.titleRequired],
      ['long title', { title: '가'.repeat(101) }, MSG.event.titleTooLong],
      ['long description', { description: '가'.repeat(1001) }, MSG.event.descriptionTooLong],
      ['missing address', { address: '' }, MSG.event.addressRequired],
      ['unknown field', { code: 'mine' }, MSG.common.unknownField('code')],
    ])('refuses %s with the Korean message and changes nothing', async (_name, override, message) => {
      const { token } = await signUp(s.t);
      const code = await create(token);
      const res = await update(token, code, newsBody(override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });
      expect((await stored(code))?.title).toBe(newsBody().title);
    });

    it('answers 403 to another member, 401 without a token, 404 for an unknown code — nothing changes', async () => {
      const owner = await signUp(s.t);
      const code = await create(owner.token);
      const other = await signUp(s.t);
      await create(other.token); // the other member has news of their own
      const forbidden = await update(other.token, code, newsBody({ title: '가로채기' }));
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ statusCode: 403, code: 'NOT_OWNER', message: MSG.event.notOwner, error: 'Forbidden' });
      expect((await update(null, code, newsBody({ title: '익명' }))).statusCode).toBe(401);
      const missing = await update(owner.token, 'nosuchcode123456', newsBody());
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MSG.event.notFound);
      expect((await stored(code))?.title).toBe(newsBody().title);
      expect((await read(code)).json().title).toBe(newsBody().title);
    });
  });

  describe('DELETE /api/event/delete/{code}', () => {
    it('deletes the news page: 200, the read answers 404, and the owner may create a new one', async () => {
      const { token } = await signUp(s.t);
      const code = await create(token);
      expect((await read(code)).statusCode).toBe(200); // cached
      const res = await remove(token, code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code, deleted: true });
      expect(await stored(code)).toBeNull();
      const gone = await read(code);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(MSG.event.notFound);
      const my = await s.t.app.inject({ method: 'GET', url: '/api/member/getMyPageData', headers: bearer(token) });
      expect(my.json()).toMatchObject({ event: null, inviteUrl: null });
      const again = await create(token, { title: '다시 만든 소식' });
      expect(again).not.toBe(code);
      expect((await remove(token, code)).statusCode).toBe(404);
    });

    it('answers 403 to another member, 401 without a token — the news stays', async () => {
      const owner = await signUp(s.t);
      const code = await create(owner.token);
      const other = await signUp(s.t);
      const forbidden = await remove(other.token, code);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe(MSG.event.notOwner);
      expect((await remove(null, code)).statusCode).toBe(401);
      expect(await stored(code)).not.toBeNull();
      expect((await read(code)).statusCode).toBe(200);
    });
  });
});
