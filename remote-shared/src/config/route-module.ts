import type { ComponentType } from 'react';
import type { Locale } from 'contracts/locales';

/** What the page server and the shell pass to a page's `prefetch`. */
export interface PrefetchContext {
  /**
   * Reads an API address (`listPath(type, locale)`, `readPath(...)` of remote_shared/data) into the
   * data the page renders with and the browser hydrates from; return its promise.
   */
  read: (path: string) => Promise<unknown>;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /** The page's locale, `localeOfPath` of its address (English when not given): content is read in it. */
  locale?: Locale;
}

/**
 * The contract between the shell's route table and a federated page or layout module:
 * a default component, and optionally the data it needs rendered on the server.
 */
export interface RouteModule {
  default: ComponentType;
  prefetch?: (context: PrefetchContext) => Promise<unknown> | unknown;
}

/** A public page: its route and the federated module that renders it. */
export interface PageRoute {
  path: string;
  module: string;
  /**
   * A page for one person (a preview through a signed link, docs/workflow.md "Preview"): the page
   * server renders it for each request, never from its cache, with `noindex` and `no-store`.
   */
  private?: boolean;
  /**
   * Modules the page loads after it is shown (when the browser is idle or the visitor starts on a
   * form) that a visitor offline still needs, e.g. `remote_shared/schemas` for the contact form's
   * checks. The service worker keeps their files with the page on a first visit (docs/offline.md).
   */
  later?: string[];
}

/** The public site's route table (`remote_public/routes`), which the shell reads at runtime. */
export interface PublicRoutes {
  /** The layout every page renders in (header, footer, banner). */
  layout: string;
  pages: PageRoute[];
  /** Old addresses and where they go now (301). */
  redirects: Record<string, string>;
  /**
   * The module of each locale's interface strings (`remote_public/messages/sw`), loaded with a page
   * of that locale. Every page also lives under each translated locale's prefix (`/sw/...`,
   * docs/i18n.md); a table without `messages` is English only.
   */
  messages?: Partial<Record<'en' | 'sw' | 'fr', string>>;
}
