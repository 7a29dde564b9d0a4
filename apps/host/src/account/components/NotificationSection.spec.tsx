import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_MSG, type NotificationSettings } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, fakeSessionToken, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import { NotificationSection } from './NotificationSection';

/**
 * '알림 메일' on '내 정보' (ARCHITECTURE §4.23): the stored mode checked, a new choice saved with PUT and
 * confirmed, the unverified-address note, the server's validation message on a refused save.
 */

beforeEach(() => useSession.getState().login(fakeSessionToken()));

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

function renderSection(answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
  render(<NotificationSection />);
  return calls;
}

describe('NotificationSection', () => {
  it('shows the stored mode, saves the chosen one with PUT and says it was saved', async () => {
    let stored: NotificationSettings = { mode: 'OFF', emailVerified: true };
    const calls = renderSection((call) => {
      if (call.method === 'PUT') stored = { ...stored, ...(call.body as Pick<NotificationSettings, 'mode'>) };
      return okAnswer(stored);
    });
    expect(((await screen.findByRole('radio', { name: NOTIFICATION_MSG.modeOff })) as HTMLInputElement).checked).toBe(true);
    expect(radio(NOTIFICATION_MSG.modeDaily).checked).toBe(false);
    expect(screen.queryByText(NOTIFICATION_MSG.needsVerifiedEmail)).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: NOTIFICATION_MSG.modeDaily }));
    await userEvent.click(screen.getByRole('button', { name: NOTIFICATION_MSG.save }));
    expect((await screen.findByRole('status')).textContent).toBe(NOTIFICATION_MSG.saved);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['GET', '/member/notificationSettings', undefined],
      ['PUT', '/member/notificationSettings', { mode: 'DAILY' }],
    ]);
    expect(radio(NOTIFICATION_MSG.modeDaily).checked).toBe(true);
  });

  it('says an unverified address gets no notification', async () => {
    renderSection(() => okAnswer({ mode: 'DAILY', emailVerified: false }));
    expect(await screen.findByText(NOTIFICATION_MSG.needsVerifiedEmail)).toBeTruthy();
    expect(radio(NOTIFICATION_MSG.modeDaily).checked).toBe(true);
  });

  it("shows the server's message when the save is refused, and keeps the choice", async () => {
    renderSection((call) =>
      call.method === 'PUT' ? errorAnswer('VALIDATION_FAILED', NOTIFICATION_MSG.modeInvalid) : okAnswer({ mode: 'DAILY', emailVerified: true }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: NOTIFICATION_MSG.modeEach }));
    await userEvent.click(screen.getByRole('button', { name: NOTIFICATION_MSG.save }));
    expect(await screen.findByText(NOTIFICATION_MSG.modeInvalid)).toBeTruthy();
    await waitFor(() => expect(radio(NOTIFICATION_MSG.modeEach).checked).toBe(true));
    expect(screen.queryByText(NOTIFICATION_MSG.saved)).toBeNull();
  });

  it('offers a retry when the settings cannot be read', async () => {
    renderSection(() => errorAnswer('INTERNAL_ERROR'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
