import { MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { testDatabases, useTestApp } from '../../test/harness';
import { signUp } from '../../test/helpers';
import { apiError, pageWithWishes, reservationCalls } from '../../test/reservation-kit';
import { quietTitles } from '../wishes/testing/wish-fixtures';
import { ReservationEntity } from './reservation.entity';

/** The spec's reservation behaviour with the right share code and PIN (spec §3, §5; ARCHITECTURE §4.7–4.8). */
describe.each(testDatabases())('reservations on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  const api = reservationCalls(s);
  const setup = async () => {
    const page = await pageWithWishes(s, 1);
    return { ...page, wishId: page.wishIds[0] };
  };
  const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

  it('reserve → 201; a second reserve is 409 RESERVATION_TAKEN; the public read shows isReserved only; the PIN is stored as its keyed hash', async () => {
    const { code, token, wishId } = await setup();
    const res = await api.reserve(wishId, code, { reservedName: '  이모  ', reservedEmail: ' aunt@example.com ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ wishId, reservationId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), quantity: 1, reservedQuantity: 1, isReserved: true });
    expect((await api.reserve(wishId, code, { reservedName: '삼촌' })).json()).toEqual(apiError('RESERVATION_TAKEN'));

    const publicRead = (await api.get(`/api/event/fetchInfoByCode/${code}`)).json();
    expect(publicRead.wishList[0]).toMatchObject({ id: wishId, isReserved: true });
    expect(JSON.stringify(publicRead)).not.toMatch(/이모|aunt@example\.com|PREPARING/);
    expect((await api.get(`/api/event/fetchInfoByCode/${code}`, token)).json().wishList[0]).toMatchObject({
      isReserved: true,
      orderStatus: 'PREPARING',
      cancelledReservationCount: 0,
      pinLocked: false,
    });

    const stored = await s.t.app.get(DataSource).getRepository(ReservationEntity).findOneByOrFail({ wishId });
    expect(stored).toMatchObject({ reservedName: '이모', reservedEmail: 'aunt@example.com', orderStatus: 'PREPARING' });
    expect(stored.passwordHash).toMatch(/^pin1\$[0-9a-f]{64}$/);
    expect(stored).toMatchObject({ quantity: 1, publicId: res.json().reservationId });
  });

  it.each([
    ['missing share code', { eventCode: undefined }, MSG.reserve.eventCodeRequired],
    ['blank share code', { eventCode: '  ' }, MSG.reserve.eventCodeRequired],
    ['missing name', { reservedName: undefined }, MSG.reserve.nameRequired],
    ['blank name', { reservedName: '   ' }, MSG.reserve.nameRequired],
    ['blank contact', { reservedEmail: ' ' }, MSG.reserve.contactRequired],
    ['missing password', { reservedPassword: '' }, MSG.reserve.passwordRequired],
    ['3-digit password', { reservedPassword: '123' }, MSG.reserve.passwordLength],
    ['non-digit password', { reservedPassword: '12a4' }, MSG.reserve.passwordDigits],
    ['unknown field', { orderStatus: 'DELIVERED' }, MSG.common.unknownField('orderStatus')],
  ])('reserve: 400 VALIDATION_FAILED for %s with the modal message; nothing stored', async (_name, override, message) => {
    const { wishId, code } = await setup();
    const body = { eventCode: code, ...override };
    const res = await api.reserve(wishId, undefined, body);
    expect(res.json()).toEqual(apiError('VALIDATION_FAILED', message));
    expect(await s.t.app.get(DataSource).getRepository(ReservationEntity).countBy({ wishId })).toBe(0);
  });

  it('reserve: 404 WISH_NOT_FOUND for an unknown or malformed wish id', async () => {
    const { code } = await setup();
    for (const id of ['987654', 'x1'])
      expect(
        (
          await api.post(`/api/wish/reserve/${id}`, {
            eventCode: code,
            reservedName: '이모',
            reservedEmail: 'a@b.co',
            reservedPassword: '1234',
            privacyConsent: true,
          })
        ).json(),
      ).toEqual(apiError('WISH_NOT_FOUND'));
  });

  it('masked reserver name, the view with the PIN, 401 for a wrong PIN, 404 RESERVATION_NOT_FOUND when not reserved', async () => {
    const { wishId, member, code } = await setup();
    expect((await api.name(wishId, code)).json()).toEqual(apiError('RESERVATION_NOT_FOUND'));
    expect((await api.view(wishId, code, '1234')).json()).toEqual(apiError('RESERVATION_NOT_FOUND'));
    const { reservationId } = (await api.reserve(wishId, code, { reservedName: '김철수' })).json();
    expect((await api.name(wishId, code)).json()).toEqual({ reservedName: '김*수' });

    const view = await api.view(wishId, code, '1234');
    expect(view.json()).toEqual({
      eventOwnerDisplayName: member.displayName,
      wishTitle: '선물 1',
      wishDescription: expect.any(String),
      wishImageUrl: null,
      wishLink: expect.any(String),
      postCode: '06236',
      address: expect.any(String),
      detailAddress: expect.any(String),
      eventCode: code,
      orderStatus: 'PREPARING',
      reservationId,
      quantity: 1,
    });
    expect((await api.view(wishId, code, '9999')).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
    for (const password of ['123', 'abcd', '12345']) {
      expect((await api.view(wishId, code, password)).json()).toEqual(apiError('VALIDATION_FAILED', MSG.reserve.gatePassword));
    }
  });

  it('unreserve needs the PIN; the wish is free again; the cancellation is kept for the owner', async () => {
    const { wishId, code, token } = await setup();
    const { reservationId } = (await api.reserve(wishId, code, { reservedName: '이모', reservedEmail: 'aunt@example.com' })).json();
    expect((await api.post(`/api/wish/unreserve/${wishId}`, { eventCode: code })).json().message).toBe(MSG.reserve.gatePassword);
    expect((await api.unreserve(wishId, code, '0000')).statusCode).toBe(401);
    const res = await api.unreserve(wishId, code, '1234');
    expect(res.json()).toEqual({ wishId, reservationId, quantity: 1, reservedQuantity: 0, isReserved: false });
    expect((await api.get(`/api/event/fetchInfoByCode/${code}`)).json().wishList[0].isReserved).toBe(false);
    expect((await api.unreserve(wishId, code, '1234')).json()).toEqual(apiError('RESERVATION_NOT_FOUND'));
    expect((await api.reserve(wishId, code, { reservedName: '삼촌', reservedPassword: '5678' })).statusCode).toBe(201);
    expect((await api.name(wishId, code)).json()).toEqual({ reservedName: '삼*' });

    const owner = (await api.ownerView(wishId, token)).json();
    expect(owner).toMatchObject({ reservedName: '삼촌', orderStatus: 'PREPARING' });
    expect(owner.cancelledReservations).toEqual([
      { reservedName: '이모', reservedEmail: 'aunt@example.com', reservedAt: expect.stringMatching(ISO), cancelledAt: expect.stringMatching(ISO) },
    ]);
    expect(Date.parse(owner.cancelledReservations[0].cancelledAt)).toBeGreaterThanOrEqual(Date.parse(owner.cancelledReservations[0].reservedAt));
    expect((await api.get(`/api/event/fetchInfoByCode/${code}`, token)).json().wishList[0].cancelledReservationCount).toBe(1);
  });

  it("owner's view: 200 with nulls when free; live and cancelled reservations (newest first); 401, 403 for another member", async () => {
    const { wishId, token, code } = await setup();
    const free = await api.ownerView(wishId, token);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({
      quantity: 1,
      reservedQuantity: 0,
      reservations: [],
      wishTitle: '선물 1',
      wishLink: expect.any(String),
      reservedName: null,
      reservedEmail: null,
      reservedAt: null,
      orderStatus: null,
      cancelledReservations: [],
      pinLock: { locked: false, lockedUntilUnlocked: false, lockedUntil: null, failedAttempts24h: 0 },
      // Surprise mode and the thank-you mark (ARCHITECTURE §4.20): off / not thanked.
      reserversHidden: false,
      revealDay: null,
      thanked: false,
    });
    await api.reserve(wishId, code, { reservedName: '첫째', reservedPassword: '1111' });
    await api.unreserve(wishId, code, '1111');
    await api.reserve(wishId, code, { reservedName: '둘째', reservedPassword: '2222' });
    expect((await api.status(wishId, code, '2222', 'CANCELLED')).json()).toEqual({ wishId, orderStatus: 'CANCELLED' });
    expect((await api.status(wishId, code, '2222', 'CANCELLED')).statusCode).toBe(200);
    await api.unreserve(wishId, code, '2222');
    const before = Date.now();
    await api.reserve(wishId, code, { reservedName: '셋째', reservedPassword: '3333' });
    const view = (await api.ownerView(wishId, token)).json();
    expect(view).toMatchObject({ reservedName: '셋째', reservedEmail: '010-1234-5678', orderStatus: 'PREPARING' });
    expect(Math.abs(Date.parse(view.reservedAt) - before)).toBeLessThan(60_000);
    // Set CANCELLED then unreserved is one cancellation, listed once; newest first.
    expect(view.cancelledReservations.map((c: { reservedName: string }) => c.reservedName)).toEqual(['둘째', '첫째']);

    expect((await api.ownerView(wishId)).json()).toEqual(apiError('UNAUTHENTICATED'));
    const other = await signUp(s.t);
    expect((await api.ownerView(wishId, other.token)).json()).toEqual(apiError('NOT_OWNER'));
    expect((await api.ownerView(987654, token)).json()).toEqual(apiError('WISH_NOT_FOUND'));
  });

  it('order status: reserver SHIPPING/CANCELLED with code and PIN, owner DELIVERED; finals are final', async () => {
    const { wishId, token, code } = await setup();
    await api.reserve(wishId, code);
    const status = async () => (await api.ownerView(wishId, token)).json().orderStatus;
    expect((await api.status(wishId, code, '1234', 'DELIVERED')).json()).toEqual(apiError('VALIDATION_FAILED', MSG.reserve.statusInvalid));
    expect((await api.status(wishId, code, '0000', 'SHIPPING')).statusCode).toBe(401);
    expect((await api.status(wishId, code, '1234', 'SHIPPING')).json()).toEqual({ wishId, orderStatus: 'SHIPPING' });
    expect(await status()).toBe('SHIPPING');
    expect((await api.view(wishId, code, '1234')).json().orderStatus).toBe('SHIPPING');

    const other = await signUp(s.t);
    expect((await api.put(`/api/wish/reservation/${wishId}/status`, { orderStatus: 'DELIVERED' }, other.token)).statusCode).toBe(403);
    expect((await api.put(`/api/wish/reservation/${wishId}/status`, { orderStatus: 'DELIVERED' })).statusCode).toBe(401);
    expect((await api.put(`/api/wish/reservation/${wishId}/status`, { orderStatus: 'DELIVERED' }, token)).json()).toEqual({ wishId, orderStatus: 'DELIVERED' });
    expect(await status()).toBe('DELIVERED');
    expect((await api.status(wishId, code, '1234', 'CANCELLED')).json()).toEqual(apiError('RESERVATION_STATUS_INVALID'));
    expect((await api.unreserve(wishId, code, '1234')).json()).toEqual(apiError('RESERVATION_STATUS_INVALID'));
    expect(await status()).toBe('DELIVERED');
    expect((await api.ownerView(wishId, token)).json().cancelledReservations).toEqual([]);
  });

  it('a cancelled order cannot be marked delivered or shipped', async () => {
    const { wishId, token, code } = await setup();
    await api.reserve(wishId, code);
    expect((await api.status(wishId, code, '1234', 'CANCELLED')).json()).toEqual({ wishId, orderStatus: 'CANCELLED' });
    expect((await api.put(`/api/wish/reservation/${wishId}/status`, { orderStatus: 'DELIVERED' }, token)).json()).toEqual(
      apiError('RESERVATION_STATUS_INVALID'),
    );
    expect((await api.status(wishId, code, '1234', 'SHIPPING')).json()).toEqual(apiError('RESERVATION_STATUS_INVALID'));
  });
});
