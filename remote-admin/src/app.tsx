// Exposed as `remote_admin/app`: every /admin route (spec §2). The shell mounts it at /admin/*.
import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CONTENT_TYPES, type AnyContentType } from 'remote_shared/schemas';
import { DashboardLayout } from './dashboard/dashboard-layout';
import { RequireSession } from './dashboard/require-session';
import { DashboardHome } from './dashboard/dashboard-home';
import { dashboardSections } from './dashboard/sections';
import { LOGIN_PATH } from './dashboard/session';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { LoginPage } from './features/auth/login-page';
import { ResetPasswordPage } from './features/auth/reset-password-page';

/** `contentTypes`: the declared types (a test passes a fixture type besides them). */
export default function AdminApp({ contentTypes = CONTENT_TYPES }: { contentTypes?: readonly AnyContentType[] }) {
  const sections = useMemo(() => dashboardSections(contentTypes), [contentTypes]);
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      {/* Not in spec §2 (which sends every other /admin/* to the login page): reached from its 'Forgot password?' and a mailed link. */}
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route
        path="dashboard"
        element={
          <RequireSession>
            <DashboardLayout sections={sections} />
          </RequireSession>
        }
      >
        {sections.map((section) => (
          <Route key={section.path} path={section.path} element={section.element} />
        ))}
        {/* An unknown dashboard sub-path (and the dashboard itself) goes to users (Posts for a Content_Creator). */}
        <Route index element={<DashboardHome />} />
        <Route path="*" element={<DashboardHome />} />
      </Route>
      {/* /admin and any other /admin/* go to the login page, which forwards a signed-in user. */}
      <Route index element={<Navigate to={LOGIN_PATH} replace />} />
      <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
    </Routes>
  );
}
