import { ACCOUNT_MSG, ERROR_CODES, MSG, normalizeContact } from '@babynews/contracts';
import { accountApi, accountBody, createApiClient, createFactories, type Reply } from '@babynews/testing';
import { injectTransport, testDatabases, useTestApp } from '../../test/harness';

/** Expects the error body of `code` (with the thrower's Korean `message` when given). */
function expectError(reply: Reply<unknown>, code: keyof typeof ERROR_CODES, message: string = ERROR_CODES[code].message) {
  expect({ status: reply.status, body: reply.body }).toEqual({
    status: ERROR_CODES[code].status,
    body: { statusCode: ERROR_CODES[code].status, code, message, error: expect.any(String) },
  });
}

/** '내 정보' (ARCHITECTURE §4.21): `GET /api/member/getAccountInfo`, `PUT /api/member/updateAccountInfo` on SQLite and MariaDB. */
describe.each(testDatabases())('member account settings on %s', (db) => {
  const s = useTestApp(db);
  const kit = () => {
    const api = createApiClient(injectTransport(s.t.app));
    return { api, make: createFactories(api), account: accountApi(api) };
  };

  it('a new member has empty settings; the update stores them (phone as the quiz normalises it) and they persist', async () => {
    const { make, account } = kit();
    const m = await make.member();
    expect(await account.info(m.token)).toEqual({
      status: 200,
      text: expect.any(String),
      headers: expect.any(Object),
      body: {
        username: m.username,
        email: m.member.email,
        displayName: m.member.displayName,
        realName: null,
        phoneNumber: null,
        postCode: null,
        address: null,
        detailAddress: null,
        provider: 'regular',
        hasPassword: true,
        emailVerified: false,
      },
    });
    const body = accountBody({ realName: '  김하늘 ', phoneNumber: ' 010-9876-5432 ' });
    const saved = await account.update(m.token, body);
    expect(saved.status).toBe(200);
    const stored = {
      username: m.username,
      email: m.member.email,
      displayName: m.member.displayName,
      realName: '김하늘',
      phoneNumber: '01098765432',
      postCode: '06236',
      address: '서울 강남구 테헤란로 152',
      detailAddress: '12층',
      provider: 'regular',
      hasPassword: true,
      emailVerified: false,
    };
    expect(saved.body).toEqual(stored);
    expect(stored.phoneNumber).toBe(normalizeContact('010-9876-5432'));
    expect((await account.info(m.token)).body).toEqual(stored);
    // Another member's settings are untouched.
    const other = await make.member();
    expect((await account.info(other.token)).body.realName).toBeNull();
    // PUT replaces all five: blanks and left-out fields are cleared.
    const cleared = await account.update(m.token, { realName: '', phoneNumber: null, postCode: '', address: '' });
    expect(cleared.body).toEqual({ ...stored, realName: null, phoneNumber: null, postCode: null, address: null, detailAddress: null });
    expect((await account.info(m.token)).body).toEqual(cleared.body);
  });

  it('validation: the Korean message of the first failed check, nothing stored', async () => {
    const { make, account } = kit();
    const m = await make.member();
    expect((await account.update(m.token, accountBody())).status).toBe(200);
    const before = (await account.info(m.token)).body;
    const cases: Array<[Record<string, unknown>, string]> = [
      [accountBody({ realName: '가'.repeat(51) }), ACCOUNT_MSG.realNameTooLong],
      [accountBody({ phoneNumber: 'call me' }), ACCOUNT_MSG.phoneFormat],
      [accountBody({ phoneNumber: '---' }), ACCOUNT_MSG.phoneFormat],
      [accountBody({ phoneNumber: 'a@example.com' }), ACCOUNT_MSG.phoneFormat],
      [accountBody({ phoneNumber: '0'.repeat(21) }), ACCOUNT_MSG.phoneTooLong],
      [{ ...accountBody(), phoneNumber: 1012345678 }, ACCOUNT_MSG.phoneFormat],
      [accountBody({ postCode: '' }), ACCOUNT_MSG.postCodeRequired],
      [accountBody({ address: '   ' }), ACCOUNT_MSG.postCodeRequired],
      [accountBody({ detailAddress: '가'.repeat(201) }), MSG.event.addressTooLong],
      [{ ...accountBody(), role: 'ROLE_ADMIN' }, MSG.common.unknownField('role')],
    ];
    for (const [body, message] of cases) expectError(await account.update(m.token, body), 'VALIDATION_FAILED', message);
    expect((await account.info(m.token)).body).toEqual(before);
  });

  it('permission: 401 without a token or with a forged one on both routes', async () => {
    const { account } = kit();
    expectError(await account.info(null), 'UNAUTHENTICATED');
    expectError(await account.update(null, accountBody()), 'UNAUTHENTICATED');
    expectError(await account.info('not-a-token'), 'UNAUTHENTICATED');
  });
});
