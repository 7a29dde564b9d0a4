import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '@babynews/ui';
import { REMOTE_PAGES, type RemoteName, type RemotePageModule } from '@babynews/contracts';
import { Layout } from '../layout/components/Layout';
import { NotFoundPage } from '../errors/components/NotFoundPage';
import { RouteErrorPage } from '../errors/components/RouteErrorPage';
import { RemoteRoute } from '../federation/RemoteRoute';
import { lazyPage } from './lazyPage';

/**
 * The landing (`/`, `/about`) loads on its own too: the HTML paints its hero (services/api/src/web), and
 * the news pages a relative opens first do not carry it. Its chunk is named for the first-visit lists
 * (first-load.json `pages.landing`: the budget counts it for `/`, the API inlines its styles).
 */
const landing = lazyPage(() => import(/* webpackChunkName: "landing" */ '../landing/components/LandingPage').then((m) => m.LandingPage));

/**
 * One route per page of one remote's table: its path, rendered by `RemoteRoute` (ARCHITECTURE §1).
 * Adding a page to a remote needs no change here.
 */
function pagesOf<R extends RemoteName>(remote: R): RouteObject[] {
  return (Object.keys(REMOTE_PAGES[remote]) as RemotePageModule<R>[]).map((module) => ({
    path: (REMOTE_PAGES[remote][module] as { path: string }).path,
    element: <RemoteRoute remote={remote} module={module} />,
  }));
}

/** The routes of every remote page (guest: visitors, host: members, admin: administrators). */
function remotePageRoutes(): RouteObject[] {
  return [...pagesOf('guest'), ...pagesOf('host'), ...pagesOf('admin')];
}

/**
 * Route table of spec §2 with the ownership of ARCHITECTURE §1: the shell renders the layout, landing,
 * about, login, legal and 404 pages; every other page is a module exposed by a remote, listed in
 * that remote's page table (REMOTE_PAGES).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: <PageErrorBoundary />,
        children: [
          { index: true, element: landing },
          { path: 'about', element: landing },
          // pages a first visit does not open load on their first use (tools/budget: first-visit JS)
          { path: 'user/login', element: lazyPage(() => import('../login/components/LoginPage').then((m) => m.LoginPage)) },
          { path: 'terms-of-use', element: lazyPage(() => import('../legal/components/TermsPage').then((m) => m.TermsPage)) },
          { path: 'privacy-policy', element: lazyPage(() => import('../legal/components/PrivacyPage').then((m) => m.PrivacyPage)) },
          // social login redirect-back pages (spec §8)
          { path: 'kakao/oauth/redirect', element: lazyPage(() => import('../social/components/SocialRedirectPage').then((m) => m.KakaoRedirectPage)) },
          { path: 'google/oauth/redirect', element: lazyPage(() => import('../social/components/SocialRedirectPage').then((m) => m.GoogleRedirectPage)) },
          // every page of the three remotes, from their page tables (libs/contracts/src/pages)
          ...remotePageRoutes(),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Catches a page's render error inside the layout and shows the router's error screen (spec §8,
 * `RouteErrorPage`); moving to another address clears it.
 */
function PageErrorBoundary() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKeys={[location.key]} fallback={(error) => <RouteErrorPage error={error} />}>
      <Outlet />
    </ErrorBoundary>
  );
}

/** The shell's routes, rendered inside the app's `BrowserRouter` (bootstrap.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
