import { Link, useLocation } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, localizePath } from 'remote_shared/i18n';
import { useLocale, usePagePath, useT } from '@/i18n';
import { rememberLanguage } from './language-choice';
import styles from './language-switcher.module.css';

/**
 * The languages of the site, each a link to this same page in it (docs/i18n.md): in the header's top
 * bar, the menu panel and the menu shown before scripts run. Plain links, so they work without
 * scripts too; following one remembers the choice.
 */
export function LanguageSwitcher({ className, plain = false }: { className?: string; plain?: boolean }) {
  const t = useT();
  const current = useLocale();
  const pagePath = usePagePath();
  const { search } = useLocation();
  return (
    <nav className={[styles.switcher, className].filter(Boolean).join(' ')} aria-label={t('layout.language.label')}>
      <ul className={styles.list}>
        {LOCALES.map((locale) => {
          const to = `${localizePath(locale, pagePath)}${search}`;
          const name = LOCALE_NAMES[locale];
          const own = { hrefLang: LOCALE_TAGS[locale].lang, lang: LOCALE_TAGS[locale].lang };
          return (
            <li key={locale}>
              {locale === current ? (
                <span className={styles.current} aria-current="true" lang={own.lang}>
                  {name}
                </span>
              ) : plain ? (
                <a className={styles.link} href={to} {...own}>
                  {name}
                </a>
              ) : (
                <Link className={styles.link} to={to} onClick={() => rememberLanguage(locale)} {...own}>
                  {name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
