import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { frameProviderFor, type PageFrame as PageFrameName } from '@babynews/contracts';
import { LoadingState } from '@babynews/ui';
import { loadRemoteModule } from './remotes';

/** What a frame module exports by default: the frame around `children` (the page). */
type FrameComponent = ComponentType<{ children: ReactNode }>;

export interface PageFrameProps {
  /** The page's `frame` from its table entry ('plain' | 'admin', PAGE_FRAMES). */
  frame: PageFrameName;
  /** Counts the retries of the surrounding boundary: a new value loads a frame that failed again. */
  attempt?: number;
  /** The page. */
  children: ReactNode;
}

/**
 * Puts a page into the frame its table entry names (ARCHITECTURE.md "Adding a page"): 'plain'
 * renders the page as it is; any other frame is the default export of the module PAGE_FRAMES names
 * (for 'admin' the admin remote's `AdminPageFrame`: the spec §4 admin guard and the admin sidebar),
 * loaded from its remote like a page, with the Korean loading state meanwhile. A failed load throws
 * to the surrounding error boundary.
 */
export function PageFrame({ frame, attempt = 0, children }: PageFrameProps) {
  const provider = frameProviderFor(frame);
  const Frame = useMemo(
    () => (provider ? lazy(() => loadRemoteModule<{ default: FrameComponent }>(provider.remote, provider.module)) : null),
    // `attempt` creates a fresh lazy component (React caches a rejected one forever).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [provider, attempt],
  );
  if (!Frame) return <>{children}</>;
  return (
    <Suspense fallback={<LoadingState text="화면을 불러오는 중입니다..." />}>
      <Frame>{children}</Frame>
    </Suspense>
  );
}
