import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '@babynews/ui';
import { PAGE_TABLES } from '@babynews/contracts';
import { Layout } from '../layout/components/Layout';
import { NotFoundPage } from '../errors/components/NotFoundPage';
import { RouteErrorPage } from '../errors/components/RouteErrorPage';
import { pageRoutes, type ShellPageLoader } from './pageRoutes';

/**
 * The module of a shell page by its table `source`, each in a chunk of its own named for its file
 * (`[request]`, e.g. 'landing-components-LandingPage-tsx'), so a first visit of a news page does not
 * download the others; tools/rspack/pages.mjs narrows this import to the files of `pages/shell.json`.
 * The landing's chunk is the first-visit lists' `landing` (tools/rspack/base.mjs, first-load.json).
 */
export const loadShellPage: ShellPageLoader = (source: string) => import(/* webpackChunkName: "[request]" */ `../${source}`);

/**
 * Route table of spec §2 with the ownership of ARCHITECTURE §1: the shell renders the layout and the
 * 404 page; every page is an entry of a page table (libs/contracts/src/pages: the shell's own pages
 * and each remote's), turned into routes by `pageRoutes`. Adding a page needs no change here.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: <PageErrorBoundary />,
        children: [...pageRoutes(PAGE_TABLES, loadShellPage), { path: '*', element: <NotFoundPage /> }],
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
