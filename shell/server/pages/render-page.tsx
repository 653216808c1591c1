import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type * as SharedData from 'remote_shared/data';
import type * as SharedConfig from 'remote_shared/config';
import type * as SharedSeo from 'remote_shared/seo';
import type { PageFacts, PageMetaData } from 'remote_shared/seo';
import type { PostedForm, RouteModule } from 'remote_shared/config';
import { App } from '../../src/app/app';
import { loadPageMessages, matchPage, modulesForPath } from '../../src/app/route-modules';
import { PUBLIC_ROUTES_MODULE, type PublicRoutes } from '../../src/app/route-table';
import { resolved } from '../../src/federation/tracked';
import type { ModuleSource } from '../../src/federation/module-source';
import { localeOfPath, unlocalizePath } from 'contracts/locales';
import type { SearchAppearanceInput } from 'contracts/search-appearance';
import { searchPageOf } from 'contracts/search-pages';
import { RemoteLinker, type LinkedRemote } from '../remotes/remote-linker';

export interface RenderedPage {
  html: string;
  meta: PageMetaData | null;
  /** What the page's parts said about it for its structured data (its breadcrumb, its project). */
  facts: PageFacts;
  /** What editors set for its search appearance in its language (docs/search-appearance.md), or null. */
  search: SearchAppearanceInput | null;
  /** The API's answers it rendered with, by address, for the browser to hydrate from (remote_shared/data). */
  data: Record<string, SharedData.InlinedAnswer>;
  modules: string[];
  /** False when a query failed while rendering: such a page must not be reused. */
  complete: boolean;
}

/**
 * Renders a public route on the server with its data, exactly as the browser will hydrate it.
 * `posted` is a refused plain-HTML form post the page answers (see `usePostedForm`); `saveData`,
 * the visitor's Save-Data header, asks for the smallest images (see `useSaveData`).
 */
export async function renderPage(
  remotes: Map<string, LinkedRemote>,
  url: URL,
  serverFetch: typeof fetch,
  posted?: PostedForm,
  saveData = false,
  /** The route table to render with: remote_public's, or the page server's own additions to it (the offline page). */
  routes: PublicRoutes = publicRoutesOf(remotes),
): Promise<RenderedPage> {
  const get = <T,>(id: string) => RemoteLinker.module<T>(remotes, id);
  const { createPublicData, PublicDataContext } = get<typeof SharedData>('remote_shared/data');
  const { PageMetaCollector, StructuredDataCollector } = get<typeof SharedSeo>('remote_shared/seo');
  const { PostedFormContext, SaveDataContext } = get<typeof SharedConfig>('remote_shared/config');
  const data = createPublicData({ fetch: serverFetch });
  const source: ModuleSource = { get: (id) => resolved(get(id)), reset: () => undefined };

  const modules = modulesForPath(routes, url.pathname);
  const params = matchPage(routes, url.pathname)?.params ?? {};
  await Promise.all(
    // The same locale the page reads its content in (docs/i18n.md, "Content"), so the rendered data is what it hydrates with.
    modules.map((id) =>
      get<RouteModule>(id).prefetch?.({ read: (path) => data.read(path), params, search: url.searchParams, locale: localeOfPath(url.pathname) }),
    ),
  );

  // The messages the page shows in its language, as the browser loads them before hydrating.
  await loadPageMessages(routes, url.pathname, (id) => get(id));

  let meta: PageMetaData | null = null;
  const facts: PageFacts = {};
  const tree = (
    <PostedFormContext value={posted ?? null}>
      <PageMetaCollector value={(value) => (meta = value)}>
        <PublicDataContext value={data}>
          <App source={source} routes={routes} router={(tree) => <StaticRouter location={`${url.pathname}${url.search}`}>{tree}</StaticRouter>} />
        </PublicDataContext>
      </PageMetaCollector>
    </PostedFormContext>
  );
  // A remote_shared released before structured data has no collector: its pages carry none.
  const page = StructuredDataCollector ? <StructuredDataCollector value={(named) => Object.assign(facts, named)}>{tree}</StructuredDataCollector> : tree;
  // A remote_shared released before Save-Data has no context: its pages show every size.
  const html = renderToString(SaveDataContext ? <SaveDataContext value={saveData}>{page}</SaveDataContext> : page);
  const pageMeta = meta as PageMetaData | null;
  const search =
    pageMeta && (pageMeta.status ?? 200) < 400 && !pageMeta.noindex ? await searchAppearanceOf(serverFetch, pageMeta.path ?? url.pathname, url.pathname) : null;
  return { html, meta, facts, search: search?.set ?? null, data: data.snapshot(), modules, complete: data.complete() && search?.ok !== false };
}

/**
 * What editors set for a page's search appearance in the language of `pathname`; `ok` false when
 * the API could not say (the page is served with the fallback once, never kept).
 */
async function searchAppearanceOf(serverFetch: typeof fetch, path: string, pathname: string): Promise<{ set: SearchAppearanceInput | null; ok: boolean }> {
  const page = searchPageOf(unlocalizePath(path));
  if (!page) return { set: null, ok: true };
  try {
    const response = await serverFetch(`/api/search-appearance/page?path=${encodeURIComponent(page.path)}`);
    if (!response.ok) return { set: null, ok: false };
    const record = (await response.json()) as Record<string, SearchAppearanceInput | undefined>;
    return { set: record[localeOfPath(pathname)] ?? null, ok: true };
  } catch {
    return { set: null, ok: false };
  }
}

/** remote_public's route table, from its linked server bundle (the one the page renders with). */
export function publicRoutesOf(remotes: Map<string, LinkedRemote>): PublicRoutes {
  return RemoteLinker.module<{ default: PublicRoutes }>(remotes, PUBLIC_ROUTES_MODULE).default;
}
