import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, ErrorBoundary, Spinner } from '@babynews/ui';

/** The guestbook's form and entries, in a chunk of their own (ARCHITECTURE "Guestbook"): not part of a first visit. */
const GuestbookSection = lazy(() => import('../../guestbook/GuestbookSection'));

/**
 * The news page's '축하 방명록' (ARCHITECTURE "Guestbook"): its heading is part of the page's markup (drawn by
 * the server too); the form and the entries load when the section comes near the screen, so a relative who
 * only reads the news downloads none of it. A chunk that fails to load shows '다시 시도' here, not in place
 * of the whole page.
 */
export function NewsGuestbook({ code }: { code: string }) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const section = ref.current;
    if (!section || typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  return (
    <section ref={ref} className="news__card guestbook" aria-labelledby="guestbook-title">
      <h2 className="guestbook__title" id="guestbook-title">
        축하 방명록
      </h2>
      <p className="guestbook__lead">따뜻한 축하 한마디를 남겨 주세요.</p>
      {near ? (
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
        <div className="guestbook__placeholder" aria-hidden="true" />
      )}
    </section>
  );
}
