// The browser's `react-router-dom`: the part of its API this product uses. A shared package is
// bundled whole (any container might use any export), which for react-router 7 is about 60 KB
// compressed; sharing this module under the `react-router-dom` key instead keeps one copy of the
// router in the browser and lets webpack drop the rest. Using an export not listed here fails the
// build (exportsPresence: 'error'), so nothing breaks silently; add it here.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
