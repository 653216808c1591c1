// Long dates per locale, printed from their parts rather than with Intl: the server's ICU and the
// browser's can name months differently, which would break hydration (docs/i18n.md, "Dates").
import { displayedLongDate } from 'contracts/long-date';
import type { Locale } from 'contracts/locales';

// English is the spec's long date, written by the one module that reads and writes it.
const MONTHS: Readonly<Record<Exclude<Locale, 'en'>, readonly string[]>> = {
  sw: ['Januari', 'Februari', 'Machi', 'Aprili', 'Mei', 'Juni', 'Julai', 'Agosti', 'Septemba', 'Oktoba', 'Novemba', 'Desemba'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

/**
 * A day as each language writes it in running text: English as the spec shows it ('March 05, 2025',
 * 'MMMM dd, yyyy'), Kiswahili '5 Machi 2025', French '5 mars 2025' ('1er mars 2025' on the first).
 * `month` counts from 0, as Date's does.
 */
export function formatLongDate(year: number, month: number, day: number, locale: Locale): string {
  if (locale === 'en') return displayedLongDate({ year, month, day });
  const name = MONTHS[locale][month]!;
  return locale === 'sw' ? `${day} ${name} ${year}` : `${day === 1 ? '1er' : day} ${name} ${year}`;
}
