// Exposed as `remote_admin/app`: every /admin route (spec §2). The shell mounts it at /admin/*.
// Only the sign-in page is in this module's first load; the dashboard and the password pages are
// fetched when first visited (docs/performance.md, "The sign-in page").
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { AnyContentType } from 'remote_shared/schemas';
import { Spinner } from 'remote_shared/ui';
import { AdminUiTexts, useAdminLocale, useT } from './i18n';
import { loadDashboard } from './dashboard/load-dashboard';
import { LOGIN_PATH } from './lib/session';
import { LoginPage } from './features/auth/login-page';
import { lazyRoute } from './lazy-route';

const Dashboard = lazyRoute(loadDashboard);
const ForgotPasswordPage = lazyRoute<object>(() => import('./features/auth/forgot-password-page').then((page) => ({ default: page.ForgotPasswordPage })));
const ResetPasswordPage = lazyRoute<object>(() => import('./features/auth/reset-password-page').then((page) => ({ default: page.ResetPasswordPage })));

/** `contentTypes`: the declared types (a test passes a fixture type besides them). */
export default function AdminApp({ contentTypes }: { contentTypes?: readonly AnyContentType[] }) {
  const t = useT();
  const locale = useAdminLocale();
  // The page says which language it is in (screen readers pronounce it, browsers offer no translation).
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <AdminUiTexts>
      <Suspense fallback={<Spinner centered label={t('common.loading')} />}>
        <Routes>
          <Route path="login" element={<LoginPage preload={loadDashboard} />} />
          {/* Not in spec §2 (which sends every other /admin/* to the login page): reached from its 'Forgot password?' and a mailed link. */}
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="dashboard/*" element={<Dashboard contentTypes={contentTypes} />} />
          {/* /admin and any other /admin/* go to the login page, which forwards a signed-in user. */}
          <Route index element={<Navigate to={LOGIN_PATH} replace />} />
          <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
        </Routes>
      </Suspense>
    </AdminUiTexts>
  );
}
