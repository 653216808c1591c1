// Every story runs inside what the back office gives the design system: its base stylesheet, the
// design tokens, and the design system's words in the story's language (AdminUiTexts). The
// toolbar's Language switches every story; a story may fix its own (`parameters.locale`), as the
// "Longest text" stories do for the language whose text is longest.
import type { Preview } from '@storybook/react-webpack5';
import { LOCALES, LOCALE_NAMES, type Locale } from 'remote-shared/src/i18n';
import 'shell/src/base.css';
import 'remote-shared/src/ui/tokens.css';
import { AdminUiTexts, loadAdminCatalogue, setChosenLanguage } from 'remote-admin/src/i18n';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'The language the back office speaks',
      toolbar: { title: 'Language', icon: 'globe', items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    async ({ globals, parameters }) => {
      const locale = ((parameters.locale as Locale | undefined) ?? (globals.locale as Locale | undefined) ?? 'en') as Locale;
      await loadAdminCatalogue(locale);
      setChosenLanguage(locale);
      return { locale };
    },
  ],
  decorators: [
    (Story, { loaded }) => (
      <AdminUiTexts>
        <div lang={(loaded as { locale?: Locale }).locale ?? 'en'} style={{ padding: '1.5rem', maxWidth: '60rem' }}>
          <Story />
        </div>
      </AdminUiTexts>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
};

export default preview;
