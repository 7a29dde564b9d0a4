import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { useSession } from '@babynews/session';
import { Page } from './Page';
import { ToastHost } from './toast';

/**
 * Stand-alone mode of a remote (development only; normally the shell loads its pages, ARCHITECTURE §1):
 * restores the session, then renders `routes` into #root with the toast host. Any other path shows
 * a page titled '{name} remote' saying the app is meant to be loaded by the shell, followed by
 * `extra` (e.g. a link). Does nothing when the page has no #root.
 */
export function mountStandalone(name: string, routes: RouteObject[], extra?: ReactNode): void {
  useSession.getState().hydrate();
  const all: RouteObject[] = [
    ...routes,
    {
      path: '*',
      element: <Page title={`${name} remote`}>이 앱은 셸(shell)에서 불러와 사용합니다.{extra ? <> {extra}</> : null}</Page>,
    },
  ];
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneRoutes routes={all} />
      </BrowserRouter>
      <ToastHost />
    </StrictMode>,
  );
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
