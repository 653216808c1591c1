// The offline service worker, served by the page server at /sw.js and registered by the shell
// after hydration. What it keeps, how the keeping follows releases and how a contact message
// written offline is sent later: docs/offline.md.
import { Queue } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OFFLINE_PATH, RELEASES_HEADER, type ContactQueued, type DeliveredMessage, type PageMessage } from './protocol';

declare const self: ServiceWorkerGlobalScope;

/** Pages seen, per releases key (the page server's X-Releases): a release or a rollback starts anew. */
const PAGES = 'offline-pages:';
/** The shell's and the remotes' files those pages ran, under the same key. */
const CODE = 'offline-code:';
/** Uploaded images: their addresses are never reused (api/src/plugins/uploads-static.ts). */
const IMAGES = 'offline-images';
const MAX_PAGES = 60;
/** A content-hashed file name (webpack's [contenthash:8]): its address never changes content. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** A file inside a release folder, /remotes/<name>/<release>/…: release folders are never changed. */
const RELEASE_FILE = /^\/remotes\/[^/]+\/([^/]+)\/.+/;
/** Addresses that are never a public page: the back office, the API and files. */
const NOT_A_PAGE = /^\/(admin|api|uploads|assets|remotes)(\/|$)|\.[a-z0-9]{1,5}$/i;
const CONTACT_QUEUE = 'contact-messages';

/** The releases key the kept pages and files belong to, read back from the cache names after a restart. */
let current: Promise<string | null> = caches.keys().then((names) => names.find((name) => name.startsWith(PAGES))?.slice(PAGES.length) ?? null);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * Makes `key` the kept generation: the pages and files of any other releases are dropped at once,
 * so a page is never shown offline with the code of another release.
 */
async function adopt(key: string): Promise<void> {
  if ((await current) === key) return;
  current = Promise.resolve(key);
  const stale = (await caches.keys()).filter((name) => (name.startsWith(PAGES) || name.startsWith(CODE)) && name !== PAGES + key && name !== CODE + key);
  await Promise.all(stale.map((name) => caches.delete(name)));
}

/** A page response that may be kept: a whole public page, not a redirect, not private (no-store). */
function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    !/no-store/i.test(response.headers.get('cache-control') ?? '') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** Keeps the offline page of this generation when it is missing (at install, and after a release). */
async function keepOfflinePage(key: string): Promise<void> {
  const cache = await caches.open(PAGES + key);
  if (await cache.match(OFFLINE_PATH)) return;
  try {
    const response = await fetch(OFFLINE_PATH, { cache: 'no-cache' });
    // Rendered with other releases (one moved meanwhile): the next page seen asks again.
    if (keepable(response) && response.headers.get(RELEASES_HEADER) === key) await cache.put(OFFLINE_PATH, response);
  } catch {
    // Offline already: the built-in note below stands in.
  }
}

async function keepPage(url: string, response: Response): Promise<void> {
  const key = response.headers.get(RELEASES_HEADER);
  if (!key || !keepable(response)) return;
  await adopt(key);
  const cache = await caches.open(PAGES + key);
  await cache.put(url, response);
  const kept = await cache.keys();
  // The oldest first (keys are in the order they were put); the offline page stays.
  const extra = kept.filter((request) => new URL(request.url).pathname !== OFFLINE_PATH).slice(0, Math.max(0, kept.length - 1 - MAX_PAGES));
  await Promise.all(extra.map((request) => cache.delete(request)));
  await keepOfflinePage(key);
}

/** Whether a code file belongs to the kept generation (a tab still on an older release asks for its own). */
function belongsTo(url: URL, key: string): boolean {
  const release = RELEASE_FILE.exec(url.pathname)?.[1];
  return !release || key.split(' ').some((part) => part.endsWith(`=${release}`));
}

const pageUrl = (request: Request) => {
  const url = new URL(request.url);
  url.hash = '';
  return url.href;
};

/** The built-in note, for when not even the offline page could be kept yet. */
const OFFLINE_NOTE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Offline</title><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;color:#0f2340">' +
  '<h1>You are offline</h1><p>This page has not been opened on this device before, so it cannot be shown until the connection returns.</p>' +
  '<p><a href="/">Go to the home page</a></p></body></html>';

/** Public pages: always from the network when it answers (content changes), else as kept. */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !NOT_A_PAGE.test(url.pathname),
  async ({ request, event }) => {
    try {
      const response = await fetch(request);
      (event as ExtendableEvent).waitUntil(keepPage(pageUrl(request), response.clone()).catch(() => undefined));
      return response;
    } catch (error) {
      const key = await current;
      const cache = key ? await caches.open(PAGES + key) : null;
      const kept = (await cache?.match(pageUrl(request))) ?? (await cache?.match(OFFLINE_PATH));
      if (kept) return kept;
      if (request.headers.get('accept')?.includes('text/html') === false) throw error;
      return new Response(OFFLINE_NOTE, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
  },
);

/**
 * The shell's and the remotes' files. A hashed file or one in a release folder never changes, so
 * the kept copy is used without asking; an entry file (shell.js, a build folder's remoteEntry.js)
 * is asked for each time (a 304 when unchanged) and the kept copy used offline.
 */
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && /^\/(assets|remotes)\//.test(url.pathname),
  async ({ request, event, url }) => {
    const key = await current;
    const cache = key ? await caches.open(CODE + key) : null;
    const immutable = HASHED.test(url.pathname) || RELEASE_FILE.test(url.pathname);
    if (cache && immutable) {
      const kept = await cache.match(request);
      if (kept) return kept;
    }
    try {
      const response = await fetch(request);
      if (cache && key && response.status === 200 && belongsTo(url, key))
        (event as ExtendableEvent).waitUntil(cache.put(request, response.clone()).catch(() => undefined));
      return response;
    } catch (error) {
      const kept = await cache?.match(request);
      if (kept) return kept;
      throw error;
    }
  },
);

