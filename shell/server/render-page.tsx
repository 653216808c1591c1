import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type * as SharedApi from 'remote_shared/api';
import type * as SharedConfig from 'remote_shared/config';
import type * as SharedSeo from 'remote_shared/seo';
import type { PageMetaData } from 'remote_shared/seo';
import type { PostedForm, RouteModule } from 'remote_shared/config';
import { App } from '../src/app/app';
import { matchPage, modulesForPath } from '../src/app/route-modules';
import { PUBLIC_ROUTES_MODULE, type PublicRoutes } from '../src/app/route-table';
import { createStore } from '../src/store/create-store';
import { resolved } from '../src/federation/tracked';
import type { ModuleSource } from '../src/federation/module-source';
import { localeOfPath } from '../../remote-shared/src/schemas/locales';
import { RemoteLinker, type LinkedRemote } from './remote-linker';

export interface RenderedPage {
  html: string;
  meta: PageMetaData | null;
  /** The API slice's state, for the browser to hydrate from. */
  state: unknown;
  modules: string[];
  /** False when a query failed while rendering: such a page must not be reused. */
  complete: boolean;
  /** remote_public's route table it was rendered with, for the browser to hydrate with. */
  routes: PublicRoutes;
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
  const shared = get<typeof SharedApi>('remote_shared/api');
  const { PageMetaCollector } = get<typeof SharedSeo>('remote_shared/seo');
  const { PostedFormContext, SaveDataContext } = get<typeof SharedConfig>('remote_shared/config');
  const store = createStore(shared.api, shared.HYDRATE_ACTION, { extra: { fetch: serverFetch } });
  const source: ModuleSource = { get: (id) => resolved(get(id)), reset: () => undefined };

  const modules = modulesForPath(routes, url.pathname);
  const params = matchPage(routes, url.pathname)?.params ?? {};
  await Promise.all(
    // The same locale the page reads its content in (docs/i18n.md, "Content"), so the rendered data is what it hydrates with.
    modules.map((id) => get<RouteModule>(id).prefetch?.({ dispatch: store.dispatch, params, search: url.searchParams, locale: localeOfPath(url.pathname) })),
  );

  let meta: PageMetaData | null = null;
  const page = (
    <PostedFormContext value={posted ?? null}>
      <PageMetaCollector value={(value) => (meta = value)}>
        <App store={store} source={source} routes={routes} router={(tree) => <StaticRouter location={`${url.pathname}${url.search}`}>{tree}</StaticRouter>} />
      </PageMetaCollector>
    </PostedFormContext>
  );
  // A remote_shared released before Save-Data has no context: its pages show every size.
  const html = renderToString(SaveDataContext ? <SaveDataContext value={saveData}>{page}</SaveDataContext> : page);
  // Shaped like the root state, which is what the API slice's rehydration reads.
  const apiState = store.getState()[shared.api.reducerPath];
  const complete = Object.values(apiState.queries).every((query) => query?.status === 'fulfilled');
  return { html, meta, state: { [shared.api.reducerPath]: apiState }, modules, complete, routes };
}

/** remote_public's route table, from its linked server bundle (the one the page renders with). */
export function publicRoutesOf(remotes: Map<string, LinkedRemote>): PublicRoutes {
  return RemoteLinker.module<{ default: PublicRoutes }>(remotes, PUBLIC_ROUTES_MODULE).default;
}
