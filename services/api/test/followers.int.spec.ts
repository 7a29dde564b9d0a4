import { MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { EventFollower } from '../src/followers/event-follower.entity';
import { testDatabases, useTestApp } from './harness';
import { bearer, newsBody, ownerWithNews as ownerWithNewsOf, signUp } from './helpers';

/** Followers (ARCHITECTURE §4.6): follow/unfollow, the owner's list and removal, my page's following list. */
describe.each(testDatabases())('followers on %s', (db) => {
  const s = useTestApp(db);
  const auth = (token: string | null) => (token ? bearer(token) : {});
  const call = (method: 'POST' | 'DELETE' | 'GET', url: string, token: string | null) => s.t.app.inject({ method, url, headers: auth(token) });
  const follow = (token: string | null, code: string) => call('POST', `/api/event/follow/${code}`, token);
  const unfollow = (token: string | null, code: string) => call('DELETE', `/api/event/follow/${code}`, token);
  const removeFollower = (token: string | null, code: string, username: string) => call('DELETE', `/api/event/follower/${code}/${username}`, token);
  const read = (code: string, token: string) => call('GET', `/api/event/fetchInfoByCode/${code}`, token);
  const myPage = (token: string) => call('GET', '/api/member/getMyPageData', token);
  const rows = (code: string) =>
    s.t.app
      .get(DataSource)
      .getRepository(EventFollower)
      .createQueryBuilder('f')
      .innerJoin('event', 'e', 'e.id = f.event_id')
      .where('e.code = :code', { code })
      .getCount();

  const ownerWithNews = (title = newsBody().title) => ownerWithNewsOf(s.t, { title });

  it('follow is idempotent: two calls, one row, isFollowing in the member read, listed for the owner', async () => {
    const owner = await ownerWithNews();
    const fan = await signUp(s.t);
    expect((await read(owner.code, fan.token)).json().isFollowing).toBe(false);
    for (let i = 0; i < 2; i++) {
      const res = await follow(fan.token, owner.code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: owner.code, isFollowing: true });
    }
    expect(await rows(owner.code)).toBe(1);
    expect((await read(owner.code, fan.token)).json()).toMatchObject({ isFollowing: true });
    expect((await read(owner.code, fan.token)).json()).not.toHaveProperty('followers');
    expect((await read(owner.code, owner.token)).json().followers).toEqual([{ username: fan.member.username, displayName: fan.member.displayName }]);
  });

  it('concurrent follows of one member still leave exactly one row', async () => {
    const owner = await ownerWithNews();
    const fan = await signUp(s.t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => follow(fan.token, owner.code)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows(owner.code)).toBe(1);
  });

  it('refuses the owner (400), anonymous callers (401) and unknown codes (404)', async () => {
    const owner = await ownerWithNews();
    const own = await follow(owner.token, owner.code);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ statusCode: 400, code: 'CANNOT_FOLLOW_OWN', message: MSG.event.cannotFollowOwn, error: 'Bad Request' });
    const anonymous = await follow(null, owner.code);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MSG.common.unauthorized);
    const fan = await signUp(s.t);
    for (const code of ['nosuchcode123456', 'x'.repeat(40)]) {
      const missing = await follow(fan.token, code);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MSG.event.notFound);
    }
    expect(await rows(owner.code)).toBe(0);
  });

  it('unfollow is idempotent and removes the news from my page', async () => {
    const owner = await ownerWithNews('팔로우할 소식');
    const fan = await signUp(s.t);
    await follow(fan.token, owner.code);
    expect((await myPage(fan.token)).json().following).toEqual([
      { code: owner.code, title: '팔로우할 소식', description: newsBody().description, displayName: owner.member.displayName },
    ]);
    for (let i = 0; i < 2; i++) {
      const res = await unfollow(fan.token, owner.code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: owner.code, isFollowing: false });
    }
    expect((await myPage(fan.token)).json().following).toEqual([]);
    expect((await unfollow(null, owner.code)).statusCode).toBe(401);
  });

  it('my page lists followed news, most recent first', async () => {
    const first = await ownerWithNews('첫 번째 소식');
    const second = await ownerWithNews('두 번째 소식');
    const fan = await signUp(s.t);
    await follow(fan.token, first.code);
    // Follows are stamped in milliseconds: the second one must come at a later millisecond than the first.
    const firstFollowedBy = Date.now();
    for (let i = 0; i < 100 && Date.now() <= firstFollowedBy; i++) await new Promise((r) => setTimeout(r, 1));
    await follow(fan.token, second.code);
    const titles = (await myPage(fan.token)).json().following.map((f: { title: string }) => f.title);
    expect(titles).toEqual(['두 번째 소식', '첫 번째 소식']);
  });

  it('only the owner removes a follower; the others get 403 and the follower stays', async () => {
    const owner = await ownerWithNews();
    const fan = await signUp(s.t);
    const other = await signUp(s.t);
    await follow(fan.token, owner.code);
    await follow(other.token, owner.code);
    for (const token of [other.token, fan.token]) {
      const forbidden = await removeFollower(token, owner.code, fan.member.username);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ statusCode: 403, code: 'NOT_OWNER', message: MSG.event.notOwner, error: 'Forbidden' });
    }
    expect((await removeFollower(null, owner.code, fan.member.username)).statusCode).toBe(401);
    expect(await rows(owner.code)).toBe(2);

    const res = await removeFollower(owner.token, owner.code, fan.member.username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: owner.code,
      username: fan.member.username,
      followers: [{ username: other.member.username, displayName: other.member.displayName }],
    });
    expect((await read(owner.code, owner.token)).json().followers).toEqual([{ username: other.member.username, displayName: other.member.displayName }]);
    expect((await read(owner.code, fan.token)).json().isFollowing).toBe(false);
    expect((await myPage(fan.token)).json().following).toEqual([]);
  });

  it('removing someone who does not follow answers 404 with the Korean message', async () => {
    const owner = await ownerWithNews();
    const stranger = await signUp(s.t);
    for (const username of [stranger.member.username, 'nobody_here', 'x'.repeat(60)]) {
      const res = await removeFollower(owner.token, owner.code, username);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: 'FOLLOWER_NOT_FOUND', message: MSG.event.followerNotFound, error: 'Not Found' });
    }
    expect((await removeFollower(owner.token, 'nosuchcode123456', stranger.member.username)).json().message).toBe(MSG.event.notFound);
  });
});
