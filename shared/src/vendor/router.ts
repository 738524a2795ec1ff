// The router facade (ADR 0012): the ONLY module that imports react-router(-dom). Federation shares THIS module
// under the share key `react-router` (shared/tooling/webpack-config.cjs, FACADES), so every container negotiates
// one router instance whose code is tree-shaken to the exports below, instead of the whole package (server
// rendering, data-router internals nobody calls here). Everything else imports `@hearth/shared/router` (lint).
//
// Adding an export is a minor bump of @hearth/shared (a remote using it needs a shell whose facade has it: the
// remote contract check refuses older shells, ADR 0009). Keep the list to what the code really uses.
export {
  // The shell and the remote harness: the declarative router (ADR 0012; the data router's createRouter is ~18 KB
  // gzip more, on every page, for loaders and actions nothing here uses)
  BrowserRouter,
  Outlet,
  // Links and navigation
  Link,
  NavLink,
  useNavigate,
  // Location and params
  useLocation,
  useParams,
  useSearchParams,
  // Remote routes rendered under a slot (useRoutes / matchRoutes)
  useRoutes,
  matchRoutes,
  Routes,
  Route,
  // Tests (@hearth/shared/testing, jest)
  MemoryRouter,
} from 'react-router-dom';
export type { LinkProps, NavigateFunction, Params, RouteObject } from 'react-router-dom';
