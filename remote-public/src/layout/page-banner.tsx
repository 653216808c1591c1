import { Link, useLocation } from 'react-router-dom';
import { StructuredData } from 'remote_shared/seo';
import { useLocalePath, usePagePath, useT } from '@/i18n';
import { bannerTitle, breadcrumb, isProjectDetailPath } from './banner-title';
import styles from './page-banner.module.css';

/** The catalogue keys of the banner's English titles and crumbs; anything else (a project's name, its id) shows as it is. */
const LABEL_KEYS: Record<string, string> = {
  HOME: 'layout.banner.home',
  'PROJECT DETAILS': 'layout.banner.projectDetails',
  'ABOUT US': 'layout.banner.aboutUs',
  'WHY CHOOSE US': 'layout.banner.whyChooseUs',
  'OUR TEAM': 'layout.banner.ourTeam',
  CONTACT: 'layout.banner.contact',
  PROJECTS: 'layout.banner.projects',
  SERVICES: 'layout.banner.services',
  STRATEGY: 'layout.banner.strategy',
  HUMAN: 'layout.banner.human',
  ICT: 'layout.banner.ict',
  DEVELOPMENT: 'layout.banner.development',
  'MISSION VISION': 'layout.banner.missionVision',
  PRIVACY: 'layout.banner.privacy',
  'STRATEGY DEVELOPMENT & EXECUTION': 'layout.banner.strategyTitle',
  'HUMAN CAPITAL MANAGEMENT': 'layout.banner.humanTitle',
  'ICT CONSULTANCY SERVICES': 'layout.banner.ictTitle',
  'FRONT AND BACKEND DEVELOPMENT': 'layout.banner.developmentTitle',
  'OUR MISSION AND VISION': 'layout.banner.missionVisionTitle',
  'PRIVACY NOTICE': 'layout.banner.privacyTitle',
};

/**
 * The banner above every page but home (whose hero takes its place): title and breadcrumb of spec §2.
 * The title is the page's h1, except on a project, whose own title is the h1.
 */
export function PageBanner() {
  const { search } = useLocation();
  const pathname = usePagePath();
  const t = useT();
  const lp = useLocalePath();
  // The titles and crumbs come from the English path (spec §2); the page's language names them.
  const label = (english: string) => {
    const key = LABEL_KEYS[english];
    return key ? t(key) : english;
  };
  const title = label(bannerTitle(pathname, new URLSearchParams(search)));
  const crumbs = breadcrumb(pathname).map((crumb) => ({ ...crumb, label: label(crumb.label), to: lp(crumb.to) }));
  const Title = isProjectDetailPath(pathname) ? 'p' : 'h1';
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <Title className={styles.title}>{title}</Title>
        {/* The same crumbs, for search engines (a BreadcrumbList in the page's head). */}
        <StructuredData breadcrumb={crumbs.map((crumb) => ({ name: crumb.label, path: crumb.to, linked: crumb.linked }))} />
        <nav className={styles.crumbs} aria-label={t('layout.banner.breadcrumb')}>
          <ol className={styles.list}>
            {crumbs.map((crumb, i) => {
              const last = i === crumbs.length - 1;
              return (
                <li key={crumb.to} className={styles.item}>
                  {last ? <span aria-current="page">{crumb.label}</span> : crumb.linked ? <Link to={crumb.to}>{crumb.label}</Link> : <span>{crumb.label}</span>}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}
