import { MAIL_MSG } from '@babynews/contracts';
import { apiError as errorOf, reserveBody } from '@babynews/testing';
import { DataSource } from 'typeorm';
import { testDatabases, testKit, useTestApp } from '../../test/harness';
import { quietTitles } from '../wishes/testing/wish-fixtures';

/**
 * '아기 탄생 소식 받기' on the reserve and pledge bodies (ARCHITECTURE "Birth announcement") on SQLite and
 * MariaDB: `birthNews: true` is kept with a receipt address and dropped without one (the announcement has
 * nowhere to go); anything but a boolean answers 400 with the Korean message and stores nothing.
 */
describe.each(testDatabases())('birth news wish on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  const kit = () => testKit(s.t);
  const flagOf = async (table: 'reservation' | 'pledge', publicId: string) =>
    Number((await s.t.app.get(DataSource).query(`SELECT birth_news AS b FROM \`${table}\` WHERE public_id = ?`, [publicId]))[0]?.b);

  it('a reservation keeps birthNews with a receipt address, not without one', async () => {
    const { api, make } = kit();
    const owner = await make.ownerWithNews();
    const withAddress = await api.reserve((await make.wish(owner)).id, reserveBody(owner.code, { receiptEmail: 'aunt@example.com', birthNews: true }));
    const without = await api.reserve((await make.wish(owner)).id, reserveBody(owner.code, { birthNews: true }));
    const unticked = await api.reserve((await make.wish(owner)).id, reserveBody(owner.code, { receiptEmail: 'uncle@example.com' }));
    expect([withAddress.status, without.status, unticked.status]).toEqual([201, 201, 201]);
    expect(await flagOf('reservation', withAddress.body.reservationId)).toBe(1);
    expect(await flagOf('reservation', without.body.reservationId)).toBe(0);
    expect(await flagOf('reservation', unticked.body.reservationId)).toBe(0);
  });

  it('a pledge keeps birthNews with a receipt address', async () => {
    const { api, make } = kit();
    const owner = await make.ownerWithNews();
    expect((await api.updateEvent(owner.token, owner.code, { ...owner.news, fund: { enabled: true } })).status).toBe(200);
    const body = { eventCode: owner.code, name: '삼촌', contact: '010-1111-2222', amount: 10000, password: '7395', privacyConsent: true };
    const ticked = await api.raw<{ pledgeId: string }>('POST', `/api/event/pledge/${owner.code}`, {
      body: { ...body, receiptEmail: 'u@example.com', birthNews: true },
    });
    const plain = await api.raw<{ pledgeId: string }>('POST', `/api/event/pledge/${owner.code}`, { body });
    expect(await flagOf('pledge', ticked.body.pledgeId)).toBe(1);
    expect(await flagOf('pledge', plain.body.pledgeId)).toBe(0);
  });

  it('birthNews that is not a boolean → 400 with the Korean message, nothing reserved', async () => {
    const { api, make } = kit();
    const owner = await make.ownerWithNews();
    const wish = await make.wish(owner);
    const refused = await api.raw('POST', `/api/wish/reserve/${wish.id}`, {
      body: { ...reserveBody(owner.code, { receiptEmail: 'a@example.com' }), birthNews: 'yes' },
    });
    expect({ status: refused.status, code: errorOf(refused).code, message: errorOf(refused).message }).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: MAIL_MSG.birthNewsInvalid,
    });
    expect((await api.fetchInfoByCode(owner.code)).body.wishList[0]).toMatchObject({ isReserved: false });
  });
});
