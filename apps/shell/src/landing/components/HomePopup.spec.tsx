import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, okAnswer } from '@babynews/testing';
import { DAY_MS, seoulDayStart } from '@babynews/contracts';
import { POPUP_HIDE_UNTIL_KEY, POPUP_SEEN_KEY } from '../popupDismissal';
import { HomePopup, POPUP_TEXT } from './HomePopup';

/** One turn of the event loop inside act(): every promise the fake fetch settled has been handled and rendered. */
const settle = () => act(() => new Promise<void>((done) => setTimeout(done, 0)));

const ON = { mainImagePath: 'popup-modal-1.webp', mainImageUrl: 'https://cdn.test/popup.webp', title: 'true' };

describe('HomePopup (spec §2 popup management)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('shows the image in a dialog when switched on, once per visit', async () => {
    installFakeFetch(() => okAnswer(ON));
    const first = render(<HomePopup />);
    const dialog = await screen.findByRole('dialog', { name: POPUP_TEXT.title });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(ON.mainImageUrl);
    expect(window.sessionStorage.getItem(POPUP_SEEN_KEY)).toBe('1');
    first.unmount();
    const calls = installFakeFetch(() => okAnswer(ON));
    render(<HomePopup />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows nothing when switched off or when the read fails', async () => {
    const calls = installFakeFetch(() => okAnswer({ ...ON, title: 'false' }));
    const off = render(<HomePopup />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    off.unmount();
    installFakeFetch(() => {
      throw new Error('offline');
    });
    render(<HomePopup />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'don't show again today' hides it until the next Seoul midnight", async () => {
    const user = userEvent.setup();
    installFakeFetch(() => okAnswer(ON));
    render(<HomePopup />);
    await user.click(await screen.findByRole('button', { name: POPUP_TEXT.hideToday }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const until = Number(window.localStorage.getItem(POPUP_HIDE_UNTIL_KEY));
    expect(until).toBeGreaterThan(Date.now());
    expect(until - Date.now()).toBeLessThanOrEqual(DAY_MS);
    expect(seoulDayStart(new Date(until)).getTime()).toBe(until); // a midnight in Asia/Seoul
  });
});
