// The company facts' shape, apart from their values (site.ts), so the runtime configuration can name
// its overrides without importing the values that read it.
/** Company facts the pages show (spec §1, §2, §9), in one place; a deployment overrides them at runtime. */
export interface Site {
  name: string;
  shortName: string;
  tagline: string;
  email: string;
  phones: string[];
  headOffice: { title: string; lines: string[] };
  mailbox: string;
  offices: string[];
  /** The company's main site; footer and technology tiles link to its pages. Empty hides those links. */
  mainSiteUrl: string;
  /** Social profiles; an empty address hides the icon (never a dead `#` link). */
  social: { facebook: string; twitter: string; linkedin: string; instagram: string };
  /** The public address of this site, for canonical links and the sitemap. */
  siteUrl: string;
  /** The company's sharing image: a page's `og:image` when neither its editor nor its record gives one (docs/search-appearance.md). */
  sharingImage: string;
  /**
   * The office names and addresses in the other languages (docs/configuration.md, `SITE_CONFIG`):
   * `{ "sw": { "headOffice": { "title": "Ofisi Kuu" } } }`. What a language leaves out is shown as above.
   */
  translations: Partial<Record<SiteLanguage, SiteTranslation>>;
}

/** The site's languages besides English (as `TRANSLATED_LOCALES` of contracts/src/locales.ts). */
type SiteLanguage = 'sw' | 'fr';

/** The facts a language names in its own words: the office's name and address lines, the mailbox, the offices' cities. */
interface SiteTranslation {
  headOffice?: Partial<Site['headOffice']>;
  mailbox?: string;
  offices?: string[];
}

export type SiteOverrides = Partial<Omit<Site, 'social' | 'headOffice' | 'translations'>> & {
  social?: Partial<Site['social']>;
  headOffice?: Partial<Site['headOffice']>;
  translations?: Partial<Record<SiteLanguage, SiteTranslation>>;
};
