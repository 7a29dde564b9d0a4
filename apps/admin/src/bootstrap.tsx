// Stand-alone mode of the admin remote (development only): its pages without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Page, ToastHost } from '@babynews/ui';
import { useSession } from '@babynews/session';
import AdminLoginPage from './login/AdminLoginPage';
import AdminHome from './home/AdminHome';

useSession.getState().hydrate();
const router = createBrowserRouter([
  { path: '/login/admin', element: <AdminLoginPage /> },
  { path: '/admin', element: <AdminHome /> },
  { path: '*', element: <Page title="admin remote">이 앱은 셸(shell)에서 불러와 사용합니다.</Page> },
]);
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
      <ToastHost />
    </StrictMode>,
  );
}
