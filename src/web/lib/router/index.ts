// The app's router (docs/decisions/0029): the part of React Router's API the app uses, in a few KB.
export { Navigate, Outlet, RouterProvider } from './components';
export { ScrollRestoration } from './scroll-restoration';
export { createBrowserRouter, createMemoryRouter, type NavigateOptions, type Router, type RouterState } from './router';
export {
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type NavigateFunction,
} from './hooks';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './links';
export type { Location } from './history';
export type { LoaderFunction, Params, RouteObject } from './match';
