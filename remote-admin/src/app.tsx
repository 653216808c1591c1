// Exposed as `remote_admin/app`: every /admin route (spec §2). The shell mounts it at /admin/*.
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from './dashboard/dashboard-layout';
import { lazySection } from './dashboard/lazy-section';
import { RequireSession } from './dashboard/require-session';
import { HOME_PATH, LOGIN_PATH } from './dashboard/session';
import { LoginPage } from './features/auth/login-page';

// Each section is its own chunk, fetched when it is first opened (and fetched again on Retry).
const UsersPage = lazySection(() => import('./features/users/users-page'));
const PostsPage = lazySection(() => import('./features/posts/posts-page'));
const ContactsPage = lazySection(() => import('./features/contacts/contacts-page'));
const TeamPage = lazySection(() => import('./features/team/team-page'));
const HeadersPage = lazySection(() => import('./features/headers/headers-page'));
const MissionVisionPage = lazySection(() => import('./features/mission-vision/mission-vision-page'));

export default function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        path="dashboard"
        element={
          <RequireSession>
            <DashboardLayout />
          </RequireSession>
        }
      >
        <Route path="users" element={<UsersPage />} />
        <Route path="posts" element={<PostsPage />} />
        <Route path="contacts" element={<ContactsPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route path="headers" element={<HeadersPage />} />
        <Route path="mission-vision" element={<MissionVisionPage />} />
        {/* An unknown dashboard sub-path (and the dashboard itself) goes to users. */}
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Route>
      {/* /admin and any other /admin/* go to the login page, which forwards a signed-in user. */}
      <Route index element={<Navigate to={LOGIN_PATH} replace />} />
      <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
    </Routes>
  );
}
