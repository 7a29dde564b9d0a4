import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '@babynews/ui';

/**
 * The route element of a shell page that loads on its first use, in a chunk of its own, so that a
 * first visit of the landing or a news page does not download it: the Korean loading state of the
 * remote pages while it loads (see RemoteRoute). A failed load reaches the page's error boundary
 * and is tried again the next time the page renders (React would keep a rejected lazy component).
 * @param load imports the page's module and answers its component,
 *   e.g. `() => import('../legal/components/TermsPage').then((m) => m.TermsPage)`.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  let Page: LazyExoticComponent<ComponentType>;
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          Page = fresh();
          throw error;
        },
      ),
    );
  Page = fresh();
  function LazyPage() {
    return <Page />;
  }
  return (
    <Suspense fallback={<LoadingState text="화면을 불러오는 중입니다..." />}>
      <LazyPage />
    </Suspense>
  );
}
