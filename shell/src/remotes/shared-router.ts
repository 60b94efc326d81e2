/**
 * The router the feature apps share: react-router's declarative mode (components and hooks under
 * `<BrowserRouter>`), the only mode the apps use. A shared module keeps every export it lists, so
 * listing these rather than the whole package leaves out data routers, server rendering and RSC
 * (three quarters of it). A name an app imports from 'react-router-dom' that is missing here fails
 * shared-modules.spec.ts.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
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
