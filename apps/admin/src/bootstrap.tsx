// Stand-alone mode of the admin remote (development only): its pages without the shell.
import { mountStandalone } from '@babynews/ui';
import AdminLoginPage from './login/AdminLoginPage';
import AdminHome from './home/AdminHome';

mountStandalone('admin', [
  { path: '/login/admin', element: <AdminLoginPage /> },
  { path: '/admin', element: <AdminHome /> },
]);
