import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from 'remote_shared/ui';
import { useT } from '@/i18n';
import type { DashboardSection } from './sections';
import { useSavedLanguage } from './saved-language';
import { SectionBoundary } from './section-boundary';
import { Sidebar } from './sidebar';
import styles from './dashboard-layout.module.css';

/** The frame of every dashboard section: sidebar (or phone menu) and the section itself. */
export function DashboardLayout({ sections }: { sections: readonly DashboardSection[] }) {
  const t = useT();
  const { pathname } = useLocation();
  useSavedLanguage();
  return (
    <div className={styles.frame}>
      <a href="#admin-main" className={styles.skip}>
        {t('nav.skip')}
      </a>
      <Sidebar sections={sections} />
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        <SectionBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner centered label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </SectionBoundary>
      </main>
    </div>
  );
}
