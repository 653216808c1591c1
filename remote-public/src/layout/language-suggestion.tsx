import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOCALE_TAGS, localizePath } from 'remote_shared/i18n';
import { usePagePath, useT } from '@/i18n';
import { rememberLanguage } from './language-choice';
import styles from './language-suggestion.module.css';

/**
 * On an English page, a visitor whose browser prefers Kiswahili or French is offered the page in
 * that language, written in it, never taken there (docs/i18n.md, "Choosing a language"). Shown
 * once the page has hydrated, floating over its foot so nothing on the page moves; either answer
 * is remembered and the offer is not made again.
 */
export default function LanguageSuggestion({ language }: { language: 'sw' | 'fr' }) {
  const pagePath = usePagePath();
  const navigate = useNavigate();
  const t = useT();
  const [suggested, setSuggested] = useState<'sw' | 'fr' | null>(language);

  if (!suggested) return null;
  const answer = (choice: string) => {
    rememberLanguage(choice);
    setSuggested(null);
  };
  const messages =
    suggested === 'sw'
      ? { text: t('layout.suggest.sw.text'), go: t('layout.suggest.sw.go'), stay: t('layout.suggest.sw.stay') }
      : { text: t('layout.suggest.fr.text'), go: t('layout.suggest.fr.go'), stay: t('layout.suggest.fr.stay') };
  return (
    <aside className={styles.suggestion} lang={LOCALE_TAGS[suggested].lang} aria-label={messages.text}>
      <p className={styles.text}>{messages.text}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.go}
          onClick={() => {
            answer(suggested);
            navigate(`${localizePath(suggested, pagePath)}${window.location.search}`);
          }}
        >
          {messages.go}
        </button>
        <button type="button" className={styles.stay} onClick={() => answer('en')}>
          {messages.stay}
        </button>
      </div>
    </aside>
  );
}
