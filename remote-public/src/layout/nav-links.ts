// The site's navigation of spec §2, shared by the desktop header, the mobile panel and the footer.

/** A link: its label's catalogue key (docs/i18n.md) and its English path (`useLocalePath` gives the page's). */
export interface NavLinkItem {
  labelKey: string;
  to: string;
}

export interface NavGroup {
  labelKey: string;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const COMPANY_LINKS: NavLinkItem[] = [
  { labelKey: 'layout.nav.about', to: '/about-us' },
  { labelKey: 'layout.nav.missionVision', to: '/mission-vision' },
  { labelKey: 'layout.nav.whyUs', to: '/why-choose-us' },
  { labelKey: 'layout.nav.team', to: '/our-team' },
];

/** The spec's /strategy, /human, ... redirect here; linking straight to the page saves a redirect. */
export const SERVICE_LINKS: NavLinkItem[] = [
  { labelKey: 'layout.nav.strategy', to: '/services/strategy' },
  { labelKey: 'layout.nav.human', to: '/services/human' },
  { labelKey: 'layout.nav.ict', to: '/services/ict' },
  { labelKey: 'layout.nav.development', to: '/services/development' },
];

/** Our Projects is /projects on desktop and mobile alike (docs/decisions/0018-our-projects-goes-to-projects-everywhere.md). */
export const NAV: NavEntry[] = [
  { labelKey: 'layout.nav.home', to: '/' },
  { labelKey: 'layout.nav.company', items: COMPANY_LINKS },
  { labelKey: 'layout.nav.services', items: SERVICE_LINKS },
  { labelKey: 'layout.nav.projects', to: '/projects' },
  { labelKey: 'layout.nav.contacts', to: '/contact' },
  { labelKey: 'layout.nav.ict', to: '/services/ict' },
];

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** Active by path match: Home only on /, any other link on its path and the paths below it. */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

export const isGroupActive = (pathname: string, group: NavGroup) => group.items.some((item) => isActivePath(pathname, item.to));
