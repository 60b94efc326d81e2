/**
 * The router the feature apps share: react-router's declarative mode (components and hooks under
 * `<BrowserRouter>`), the only mode the apps use. A shared module keeps every export it lists, so
 * listing these rather than the whole package leaves out data routers, server rendering and RSC
 * (three quarters of it). The hash and memory routers are left out too: a feature app renders under
 * the shell's router, and on its own (its standalone page) under a BrowserRouter. The apps' links are
 * the design system's (libs/ui/src/primitives/links.tsx). A name an app imports from
 * 'react-router-dom' that is missing here fails shared-modules.spec.ts.
 */
export {
  BrowserRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  NavigationType,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
} from 'react-router-dom';

// A feature app built before the apps had links of their own imports these from 'react-router-dom'
// (a version rolled back to, scripts/publish-remote.mjs): it gets the design system's.
export { Link, NavLink } from '@mealapp/ui';
