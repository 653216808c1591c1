import { Link, useLocation } from 'react-router-dom';
import { bannerTitle, breadcrumb, isProjectDetailPath } from './banner-title';
import styles from './page-banner.module.css';

/**
 * The banner above every page but home (whose hero takes its place): title and breadcrumb of spec §2.
 * The title is the page's h1, except on a project, whose own title is the h1.
 */
export function PageBanner() {
  const { pathname, search } = useLocation();
  const title = bannerTitle(pathname, new URLSearchParams(search));
  const crumbs = breadcrumb(pathname);
  const Title = isProjectDetailPath(pathname) ? 'p' : 'h1';
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <Title className={styles.title}>{title}</Title>
        <nav className={styles.crumbs} aria-label="Breadcrumb">
          <ol className={styles.list}>
            {crumbs.map((crumb, i) => {
              const last = i === crumbs.length - 1;
              return (
                <li key={crumb.to} className={styles.item}>
                  {last ? (
                    <span aria-current="page">{crumb.label}</span>
                  ) : crumb.linked ? (
                    <Link to={crumb.to}>{crumb.label}</Link>
                  ) : (
                    <span>{crumb.label}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}
