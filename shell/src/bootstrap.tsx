import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import type { RuntimeConfig } from 'remote_shared/config';
// A constant, bundled: the shell needs the name before remote_shared loads (the fatal page).
import { SITE_NAME } from 'remote-shared/src/config/site-name';
import { App } from './app/app';
import { loadPageMessages, modulesForPath } from './app/route-modules';
import { NO_PUBLIC_ROUTES, PUBLIC_ROUTES_MODULE, isAdminPath, type PublicRoutes } from './app/route-table';
import { createBrowserSource } from './federation/browser-source';
import { FollowReleases, createReleaseFollower, withPointersResolved } from './federation/release-follower';
import { loadAdminStore } from './store/load-admin-store';
import { DegradedNotice, SiteUnavailable } from './fatal/site-unavailable';
import { startOfflineSupport } from './offline/offline-support';
import './base.css';

/**
 * remote_public's route table, from the remote itself: a server-rendered page preloads its chunk
 * with the page's scripts, so asking costs no round trip.
 */
async function readPublicRoutes(source: ReturnType<typeof createBrowserSource>): Promise<PublicRoutes> {
  try {
    return (await source.get<{ default: PublicRoutes }>(PUBLIC_ROUTES_MODULE)).default;
  } catch (error) {
    // The back office works without the public site; a public path shows its boundary.
    console.error('[shell] remote_public routes are unavailable', error);
    return NO_PUBLIC_ROUTES;
  }
}

/** Asks for the public routes once the address leaves /admin (the back office never needs them). */
function PublicRoutesOnLeave({ join }: { join: () => void }) {
  const leaving = !isAdminPath(useLocation().pathname);
  useEffect(() => {
    if (leaving) join();
  }, [leaving, join]);
  return null;
}

async function readRuntimeConfig(): Promise<RuntimeConfig> {
  if (window.__RUNTIME_CONFIG__) return window.__RUNTIME_CONFIG__;
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  // Without the page server, remotes may be named by their release root's current.json.
  const config = await withPointersResolved((await response.json()) as RuntimeConfig);
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
    showFatal(container, SITE_NAME);
    return;
  }
  // Development builds only: a tab may load a remote from a dev server on this machine
  // (federation/dev-remotes.ts); the condition is false in a production build, which drops the module.
  if (process.env.NODE_ENV !== 'production') {
    const { withDevRemotes } = await import(/* webpackChunkName: "dev-remotes" */ './federation/dev-remotes');
    config = withDevRemotes(config, window.location.search, window.sessionStorage);
  }
  const siteName = config.site?.name ?? SITE_NAME;
  const source = createBrowserSource(config.remotes);
  // Everything the first render needs is requested at once, not one after another.
  const admin = isAdminPath(window.location.pathname);
  // The back office needs the API slice and its store; public pages read through remote_shared/data
  // and carry no Redux (docs/performance.md, "First-load JavaScript"). Without remote_shared's
  // configuration, nothing can render.
  const sharedLoading = source.get(admin ? 'remote_shared/api' : 'remote_shared/config');
  if (admin) void loadAdminStore().catch(() => undefined);
  // The back office links to no public page: its table (and remote_public's container) is fetched
  // only if the tab leaves /admin (docs/performance.md, "The sign-in page").
  const routes = admin ? NO_PUBLIC_ROUTES : await readPublicRoutes(source);
  const needed = modulesForPath(routes, window.location.pathname);
  for (const id of needed) source.get(id);
  try {
    await sharedLoading;
  } catch (error) {
    console.error('[shell] remote_shared is unavailable', error);
    showFatal(container, siteName);
    return;
  }
  // The back office renders in its store at once (its chunk was asked for above; a failure shows its boundary).
  if (admin) await loadAdminStore().catch(() => undefined);
  // Wait for the route's modules so hydration renders them at once (a failure shows its boundary).
  await Promise.allSettled(needed.map((id) => source.get(id)));
  // And the messages the page shows in its language (docs/i18n.md, "Interface strings").
  await loadPageMessages(routes, window.location.pathname, (id) => source.get(id)).catch(() => undefined);
  // A tab opened before a release gets the new code at its next page (release-follower.tsx).
  const follower = createReleaseFollower(config);
  let joinPublicRoutes = () => {};
  const router = (tree: ReactNode) => <BrowserRouter>{tree}</BrowserRouter>;
  const extras = (
    <>
      <FollowReleases follower={follower} />
      {admin && <PublicRoutesOnLeave join={() => joinPublicRoutes()} />}
    </>
  );
  const app = (table: PublicRoutes) => <App source={source} routes={table} router={router} extras={extras} />;
  if (container.dataset.ssr === '1') {
    hydrateRoot(container, app(routes), {
      // React wraps what went wrong (error 520 and others carry it as `cause`): log both.
      onRecoverableError: (error) => {
        console.error('[shell] hydration', error, (error as { cause?: unknown })?.cause ?? '');
        // In development the dev server's overlay shows it over the page too: a mismatch is never missed (docs/development.md).
        if (process.env.NODE_ENV !== 'production') window.reportError(error);
      },
    });
  } else {
    const root = createRoot(container);
    root.render(app(routes));
    let joined = false;
    joinPublicRoutes = () => {
      if (joined) return;
      joined = true;
      void readPublicRoutes(source).then((loaded) => root.render(app(loaded)));
    };
  }
  // After hydration, when the page is idle: the worker is for the next visit, not this one's first paint.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  idle(() => startOfflineSupport());
}

void start();
