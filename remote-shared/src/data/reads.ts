import type { AnyContentType } from 'contracts/content/content-type';
import { localeOfPath, type Locale } from 'contracts/locales';

// The addresses of the public reads, in one place for the RTK Query endpoints of the back office
// (../api/content.ts) and the public pages' reads without Redux (./public-data.ts), so both ask
// {host} the same thing. No Redux here.

/**
 * The locale a public read asks for (docs/i18n.md, "Content"): nothing for English, so an English
 * page sends today's request and shares today's cache entry; `sw` or `fr` otherwise. Pages pass
 * `localeArg(localeOfPath(location.pathname))`; the page server passes the same from its address.
 */
export type LocaleArg = Exclude<Locale, 'en'> | undefined;
export const localeArg = (locale: Locale | undefined): LocaleArg => (locale === undefined || locale === 'en' ? undefined : locale);

/** The locale argument of a public page's reads, from its address (`/sw/projects` → 'sw'). */
export const localeArgOfPath = (pathname: string): LocaleArg => localeArg(localeOfPath(pathname));

/** One record's read: its id, or its id and the locale to read it in. */
export type ReadArg = number | { id: number; locale: LocaleArg };
/** The read argument for a record in a locale: the bare id in English (today's cache key). */
export const readArg = (id: number, locale: Locale | undefined): ReadArg => {
  const inLocale = localeArg(locale);
  return inLocale === undefined ? id : { id, locale: inLocale };
};

/** `url` with `?locale=` (or `&locale=`) when a locale is given. */
export const withLocale = (url: string, locale: string | undefined) => (locale === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}locale=${locale}`);

/** A type's public list: `GET {path}`, in the locale when the type has translated fields. */
export const listPath = (type: AnyContentType, locale: LocaleArg | void) =>
  withLocale(type.path, type.localized.length > 0 ? (locale ?? undefined) : undefined);

/** One record's read: `GET {path}/{id}`, in the locale when the type has translated fields. */
export function readPath(type: AnyContentType, arg: ReadArg) {
  const { id, locale } = typeof arg === 'number' ? { id: arg, locale: undefined } : arg;
  return withLocale(`${type.path}/${id}`, type.localized.length > 0 ? locale : undefined);
}

/** What the privacy notice states (no content type: the retention setting). */
export const PRIVACY_NOTICE_PATH = '/api/privacy/notice';

/** A record as its preview link shows it (docs/workflow.md, "Preview"): read with the link's token, no sign-in. */
export const previewPath = ({ path, id, token }: { path: string; id: number; token: string }) => `${path}/${id}/preview?token=${encodeURIComponent(token)}`;
