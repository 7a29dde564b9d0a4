import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// first: the shared UI's theme stylesheet comes before the shell's own
import { releaseHeldTaps } from '@babynews/ui';
import { useSession } from '@babynews/session';
import { AppRoutes, loadShellPage } from './app/router';
import { loadFirstPage } from './app/firstPage';
import { ReadyPages } from './app/readyPages';
import { loadRuntimeConfig } from './federation/remotes';
import './layout/layout.css';

useSession.getState().hydrate();
// Start fetching /runtime-config.json now; remote routes await the same promise.
loadRuntimeConfig().catch(() => undefined);

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

const container = document.getElementById('root');
if (container?.firstChild) {
  // The server rendered this page into #root (apps/shell/src/server.tsx): React adopts that markup
  // instead of drawing it again, once the page's own chunk (preloaded by the HTML) is here, so the
  // whole page hydrates in one pass (firstPage.ts). It renders first as the server did — with the
  // session the page was rendered for (`useSession`: signed out, or my page's member) — and applies
  // what the browser alone knows right after.
  // A mismatch is a bug the browser suite looks for in the console.
  // Hydrated as a transition: React then adopts the markup in slices of a few ms, yielding to the
  // browser between them, instead of one long task at the default lane (ARCHITECTURE "How a first
  // visit travels": blocking time). Taps made meanwhile are held and replayed (FirstCommit).
  void loadFirstPage(window.location.pathname, loadShellPage).then((pages) => {
    if (!pages) releaseHeldTaps();
    startTransition(() => {
      hydrateRoot(container, <ReadyPages.Provider value={pages}>{app}</ReadyPages.Provider>, {
        onRecoverableError: (error) => console.error('아기소식: hydration mismatch', error),
      });
    });
  });
} else if (container) {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few ms and yields to the browser
  // between them, instead of one long task (the HTML has painted the page already).
  startTransition(() => root.render(app));
}
