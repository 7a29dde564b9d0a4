import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@babynews/contracts';
import { RemoteBoundary } from './ErrorBoundary';
import { heldTaps } from './heldTaps';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('RemoteBoundary on a server-rendered page whose taps the boot script holds', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    heldTaps().bnHydrated = undefined;
    heldTaps().bnTap = { el: document.body, at: Date.now() };
  });
  afterEach(() => {
    consoleError.mockRestore();
    heldTaps().bnHydrated = undefined;
    heldTaps().bnTap = undefined;
  });

  it('shows the Korean error panel, stops holding taps (its 다시 시도 must answer) and drops the held one', async () => {
    const onRetry = jest.fn();
    render(
      <RemoteBoundary onRetry={onRetry}>
        <Broken />
      </RemoteBoundary>,
    );
    expect(screen.getByText(MSG.common.remoteLoadFailed)).toBeTruthy();
    expect(heldTaps().bnHydrated).toBe(true);
    expect(heldTaps().bnTap).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
