import { lazy, Suspense, useContext, useMemo, useState, type ComponentType } from 'react';
import type { PageFrame as PageFrameName } from '@babynews/contracts';
import { LoadingState, RemoteBoundary } from '@babynews/ui';
import { ReadyPages } from '../app/readyPages';
import { FirstCommit } from '../app/FirstCommit';
import { PageFrame } from './PageFrame';
import { loadRemoteModule, resetRemote, type RemoteName } from './remotes';

export interface RemoteRouteProps {
  /** Which remote exposes the page. */
  remote: RemoteName;
  /**
   * Exposed module name without './': the page's key in that remote's page table
   * (libs/contracts/src/pages/<remote>.json), e.g. 'NewsPage'. Its default export is the page.
   */
  module: string;
  /** The page's `frame` from the same entry ('plain' when left out). */
  frame?: PageFrameName;
}

/**
 * Renders a page exposed by a remote inside its frame (`PageFrame`: for 'admin' the admin guard and
 * sidebar): a Korean loading state while the remote loads, and the RemoteBoundary panel
 * (MSG.common.remoteLoadFailed + '다시 시도') when the page or its frame cannot be loaded. The page's
 * module starts loading at once, beside its frame's. The retry clears the runtime's caches for that
 * remote and loads it again (reloading the page when its HTML preloaded that remote's files, see
 * `resetRemote`). A server render that has the page (`ReadyPages` under '<remote>/<module>') draws it
 * at once inside the same Suspense boundary, which the browser hydrates once the remote's chunk is there.
 */
export function RemoteRoute({ remote, module, frame = 'plain' }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const Drawn = useContext(ReadyPages)?.get(`${remote}/${module}`);
  const Page = useMemo(
    () => {
      if (Drawn) return Drawn;
      const loading = loadRemoteModule<{ default: ComponentType }>(remote, module);
      // a frame that never lets the page render (a guard that sends the visitor away) never reads it
      loading.catch(() => undefined);
      return lazy(() => loading);
    },
    // `attempt` creates a fresh lazy component (React caches a rejected one forever).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt, Drawn],
  );
  const retry = () => {
    if (resetRemote(remote) === 'reload') return window.location.reload();
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary onRetry={retry} resetKeys={[remote, module]}>
      {/* keyed by page: each page's frame starts afresh (the admin guard waits once per page, as before) */}
      <PageFrame key={`${remote}/${module}`} frame={frame} attempt={attempt}>
        <Suspense fallback={<LoadingState text="화면을 불러오는 중입니다..." />}>
          <Page />
          <FirstCommit />
        </Suspense>
      </PageFrame>
    </RemoteBoundary>
  );
}
