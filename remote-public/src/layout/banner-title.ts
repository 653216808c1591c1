// The page banner of spec §2: a title from the last path segment and a breadcrumb per segment.

/** The spec leaves these titles open; ours repeat the navigation's names (docs/decisions/0015-banner-titles-repeat-the-navigations-names.md). */
export const FIXED_TITLES: Record<string, string> = {
  strategy: 'STRATEGY DEVELOPMENT & EXECUTION',
  human: 'HUMAN CAPITAL MANAGEMENT',
  ict: 'ICT CONSULTANCY SERVICES',
  development: 'FRONT AND BACKEND DEVELOPMENT',
  'mission-vision': 'OUR MISSION AND VISION',
  privacy: 'PRIVACY NOTICE',
};

const HOME_TITLE = 'HOME';
const PROJECT_DETAILS_TITLE = 'PROJECT DETAILS';

/** Paths that are pages; other breadcrumb segments (like /services) are shown without a link. */
const PAGE_PATHS = new Set([
  '/',
  '/about-us',
  '/mission-vision',
  '/why-choose-us',
  '/our-team',
  '/services/strategy',
  '/services/human',
  '/services/ict',
  '/services/development',
  '/contact',
  '/projects',
  '/privacy',
]);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean).map(decode);

/** A segment as the banner and breadcrumb show it: dashes to spaces, uppercase. */
const segmentLabel = (segment: string) => segment.replace(/-/g, ' ').toUpperCase();

export const isProjectDetailPath = (pathname: string) => /^\/projects\/[^/]+\/?$/.test(pathname);

export function bannerTitle(pathname: string, search: URLSearchParams): string {
  if (isProjectDetailPath(pathname)) return search.get('name')?.trim() || PROJECT_DETAILS_TITLE;
  const last = segmentsOf(pathname).at(-1);
  if (!last) return HOME_TITLE;
  return FIXED_TITLES[last] ?? segmentLabel(last);
}

export interface Crumb {
  label: string;
  to: string;
  /** False for a segment that is not a page of its own (no link). */
  linked: boolean;
}

export function breadcrumb(pathname: string): Crumb[] {
  const segments = segmentsOf(pathname);
  return [
    { label: HOME_TITLE, to: '/', linked: true },
    ...segments.map((segment, i) => {
      const to = `/${segments
        .slice(0, i + 1)
        .map(encodeURIComponent)
        .join('/')}`;
      return { label: segmentLabel(segment), to, linked: PAGE_PATHS.has(to) || i === segments.length - 1 };
    }),
  ];
}
