// What a public page tells search engines and browsers about its languages (docs/i18n.md, "Search
// engines"): `<html lang>`, `og:locale`, its canonical address in its own language, and the
// address of every language's version (`hreflang`, `x-default` being English).
import { LOCALE_TAGS } from 'contracts/locales';
import { prefixedLocales, splitLocale, withLocale } from '../../src/app/route-modules';
import type { PublicRoutes } from '../../src/app/route-table';
import type { PageLanguages } from './html';

const tagsOf = (locale: string) => LOCALE_TAGS[locale as keyof typeof LOCALE_TAGS] ?? { lang: locale, og: undefined };

/**
 * The languages of the page at `pathname`; `canonicalPath` is the path the page names for itself
 * (pages name their English path, a project without its `?name=`).
 */
export function pageLanguages(routes: PublicRoutes, pathname: string, canonicalPath = pathname): { lang: string; tags: PageLanguages } {
  const { locale } = splitLocale(routes, pathname);
  const english = splitLocale(routes, canonicalPath).path;
  const locales = ['en', ...prefixedLocales(routes)];
  const own = tagsOf(locale);
  return {
    lang: own.lang,
    tags: {
      ogLocale: own.og ?? own.lang,
      canonicalPath: withLocale(locale, english),
      alternates: [
        ...locales.map((other) => ({ hreflang: tagsOf(other).lang, path: withLocale(other, english), ogLocale: tagsOf(other).og })),
        { hreflang: 'x-default', path: english },
      ],
    },
  };
}
