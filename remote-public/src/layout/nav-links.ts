// The site's navigation of spec §2, shared by the desktop header, the mobile panel and the footer.

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const COMPANY_LINKS: NavLinkItem[] = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Our Mission and Vision', to: '/mission-vision' },
  { label: 'Why Choose Us', to: '/why-choose-us' },
  { label: 'Our Team', to: '/our-team' },
];

/** The spec's /strategy, /human, ... redirect here; linking straight to the page saves a redirect. */
export const SERVICE_LINKS: NavLinkItem[] = [
  { label: 'Strategy Development & Execution', to: '/services/strategy' },
  { label: 'Human Capital Management', to: '/services/human' },
  { label: 'ICT Consultancy Services', to: '/services/ict' },
  { label: 'Front and Backend Development', to: '/services/development' },
];

/** Our Projects is /projects on desktop and mobile alike (docs/decisions.md). */
export const NAV: NavEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'Our Company', items: COMPANY_LINKS },
  { label: 'Our Services', items: SERVICE_LINKS },
  { label: 'Our Projects', to: '/projects' },
  { label: 'Our Contacts', to: '/contact' },
  { label: 'ICT Consultancy Services', to: '/services/ict' },
];

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** Active by path match: Home only on /, any other link on its path and the paths below it. */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

export const isGroupActive = (pathname: string, group: NavGroup) => group.items.some((item) => isActivePath(pathname, item.to));
