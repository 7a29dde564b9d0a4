import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { LoadingState, RemoteBoundary } from '@babynews/ui';
import { loadRemoteModule, resetRemote, type RemoteName } from './remotes';

export interface RemoteRouteProps {
  /** Which remote exposes the page. */
  remote: RemoteName;
  /** Exposed module name without './', e.g. 'NewsPage'. Its default export is the page. */
  module: string;
}

/**
 * Renders a page exposed by a remote: a Korean loading state while the remote loads, and the
 * RemoteBoundary panel (MSG.common.remoteLoadFailed + '다시 시도') when it cannot be loaded.
 * The retry clears the runtime's caches for that remote and loads it again.
 */
export function RemoteRoute({ remote, module }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType }>(remote, module)),
    // `attempt` creates a fresh lazy component (React caches a rejected one forever).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  const retry = () => {
    resetRemote(remote);
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
