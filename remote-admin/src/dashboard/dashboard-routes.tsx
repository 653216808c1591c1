// /admin/dashboard/* (spec §2): the frame and its sections, behind a session. Loaded after sign-in
// (./load-dashboard.ts), never by the sign-in page.
import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CONTENT_TYPES, type AnyContentType } from 'remote_shared/schemas';
import { DashboardHome } from './dashboard-home';
import { DashboardLayout } from './dashboard-layout';
import { RequireSession } from './require-session';
import { dashboardSections } from './sections';

/** `contentTypes`: the declared types (a test passes a fixture type besides them). */
export default function DashboardRoutes({ contentTypes = CONTENT_TYPES }: { contentTypes?: readonly AnyContentType[] }) {
  const sections = useMemo(() => dashboardSections(contentTypes), [contentTypes]);
  return (
    <Routes>
      <Route
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
    </Routes>
  );
}
