/**
 * @jest-environment node
 */
// Every exposed module renders on the server (no window, no document) with the data its
// `prefetch` loads, and tells the page server its title, description and status, as
// shell/server/pages/render-page.tsx does it.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { RouteModule } from 'remote_shared/config';
import { PublicDataContext } from 'remote_shared/data';
import { PageMetaCollector, StructuredDataCollector, type PageFacts, type PageMetaData } from 'remote_shared/seo';
// The page server's build of remote_public is made with process.env.SSR set (tools/webpack).
process.env.SSR = '1';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS configuration, as webpack reads it
const federation = require('../module-federation.config') as { exposes: Record<string, string> };
import { answer, createTestData } from './test-utils/render-page';

const stamp = { created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };
const API = {
  '/api/headers': {
    body: [
      {
        id: 1,
        title: 'Digital public services\\nthat citizens use',
        subtitle: 'Consultancy',
        description: 'Slide one',
        image_url: '/uploads/demo/slide-1.webp',
        ...stamp,
      },
    ],
  },
  '/api/mission-vision': { body: [{ id: 1, title: 'Our Mission', icon: '🎯', text: 'Serve citizens better.', image_url: null, ...stamp }] },
  '/api/team': { body: [{ id: 1, name: 'Amani Uwase', position: 'Chief Executive Officer', image_url: null, ...stamp }] },
  '/api/posts': {
    body: [
      {
        id: 9,
        title: 'Digital Birth Registration',
        description: 'A tablet app.',
        published: 'March 5, 2025',
        category: 'Mobile App',
        image_url: null,
        status: 'Ongoing',
        client: null,
        ...stamp,
      },
    ],
  },
  '/api/posts/9': {
    body: {
      id: 9,
      title: 'Digital Birth Registration',
      description: 'A tablet app.',
      published: 'March 5, 2025',
      category: 'Mobile App',
      image_url: null,
      status: 'Ongoing',
      client: null,
      ...stamp,
    },
  },
  '/api/posts/404': { status: 404, body: { message: 'Not found' } },
  '/api/privacy/notice': { body: { retention_months: 18 } },
  '/api/posts/9/preview': {
    body: {
      id: 9,
      title: 'Digital Birth Registration',
      description: 'A tablet app.',
      published: null,
      category: 'Mobile App',
      image_url: null,
      status: 'Ongoing',
      client: null,
      ...stamp,
      preview: { state: 'draft', pending_state: null, publish_at: null, expires_at: '2030-03-05T09:00:00.000Z' },
    },
  },
  '/api/posts/8/preview': { status: 410, body: { message: 'This preview link has expired. Ask for a new one in the back office.' } },
};

const CASES: { module: string; url: string; route: string; expect: string[]; status?: number; noindex?: boolean }[] = [
  {
    module: 'home',
    url: '/',
    route: '/',
    expect: [
      'Digital public services<br/>that citizens use',
      'Your Partner for Software Development and ICT Consultancy Services',
      '330+',
      'FREE QUOTE',
      'trusted in 15+ countries across Africa',
    ],
  },
  { module: 'about-us', url: '/about-us', route: '/about-us', expect: ['ABOUT US', 'href="/mission-vision"', 'href="/why-choose-us"'] },
  { module: 'mission-vision', url: '/mission-vision', route: '/mission-vision', expect: ['OUR MISSION AND VISION', 'Serve citizens better.'] },
  { module: 'why-choose-us', url: '/why-choose-us', route: '/why-choose-us', expect: ['Innovations', 'Expertise', 'Experience', 'Agile', '850+'] },
  { module: 'our-team', url: '/our-team', route: '/our-team', expect: ['Our Leadership Team', 'Amani Uwase'] },
  { module: 'services-strategy', url: '/services/strategy', route: '/services/strategy', expect: ['STRATEGY DEVELOPMENT &amp; EXECUTION'] },
  { module: 'services-human', url: '/services/human', route: '/services/human', expect: ['HUMAN CAPITAL MANAGEMENT', 'Employer brand'] },
  { module: 'services-ict', url: '/services/ict', route: '/services/ict', expect: ['ICT CONSULTANCY SERVICES', 'Contact Us'] },
  { module: 'services-development', url: '/services/development', route: '/services/development', expect: ['Java', 'Ruby', 'Machine Learning', 'ANALYSIS'] },
  {
    module: 'contact',
    url: '/contact',
    route: '/contact',
    expect: ['Your Name *', 'Loading map...', 'within 24 hours on business days', 'name="form_token" value=""'],
  },
  { module: 'privacy', url: '/privacy', route: '/privacy', expect: ['PRIVACY NOTICE', 'What we keep', 'deleted automatically after <!-- -->18 months'] },
  { module: 'projects', url: '/projects', route: '/projects', expect: ['Our Project Portfolio', '1 project', 'Digital Birth Registration'] },
  {
    module: 'project-detail',
    url: '/projects/9?name=Digital%20Birth%20Registration',
    route: '/projects/:id',
    expect: ['Digital Birth Registration', 'March 05, 2025', 'Project Information'],
  },
  { module: 'project-detail', url: '/projects/404', route: '/projects/:id', expect: ['Project Not Found'], status: 404 },
  // A preview through its signed link (docs/workflow.md, "Preview"): never indexed, an expired link a clear 410 page.
  {
    module: 'project-preview',
    url: '/projects/9/preview?token=t',
    route: '/projects/:id/preview',
    expect: ['Preview: not public', 'This project is a draft.', 'Digital Birth Registration'],
    noindex: true,
  },
  {
    module: 'project-preview',
    url: '/projects/8/preview?token=t',
    route: '/projects/:id/preview',
    expect: ['Preview link expired', 'Back to Projects'],
    status: 410,
    noindex: true,
  },
  // The page the service worker shows for a page not kept offline: rendered once per release, never in the route table (docs/offline.md).
  { module: 'offline', url: '/offline', route: '/offline', expect: ['You are offline'], noindex: true },
];

