// Findable. What a crawler or a link preview gets WITHOUT running any script (the
// HTML as served, fetched with the request API): every public route and every project page has its
// own title, description, canonical link and Open Graph tags, its h1 and main text; project pages
// follow the posts; robots.txt and sitemap.xml; the back office stays out of the index. And in the
// browser, client-side navigation keeps the head in step.
import type { APIRequestContext, Page } from '@playwright/test';
import { ownProduct } from '../support/own-product';
import { adminToken, gotoHydrated, stubMapTiles } from '../support/public-site';
import { expect, test } from '../support/test';

const SITE = 'Savanna Digital Consult';

/** The public routes of spec §2 (project pages are added from the API), with text each must serve. */
const ROUTES: { path: string; h1: string; text: string }[] = [
  {
    path: '/',
    h1: `${SITE}: Software Development and ICT Consultancy in East Africa`,
    text: 'We are a leading software development company building apps for iOS, OS X, Android and Windows.',
  },
  { path: '/about-us', h1: 'ABOUT US', text: 'More than 1400 software experts work with us' },
  { path: '/mission-vision', h1: 'OUR MISSION AND VISION', text: 'Why we do this work, where we want it to lead' },
  { path: '/why-choose-us', h1: 'WHY CHOOSE US', text: 'Public services have no room for experiments that fail in front of citizens.' },
  { path: '/our-team', h1: 'OUR TEAM', text: 'Engineers, consultants and managers who have delivered public systems across the continent' },
  {
    path: '/services/strategy',
    h1: 'STRATEGY DEVELOPMENT & EXECUTION',
    text: 'An app is only worth building if it makes a service better for the people who rely on it.',
  },
  { path: '/services/human', h1: 'HUMAN CAPITAL MANAGEMENT', text: 'Technology changes how institutions work only when their people are ready for it.' },
  {
    path: '/services/ict',
    h1: 'ICT CONSULTANCY SERVICES',
    text: 'Choosing, buying and overseeing technology is one of the biggest risks a public institution takes.',
  },
  { path: '/services/development', h1: 'FRONT AND BACKEND DEVELOPMENT', text: 'From citizen portals to the APIs and databases behind them' },
  { path: '/contact', h1: 'CONTACT', text: 'Tell us what you want to achieve and we will put you in touch with the right people.' },
  { path: '/projects', h1: 'PROJECTS', text: 'We have delivered successfully several projects across Africa' },
];

interface Post {
  id: number;
  title: string;
  description: string;
  category: string;
  client: string | null;
  image_url: string | null;
}

// ---- Reading served HTML the way a crawler does: no DOM, no scripts. ----

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };
const decode = (text: string) =>
  text.replace(
    /&(#?\w+);/g,
    (whole, name: string) =>
      ENTITIES[name] ?? (name.startsWith('#') ? String.fromCodePoint(Number(name.startsWith('#x') ? `0${name.slice(1)}` : name.slice(1))) : whole),
  );
const textOf = (html: string) =>
  decode(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^<>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/(?<![\w:-])([\w:-]+)="([^"]*)"/g)) result[name!.toLowerCase()] = decode(value!);
  return result;
}

/** The parts of a served page a crawler reads. */
interface ServedPage {
  status: number;
  titles: string[];
  metas: Record<string, string>[];
  canonicals: string[];
  h1s: string[];
  mainText: string;
  html: string;
}

function readPage(html: string, status: number): ServedPage {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return {
    status,
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]!)),
    metas: [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attributes(m[0])),
    canonicals: [...head.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/g)].map((m) => attributes(m[0]).href!),
    h1s: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!)),
    mainText: textOf(main),
    html,
  };
}

/** The content of the one meta tag with that name or property (fails on none or several). */
function meta(page: ServedPage, key: string): string {
  const found = page.metas.filter((m) => m.name === key || m.property === key);
  expect(found, `exactly one <meta> ${key}`).toHaveLength(1);
  return found[0]!.content!;
}

async function serve(request: APIRequestContext, path: string): Promise<ServedPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
  return readPage(await response.text(), response.status());
}

/** Every head tag a page must have, each once, pointing at its own address. */
function expectOwnHead(page: ServedPage, absolute: string, title: string, label: string) {
  expect(page.titles, `${label}: <title>`).toEqual([title]);
  expect(page.canonicals, `${label}: canonical`).toEqual([absolute]);
  expect(meta(page, 'description').length, `${label}: description`).toBeGreaterThan(50);
  expect(meta(page, 'og:title'), label).toBe(title);
  expect(meta(page, 'og:description'), label).toBe(meta(page, 'description'));
  expect(meta(page, 'og:url'), label).toBe(absolute);
  expect(meta(page, 'og:type'), label).toMatch(/^(website|article)$/);
  expect(meta(page, 'og:site_name'), label).toBe(SITE);
  // Public pages are meant to be indexed.
  expect(
    page.metas.filter((m) => m.name === 'robots' && /noindex/.test(m.content ?? '')),
    `${label}: not noindex`,
  ).toEqual([]);
}

