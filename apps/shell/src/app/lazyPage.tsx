import { lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '@babynews/ui';
import { ReadyPages } from './readyPages';
import { FirstCommit } from './FirstCommit';

/**
 * The route element of a shell page that loads on its first use, in a chunk of its own, so that a
 * first visit of the landing or a news page does not download it: the Korean loading state of the
 * remote pages while it loads (see RemoteRoute). A failed load reaches the page's error boundary
 * and is tried again the next time the page renders (React would keep a rejected lazy component).
 * A server render that has the page (`ReadyPages` under `source`) draws it at once inside the same
 * Suspense boundary, which the browser then hydrates once the chunk is there.
 * @param source the page's table `source`, e.g. 'legal/components/TermsPage.tsx'.
 * @param load imports the page's module and answers its component,
 *   e.g. `() => import('../legal/components/TermsPage').then((m) => m.TermsPage)`.
 */
export function lazyPage(source: string, load: () => Promise<ComponentType>) {
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
    const Drawn = useContext(ReadyPages)?.get(source);
    return Drawn ? <Drawn /> : <Page />;
  }
  return (
    <Suspense fallback={<LoadingState text="화면을 불러오는 중입니다..." />}>
      <LazyPage />
      <FirstCommit />
    </Suspense>
  );
}
