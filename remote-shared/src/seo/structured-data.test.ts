import { DEFAULT_SITE, getSite } from '../config/site';
import { breadcrumbList, creativeWork, jsonLdScript, jsonLdText, organization, structuredData, webSite } from './structured-data';

// No validator runs offline, so the properties search engines document are written here: Google
// Search Central's structured-data pages for Organization, WebSite (site names), BreadcrumbList and
// Article (whose recommendations Google applies to any CreativeWork it reads), schema.org for the rest.
// `absent` lists the recommended ones the site's facts do not hold, each with why, so that a
// property nobody supplies is a decision written down, not a gap nobody saw.
const DOCUMENTED = {
  Organization: {
    required: [],
    recommended: ['name', 'alternateName', 'url', 'logo', 'email', 'telephone', 'address', 'contactPoint', 'sameAs'],
    absent: {
      description: 'the site has a tagline, not a description',
      legalName: 'not in the site facts',
      foundingDate: 'not in the site facts',
      numberOfEmployees: 'the spec claims software experts, not employees',
      duns: 'no identifier in the site facts',
      taxID: 'no identifier in the site facts',
      vatID: 'no identifier in the site facts',
    },
  },
  PostalAddress: {
    required: [],
    recommended: ['streetAddress', 'addressLocality', 'addressCountry'],
    absent: { addressRegion: 'not in the site facts', postalCode: 'the mailbox line is a P.O. box, not a street address' },
  },
  ContactPoint: { required: [], recommended: ['telephone', 'email', 'contactType'], absent: {} },
  WebSite: { required: ['name', 'url'], recommended: ['alternateName'], absent: {} },
  BreadcrumbList: { required: ['itemListElement'], recommended: [], absent: {} },
  ListItem: { required: ['position', 'name', 'item'], recommended: [], absent: {} },
  CreativeWork: {
    required: ['name', 'url'],
    recommended: ['headline', 'image', 'datePublished', 'author', 'description', 'publisher', 'inLanguage'],
    absent: { dateModified: 'posts keep no modification date on their public read' },
  },
} as const;

type Node = Record<string, unknown>;

function expectDocumented(node: Node, type: keyof typeof DOCUMENTED) {
  const { required, recommended, absent } = DOCUMENTED[type];
  expect(node['@type']).toBe(type);
  // Supplied after all? Then it moves to `recommended`, where its presence is checked.
  for (const key of Object.keys(absent)) expect({ type, key, value: node[key] }).toEqual({ type, key, value: undefined });
  for (const key of [...required, ...recommended]) {
    const value = node[key];
    expect({ type, key, present: value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0) }).toEqual({ type, key, present: true });
  }
}

const BASE = 'https://savanna.example';
const absolute = (value: unknown) => typeof value === 'string' && new URL(value).href === value && value.startsWith(`${BASE}/`);

const withSocial = {
  ...DEFAULT_SITE,
  social: { facebook: 'https://facebook.com/savanna', twitter: '', linkedin: 'https://www.linkedin.com/company/savanna', instagram: '' },
};

describe('Organization', () => {
  it('carries every documented property the site has, with absolute addresses', () => {
    const node = organization(withSocial, BASE);
    expectDocumented(node, 'Organization');
    expect(node.name).toBe('Savanna Digital Consult');
    expect(absolute(node.url) && absolute(node.logo)).toBe(true);
    expect(node.logo).toBe(`${BASE}/favicon.svg`);
    expect(node.sameAs).toEqual(['https://facebook.com/savanna', 'https://www.linkedin.com/company/savanna']);
  });

  it('names the three offices of the spec as postal addresses, the head office with its street', () => {
    const addresses = organization(DEFAULT_SITE, BASE).address as Node[];
    expect(addresses.map((a) => [a.addressLocality, a.addressCountry])).toEqual([
      ['Kigali', 'RW'],
      ['Nairobi', 'KE'],
      ['Addis Ababa', 'ET'],
    ]);
    const nairobi = addresses.find((a) => a.addressLocality === 'Nairobi')!;
    expectDocumented(nairobi, 'PostalAddress');
    expect(nairobi.streetAddress).toBe('Westlands Business Park, 4th Floor, Waiyaki Way');
    expect(nairobi.name).toBe('Head Office');
    // The other offices have no street in the site's facts: none is made up.
    for (const other of addresses.filter((a) => a !== nairobi)) expect(other.streetAddress).toBeUndefined();
  });

  it('reads the offices in the page language (French names Addis-Abeba, still Ethiopia)', () => {
    const addresses = organization(getSite('fr'), BASE).address as Node[];
    expect(addresses.map((a) => [a.addressLocality, a.addressCountry])).toContainEqual(['Addis-Abeba', 'ET']);
    expect(addresses.find((a) => a.addressLocality === 'Nairobi')!.streetAddress).toBe('Westlands Business Park, 4e\u00a0étage, Waiyaki Way');
  });

  it('gives one contact point per phone line', () => {
    const points = organization(DEFAULT_SITE, BASE).contactPoint as Node[];
    expect(points.map((p) => p.telephone)).toEqual(DEFAULT_SITE.phones);
    for (const point of points) expectDocumented(point, 'ContactPoint');
  });

  it('names no social profile that is not configured (no empty or relative sameAs)', () => {
    expect(organization(DEFAULT_SITE, BASE)).not.toHaveProperty('sameAs');
    expect(organization({ ...DEFAULT_SITE, social: { ...DEFAULT_SITE.social, twitter: '#' } }, BASE)).not.toHaveProperty('sameAs');
  });
});