const posts = async (request: APIRequestContext) => (await (await request.get('/api/posts')).json()) as Post[];

test('every public route and every project page is served with its own head, heading and text before any script runs', async ({ request, baseURL }) => {
  test.slow(); // two dozen pages, under the suite's load
  const before = await posts(request);
  const [team, statements] = await Promise.all([
    request.get('/api/team').then((r) => r.json() as Promise<{ name: string }[]>),
    request.get('/api/mission-vision').then((r) => r.json() as Promise<{ title: string; text: string }[]>),
  ]);
  // Unique per page; only two projects with the very same category, client and text (as other
  // journeys create) may share a description, since it is made from those.
  const descriptions = new Map<string, { path: string; content: string }>();
  const titles = new Map<string, string>();
  const remember = (path: string, page: ServedPage, content = path) => {
    const description = meta(page, 'description');
    const before = descriptions.get(description);
    if (before) expect(before.content, `${path} shares its description with ${before.path}`).toBe(content);
    expect(titles.get(page.titles[0]!), `${path} shares its title with`).toBeUndefined();
    descriptions.set(description, { path, content });
    titles.set(page.titles[0]!, path);
  };

  const served = new Map<string, ServedPage>();
  for (const route of ROUTES) {
    const page = await serve(request, route.path);
    served.set(route.path, page);
    expect(page.status, route.path).toBe(200);
    const title = page.titles[0] ?? '';
    expect(title, route.path).toMatch(new RegExp(`^.+ \\| ${SITE}$`));
    expectOwnHead(page, `${baseURL}${route.path}`, title, route.path);
    remember(route.path, page);
    expect(page.h1s, `${route.path}: the one h1`).toEqual([route.h1]);
    expect(page.mainText, `${route.path}: main text`).toContain(route.text);
    expect(page.mainText.length, `${route.path}: amount of main text`).toBeGreaterThan(300);
  }

  // The data pages carry the API's content in the HTML itself.
  expect(served.get('/our-team')!.mainText).toContain(team[0]!.name);
  expect(served.get('/mission-vision')!.mainText).toContain(statements[0]!.text);
  const after = await posts(request);
  const stable = before.filter((post) => after.some((other) => other.id === post.id && other.title === post.title));
  expect(stable.length).toBeGreaterThan(0);
  for (const post of stable) expect(served.get('/projects')!.mainText, '/projects lists every project').toContain(post.title);

  for (const post of stable) {
    const path = `/projects/${post.id}`;
    const page = await serve(request, path);
    if (page.status === 404 && (await request.get(`/api/posts/${post.id}`)).status() === 404) continue; // deleted by another journey meanwhile
    expect(page.status, path).toBe(200);
    const title = `${post.title} | ${SITE}`;
    expectOwnHead(page, `${baseURL}${path}`, title, path);
    remember(path, page, JSON.stringify([post.category, post.client, post.description]));
    expect(meta(page, 'description'), path).toContain(post.description.slice(0, 40));
    expect(page.h1s, `${path}: h1`).toEqual([post.title]);
    expect(page.mainText, path).toContain(post.description.split(/\n/)[0]!.slice(0, 120));
    expect(page.mainText, path).toContain(post.category);
    if (post.image_url) {
      const image = meta(page, 'og:image');
      expect(image, path).toBe(new URL(post.image_url, baseURL).href);
      const fetched = await request.get(image);
      expect(fetched.status(), `${path}: og:image loads`).toBe(200);
      expect(fetched.headers()['content-type']).toMatch(/^image\//);
    }
  }

  // The card links carry ?name= for the banner; the canonical address drops it.
  const first = stable[0]!;
  const withName = await serve(request, `/projects/${first.id}?name=${encodeURIComponent(first.title)}`);
  expect(withName.canonicals).toEqual([`${baseURL}/projects/${first.id}`]);
  expect(meta(withName, 'og:url')).toBe(`${baseURL}/projects/${first.id}`);
});

test('a missing project answers 404 with its own title', async ({ request }) => {
  const page = await serve(request, '/projects/987654321');
  expect(page.status).toBe(404);
  expect(page.titles).toEqual([`Project Not Found | ${SITE}`]);
  expect(page.mainText).toContain('The requested project could not be found');
});

/** The sitemap as a crawler parses it (the browser's XML parser), or the parser's error. */
async function sitemapUrls(page: Page, request: APIRequestContext): Promise<{ locs: string[]; lastmods: Record<string, string> }> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml/);
  const xml = await response.text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) return { error: error.textContent ?? 'parse error', root: '', ns: '', urls: [] };
    const root = doc.documentElement;
    const urls = [...root.children].map((url) => ({
      tag: url.localName,
      loc: url.getElementsByTagNameNS(root.namespaceURI, 'loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagNameNS(root.namespaceURI, 'lastmod')[0]?.textContent ?? '',
    }));
    return { error: null, root: root.localName, ns: root.namespaceURI ?? '', urls };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('urlset');
  expect(parsed.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(new Set(parsed.urls.map((u) => u.tag))).toEqual(new Set(['url']));
  const lastmods: Record<string, string> = {};
  for (const url of parsed.urls) {
    if (url.lastmod) {
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
      lastmods[url.loc] = url.lastmod;
    }
  }
  const locs = parsed.urls.map((u) => u.loc);
  expect(new Set(locs).size, 'no address twice').toBe(locs.length);
  return { locs, lastmods };
}

test('robots.txt keeps crawlers out of the back office and names the sitemap, which lists every public route and project', async ({
  page,
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await robots.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /admin');
  expect(lines, 'the site itself is not disallowed').not.toContain('Disallow: /');
  const sitemapLine = lines.find((line) => /^Sitemap:/i.test(line));
  expect(sitemapLine).toBe(`Sitemap: ${baseURL}/sitemap.xml`);

  const { locs } = await sitemapUrls(page, request);
  for (const loc of locs) expect(loc, 'absolute addresses of this site').toMatch(new RegExp(`^${baseURL}/`));
  for (const route of ROUTES) expect(locs).toContain(`${baseURL}${route.path}`);
  const listed = await posts(request);
  const inSitemap = new Set(locs);
  const missing = listed.filter((post) => !inSitemap.has(`${baseURL}/projects/${post.id}`));
  // A project created by another journey between the two reads is the only excuse.
  for (const post of missing) expect((await request.get(`/api/posts/${post.id}`)).status()).toBe(200);
  expect(missing.length).toBeLessThan(2);
  expect(locs.filter((loc) => /\/admin/.test(loc))).toEqual([]);
});

test('a project is in the HTML, the portfolio and the sitemap as soon as it is saved, renamed or deleted', async ({ page, request, baseURL }) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const before = `SEO Harbour Portal ${stamp}`;
  const after = `SEO Harbour Portal Renamed ${stamp}`;
  const body = {
    title: before,
    description: `Port community system for the harbour, run number ${stamp}, from gate to vessel.`,
    category: 'Web Platform',
    client: 'Harbour Authority',
    image_url: '/uploads/demo/slide-2.webp',
    published: 'March 5, 2025',
    status: 'Ongoing',
  };
  const created = await request.post('/api/posts', { headers: auth, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const path = `/projects/${id}`;
  try {
    // Served (and kept by the page server) with the first title.
    let served = await serve(request, path);
    expect(served.titles).toEqual([`${before} | ${SITE}`]);
    expect(served.h1s).toEqual([before]);
    expect((await serve(request, '/projects')).mainText).toContain(before);
    expect((await sitemapUrls(page, request)).locs).toContain(`${baseURL}${path}`);

    const renamed = await request.put(`/api/posts/${id}`, { headers: auth, data: { ...body, title: after } });
    expect(renamed.status(), await renamed.text()).toBe(200);
    served = await serve(request, path);
    expect(served.titles).toEqual([`${after} | ${SITE}`]);
    expect(meta(served, 'og:title')).toBe(`${after} | ${SITE}`);
    expect(served.h1s).toEqual([after]);
    expect(served.html).not.toContain(before);
    const portfolio = await serve(request, '/projects');
    expect(portfolio.mainText).toContain(after);
    expect(portfolio.mainText).not.toContain(before);
    const sitemap = await sitemapUrls(page, request);
    expect(sitemap.locs).toContain(`${baseURL}${path}`);
  } finally {
    expect((await request.delete(`/api/posts/${id}`, { headers: auth })).status()).toBe(204);
  }
  const gone = await serve(request, path);
  expect(gone.status).toBe(404);
  expect((await serve(request, '/projects')).mainText).not.toContain(after);
  expect((await sitemapUrls(page, request)).locs).not.toContain(`${baseURL}${path}`);
});

test('the back office is kept out of search results, the public site is not', async ({ page, request }) => {
  for (const path of ['/admin', '/admin/login', '/admin/dashboard/users', '/admin/dashboard/posts']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toMatch(/noindex/);
    const served = readPage(await response.text(), response.status());
    expect(
      served.metas.filter((m) => m.name === 'robots').map((m) => m.content),
      path,
    ).toEqual([expect.stringMatching(/noindex/)]);
  }
  for (const path of ['/', '/projects', '/contact']) {
    const response = await request.get(path);
    expect(response.headers()['x-robots-tag'], path).toBeUndefined();
  }
  // In the browser too, once the back office has rendered.
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/Admin Login/);
});

/** The JSON-LD of the page as served: every `application/ld+json` element, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@context': string; '@graph': Record<string, unknown>[] },
  );

const nodeOf = (graph: Record<string, unknown>[], type: string) => {
  const found = graph.filter((node) => node['@type'] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
};

/** The visible breadcrumb, as the browser shows it: each crumb's text and, when it links, its address. */
const visibleCrumbs = (page: Page) =>
  page
    .getByRole('navigation', { name: /^(Breadcrumb|Njia ya ukurasa|Fil d’Ariane|Fil d'Ariane)$/ })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => ({
        name: li.textContent!.trim(),
        href: li.querySelector('a')?.href ?? null,
        current: Boolean(li.querySelector('[aria-current="page"]')),
      })),
    );

test('every public page carries the company, the site and its visible breadcrumb as structured data in the served HTML', async ({ page, request, baseURL }) => {
  test.slow(); // a dozen pages in two languages, each also in the browser
  await stubMapTiles(page);
  for (const path of [...ROUTES.map((route) => route.path), '/sw/services/ict', '/fr/projects']) {
    const served = await serve(request, path);
    const documents = jsonLdOf(served.html);
    expect(documents, `${path}: one JSON-LD element`).toHaveLength(1);
    const [{ '@context': context, '@graph': graph }] = documents as [(typeof documents)[number]];
    expect(context).toBe('https://schema.org');
    const organization = nodeOf(graph, 'Organization');
    expect(organization.name).toBe(SITE);
    expect(organization.logo).toBe(`${baseURL}/favicon.svg`);
    expect((await request.get(organization.logo as string)).headers()['content-type'], 'the logo loads').toMatch(/^image\/svg/);
    expect((organization.address as { addressLocality: string }[]).map((a) => a.addressLocality).sort()).toEqual(
      path.startsWith('/fr') ? ['Addis-Abeba', 'Kigali', 'Nairobi'] : ['Addis Ababa', 'Kigali', 'Nairobi'],
    );
    const site = nodeOf(graph, 'WebSite');
    expect(site.inLanguage, path).toBe(/^\/(sw|fr)/.exec(path)?.[1] ?? 'en');

    // The breadcrumb a visitor sees, in the browser once the page has hydrated (and with no console error: no CSP report).
    await gotoHydrated(page, path);
    const crumbs = graph.filter((node) => node['@type'] === 'BreadcrumbList');
    if (path === '/') {
      expect(crumbs, 'home shows no breadcrumb, so it has none').toEqual([]);
      continue;
    }
    const visible = await visibleCrumbs(page);
    expect(visible.length, path).toBeGreaterThan(1);
    const items = nodeOf(graph, 'BreadcrumbList').itemListElement as { position: number; name: string; item: string }[];
    // Every crumb that is a page, in order: its text and address (the last is the page itself).
    const expected = visible
      .filter((crumb) => crumb.href || crumb.current)
      .map((crumb, i) => ({ position: i + 1, name: crumb.name, item: crumb.href ?? `${baseURL}${path}` }));
    expect(
      items.map(({ position, name, item }) => ({ position, name, item })),
      path,
    ).toEqual(expected);
  }
});

test('a project page describes its project, and a title with </script> stays text', async ({ page, request, baseURL }) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const title = `Ledger </script><script>document.title='broken'</script> & <!-- ${Date.now()}`;
  const created = await request.post('/api/posts', {
    headers: auth,
    data: {
      title,
      description: 'A land ledger for the registry, from the first parcel to the last title deed.',
      category: 'Web Platform',
      client: 'Lands Ministry',
      image_url: '/uploads/demo/slide-2.webp',
      published: 'March 5, 2025',
      status: 'Completed',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    for (const path of [`/projects/${id}`, `/fr/projects/${id}`]) {
      const served = await serve(request, path);
      expect(served.status, path).toBe(200);
      const documents = jsonLdOf(served.html);
      expect(documents, `${path}: one JSON-LD element, not broken open`).toHaveLength(1);
      const work = nodeOf(documents[0]!['@graph'], 'CreativeWork');
      expect(work.name).toBe(title);
      expect(work.url).toBe(`${baseURL}${path}`);
      expect(work.datePublished).toBe('2025-03-05');
      expect(work.image).toBe(`${baseURL}/uploads/demo/slide-2.webp`);
      // The shown date is machine-readable too (HTML's attribute names are case-insensitive; React writes `dateTime`).
      expect(served.html).toMatch(/<time datetime="2025-03-05">/i);
    }
    await gotoHydrated(page, `/projects/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.title()).toBe(`${title} | ${SITE}`);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
  } finally {
    expect((await request.delete(`/api/posts/${id}`, { headers: auth })).status()).toBe(204);
  }
});

/** The head as the browser has it now. */
const liveHead = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string, attribute: string) => [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(attribute));
    return {
      title: document.title,
      description: all('meta[name="description"]', 'content'),
      canonical: all('link[rel="canonical"]', 'href'),
      ogTitle: all('meta[property="og:title"]', 'content'),
      ogDescription: all('meta[property="og:description"]', 'content'),
      ogUrl: all('meta[property="og:url"]', 'content'),
      ogImage: all('meta[property="og:image"]', 'content'),
    };
  });

test('navigating in the browser keeps the title, description, canonical link and Open Graph tags in step', async ({ page, request, baseURL }) => {
  const expected = async (path: string) => {
    const served = await serve(request, path);
    return {
      title: served.titles[0],
      description: [meta(served, 'description')],
      canonical: [served.canonicals[0]],
      ogTitle: [meta(served, 'og:title')],
      ogDescription: [meta(served, 'og:description')],
      ogUrl: [meta(served, 'og:url')],
      ogImage: served.metas.filter((m) => m.property === 'og:image').map((m) => m.content),
    };
  };
  await stubMapTiles(page); // the journey ends on the contact page
  await gotoHydrated(page, '/');
  expect(await liveHead(page)).toEqual(await expected('/'));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Projects' }).click();
  await expect(page).toHaveURL(`${baseURL}/projects`);
  await expect(page.getByRole('heading', { level: 1, name: 'PROJECTS' })).toBeVisible();
  const projects = await expected('/projects');
  await expect.poll(() => liveHead(page)).toEqual(projects);
  expect(projects.title).not.toBe((await expected('/')).title);

  // Into a project (which has an image) and back out of it.
  const card = page.getByRole('main').locator('a[href^="/projects/"]').first();
  const href = (await card.getAttribute('href'))!;
  const id = /^\/projects\/(\d+)/.exec(href)![1]!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}`));
  const project = await expected(`/projects/${id}`);
  expect(project.ogImage).toHaveLength(1);
  await expect.poll(() => liveHead(page)).toEqual(project);

  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/projects`);
  await expect.poll(() => liveHead(page)).toEqual(projects);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Contacts' }).click();
  await expect(page).toHaveURL(`${baseURL}/contact`);
  await expect.poll(() => liveHead(page)).toEqual(await expected('/contact'));
});

test.describe('with SITE_URL set (own product instance: the address behind a proxy or CDN)', () => {
  const SITE_URL = 'https://www.savanna.example';
  const product = ownProduct({ SITE_URL });

  test('canonical links, Open Graph addresses, robots.txt and the sitemap name the public address, not the one asked', async ({ page, request }) => {
    const project = ((await (await request.get(`${product.url}/api/posts`)).json()) as Post[])[0]!;
    for (const path of ['/', '/services/ict', `/projects/${project.id}`]) {
      const served = await serve(request, `${product.url}${path}`);
      expect(served.canonicals, path).toEqual([`${SITE_URL}${path}`]);
      expect(meta(served, 'og:url'), path).toBe(`${SITE_URL}${path}`);
    }
    const served = await serve(request, `${product.url}/projects/${project.id}`);
    expect(meta(served, 'og:image')).toBe(`${SITE_URL}${project.image_url}`);
    expect(await (await request.get(`${product.url}/robots.txt`)).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    const sitemap = await (await request.get(`${product.url}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${SITE_URL}/projects/${project.id}`);
    expect(locs.filter((loc) => !loc.startsWith(`${SITE_URL}/`))).toEqual([]);

    // The browser keeps the same addresses once it has taken over the page.
    await stubMapTiles(page);
    await gotoHydrated(page, `${product.url}/projects/${project.id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/projects/${project.id}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE_URL}${project.image_url}`);
  });
});
