import { useEffect } from 'react';
import { useGetPreferencesQuery } from 'remote_shared/api';
import { browserLocale, loadAdminCatalogue, setChosenLanguage } from '@/i18n';

/**
 * The signed-in user's language as saved with their preferences (chosen in My account, maybe on
 * another device) becomes the back office's, once its messages are here (docs/i18n.md, "Back office").
 */
export function useSavedLanguage(): void {
  const { data } = useGetPreferencesQuery();
  const language = data === undefined ? undefined : data.language;
  useEffect(() => {
    if (language === undefined) return;
    let current = true;
    void loadAdminCatalogue(language ?? browserLocale())
      .catch(() => undefined)
      .then(() => {
        if (current) setChosenLanguage(language);
      });
    return () => {
      current = false;
    };
  }, [language]);
}
