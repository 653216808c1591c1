// Structured data (JSON-LD, schema.org) of the public pages (docs/page-server.md, "Structured
// data"): plain TypeScript, no React, so the page server builds the graph from this source and
// the pages name their facts through `remote_shared/seo`'s StructuredData.
import type { Site } from '../config/site-types';

/** The facts a page adds to the site's Organization and WebSite, in its language. */
export interface PageFacts {
  /** The breadcrumb as the page shows it: each crumb's label and path (in the page's language), and whether it links. */
  breadcrumb?: { name: string; path: string; linked: boolean }[];
  /** A project's page: the project as the page shows it. */
  creativeWork?: CreativeWorkFacts;
}

export interface CreativeWorkFacts {
  name: string;
  description: string;
  /** The page's path in its language. */
  path: string;
  /** Site-relative or absolute. */
  image?: string | null;
  /** `YYYY-MM-DD`, when the stored date can be read. */
  datePublished?: string | null;
  /** The category. */
  genre?: string | null;
  /** Pending, Ongoing, Completed (spec §4). */
  status?: string | null;
}

type Node = Record<string, unknown>;

/**
 * The countries of the offices the spec names (§1): schema.org's `addressCountry` wants the ISO
 * code, which the site's facts do not carry; an office elsewhere goes without one.
 */
const OFFICE_COUNTRIES: Record<string, string> = { nairobi: 'KE', kigali: 'RW', 'addis ababa': 'ET', 'addis-abeba': 'ET' };
const COUNTRY_NAMES = new Set(['kenya', 'rwanda', 'ethiopia', 'éthiopie', 'ethiopie']);

/** The icon every page links, the logo search engines show (`shell/src/favicon.svg`, served at /favicon.svg). */
const LOGO_PATH = '/favicon.svg';

const trimBase = (base: string) => base.replace(/(?<!\/)\/+$/, '');
const absolute = (path: string, base: string) => new URL(path, `${trimBase(base)}/`).href;

const organizationId = (base: string) => `${trimBase(base)}/#organization`;
const webSiteId = (base: string) => `${trimBase(base)}/#website`;

/**
 * One PostalAddress per office (spec §1): the head office with its street from the configured
 * lines (the city and country parts of the last line go to their own properties), the others by
 * city and country.
 */
function officeAddresses(site: Site): Node[] {
  const lines = site.headOffice.lines;
  const joined = lines.join(', ').toLowerCase();
  return site.offices.map((city) => {
    const country = OFFICE_COUNTRIES[city.toLowerCase()];
    const address: Node = { '@type': 'PostalAddress', addressLocality: city };
    if (joined.includes(city.toLowerCase())) {
      const street = lines
        .flatMap((line) => line.split(',').map((part) => part.trim()))
        .filter((part) => part && part.toLowerCase() !== city.toLowerCase() && !COUNTRY_NAMES.has(part.toLowerCase()));
      if (street.length) address.streetAddress = street.join(', ');
      address.name = site.headOffice.title;
    }
    if (country) address.addressCountry = country;
    return address;
  });
}

/** The company (schema.org Organization): name, logo, the offices, one contact point per phone line, the configured social profiles. */
export function organization(site: Site, base: string): Node {
  const sameAs = Object.values(site.social).filter((url) => /^https?:\/\//i.test(url));
  const node: Node = {
    '@type': 'Organization',
    '@id': organizationId(base),
    name: site.name,
    alternateName: site.shortName,
    url: absolute('/', base),
    logo: absolute(LOGO_PATH, base),
    email: site.email,
    telephone: site.phones[0],
    address: officeAddresses(site),
    contactPoint: site.phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, email: site.email, contactType: 'customer service' })),
  };
  if (sameAs.length) node.sameAs = sameAs;
  return node;
}

/** The site (schema.org WebSite), in the page's language. */
export function webSite(site: Site, base: string, lang: string, homePath = '/'): Node {
  return {
    '@type': 'WebSite',
    '@id': webSiteId(base),
    name: site.name,
    alternateName: site.shortName,
    url: absolute(homePath, base),
    inLanguage: lang,
    publisher: { '@id': organizationId(base) },
  };
}

/**
 * The breadcrumb the page shows (schema.org BreadcrumbList). A crumb that is no page (`/services`
 * shows without a link) has no address to name, which every crumb but the last needs: it is left
 * out, and the positions count the rest.
 */
export function breadcrumbList(crumbs: NonNullable<PageFacts['breadcrumb']>, base: string): Node | null {
  const linked = crumbs.filter((crumb, i) => crumb.linked || i === crumbs.length - 1);
  if (linked.length < 2) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(crumb.path, base) })),
  };
}

/** A project (schema.org CreativeWork), made by the company and published on its site. */
export function creativeWork(work: CreativeWorkFacts, base: string, lang: string): Node {
  const url = absolute(work.path, base);
  const node: Node = {
    '@type': 'CreativeWork',
    '@id': `${url}#project`,
    name: work.name,
    headline: work.name.length > 110 ? `${work.name.slice(0, 109).trimEnd()}…` : work.name,
    description: work.description,
    url,
    inLanguage: lang,
    author: { '@id': organizationId(base) },
    publisher: { '@id': organizationId(base) },
    isPartOf: { '@id': webSiteId(base) },
  };
  if (work.image) node.image = absolute(work.image, base);
  if (work.datePublished) node.datePublished = work.datePublished;
  if (work.genre) node.genre = work.genre;
  if (work.status) node.creativeWorkStatus = work.status;
  return node;
}

export interface GraphInput {
  site: Site;
  /** The canonical base address (`SITE_URL`, else the request's origin). */
  base: string;
  /** The page's language (`en`, `sw`, `fr`). */
  lang: string;
  /** The home page's path in that language (`/`, `/sw`, `/fr`). */
  homePath?: string;
  facts?: PageFacts;
}

/** Every node of a page, in one JSON-LD document. */
export function structuredData({ site, base, lang, homePath, facts = {} }: GraphInput): Node {
  const graph = [organization(site, base), webSite(site, base, lang, homePath)];
  const crumbs = facts.breadcrumb && breadcrumbList(facts.breadcrumb, base);
  if (crumbs) graph.push(crumbs);
  if (facts.creativeWork) graph.push(creativeWork(facts.creativeWork, base, lang));
  return { '@context': 'https://schema.org', '@graph': graph };
}

const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON that stays data inside `<script type="application/ld+json">`: an editor's `</script>` or
 * `<!--` cannot close or change the element, and line separators break no parser. Still the
 * same JSON to whoever parses it.
 */
export const jsonLdText = (value: unknown): string => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);

/** The element the page server writes into the head. */
export const jsonLdScript = (value: unknown): string => `<script type="application/ld+json">${jsonLdText(value)}</script>`;
