import { MSG } from '@babynews/contracts';
import { inviteToken } from '@babynews/testing';
import { DataSource, EntityManager } from 'typeorm';
import { loadReferenceEdges } from '../src/database/foreign-keys';
import { testDatabases, useTestApp, type SuiteContext } from './harness';
import { orphans, reachable } from './schema-probes';
import { bearer, newsBody, signUp } from './helpers';

/**
 * `DELETE /api/event/delete/{code}` removes everything that belonged to the news page in one
 * transaction. The checks read the schema, so every table that references the event — directly or
 * through another table (wishes → reservations, quizzes → options → submissions, followers, ...) —
 * is covered, including tables added after this test was written.
 */

/** A news page with something in every table that references it: follower, wishes + reservation, quiz + submission, pledges, a guestbook entry. */
let guestbookAddresses = 0;
async function fullEvent(s: SuiteContext) {
  const inject = (method: 'POST' | 'GET', url: string, payload?: object, token?: string) =>
    s.t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  const owner = await signUp(s.t);
  const created = await inject('POST', '/api/event/create', newsBody({ fund: { enabled: true } }), owner.token);
  expect(created.statusCode).toBe(201);
  const code = created.json().code as string;
  const fan = await signUp(s.t);
  expect((await inject('POST', `/api/event/follow/${code}`, undefined, fan.token)).statusCode).toBe(200);
  const wish = await inject('POST', `/api/wish/create/${code}`, { title: '아기 모빌', link: 'https://www.coupang.com/vp/products/1' }, owner.token);
  expect(wish.statusCode).toBe(201);
  expect((await inject('POST', `/api/wish/create/${code}`, { title: '손수건' }, owner.token)).statusCode).toBe(201);
  const wishId = wish.json().id as number;
  const reserved = await inject('POST', `/api/wish/reserve/${wishId}`, {
    eventCode: code,
    reservedName: '이모',
    reservedEmail: 'aunt@example.com',
    reservedPassword: '1234',
    privacyConsent: true,
  });
  expect(reserved.statusCode).toBe(201);
  // A wrong password fills any per-wish attempt table too.
  expect((await inject('POST', `/api/event/fetchWishReservedData/${wishId}`, { eventCode: code, password: '9999' })).statusCode).toBe(401);
  // A cancelled reservation (kept for the owner) hangs below the second wish.
  const second = (await inject('POST', `/api/wish/create/${code}`, { title: '턱받이' }, owner.token)).json().id as number;
  expect(
    (
      await inject('POST', `/api/wish/reserve/${second}`, {
        eventCode: code,
        reservedName: '삼촌',
        reservedEmail: 'u@example.com',
        reservedPassword: '1111',
        privacyConsent: true,
      })
    ).statusCode,
  ).toBe(201);
  expect((await inject('POST', `/api/wish/unreserve/${second}`, { eventCode: code, password: '1111' })).statusCode).toBe(200);
  // A PIN lock until the owner unlocks (20 wrong PINs in a day), written directly.
  await s.t.app
    .get(DataSource)
    .query('INSERT INTO `wish_pin_lock` (wish_id, locked_at) VALUES (?, ?)', [wishId, new Date().toISOString().replace('T', ' ').replace('Z', '')]);
  const quiz = await inject(
    'POST',
    `/api/quiz/create/${code}`,
    {
      question: '태명은?',
      options: [
        { text: '콩이', correct: true },
        { text: '별이', correct: false },
      ],
    },
    owner.token,
  );
  expect(quiz.statusCode).toBe(201);
  const submitted = await inject('POST', `/api/quiz/submit/${quiz.json().id}`, {
    eventCode: code,
    selectedOptionId: quiz.json().options[0].id,
    name: '삼촌',
    contactInfo: '010-2222-3333',
    privacyConsent: true,
  });
  expect(submitted.statusCode).toBe(201);
  // Pledges (ARCHITECTURE §4.22): one to a group gift, one to the page's fund.
  const gift = await inject('POST', `/api/wish/create/${code}`, { title: '유모차', price: 300000, groupGift: true }, owner.token);
  const pledge = { eventCode: code, name: '친구', contact: '010-1111-2222', amount: 10000, password: '1234', privacyConsent: true };
  expect((await inject('POST', `/api/wish/pledge/${gift.json().id}`, pledge)).statusCode).toBe(201);
  expect((await inject('POST', `/api/event/pledge/${code}`, pledge)).statusCode).toBe(201);
  // A guestbook entry (ARCHITECTURE "Guestbook"), and a wrong PIN on it for its attempt counter.
  const entry = await s.t.app.inject({
    method: 'POST',
    url: `/api/guestbook/${code}`,
    payload: { eventCode: code, name: '친구', message: '축하해요!', password: '1234', privacyConsent: true },
    // an address of its own: 5 posts per address per 10 minutes
    remoteAddress: `192.0.2.${++guestbookAddresses}`,
  });
  expect(entry.statusCode).toBe(201);
  expect((await inject('POST', `/api/guestbook/delete/${entry.json().entryId}`, { eventCode: code, password: '9999' })).statusCode).toBe(401);
  // A co-parent invitation (ARCHITECTURE "Two parents"), accepted by the fan: it goes with the page.
  const invite = await inject('POST', `/api/event/coparent/invite/${code}`, undefined, owner.token);
  expect(invite.statusCode).toBe(200);
  const token = inviteToken(invite.json().inviteUrl);
  expect((await inject('POST', '/api/event/coparent/accept', { token }, fan.token)).statusCode).toBe(200);
  const eventId = (await s.t.app.get(DataSource).query('SELECT id FROM `event` WHERE code = ?', [code]))[0].id as number;
  return { owner, fan, code, eventId };
}