const images = new CacheFirst({
  cacheName: IMAGES,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ request, url }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/uploads/'), images);

/** Every open page of the site hears it (the contact form that kept the message shows the result). */
async function tellPages(message: DeliveredMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

/**
 * Contact messages kept while offline, in IndexedDB (Workbox's queue). Sent one at a time, each
 * taken off the queue before it is sent, so it reaches the API once; a network failure puts it
 * back. The API applies its honeypot, form-token and rate-limit rules as to any message.
 */
let delivering: Promise<void> | null = null;
function deliver(queue: Queue): Promise<void> {
  delivering ??= (async () => {
    try {
      for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
        let response: Response;
        try {
          response = await fetch(entry.request.clone());
        } catch (error) {
          await queue.unshiftRequest(entry);
          throw error;
        }
        await tellPages({ type: 'contact-delivered', status: response.status });
      }
    } finally {
      delivering = null;
    }
  })();
  return delivering;
}

/**
 * A page asked (the connection returned, or it started): if the network still fails, try again a
 * few times over the next seconds. `online` can come before the connection carries requests, and
 * Background Sync, where there is one, may not fire again for minutes.
 */
const RETRY_DELAYS_MS = [1_000, 3_000, 8_000];
async function deliverSoon(queue: Queue): Promise<void> {
  for (const delay of [0, ...RETRY_DELAYS_MS]) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      return await deliver(queue);
    } catch {
      // Still offline: the next delay, then the browser's sync or the next page's request.
    }
  }
}

// With Background Sync the browser wakes the worker when the connection returns; without it,
// Workbox tries when the worker starts (the next visit), and the pages ask on their `online` event.
const contacts = new Queue(CONTACT_QUEUE, { maxRetentionTime: 7 * 24 * 60, onSync: ({ queue }) => deliver(queue) });

registerRoute(
  ({ request, url }) => request.method === 'POST' && url.pathname.endsWith('/api/contacts'),
  async ({ request }) => {
    const copy = request.clone();
    try {
      // Answered, whatever the answer (a 400 or a 429 is the visitor's to see now): nothing is kept.
      return await fetch(request);
    } catch {
      await contacts.pushRequest({ request: copy });
      const body: ContactQueued = { queued: true, delivery: 'sync' in self.registration ? 'background' : 'next-visit' };
      return new Response(JSON.stringify(body), { status: 202, headers: { 'content-type': 'application/json' } });
    }
  },
  'POST',
);

/** A first visit ran before the worker controlled the page: keep that page and what it loaded now. */
async function keepFirstVisit(page: string, files: string[], event: ExtendableEvent): Promise<void> {
  const url = new URL(page);
  if (!sameOrigin(url) || NOT_A_PAGE.test(url.pathname)) return;
  const response = await fetch(page, { credentials: 'same-origin' });
  await keepPage(pageUrl(new Request(page)), response);
  const key = response.headers.get(RELEASES_HEADER);
  if (!key || (await current) !== key) return;
  const code = await caches.open(CODE + key);
  await Promise.all(
    files.map(async (file) => {
      const fileUrl = new URL(file, self.location.origin);
      if (!sameOrigin(fileUrl)) return;
      try {
        if (fileUrl.pathname.startsWith('/uploads/')) {
          await images.handle({ request: new Request(fileUrl.href), event });
        } else if (/^\/(assets|remotes)\//.test(fileUrl.pathname) && belongsTo(fileUrl, key)) {
          // Mostly from the browser's HTTP cache: the page has just loaded them.
          const fileResponse = await fetch(fileUrl.href);
          if (fileResponse.status === 200) await code.put(fileUrl.href, fileResponse);
        }
      } catch {
        // One file missing makes that part unavailable offline, not the page.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'deliver-contacts') event.waitUntil(deliverSoon(contacts));
  if (message?.type === 'keep' && typeof message.page === 'string' && Array.isArray(message.files)) {
    event.waitUntil(
      keepFirstVisit(
        message.page,
        message.files.filter((file) => typeof file === 'string'),
        event,
      ).catch(() => undefined),
    );
  }
});

self.addEventListener('install', (event) => {
  // A new worker takes over at once: what it keeps is keyed by release, so it mixes nothing.
  event.waitUntil(
    (async () => {
      await self.skipWaiting();
      try {
        const response = await fetch(OFFLINE_PATH, { cache: 'no-cache' });
        const key = response.headers.get(RELEASES_HEADER);
        if (key && keepable(response)) {
          await adopt(key);
          await (await caches.open(PAGES + key)).put(OFFLINE_PATH, response);
        }
      } catch {
        // Installed offline: the offline page is kept with the next page seen.
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
