import { MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, createWish, ownerWithNews, reserveBody, signUp } from '../../test/helpers';
import { quietTitles } from '../wishes/testing/wish-fixtures';
import { ReservationEntity } from './reservation.entity';

describe.each(testDatabases())('reservations on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));

  const post = (url: string, payload: object, token?: string) => s.t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const get = (url: string, token?: string) => s.t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const put = (url: string, payload: object, token?: string) => s.t.app.inject({ method: 'PUT', url, payload, headers: token ? bearer(token) : {} });
  const setup = async () => {
    const owner = await ownerWithNews(s.t);
    const wishId = await createWish(s.t, owner.token, owner.code);
    return { ...owner, wishId };
  };

  it('reserve → 201 {wishId, isReserved}; a second reserve is 409; the public read shows isReserved and nothing else', async () => {
    const { code, token, wishId } = await setup();
    const res = await post(`/api/wish/reserve/${wishId}`, reserveBody({ reservedName: '  이모  ', reservedEmail: ' aunt@example.com ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ wishId, isReserved: true });
    const again = await post(`/api/wish/reserve/${wishId}`, reserveBody({ reservedName: '삼촌' }));
    expect(again.json()).toEqual({ statusCode: 409, message: MSG.reserve.alreadyReserved, error: 'Conflict' });

    const publicRead = await get(`/api/event/fetchInfoByCode/${code}`);
    expect(publicRead.json().wishList[0]).toMatchObject({ id: wishId, isReserved: true });
    for (const secret of ['이모', 'aunt@example.com', '$argon2', 'PREPARING', 'orderStatus', 'reservedName']) expect(publicRead.body).not.toContain(secret);
    const other = await signUp(s.t);
    expect((await get(`/api/event/fetchInfoByCode/${code}`, other.token)).body).not.toContain('aunt@example.com');
    expect((await get(`/api/event/fetchInfoByCode/${code}`, token)).json().wishList[0]).toMatchObject({ isReserved: true, orderStatus: 'PREPARING' });

    const stored = await s.t.app.get(DataSource).getRepository(ReservationEntity).findOneByOrFail({ wishId });
    expect(stored).toMatchObject({ reservedName: '이모', reservedEmail: 'aunt@example.com', orderStatus: 'PREPARING' });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain('1234');
  });

  it.each([
    ['missing name', { reservedName: undefined }, MSG.reserve.nameRequired],
    ['blank name', { reservedName: '   ' }, MSG.reserve.nameRequired],
    ['blank contact (name checked first)', { reservedEmail: ' ' }, MSG.reserve.contactRequired],
    ['missing password', { reservedPassword: '' }, MSG.reserve.passwordRequired],
    ['3-digit password', { reservedPassword: '123' }, MSG.reserve.passwordLength],
    ['5-digit password', { reservedPassword: '12345' }, MSG.reserve.passwordLength],
    ['non-digit password', { reservedPassword: '12a4' }, MSG.reserve.passwordDigits],
    ['number password', { reservedPassword: 1234 }, MSG.reserve.passwordRequired],
    ['unknown field', { orderStatus: 'DELIVERED' }, MSG.common.unknownField('orderStatus')],
  ])('reserve: 400 for %s with the modal message', async (_name, override, message) => {
    const { wishId } = await setup();
    const res = await post(`/api/wish/reserve/${wishId}`, reserveBody(override));
    expect(res.json()).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect((await get(`/api/event/fetchWishReserverName/${wishId}`)).statusCode).toBe(404);
  });

  it('reserve: the first failing check wins when several fail (spec §5 order)', async () => {
    const { wishId } = await setup();
    const res = await post(`/api/wish/reserve/${wishId}`, { reservedName: '', reservedEmail: '', reservedPassword: 'ab' });
    expect(res.json().message).toBe(MSG.reserve.nameRequired);
    const next = await post(`/api/wish/reserve/${wishId}`, { reservedName: '이모', reservedEmail: '', reservedPassword: 'ab' });
    expect(next.json().message).toBe(MSG.reserve.contactRequired);
  });

  it('reserve: 404 for an unknown wish', async () => {
    for (const id of ['987654', 'x1']) {
      expect((await post(`/api/wish/reserve/${id}`, reserveBody())).json()).toEqual({ statusCode: 404, message: MSG.wish.notFound, error: 'Not Found' });
    }
  });

  it('reserver name, reservation view with the password, 401 for a wrong one, 404 when not reserved', async () => {
    const { wishId, member, code } = await setup();
    expect((await get(`/api/event/fetchWishReserverName/${wishId}`)).json()).toEqual({ statusCode: 404, message: MSG.reserve.notReserved, error: 'Not Found' });
    expect((await post(`/api/event/fetchWishReservedData/${wishId}`, { password: '1234' })).statusCode).toBe(404);
    await post(`/api/wish/reserve/${wishId}`, reserveBody());
    expect((await get(`/api/event/fetchWishReserverName/${wishId}`)).json()).toEqual({ reservedName: '이모' });

    const view = await post(`/api/event/fetchWishReservedData/${wishId}`, { password: '1234' });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      eventOwnerDisplayName: member.displayName,
      wishTitle: '아기 욕조',
      wishDescription: '접이식이면 좋아요',
      wishImageUrl: null,
      wishLink: 'https://www.coupang.com/vp/products/123',
      postCode: '06236',
      address: '서울 강남구 테헤란로 1',
      detailAddress: '101호',
      eventCode: code,
      orderStatus: 'PREPARING',
    });
    const wrong = await post(`/api/event/fetchWishReservedData/${wishId}`, { password: '9999' });
    expect(wrong.json()).toEqual({ statusCode: 401, message: MSG.reserve.wrongPassword, error: 'Unauthorized' });
    for (const password of ['123', 'abcd', '12345']) {
      expect((await post(`/api/event/fetchWishReservedData/${wishId}`, { password })).json()).toEqual({ statusCode: 400, message: MSG.reserve.gatePassword, error: 'Bad Request' });
    }
  });

  it('unreserve needs the password; then the wish is free again and can be reserved by someone else', async () => {
    const { wishId, code } = await setup();
    await post(`/api/wish/reserve/${wishId}`, reserveBody());
    expect((await post(`/api/wish/unreserve/${wishId}`, {})).json().message).toBe(MSG.reserve.gatePassword);
    expect((await post(`/api/wish/unreserve/${wishId}`, { password: '0000' })).statusCode).toBe(401);
    expect((await get(`/api/event/fetchInfoByCode/${code}`)).json().wishList[0].isReserved).toBe(true);
    const res = await post(`/api/wish/unreserve/${wishId}`, { password: '1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wishId, isReserved: false });
    expect((await get(`/api/event/fetchInfoByCode/${code}`)).json().wishList[0].isReserved).toBe(false);
    expect((await post(`/api/wish/unreserve/${wishId}`, { password: '1234' })).statusCode).toBe(404);
    expect((await post(`/api/wish/reserve/${wishId}`, reserveBody({ reservedName: '삼촌', reservedPassword: '5678' }))).statusCode).toBe(201);
    expect((await get(`/api/event/fetchWishReserverName/${wishId}`)).json()).toEqual({ reservedName: '삼촌' });
  });

  it("owner's view: reserver name, contact, time, status; 401, 403 for another member, 404 when free", async () => {
    const { wishId, token } = await setup();
    expect((await get(`/api/wish/reservation/${wishId}`, token)).json()).toEqual({ statusCode: 404, message: MSG.reserve.notReserved, error: 'Not Found' });
    const before = Date.now();
    await post(`/api/wish/reserve/${wishId}`, reserveBody());
    const res = await get(`/api/wish/reservation/${wishId}`, token);
    expect(res.json()).toEqual({
      reservedName: '이모',
      reservedEmail: '010-1234-5678',
      reservedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      orderStatus: 'PREPARING',
      wishTitle: '아기 욕조',
      wishLink: 'https://www.coupang.com/vp/products/123',
    });
    expect(Math.abs(Date.parse(res.json().reservedAt) - before)).toBeLessThan(60_000);
    expect((await get(`/api/wish/reservation/${wishId}`)).statusCode).toBe(401);
    const other = await signUp(s.t);
    expect((await get(`/api/wish/reservation/${wishId}`, other.token)).json()).toEqual({ statusCode: 403, message: MSG.event.notOwner, error: 'Forbidden' });
  });

  it('order status: reserver SHIPPING/CANCELLED with the password, owner DELIVERED; finals are final', async () => {
    const { wishId, token, code } = await setup();
    await post(`/api/wish/reserve/${wishId}`, reserveBody());
    const status = async () => (await get(`/api/wish/reservation/${wishId}`, token)).json().orderStatus;
    expect((await post(`/api/wish/orderStatus/${wishId}`, { password: '1234', orderStatus: 'DELIVERED' })).json().message).toBe(MSG.reserve.statusInvalid);
    expect((await post(`/api/wish/orderStatus/${wishId}`, { password: '0000', orderStatus: 'SHIPPING' })).statusCode).toBe(401);
    const shipping = await post(`/api/wish/orderStatus/${wishId}`, { password: '1234', orderStatus: 'SHIPPING' });
    expect(shipping.json()).toEqual({ wishId, orderStatus: 'SHIPPING' });
    expect(await status()).toBe('SHIPPING');
    expect((await post(`/api/event/fetchWishReservedData/${wishId}`, { password: '1234' })).json().orderStatus).toBe('SHIPPING');
    expect((await get(`/api/event/fetchInfoByCode/${code}`, token)).json().wishList[0].orderStatus).toBe('SHIPPING');

    const other = await signUp(s.t);
    expect((await put(`/api/wish/reservation/${wishId}/status`, { orderStatus: 'DELIVERED' }, other.token)).statusCode).toBe(403);
    expect((await put(`/api/wish/reservation/${wishId}/status`, { orderStatus: 'DELIVERED' })).statusCode).toBe(401);
    expect((await put(`/api/wish/reservation/${wishId}/status`, { orderStatus: 'SHIPPING' }, token)).json()).toEqual({ statusCode: 400, message: MSG.reserve.statusInvalid, error: 'Bad Request' });
    expect((await put(`/api/wish/reservation/${wishId}/status`, { orderStatus: 'DELIVERED' }, token)).json()).toEqual({ wishId, orderStatus: 'DELIVERED' });
    expect(await status()).toBe('DELIVERED');

    const cancel = await post(`/api/wish/orderStatus/${wishId}`, { password: '1234', orderStatus: 'CANCELLED' });
    expect(cancel.json()).toEqual({ statusCode: 409, message: MSG.reserve.statusInvalid, error: 'Conflict' });
    expect((await post(`/api/wish/unreserve/${wishId}`, { password: '1234' })).json()).toEqual({ statusCode: 409, message: MSG.reserve.statusInvalid, error: 'Conflict' });
    expect(await status()).toBe('DELIVERED');
  });

  it('a cancelled order cannot be marked delivered', async () => {
    const { wishId, token } = await setup();
    await post(`/api/wish/reserve/${wishId}`, reserveBody());
    expect((await post(`/api/wish/orderStatus/${wishId}`, { password: '1234', orderStatus: 'CANCELLED' })).json()).toEqual({ wishId, orderStatus: 'CANCELLED' });
    expect((await put(`/api/wish/reservation/${wishId}/status`, { orderStatus: 'DELIVERED' }, token)).statusCode).toBe(409);
    expect((await post(`/api/wish/orderStatus/${wishId}`, { password: '1234', orderStatus: 'SHIPPING' })).statusCode).toBe(409);
  });
});
