import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { RuntimeConfig } from 'remote_shared/config';
import type * as SharedApi from 'remote_shared/api';
import { App } from './app/app';
import { modulesForPath } from './app/route-modules';
import { createBrowserSource } from './federation/browser-source';
import { createStore } from './store/create-store';
import { DegradedNotice, SiteUnavailable } from './fatal/site-unavailable';
import './base.css';

declare global {
  interface Window {
    /** The API state the page server rendered with. */
    __PRELOADED_STATE__?: unknown;
  }
}

const DEFAULT_SITE_NAME = 'Savanna Digital Consult';

async function readRuntimeConfig(): Promise<RuntimeConfig> {
  if (window.__RUNTIME_CONFIG__) return window.__RUNTIME_CONFIG__;
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  window.__RUNTIME_CONFIG__ = config;
  return config;
}

function showFatal(container: HTMLElement, siteName: string) {
  if (container.dataset.ssr === '1') {
    // The page is already on screen from the server: keep it readable and say what is missing.
    const host = document.createElement('div');
    document.body.appendChild(host);
    createRoot(host).render(<DegradedNotice />);
  } else {
    createRoot(container).render(<SiteUnavailable siteName={siteName} />);
  }
}

async function start() {
  const container = document.getElementById('root')!;
  let config: RuntimeConfig;
  try {
    config = await readRuntimeConfig();
  } catch (error) {
    console.error('[shell] no runtime configuration', error);
    showFatal(container, DEFAULT_SITE_NAME);
    return;
  }
  const siteName = config.site?.name ?? DEFAULT_SITE_NAME;
  const source = createBrowserSource(config.remotes);
  // Everything the first render needs is requested at once, not one after another.
  const needed = modulesForPath(window.location.pathname);
  for (const id of needed) source.get(id);
  let shared: typeof SharedApi;
  try {
    shared = await source.get<typeof SharedApi>('remote_shared/api');
  } catch (error) {
    console.error('[shell] remote_shared is unavailable', error);
    showFatal(container, siteName);
    return;
  }
  const store = createStore(shared.api, shared.HYDRATE_ACTION, { preloaded: window.__PRELOADED_STATE__ });
  // Wait for the route's modules so hydration renders them at once (a failure shows its boundary).
  await Promise.allSettled(needed.map((id) => source.get(id)));
  const app = <App store={store} source={source} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
  if (container.dataset.ssr === '1') {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('[shell] hydration', error),
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
