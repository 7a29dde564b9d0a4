import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollToTop } from './useChrome';

let go: (path: string) => void = () => undefined;

function Probe() {
  useScrollToTop();
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return null;
}

describe('useScrollToTop', () => {
  it('leaves the first page where the browser (or the visitor, before hydration) put it, and scrolls to the top on a new path', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    render(
      <MemoryRouter initialEntries={['/event/wishList/abc']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.title).toBe('출산 준비물 선물 리스트 | 아기소식');

    await act(async () => go('/notice'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.title).toBe('공지사항 | 아기소식');
  });
});
