import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@babynews/ui';
import { useSession } from '@babynews/session';
import { AppRoutes } from './app/router';
import { loadRuntimeConfig } from './federation/remotes';
import './layout/layout.css';

useSession.getState().hydrate();
// Start fetching /runtime-config.json now; remote routes await the same promise.
loadRuntimeConfig().catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few ms and yields to the browser
  // between them, instead of one long task (the HTML has painted the page already).
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
