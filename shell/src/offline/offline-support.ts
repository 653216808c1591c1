// The browser's half of offline reading (docs/offline.md): registers the service worker once the
// page has hydrated, tells it what a first visit loaded, asks it to send contact messages kept
// offline, and, while offline, turns the site's links into full page loads the worker answers.
import type { KeepMessage, PageMessage } from '../../sw/protocol';
import { isAdminPath } from '../app/route-table';

declare global {
  interface Window {
    /** Set by the page server when SERVICE_WORKER=false. */
    __NO_SERVICE_WORKER__?: boolean;
    /** Set by the page server: files of modules this page loads later and needs offline (a route's `later`). */
    __KEEP_LATER__?: string[];
  }
}

/** Files of this origin a page runs or shows: the worker keeps them for reading offline. */
const KEPT_FILES = /^\/(assets|remotes|uploads)\//;

function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && KEPT_FILES.test(url.pathname))
    .map((url) => url.href);
}

/**
 * The files of modules the page loads later (the contact form's checks) that it needs offline
 * too: the worker fetches and keeps them now, so a repeat visit finds them on the device. A
 * visitor saving data downloads nothing ahead (docs/offline.md, "The first visit").
 */
function laterFiles(): string[] {
  const saving = window.__SAVE_DATA__ === true || (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return saving ? [] : (window.__KEEP_LATER__ ?? []);
}

/** Offline and answered by the worker: a page is loaded whole, from what it kept (or its offline page). */
const offlineWithWorker = () => !navigator.onLine && Boolean(navigator.serviceWorker.controller);

function tell(message: PageMessage) {
  navigator.serviceWorker.controller?.postMessage(message);
}

export function startOfflineSupport(): void {
  // The back office is never kept (its pages are one person's, its data changes under them).
  if (!('serviceWorker' in navigator) || window.__NO_SERVICE_WORKER__ || isAdminPath(location.pathname)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // This page loaded before the worker ran: it keeps the page and its files now.
      if (firstVisit) registration.active?.postMessage({ type: 'keep', page: location.href, files: [...loadedFiles(), ...laterFiles()] } satisfies KeepMessage);
      // Messages kept on an earlier visit go now (browsers without Background Sync).
      registration.active?.postMessage({ type: 'deliver-contacts' } satisfies PageMessage);
    })
    .catch((error: unknown) => console.warn('[shell] the offline service worker is not registered', error));
  window.addEventListener('online', () => tell({ type: 'deliver-contacts' }));
  // In-page navigation would fetch the next page's data from the API, which is not kept: offline,
  // a link loads the page whole (the worker answers), before the router sees the click.
  window.addEventListener(
    'click',
    (event) => {
      if (!offlineWithWorker() || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || (link.target && link.target !== '_self') || link.hasAttribute('download'))
        return;
      event.stopPropagation();
    },
    true,
  );
  let address = location.pathname + location.search;
  window.addEventListener('popstate', () => {
    const next = location.pathname + location.search;
    // Back or forward to another page (not an anchor on this one).
    if (next !== address && offlineWithWorker()) location.reload();
    address = next;
  });
}
