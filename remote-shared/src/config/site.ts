import { getRuntimeConfig } from './runtime';
import { SITE_NAME } from './site-name';
import type { Site } from './site-types';

export type { Site, SiteOverrides } from './site-types';

export const DEFAULT_SITE: Site = {
  name: SITE_NAME,
  shortName: 'Savanna Digital',
  tagline: 'We are creative, ambitious and ready for challenges!',
  email: 'info@savannadigital.africa',
  phones: ['+254 709 876 500', '+254 722 410 300'],
  headOffice: { title: 'Head Office', lines: ['Westlands Business Park, 4th Floor', 'Waiyaki Way, Nairobi, Kenya'] },
  mailbox: 'P.O. Box 14352-00800, Nairobi',
  offices: ['Kigali', 'Nairobi', 'Addis Ababa'],
  mainSiteUrl: '',
  social: { facebook: '', twitter: '', linkedin: '', instagram: '' },
  siteUrl: '',
};

export function getSite(): Site {
  const overrides = getRuntimeConfig().site ?? {};
  return {
    ...DEFAULT_SITE,
    ...overrides,
    headOffice: { ...DEFAULT_SITE.headOffice, ...overrides.headOffice },
    social: { ...DEFAULT_SITE.social, ...overrides.social },
  } as Site;
}

/** An address on the company's main site, or null when none is configured. */
export function mainSiteLink(path: string): string | null {
  const base = getSite().mainSiteUrl.replace(/(?<!\/)\/+$/, '');
  return base ? `${base}${path.startsWith('/') ? path : `/${path}`}` : null;
}
