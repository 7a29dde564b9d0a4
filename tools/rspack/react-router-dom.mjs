// What the apps use of react-router-dom, re-exported from react-router (ARCHITECTURE §1). The apps
// import 'react-router-dom'; the rspack configs alias it to this file, which Module Federation then
// shares as the one router singleton. Because only this list is exported, the bundle keeps only what
// it needs of react-router (the data router, server rendering and hydration are left out: about
// 43 KiB gzip less on a first visit). An import of anything not listed fails the build
// (`exportsPresence: 'error'`): add it here. Tests (jest) resolve the real package.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