test('every route of the shell has an exposed module', () => {
  const exposed = Object.keys(federation.exposes)
    .filter((key) => key.startsWith('./pages/'))
    .map((key) => key.slice('./pages/'.length));
  expect(exposed.sort()).toEqual([...new Set(CASES.map((c) => c.module))].sort());
  expect(federation.exposes['./layout']).toBeDefined();
});

test.each(CASES)(
  '$url renders on the server with its data and its own title and description',
  async ({ module, url, route, expect: texts, status, noindex }) => {
    expect(typeof window).toBe('undefined');
    const page = (await import(`./pages/${module}/index.ts`)) as RouteModule;
    const layout = (await import('./layout/index')) as { default: ComponentType };
    answer(API);
    const data = createTestData();
    const location = new URL(url, 'http://site');
    const match = /^\/projects\/(\w+)(?:\/preview)?$/.exec(location.pathname);
    await page.prefetch?.({ read: (path) => data.read(path), params: match ? { id: match[1] } : {}, search: location.searchParams });
    let meta: PageMetaData | null = null;
    const Page = page.default;
    const Layout = layout.default;
    const html = renderToString(
      <PageMetaCollector value={(value) => (meta = value)}>
        <PublicDataContext value={data}>
          <StaticRouter location={url}>
            <Routes>
              <Route path="/" element={<Layout />}>
                <Route path={route} element={<Page />} />
              </Route>
            </Routes>
          </StaticRouter>
        </PublicDataContext>
      </PageMetaCollector>,
    );
    for (const text of texts) expect(html).toContain(text);
    expect(html).toContain('© 2021 Savanna Digital Consult. All rights reserved.');
    const collected = meta as PageMetaData | null;
    expect(collected?.title).toBeTruthy();
    expect(collected!.description.length).toBeGreaterThan(20);
    expect(collected?.status).toBe(status);
    expect(collected?.noindex).toBe(noindex);
  },
);

test('each page has a title of its own', async () => {
  const titles = new Set<string>();
  for (const { module, url, route } of CASES.slice(0, 12)) {
    const page = (await import(`./pages/${module}/index.ts`)) as RouteModule;
    answer(API);
    const data = createTestData();
    await page.prefetch?.({ read: (path) => data.read(path), params: { id: '9' }, search: new URLSearchParams() });
    let title = '';
    const Page = page.default;
    renderToString(
      <PageMetaCollector value={(value) => (title = value.title)}>
        <PublicDataContext value={data}>
          <StaticRouter location={url}>
            <Routes>
              <Route path={route} element={<Page />} />
            </Routes>
          </StaticRouter>
        </PublicDataContext>
      </PageMetaCollector>,
    );
    titles.add(title);
  }
  expect(titles.size).toBe(12);
});

test('a project page names its project and its breadcrumb for the structured data; its preview names no project', async () => {
  const layout = (await import('./layout/index')) as { default: ComponentType };
  const factsAt = async (module: string, url: string, route: string) => {
    const page = (await import(`./pages/${module}/index.ts`)) as RouteModule;
    answer(API);
    const data = createTestData();
    await page.prefetch?.({ read: (path) => data.read(path), params: { id: '9' }, search: new URLSearchParams() });
    const facts: PageFacts = {};
    const Page = page.default;
    const Layout = layout.default;
    renderToString(
      <StructuredDataCollector value={(named) => Object.assign(facts, named)}>
        <PublicDataContext value={data}>
          <StaticRouter location={url}>
            <Routes>
              <Route path="/" element={<Layout />}>
                <Route path={route} element={<Page />} />
              </Route>
            </Routes>
          </StaticRouter>
        </PublicDataContext>
      </StructuredDataCollector>,
    );
    return facts;
  };
  const project = await factsAt('project-detail', '/projects/9', '/projects/:id');
  expect(project.creativeWork).toEqual({
    name: 'Digital Birth Registration',
    description: 'A tablet app.',
    path: '/projects/9',
    image: null,
    datePublished: '2025-03-05',
    genre: 'Mobile App',
    status: 'Ongoing',
  });
  expect(project.breadcrumb?.map((crumb) => crumb.path)).toEqual(['/', '/projects', '/projects/9']);
  const preview = await factsAt('project-preview', '/projects/9/preview?token=t', '/projects/:id/preview');
  expect(preview.creativeWork).toBeUndefined();
});
