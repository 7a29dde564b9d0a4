import { act, render, renderHook, waitFor } from '@testing-library/react';
import { FIRST_PAINT_ID, useFirstPaintHandoff } from './firstPaint';
import { useAsyncResource } from './useAsyncResource';

/**
 * A page painted from the HTML (ARCHITECTURE §1 "first visit"): the inline data is shown at once and
 * replaced by the live answer; the server's markup goes when the page has something on screen.
 */
describe('first paint hand-off', () => {
  afterEach(() => document.getElementById(FIRST_PAINT_ID)?.remove());

  it('removes #bn-first-paint only once the page is ready, before that commit is painted', () => {
    const painted = document.createElement('div');
    painted.id = FIRST_PAINT_ID;
    document.body.append(painted);
    function Page({ ready }: { ready: boolean }) {
      useFirstPaintHandoff(ready);
      return <p>{ready ? '소식' : '불러오는 중'}</p>;
    }
    const { rerender } = render(<Page ready={false} />);
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
    rerender(<Page ready />);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });
});

describe('useAsyncResource with initial data', () => {
  it('starts ready with the initial data, then swaps in the live answer (a wish reserved since)', async () => {
    let answer: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useAsyncResource(load, [], { initial: '예약 가능' }));
    expect(result.current).toMatchObject({ status: 'ready', data: '예약 가능' });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => answer('예약 완료'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: '예약 완료' }));
  });

  it('keeps the initial data when the live load fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { result } = renderHook(() => useAsyncResource(() => new Promise<string>((_, reject) => (fail = reject)), [], { initial: '처음 소식' }));
    act(() => fail(new Error('offline')));
    await act(async () => undefined);
    expect(result.current).toMatchObject({ status: 'ready', data: '처음 소식' });
  });

  it('without initial data shows loading, then an error when the load fails', async () => {
    const { result } = renderHook(() => useAsyncResource(() => Promise.reject(new Error('offline')), []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
