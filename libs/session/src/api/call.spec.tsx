import { loginRoute, reserveRoute, reserverNameRoute } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer } from '@babynews/testing';
import { callApi } from './call';
import { ApiRequestError } from './client';

describe('callApi: a route of the API table (ARCHITECTURE "The API table")', () => {
  it("takes method and path from the table, fills the path's parameters and sends the body as JSON", async () => {
    const answer = { wishId: 7, reservationId: 'rsv_1', quantity: 1, reservedQuantity: 1, isReserved: true };
    const calls = installFakeFetch(() => okAnswer(answer));
    const body = { eventCode: 'AbCd1234', reservedName: '이모', reservedEmail: 'a@example.com', reservedPassword: '1234', privacyConsent: true };
    await expect(callApi(reserveRoute, { params: { wishId: 7 }, body }, { auth: false })).resolves.toEqual(answer);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/wish/reserve/7', body });
  });

  it('encodes parameters and writes the defined query values only', async () => {
    const calls = installFakeFetch(() => okAnswer({ reservedName: '김*수' }));
    await callApi(reserverNameRoute, { params: { id: '7/../8' }, query: { eventCode: 'Ab Cd', reservationId: undefined } });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/event/fetchWishReserverName/7%2F..%2F8?eventCode=Ab+Cd' });
  });

  it("sends a form route's body as an HTML form (loginProc)", async () => {
    const calls = installFakeFetch(() => okAnswer({ accessToken: 't' }));
    await callApi(loginRoute, { body: { username: 'kongi_mom', password: '비밀 번호&1' } }, { auth: false });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/loginProc' });
    expect(calls[0]?.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]?.body)))).toEqual({ username: 'kongi_mom', password: '비밀 번호&1' });
  });

  it("throws the server's code like every API call", async () => {
    installFakeFetch(() => errorAnswer('RESERVATION_TAKEN'));
    const failed = callApi(reserveRoute, {
      params: { wishId: 7 },
      body: { eventCode: 'AbCd1234', reservedName: '이모', reservedEmail: 'a@example.com', reservedPassword: '1234', privacyConsent: true },
    });
    await expect(failed).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failed).rejects.toMatchObject({ code: 'RESERVATION_TAKEN', status: 409 });
  });
});