describe('WebSite', () => {
  it('has its name and its home in the page language, published by the Organization', () => {
    const node = webSite(DEFAULT_SITE, BASE, 'sw', '/sw');
    expectDocumented(node, 'WebSite');
    expect(node.url).toBe(`${BASE}/sw`);
    expect(node.inLanguage).toBe('sw');
    expect(node.publisher).toEqual({ '@id': organization(DEFAULT_SITE, BASE)['@id'] });
  });
});

describe('BreadcrumbList', () => {
  const crumbs = [
    { name: 'NYUMBANI', path: '/sw', linked: true },
    { name: 'HUDUMA', path: '/sw/services', linked: false },
    { name: 'TEHAMA', path: '/sw/services/ict', linked: true },
  ];

  it('lists the visible crumbs that are pages, in order, with positions from 1 and absolute items', () => {
    const node = breadcrumbList(crumbs, BASE)!;
    expectDocumented(node, 'BreadcrumbList');
    const items = node.itemListElement as Node[];
    for (const item of items) expectDocumented(item, 'ListItem');
    expect(items.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'NYUMBANI', `${BASE}/sw`],
      [2, 'TEHAMA', `${BASE}/sw/services/ict`],
    ]);
  });

  it('is left out when only home would be in it', () => {
    expect(breadcrumbList([{ name: 'HOME', path: '/', linked: true }], BASE)).toBeNull();
  });
});

describe('CreativeWork', () => {
  const work = {
    name: 'Land registry',
    description: 'A registry for a ministry.',
    path: '/fr/projects/4',
    image: '/uploads/posts/land.jpg',
    datePublished: '2025-03-05',
    genre: 'Government',
    status: 'Completed',
  };

  it('describes a project with every documented property it has', () => {
    const node = creativeWork(work, BASE, 'fr');
    expectDocumented(node, 'CreativeWork');
    expect(node.url).toBe(`${BASE}/fr/projects/4`);
    expect(node.image).toBe(`${BASE}/uploads/posts/land.jpg`);
    expect(node.datePublished).toBe('2025-03-05');
    expect(node.author).toEqual({ '@id': `${BASE}/#organization` });
    expect(node.creativeWorkStatus).toBe('Completed');
  });

  it('keeps an image on another host as it is, and goes without what the project lacks', () => {
    const node = creativeWork({ ...work, image: 'https://images.example/a.jpg', datePublished: null, genre: null }, BASE, 'en');
    expect(node.image).toBe('https://images.example/a.jpg');
    expect(node).not.toHaveProperty('datePublished');
    expect(node).not.toHaveProperty('genre');
  });

  it('cuts a headline past 110 characters (Google reads no more)', () => {
    const node = creativeWork({ ...work, name: 'x'.repeat(200) }, BASE, 'en');
    expect((node.headline as string).length).toBeLessThanOrEqual(110);
    expect(node.name).toBe('x'.repeat(200));
  });
});

describe('the page graph', () => {
  it('holds the Organization and the WebSite on every page, the breadcrumb and the project where the page names them', () => {
    const bare = structuredData({ site: DEFAULT_SITE, base: BASE, lang: 'en' });
    expect(bare['@context']).toBe('https://schema.org');
    expect((bare['@graph'] as Node[]).map((n) => n['@type'])).toEqual(['Organization', 'WebSite']);
    const full = structuredData({
      site: DEFAULT_SITE,
      base: BASE,
      lang: 'en',
      facts: {
        breadcrumb: [
          { name: 'HOME', path: '/', linked: true },
          { name: 'PROJECTS', path: '/projects', linked: true },
          { name: '4', path: '/projects/4', linked: true },
        ],
        creativeWork: { name: 'P', description: 'd', path: '/projects/4' },
      },
    });
    expect((full['@graph'] as Node[]).map((n) => n['@type'])).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'CreativeWork']);
  });
});

describe('escaping editors’ text', () => {
  const hostile = 'Roads </script><script>alert(1)</script> <!-- & \u2028\u2029 "quoted"';

  it('leaves no character that could end or change the script element, and parses back to the same text', () => {
    const text = jsonLdText({ name: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ name: hostile });
  });

  it('a project titled with </script> stays inside one JSON-LD element of the head', () => {
    const html = jsonLdScript(
      structuredData({ site: DEFAULT_SITE, base: BASE, lang: 'en', facts: { creativeWork: { name: hostile, description: hostile, path: '/projects/1' } } }),
    );
    document.head.innerHTML = html;
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    const graph = JSON.parse(scripts[0]!.textContent!)['@graph'] as Node[];
    expect(graph.find((n) => n['@type'] === 'CreativeWork')!.name).toBe(hostile);
  });
});
