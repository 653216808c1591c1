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
  // Served by the page server (shell/src/sharing-image.png); an address on this site or an https one.
  sharingImage: '/sharing-image.png',
  // The default office in the other languages; a deployment's SITE_CONFIG names its own.
  translations: {
    sw: {
      headOffice: { title: 'Ofisi Kuu', lines: ['Westlands Business Park, Ghorofa ya 4', 'Waiyaki Way, Nairobi, Kenya'] },
      mailbox: 'S.L.P. 14352-00800, Nairobi',
    },
    fr: {
      headOffice: { title: 'Siège social', lines: ['Westlands Business Park, 4e\u00a0étage', 'Waiyaki Way, Nairobi, Kenya'] },
      mailbox: 'B.P. 14352-00800, Nairobi',
      offices: ['Kigali', 'Nairobi', 'Addis-Abeba'],
    },
  },
};

/**
 * The company facts, with the deployment's overrides; given a language (`sw`, `fr`), the office's
 * name and address, the mailbox and the cities in that language where the configuration names them
 * (its `translations`), else as in English. A deployment that overrides the English head office
 * without translating it gets its own English everywhere, never the default's translation of
 * another address.
 */
export function getSite(locale?: string): Site {
  const overrides = getRuntimeConfig().site ?? {};
  const site = {
    ...DEFAULT_SITE,
    ...overrides,
    headOffice: { ...DEFAULT_SITE.headOffice, ...overrides.headOffice },
    social: { ...DEFAULT_SITE.social, ...overrides.social },
    translations: overrides.translations ?? (overrides.headOffice || overrides.mailbox || overrides.offices ? {} : DEFAULT_SITE.translations),
  } as Site;
  const own = locale === 'sw' || locale === 'fr' ? site.translations[locale] : undefined;
  if (!own) return site;
  return {
    ...site,
    headOffice: { ...site.headOffice, ...own.headOffice },
    mailbox: own.mailbox ?? site.mailbox,
    offices: own.offices ?? site.offices,
  };
}

/** An address on the company's main site, or null when none is configured. */
export function mainSiteLink(path: string): string | null {
  const base = getSite().mainSiteUrl.replace(/(?<!\/)\/+$/, '');
  return base ? `${base}${path.startsWith('/') ? path : `/${path}`}` : null;
}
