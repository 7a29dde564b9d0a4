import { act, render, renderHook, screen } from '@testing-library/react';
import { z } from 'zod';
import { TextField } from './TextField';
import { useFormStatus } from './useFormStatus';
import { useTransientError } from './useTransientError';

describe('errors clear after 3 s (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('useTransientError clears a message 3000 ms after it was set; a new message restarts the delay', () => {
    const { result } = renderHook(() => useTransientError());
    act(() => result.current[1]('첫 번째 오류'));
    act(() => void jest.advanceTimersByTime(2000));
    act(() => result.current[1]('두 번째 오류'));
    act(() => void jest.advanceTimersByTime(2999));
    expect(result.current[0]).toBe('두 번째 오류');
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current[0]).toBe('');
  });

  it('null keeps the message', () => {
    const { result } = renderHook(() => useTransientError(null));
    act(() => result.current[1]('남는 오류'));
    act(() => void jest.advanceTimersByTime(60_000));
    expect(result.current[0]).toBe('남는 오류');
  });

  it('useFormStatus clears by default, also the first message of a failed parse', () => {
    const { result } = renderHook(() => useFormStatus());
    act(() => void result.current.start(z.string({ error: '제목을 입력해주세요.' }).safeParse(1)));
    expect(result.current.error).toBe('제목을 입력해주세요.');
    act(() => void jest.advanceTimersByTime(3000));
    expect(result.current.error).toBe('');
  });

  it('a field error is announced (role alert) and marks the field invalid until it clears', () => {
    function Form() {
      const [error, setError] = useTransientError();
      return (
        <>
          <TextField label="이메일" error={error} />
          <button type="button" onClick={() => setError('이메일 형식이 올바르지 않습니다.')}>
            확인
          </button>
        </>
      );
    }
    render(<Form />);
    act(() => screen.getByRole('button', { name: '확인' }).click());
    expect(screen.getByRole('alert').textContent).toBe('이메일 형식이 올바르지 않습니다.');
    expect(screen.getByLabelText('이메일').getAttribute('aria-invalid')).toBe('true');
    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('이메일').getAttribute('aria-invalid')).toBeNull();
  });
});
