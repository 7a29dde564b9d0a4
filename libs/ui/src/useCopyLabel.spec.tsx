import { act, renderHook } from '@testing-library/react';
import { useCopyLabel } from './useCopyLabel';

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => jest.useRealTimers());

describe("copy label (spec §9: 'copied' resets after 3 s)", () => {
  it('copies the text and shows copied for exactly 3 s', async () => {
    const { result } = renderHook(() => useCopyLabel());
    let copied = false;
    await act(async () => {
      copied = await result.current.copy('https://example.com/event/AbCd1234');
    });
    expect(copied).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://example.com/event/AbCd1234');
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('a second copy restarts the 3 s', async () => {
    const { result } = renderHook(() => useCopyLabel());
    await act(() => result.current.copy('a'));
    act(() => jest.advanceTimersByTime(2000));
    await act(() => result.current.copy('b'));
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.copied).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.copied).toBe(false);
  });

  it('reports false and no label when neither the Clipboard API nor the fallback can copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    Object.assign(document, { execCommand: jest.fn(() => false) });
    const { result } = renderHook(() => useCopyLabel());
    let copied = true;
    await act(async () => {
      copied = await result.current.copy('x');
    });
    expect(copied).toBe(false);
    expect(result.current.copied).toBe(false);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });
});
