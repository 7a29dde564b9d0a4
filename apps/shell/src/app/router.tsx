import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../layout/components/Layout';
import { LandingPage } from '../landing/components/LandingPage';
import { LoginPage } from '../login/components/LoginPage';
import { TermsPage } from '../legal/components/TermsPage';
import { PrivacyPage } from '../legal/components/PrivacyPage';
import { NotFoundPage } from '../errors/components/NotFoundPage';
import { RouteErrorPage } from '../errors/components/RouteErrorPage';
import { RemoteRoute } from '../federation/RemoteRoute';

/**
 * Route table of spec §2 with the ownership of DESIGN §1: the shell renders the layout, landing,
 * about, login, legal and 404 pages; every other page is a module exposed by a remote.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'about', element: <LandingPage /> },
          { path: 'user/login', element: <LoginPage /> },
          { path: 'terms-of-use', element: <TermsPage /> },
          { path: 'privacy-policy', element: <PrivacyPage /> },
          // guest remote: visitors
          { path: 'event/:code', element: <RemoteRoute remote="guest" module="NewsPage" /> },
          { path: 'notice', element: <RemoteRoute remote="guest" module="NoticeListPage" /> },
          // host remote: members
          { path: 'user/mypage', element: <RemoteRoute remote="host" module="MyPage" /> },
          { path: 'user/register', element: <RemoteRoute remote="host" module="RegisterPage" /> },
          { path: 'event/create', element: <RemoteRoute remote="host" module="CreateEventPage" /> },
          // admin remote: administrators
          { path: 'login/admin', element: <RemoteRoute remote="admin" module="AdminLoginPage" /> },
          { path: 'admin', element: <RemoteRoute remote="admin" module="AdminHome" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Creates the browser router of the shell (react-router-dom 7 data router). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
