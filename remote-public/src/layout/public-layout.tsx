import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LOCALE_TAGS, preferredLocale } from 'remote_shared/i18n';
import { useLocale, usePagePath } from '@/i18n';
import { rememberedLanguage } from './language-choice';

// Offered to few visitors, once: its code loads only for them.
const LanguageSuggestion = lazy(() => import('./language-suggestion'));
import { PageBanner } from './page-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './public-layout.module.css';

/** The shared layout of every public route (spec §2): header, banner, the page, footer. */
export function PublicLayout() {
  const pathname = usePagePath();
  const locale = useLocale();
  // The server writes the page's <html lang>; a change of language in the browser updates it.
  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale].lang;
  }, [locale]);
  // On an English page, a browser that prefers Kiswahili or French is offered the page in it,
  // unless a choice was made before (docs/i18n.md, "Choosing a language").
  const [suggested, setSuggested] = useState<'sw' | 'fr' | null>(null);
  useEffect(() => {
    setSuggested(locale === 'en' && !rememberedLanguage() ? preferredLocale(navigator.languages ?? [navigator.language]) : null);
  }, [locale]);
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {pathname !== '/' && <PageBanner />}
        <Outlet />
      </main>
      <SiteFooter />
      {suggested && (
        <Suspense fallback={null}>
          <LanguageSuggestion language={suggested} />
        </Suspense>
      )}
    </div>
  );
}
