import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemotePageModule } from '@babynews/contracts';
import { LoadingState, RemoteBoundary } from '@babynews/ui';
import { loadRemoteModule, resetRemote, type RemoteName } from './remotes';

export interface RemoteRouteProps<R extends RemoteName> {
  /** Which remote exposes the page. */
  remote: R;
  /**
   * Exposed module name without './': a key of that remote's page table REMOTE_PAGES[remote]
   * (libs/contracts/src/pages/<remote>.json), e.g. 'NewsPage'; any other string fails `tsc`.
   * Its default export is the page.
   */
  module: RemotePageModule<R>;
}

/**
 * Renders a page exposed by a remote: a Korean loading state while the remote loads, and the
 * RemoteBoundary panel (MSG.common.remoteLoadFailed + '다시 시도') when it cannot be loaded.
 * The retry clears the runtime's caches for that remote and loads it again (reloading the page when
 * its HTML preloaded that remote's files, see `resetRemote`).
 */
export function RemoteRoute<R extends RemoteName>({ remote, module }: RemoteRouteProps<R>) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType }, R>(remote, module)),
    // `attempt` creates a fresh lazy component (React caches a rejected one forever).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  const retry = () => {
    if (resetRemote(remote) === 'reload') return window.location.reload();
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary onRetry={retry} resetKeys={[remote, module]}>
      <Suspense fallback={<LoadingState text="화면을 불러오는 중입니다..." />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
