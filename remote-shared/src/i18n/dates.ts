// Long dates per locale, printed from their parts rather than with Intl: the server's ICU and the
// browser's can name months differently, which would break hydration (docs/i18n.md, "Dates").
import type { Locale } from '../schemas/locales';

const MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  sw: ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

/**
 * A day as each language writes it in running text: English as the spec shows it ('March 05, 2025',
 * 'MMMM dd, yyyy'), Kiswahili '5 Machi 2025', French '5 mars 2025' ('1er mars 2025' on the first).
 * `month` counts from 0, as Date's does.
 */
export function formatLongDate(year: number, month: number, day: number, locale: Locale): string {
  const name = MONTHS[locale][month]!;
  if (locale === 'sw') return `${day} ${name} ${year}`;
  if (locale === 'fr') return `${day === 1 ? '1er' : day} ${name} ${year}`;
  return `${name} ${String(day).padStart(2, '0')}, ${year}`;
}
