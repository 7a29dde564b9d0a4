// Stand-alone mode of the host remote (development only): its pages without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Page, ToastHost } from '@babynews/ui';
import { useSession } from '@babynews/session';
import MyPage from './mypage/MyPage';
import RegisterPage from './register/RegisterPage';
import CreateEventPage from './event-create/CreateEventPage';

useSession.getState().hydrate();
const router = createBrowserRouter([
  { path: '/user/mypage', element: <MyPage /> },
  { path: '/user/register', element: <RegisterPage /> },
  { path: '/event/create', element: <CreateEventPage /> },
  { path: '*', element: <Page title="host remote">이 앱은 셸(shell)에서 불러와 사용합니다.</Page> },
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
