import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { GIFT_MSG, MAIL_MSG, MSG, type PledgeView } from '@babynews/contracts';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import { pledgeHandoff } from './stores/pledgeHandoff';
import PledgePage from './PledgePage';

/**
 * The pledge page (ARCHITECTURE §4.22): share code required, the reservation page's PIN gate, the
 * pledger's own view with the transfer guide, and the cancel with its confirmation.
 */

const CODE = 'AbCdEf12';
const ID = 'plg_AbC-123';
const VIEW: PledgeView = {
  pledgeId: ID,
  kind: 'FUND',
  eventCode: CODE,
  eventOwnerDisplayName: '엄마',
  wishTitle: null,
  name: '이동료',
  contact: '010-2222-3333',
  amount: 50_000,
  message: '축하드려요!',
  createdAt: '2026-11-20T03:00:00.000Z',
  received: false,
  transferGuide: '카카오뱅크 3333-00-1234567 홍길동',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(url: string, answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/event/pledge/:pledgeId" element={<PledgePage />} />
        <Route path="/event/:code" element={<Where />} />
        <Route path="/event/wishList/:code" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  const submitPin = async (pin: string) => {
    await user.type(await screen.findByLabelText('비밀번호 4자리'), pin);
    await user.click(screen.getByRole('button', { name: '확인' }));
  };
  return { calls, user, submitPin };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('pledge page gate (ARCHITECTURE §4.22)', () => {
  it("'PIN을 잊으셨나요?' asks for a reset link for this pledge with the share code and shows the answer (ARCHITECTURE §4.23)", async () => {
    const { calls, user } = renderAt(`/event/pledge/${ID}?code=${CODE}`, () => okAnswer({ message: MAIL_MSG.pledgePinResetSent }));
    await user.click(await screen.findByRole('button', { name: MAIL_MSG.pinForgot }));
    expect(await screen.findByText(MAIL_MSG.pledgePinResetSent)).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', `/pledge/pinResetRequest/${ID}`, { eventCode: CODE }]]);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('without ?code= says how to get back and calls nothing', async () => {
    const { calls } = renderAt(`/event/pledge/${ID}`, () => okAnswer(VIEW));
    expect(screen.getByText(GIFT_MSG.pledgeLinkMissingCode)).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(1000));
    expect(calls).toEqual([]);
  });

  it('asks for the PIN first, sends it with the share code, then shows the pledge with the transfer guide', async () => {
    const { calls, submitPin } = renderAt(`/event/pledge/${ID}?code=${CODE}`, () => okAnswer(VIEW));
    expect(screen.getByRole('heading', { name: GIFT_MSG.pledgeGateTitle })).toBeTruthy();
    expect(calls).toEqual([]);
    await submitPin('12');
    expect(screen.getByRole('alert').textContent).toBe(MSG.reserve.gatePassword);
    expect(calls).toEqual([]);
    await submitPin('4321');
    expect(await screen.findByRole('heading', { name: GIFT_MSG.pledgeTitle })).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', `/pledge/view/${ID}`, { eventCode: CODE, password: '4321' }]]);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(screen.getByText('50,000원')).toBeTruthy();
    expect(screen.getByText('축하드려요!')).toBeTruthy();
    expect(screen.getByText(GIFT_MSG.pledgeNotReceived, { exact: false })).toBeTruthy();
    expect(screen.getByRole('region', { name: GIFT_MSG.transferGuideTitle }).textContent).toContain('카카오뱅크 3333-00-1234567 홍길동');
  });

  it('a wrong PIN says so and clears after 3 s; a lock keeps the server message', async () => {
    let answer = errorAnswer('RESERVATION_PIN_WRONG');
    const { submitPin } = renderAt(`/event/pledge/${ID}?code=${CODE}`, () => answer);
    await submitPin('1111');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.reserve.wrongPassword));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
    answer = errorAnswer('RESERVATION_LOCKED');
    await submitPin('2222');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.reserve.locked));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('alert').textContent).toBe(MSG.reserve.locked);
  });

  it('PLEDGE_NOT_FOUND (cancelled, unknown, another page) says the pledge was not found', async () => {
    const { submitPin } = renderAt(`/event/pledge/${ID}?code=other`, () => errorAnswer('PLEDGE_NOT_FOUND'));
    await submitPin('4321');
    expect(await screen.findByText(GIFT_MSG.pledgeNotFound)).toBeTruthy();
  });

  it('opens unlocked with the PIN the pledge modal handed over', async () => {
    pledgeHandoff.give(ID, '4321');
    const { calls } = renderAt(`/event/pledge/${ID}?code=${CODE}`, () => okAnswer(VIEW));
    expect(await screen.findByRole('heading', { name: GIFT_MSG.pledgeTitle })).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([{ eventCode: CODE, password: '4321' }]);
  });
});

describe('pledge page cancel', () => {
  it('asks first; cancelled → the message and back to the news page', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { calls, user, submitPin } = renderAt(`/event/pledge/${ID}?code=${CODE}`, (call) =>
      call.path.startsWith('/pledge/cancel/') ? okAnswer({ pledgeId: ID, cancelled: true }) : okAnswer(VIEW),
    );
    await submitPin('4321');
    await user.click(await screen.findByRole('button', { name: GIFT_MSG.pledgeCancelButton }));
    expect(confirm).toHaveBeenCalledWith(GIFT_MSG.pledgeCancelConfirm);
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: GIFT_MSG.pledgeCancelButton }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(GIFT_MSG.pledgeCancelled));
    expect(calls[1]).toEqual(expect.objectContaining({ method: 'POST', path: `/pledge/cancel/${ID}`, body: { eventCode: CODE, password: '4321' } }));
    expect((await screen.findByTestId('where')).textContent).toBe(`/event/${CODE}`);
  });

  it('a refusal (already received) alerts the server message and stays', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, submitPin } = renderAt(`/event/pledge/${ID}?code=${CODE}`, (call) =>
      call.path.startsWith('/pledge/cancel/') ? errorAnswer('PLEDGE_ALREADY_RECEIVED') : okAnswer({ ...VIEW, kind: 'GROUP_GIFT', wishTitle: '유모차' }),
    );
    await submitPin('4321');
    await user.click(await screen.findByRole('button', { name: GIFT_MSG.pledgeCancelButton }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(GIFT_MSG.pledgeAlreadyReceived));
    expect(screen.getByRole('heading', { name: GIFT_MSG.pledgeTitle })).toBeTruthy();
  });

  it('a pledge the owner marked received offers no cancel', async () => {
    const { submitPin } = renderAt(`/event/pledge/${ID}?code=${CODE}`, () => okAnswer({ ...VIEW, received: true }));
    await submitPin('4321');
    expect(await screen.findByText(GIFT_MSG.pledgeReceived, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: GIFT_MSG.pledgeCancelButton })).toBeNull();
  });
});