describe.each(testDatabases())('news deletion on %s', (db) => {
  const s = useTestApp(db);
  const ds = () => s.t.app.get(DataSource);

  it('deletes every row of every table that references the news page, and nothing else', async () => {
    const edges = await loadReferenceEdges(ds().manager);
    const doomed = await fullEvent(s);
    const kept = await fullEvent(s);
    const before = await reachable(ds(), edges, 'event', 'id', [doomed.eventId]);
    const keptBefore = await reachable(ds(), edges, 'event', 'id', [kept.eventId]);
    // The fixture fills every table that references the event (a new table must be added to it).
    for (const table of ['event_follower', 'wish', 'reservation', 'quiz', 'quiz_option', 'quiz_submission', 'pledge', 'guestbook_entry']) {
      expect({ table, n: (before[table] ?? 0) > 0 }).toEqual({ table, n: true });
    }
    for (const [table, n] of Object.entries(before)) expect({ table, n: n > 0 }).toEqual({ table, n: true });

    const res = await s.t.app.inject({ method: 'DELETE', url: `/api/event/delete/${doomed.code}`, headers: bearer(doomed.owner.token) });
    expect(res.statusCode).toBe(200);

    const after = await reachable(ds(), edges, 'event', 'id', [doomed.eventId]);
    for (const table of Object.keys(before)) expect({ table, n: after[table] ?? 0 }).toEqual({ table, n: 0 });
    expect(await orphans(ds(), edges)).toEqual([]);
    expect(await reachable(ds(), edges, 'event', 'id', [kept.eventId])).toEqual(keptBefore);
    const members: Array<{ n: number | string }> = await ds().query('SELECT COUNT(*) AS n FROM `member` WHERE username IN (?, ?)', [
      doomed.owner.member.username,
      doomed.fan.member.username,
    ]);
    expect(Number(members[0]!.n)).toBe(2);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/member/getMyPageData', headers: bearer(doomed.fan.token) })).json().following).toEqual([]);
  });

  it('is one transaction: a failure while deleting leaves everything in place', async () => {
    const edges = await loadReferenceEdges(ds().manager);
    const event = await fullEvent(s);
    const before = await reachable(ds(), edges, 'event', 'id', [event.eventId]);
    const original = EntityManager.prototype.query;
    const spy = jest.spyOn(EntityManager.prototype, 'query').mockImplementation(function (
      this: EntityManager,
      sql: string,
      params?: Parameters<EntityManager['query']>[1],
    ) {
      if (/^DELETE FROM `event` /.test(sql)) return Promise.reject(new Error('simulated failure'));
      return original.call(this, sql, params);
    });
    try {
      const res = await s.t.app.inject({ method: 'DELETE', url: `/api/event/delete/${event.code}`, headers: bearer(event.owner.token) });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe(MSG.common.server);
    } finally {
      spy.mockRestore();
    }
    expect(await reachable(ds(), edges, 'event', 'id', [event.eventId])).toEqual(before);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${event.code}` })).statusCode).toBe(200);
  });

  it('also deletes rows of tables with an event_id column but no foreign key, and their dependents', async () => {
    await ds().query('CREATE TABLE `extra_note` (`id` INTEGER NOT NULL PRIMARY KEY, `event_id` INTEGER NOT NULL, `body` VARCHAR(20) NOT NULL)');
    await ds().query(
      'CREATE TABLE `extra_note_tag` (`id` INTEGER NOT NULL PRIMARY KEY, `note_id` INTEGER NOT NULL, FOREIGN KEY (`note_id`) REFERENCES `extra_note` (`id`))',
    );
    try {
      const owner = await signUp(s.t);
      const code = (await s.t.app.inject({ method: 'POST', url: '/api/event/create', headers: bearer(owner.token), payload: newsBody() })).json().code;
      const eventId = (await ds().query('SELECT id FROM `event` WHERE code = ?', [code]))[0].id;
      await ds().query('INSERT INTO `extra_note` (`id`, `event_id`, `body`) VALUES (1, ?, ?), (2, ?, ?)', [eventId, 'mine', eventId + 100000, 'other']);
      await ds().query('INSERT INTO `extra_note_tag` (`id`, `note_id`) VALUES (1, 1), (2, 2)');
      const res = await s.t.app.inject({ method: 'DELETE', url: `/api/event/delete/${code}`, headers: bearer(owner.token) });
      expect(res.statusCode).toBe(200);
      expect(await ds().query('SELECT `id` FROM `extra_note` ORDER BY `id`')).toEqual([{ id: 2 }]);
      expect(await ds().query('SELECT `id` FROM `extra_note_tag` ORDER BY `id`')).toEqual([{ id: 2 }]);
    } finally {
      await ds().query('DROP TABLE `extra_note_tag`');
      await ds().query('DROP TABLE `extra_note`');
    }
  });
});
