import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type * as SharedApi from 'remote_shared/api';
import type * as SharedSeo from 'remote_shared/seo';
import type { PageMetaData } from 'remote_shared/seo';
import type { RouteModule } from 'remote_shared/config';
import { App } from '../src/app/app';
import { matchPage, modulesForPath } from '../src/app/route-modules';
import { createStore } from '../src/store/create-store';
import { resolved } from '../src/federation/tracked';
import type { ModuleSource } from '../src/federation/module-source';
import { RemoteLinker, type LinkedRemote } from './remote-linker';

export interface RenderedPage {
  html: string;
  meta: PageMetaData | null;
  /** The API slice's state, for the browser to hydrate from. */
  state: unknown;
  modules: string[];
  /** False when a query failed while rendering: such a page must not be reused. */
  complete: boolean;
}

/** Renders a public route on the server with its data, exactly as the browser will hydrate it. */
export async function renderPage(remotes: Map<string, LinkedRemote>, url: URL, serverFetch: typeof fetch): Promise<RenderedPage> {
  const get = <T,>(id: string) => RemoteLinker.module<T>(remotes, id);
  const shared = get<typeof SharedApi>('remote_shared/api');
  const { PageMetaCollector } = get<typeof SharedSeo>('remote_shared/seo');
  const store = createStore(shared.api, shared.HYDRATE_ACTION, { extra: { fetch: serverFetch } });
  const source: ModuleSource = { get: (id) => resolved(get(id)), reset: () => undefined };

  const modules = modulesForPath(url.pathname);
  const params = matchPage(url.pathname)?.params ?? {};
  await Promise.all(
    modules.map((id) => get<RouteModule>(id).prefetch?.({ dispatch: store.dispatch, params, search: url.searchParams })),
  );

  let meta: PageMetaData | null = null;
  const html = renderToString(
    <PageMetaCollector value={(value) => (meta = value)}>
      <App store={store} source={source} router={(routes) => <StaticRouter location={`${url.pathname}${url.search}`}>{routes}</StaticRouter>} />
    </PageMetaCollector>,
  );
  // Shaped like the root state, which is what the API slice's rehydration reads.
  const apiState = store.getState()[shared.api.reducerPath];
  const complete = Object.values(apiState.queries).every((query) => query?.status === 'fulfilled');
  return { html, meta, state: { [shared.api.reducerPath]: apiState }, modules, complete };
}
