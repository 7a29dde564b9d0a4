import { act, fireEvent, render, screen } from '@testing-library/react';
import { MSG } from '@babynews/contracts';
import { ImagePicker } from './ImagePicker';

/** The picker's rejection line is announced (role alert) and clears after 3 s (spec §9), giving the hint back. */
describe('ImagePicker rejections', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a file that is not an image is refused with an alert that clears 3000 ms later', async () => {
    const onFile = jest.fn();
    render(<ImagePicker label="상품 이미지" file={null} onFile={onFile} onRemove={() => undefined} hint="JPG, PNG, WebP · 5MB 이하" />);
    const notAnImage = new File(['plain text'], 'memo.txt', { type: 'text/plain' });
    await act(async () => void fireEvent.change(screen.getByLabelText('상품 이미지'), { target: { files: [notAnImage] } }));
    expect(screen.getByRole('alert').textContent).toBe(MSG.wish.notImage);
    act(() => void jest.advanceTimersByTime(2999));
    expect(screen.getByRole('alert').textContent).toBe(MSG.wish.notImage);
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('JPG, PNG, WebP · 5MB 이하')).toBeTruthy();
    expect(onFile).not.toHaveBeenCalled();
  });
});
