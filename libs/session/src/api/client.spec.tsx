import { CONSENT_MSG, MSG } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer } from '@babynews/testing';
import { leaveTo } from '../navigation';
import { useSession } from '../session.store';
import { ApiRequestError, sendRequest } from './client';

jest.mock('../navigation', () => ({ leaveTo: jest.fn() }));

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${b64url({ alg: 'HS256' })}.${b64url({ sub: '1', username: 'kongi_mom', role: 'ROLE_USER', displayName: '콩이엄마' })}.sig`;

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

beforeEach(() => {
  useSession.getState().login(token);
  jest.mocked(leaveTo).mockClear();
});

describe('API client (spec §7, ARCHITECTURE §4.19)', () => {
  it('sends the bearer token and returns the parsed body', async () => {
    const calls = installFakeFetch(() => okAnswer({ code: 'AbCd1234' }));
    await expect(sendRequest('/event/fetchInfoByCode/AbCd1234')).resolves.toEqual({ code: 'AbCd1234' });
    expect(calls[0].headers.Authorization).toBe(`Bearer ${token}`);
  });

  it("a failure carries the body's code and message", async () => {
    installFakeFetch(() => errorAnswer('RESERVATION_TAKEN'));
    const error = await failure(sendRequest('/wish/reserve/1', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 409, code: 'RESERVATION_TAKEN', message: MSG.reserve.alreadyReserved });
  });

  it('a network failure is status 0, code null, with the fallback message', async () => {
    installFakeFetch(() => {
      throw new Error('offline');
    });
    const error = await failure(sendRequest('/x', { fallbackMessage: '기본 문구' }));
    expect(error).toMatchObject({ status: 0, code: null, message: '기본 문구' });
    expect(useSession.getState().token).toBe(token);
  });

  it.each(['UNAUTHENTICATED', 'FORBIDDEN'] as const)('%s ends the session and leaves for /', async (code) => {
    installFakeFetch(() => errorAnswer(code));
    await failure(sendRequest('/member/getMyPageData'));
    expect(useSession.getState().token).toBe('');
    expect(leaveTo).toHaveBeenCalledWith('/');
  });

  it.each(['NOT_OWNER', 'RESERVATION_PIN_WRONG', 'UPLOAD_PATH_FORBIDDEN', 'PASSWORD_MISMATCH', 'REAUTH_REQUIRED'] as const)(
    '%s (same statuses, not about the session) keeps it',
    async (code) => {
      installFakeFetch(() => errorAnswer(code));
      const error = await failure(sendRequest('/event/update/AbCd1234', { method: 'PUT', body: {} }));
      expect(error.code).toBe(code);
      expect(useSession.getState().token).toBe(token);
      expect(leaveTo).not.toHaveBeenCalled();
    },
  );

  it('a code-less 401 ends the session; keepSessionOnAuthError keeps it even on UNAUTHENTICATED', async () => {
    installFakeFetch(() => errorAnswer('UNAUTHENTICATED'));
    await failure(sendRequest('/quiz/manage/AbCd1234', { keepSessionOnAuthError: true }));
    expect(useSession.getState().token).toBe(token);

    installFakeFetch(() => ({ status: 401, body: 'Unauthorized' }));
    const error = await failure(sendRequest('/x'));
    expect(error.code).toBeNull();
    expect(useSession.getState().token).toBe('');
    expect(leaveTo).toHaveBeenCalledTimes(1);
  });

  it('a 403 CONSENT_REQUIRED (a new version of a required document) keeps the session and goes to the consent page, then back', async () => {
    window.history.replaceState(null, '', '/event/AbCd1234?tab=wish');
    installFakeFetch(() => ({ status: 403, body: { statusCode: 403, code: 'CONSENT_REQUIRED', message: CONSENT_MSG.renewal, error: 'Forbidden' } }));
    const error = await failure(sendRequest('/member/getMyPageData'));
    expect(error).toMatchObject({ status: 403, code: 'CONSENT_REQUIRED' });
    expect(useSession.getState().token).toBe(token);
    expect(leaveTo).toHaveBeenCalledWith(`/user/consent?next=${encodeURIComponent('/event/AbCd1234?tab=wish')}`);
  });

  it('a 400 CONSENT_REQUIRED (a form without its box) stays on the page', async () => {
    installFakeFetch(() => errorAnswer('CONSENT_REQUIRED', CONSENT_MSG.missing.relative));
    expect((await failure(sendRequest('/wish/reserve/1', { method: 'POST', body: {} }))).status).toBe(400);
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
