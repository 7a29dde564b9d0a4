import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, ErrorBoundary, Spinner } from '@babynews/ui';

/** The guestbook's form and entries, in a chunk of their own (ARCHITECTURE "Guestbook"): not part of a first visit. */
const GuestbookSection = lazy(() => import('../../guestbook/GuestbookSection'));

/**
 * The news page's '축하 방명록' (ARCHITECTURE "Guestbook"): its heading and a '방명록 열기' button are part of the
 * page's markup (drawn by the server too). The form and the entries load when the visitor presses the button,
 * or by themselves when the section scrolls near the screen from below — never while it is on screen
 * unasked, where their arrival would move what the visitor is reading. A relative who only reads the news
 * downloads none of it. A chunk that fails to load shows '다시 시도' here, not in place of the whole page.
 */
export function NewsGuestbook({ code }: { code: string }) {
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const section = ref.current;
    if (!section || typeof IntersectionObserver !== 'function') return;
    // The first report says where the section is with the page: on screen already, it waits for the button.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        if (first && near) observer.disconnect();
        else if (near) {
          setOpen(true);
          observer.disconnect();
        }
        first = false;
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  return (
    <section ref={ref} className="guestbook" aria-labelledby="guestbook-title">
      <h2 className="guestbook__title" id="guestbook-title">
        축하 방명록
      </h2>
      <p className="guestbook__lead">따뜻한 축하 한마디를 남겨 주세요.</p>
      {open ? (
        <ErrorBoundary
          fallback={(_error, reset) => (
            <div role="alert" className="guestbook__failed">
              <p>방명록을 불러오지 못했습니다.</p>
              <Button variant="secondary" size="small" onClick={reset}>
                다시 시도
              </Button>
            </div>
          )}
        >
          <Suspense fallback={<Spinner label="방명록을 불러오는 중입니다" />}>
            <GuestbookSection code={code} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <Button variant="secondary" block className="guestbook__open" onClick={() => setOpen(true)}>
          방명록 열기
        </Button>
      )}
    </section>
  );
}
