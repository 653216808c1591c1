import {
  SEARCH_GUIDANCE,
  cutAtWord,
  localizePath,
  searchAppearance,
  type Locale,
  type SearchAppearanceInput,
  type SearchAppearanceSource,
} from 'remote_shared/schemas';
import { getSite } from 'remote_shared/config';
import { useT } from '@/i18n';
import styles from './search-appearance.module.css';

/** A title as a search engine shows it: cut near the guidance, with an ellipsis (never after a bare separator). */
const shownTitle = (title: string) => (title.length <= SEARCH_GUIDANCE.title ? title : cutAtWord(title, SEARCH_GUIDANCE.title).replace(/ \|…$/, '…'));

/** The page's address as people read it in a result: the site's host, then the path. */
function addressOf(path: string, locale: Locale): string {
  const site = getSite();
  const base = site.siteUrl || window.location.origin;
  return new URL(localizePath(locale, path), base).href;
}

interface SearchPreviewProps {
  path: string;
  locale: Locale;
  set: SearchAppearanceInput;
  source: SearchAppearanceSource;
}

/**
 * The live preview of a page's search result in one language: the address, the title and the
 * description as a search engine shows them, with the fallback rule (contracts' `searchAppearance`)
 * where a field is empty, so what it shows is what the page server writes.
 */
export function SearchPreview({ path, locale, set, source }: SearchPreviewProps) {
  const t = useT();
  const site = getSite();
  const shown = searchAppearance(set, source, { name: site.name, image: site.sharingImage });
  const fallbacks = [!set.title?.trim() && t('search.preview.titleFallback'), !set.description?.trim() && t('search.preview.descriptionFallback')].filter(
    (text): text is string => Boolean(text),
  );
  return (
    <section className={styles.previewBox} aria-label={t('search.preview.label')}>
      <p className={styles.previewLabel} aria-hidden="true">
        {t('search.preview.label')}
      </p>
      <div className={styles.result} lang={locale} data-testid="search-preview">
        <p className={styles.address}>{addressOf(path, locale)}</p>
        <p className={styles.title}>{shownTitle(shown.title)}</p>
        <p className={styles.description}>{shown.description ? cutAtWord(shown.description) : t('search.preview.noDescription')}</p>
      </div>
      {shown.noindex && <p className={styles.noindex}>{t('search.preview.noindex')}</p>}
      {fallbacks.map((text) => (
        <p key={text} className={styles.fallback}>
          {text}
        </p>
      ))}
    </section>
  );
}
