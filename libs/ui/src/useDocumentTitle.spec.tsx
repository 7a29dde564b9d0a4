import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './useDocumentTitle';

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = '아기 소식 | 아기소식';
  });

  it('keeps the route title while the name is unknown or blank', () => {
    const { rerender } = renderHook(({ name }: { name: string | undefined }) => useDocumentTitle(name), {
      initialProps: { name: undefined as string | undefined },
    });
    expect(document.title).toBe('아기 소식 | 아기소식');
    rerender({ name: '   ' });
    expect(document.title).toBe('아기 소식 | 아기소식');
  });

  it("names the page after its subject once known, as the server's HTML does", () => {
    const { rerender } = renderHook(({ name }: { name: string | undefined }) => useDocumentTitle(name), {
      initialProps: { name: ' 우리 아기가 찾아왔어요 ' as string | undefined },
    });
    expect(document.title).toBe('우리 아기가 찾아왔어요 | 아기소식');
    rerender({ name: '서비스 점검 안내' });
    expect(document.title).toBe('서비스 점검 안내 | 아기소식');
  });
});
