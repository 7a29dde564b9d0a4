import { StrictMode } from 'react';
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
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
