import { Outlet, useLocation } from 'react-router-dom';
import { PageBanner } from './page-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './public-layout.module.css';

/** The shared layout of every public route (spec §2): header, banner, the page, footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {pathname !== '/' && <PageBanner />}
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
