// Translated content in the back office (docs/i18n.md, "Content"): the Kiswahili and French values
// of a type's localized fields beside the English ones, the "Missing: sw, fr" badge of a record,
// and the "Missing a translation" filter. English stays the form's own fields and stays required.
import { useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import {
  LOCALE_NAMES,
  TRANSLATED_LOCALES,
  localesMissing,
  translationsOf,
  type AnyContentType,
  type Field,
  type TranslatedLocale,
} from 'remote_shared/schemas';
import { Badge } from 'remote_shared/ui';
import { TextField } from '../components/form-fields';
import { translateText, useT } from '@/i18n';
import styles from './translations.module.css';

/**
 * A translated value's form field name. Flat ('title@sw', not 'translations.sw.title'): the forms'
 * values and errors are flat maps, and final-form would read a dotted name as nested values.
 */
const translationName = (field: string, locale: TranslatedLocale) => `${field}@${locale}`;

/** A field's label in one language ('Position (Kiswahili)'): each language by its own name, whatever the back office speaks. */
export const translationLabel = (label: string, locale: TranslatedLocale) => `${label} (${LOCALE_NAMES[locale]})`;

const TRANSLATED_MARK = '@translated';

/**
 * A form's row of language tabs (the translations, the search appearance): each language by its
 * own name (Kiswahili, Français), whatever the back office speaks; `idPrefix`-tab-{locale} controls
 * `idPrefix`-panel-{locale}.
 */
export function LanguageTabs<L extends keyof typeof LOCALE_NAMES>({
  locales,
  locale,
  onChange,
  label,
  idPrefix,
  className = styles.tabs,
}: {
  locales: readonly L[];
  locale: L;
  onChange: (locale: L) => void;
  label: string;
  idPrefix: string;
  className?: string;
}) {
  return (
    <div className={className} role="tablist" aria-label={label}>
      {locales.map((each) => (
        <button
          key={each}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${each}`}
          aria-selected={each === locale}
          aria-controls={`${idPrefix}-panel-${each}`}
          className={styles.tab}
          onClick={() => onChange(each)}
        >
          {LOCALE_NAMES[each]}
        </button>
      ))}
    </div>
  );
}

/** The form values of a record's translations (of its pending draft when it has one). */
export function translationValues(type: AnyContentType, record: Record<string, unknown> | null): Record<string, string> {
  if (!record || type.localized.length === 0) return {};
  const pending = record.pending && typeof record.pending === 'object' ? (record.pending as Record<string, unknown>) : undefined;
  const stored = translationsOf(pending?.translations ? pending : record);
  const values = Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) =>
      type.localized.filter((field) => stored[locale]?.[field]).map((field) => [translationName(field, locale), stored[locale]![field]!]),
    ),
  );
  // Marks a record that has translations, so emptying every one still sends (and removes) them.
  return Object.keys(values).length ? { ...values, [TRANSLATED_MARK]: 'yes' } : {};
}

/** `translations` of the body: every locale, blanks as null, so a value emptied in the form is removed. */
export function translationsInput(type: AnyContentType, values: Record<string, unknown>): { translations?: Record<string, Record<string, string | null>> } {
  if (type.localized.length === 0) return {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  // Nothing translated, nothing stored: no `translations` at all (the stored ones are kept, and there are none).
  const names = TRANSLATED_LOCALES.flatMap((locale) => type.localized.map((field) => translationName(field, locale)));
  if (!(TRANSLATED_MARK in values) && !names.some((name) => text(values[name]) !== null)) return {};
  return {
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [locale, Object.fromEntries(type.localized.map((field) => [field, text(values[translationName(field, locale)])]))]),
    ),
  };
}

/** Validation and API issues on `translations.sw.title` shown on the field named 'title@sw'. */
export function translationErrors<E>(errors: E): E {
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const match = /^translations\.([a-z]+)\.([a-z_]+)$/.exec(key);
      return [match ? `${match[2]}@${match[1]}` : key, message];
    }),
  ) as E;
}

/** The English value of a field, shown beside its translation. */
function English({ field }: { field: string }) {
  const t = useT();
  const { input } = useField<string>(field, { subscription: { value: true } });
  return <span className={styles.english}>{input.value ? t('content.translations.english', { text: input.value }) : t('content.translations.noEnglish')}</span>;
}

/**
 * The translations of a form: a tab per translated locale (tabs fit a phone; columns would not),
 * each with the localized fields, optional, their English value under each. A blank one shows the
 * English on the site. Values of the tab not shown stay in the form.
 */
export function TranslationFields({ type }: { type: AnyContentType }) {
  const t = useT();
  const [locale, setLocale] = useState<TranslatedLocale>('sw');
  const [open, setOpen] = useState(false);
  if (type.localized.length === 0) return null;
  const fields = type.fields as Record<string, Field>;
  // Closed until asked for: an English-only edit stays as short as before.
  if (!open)
    return (
      <button type="button" className={styles.filter} aria-expanded={false} onClick={() => setOpen(true)}>
        {t('content.translations.open')}
      </button>
    );
  return (
    <fieldset className={styles.translations}>
      <legend className={styles.legend}>{t('content.translations.legend')}</legend>
      <p className={styles.note}>{t('content.translations.note')}</p>
      <LanguageTabs locales={TRANSLATED_LOCALES} locale={locale} onChange={setLocale} label={t('content.translations.language')} idPrefix="translation" />
      <div role="tabpanel" id={`translation-panel-${locale}`} aria-labelledby={`translation-tab-${locale}`} className={styles.panel} lang={locale}>
        {type.localized.map((name) => (
          <TextField
            key={`${name}@${locale}`}
            name={translationName(name, locale)}
            label={translationLabel(translateText(fields[name]!.label), locale)}
            as={fields[name]!.kind === 'longText' ? 'textarea' : 'input'}
            rows={fields[name]!.kind === 'longText' ? 4 : undefined}
            optional
            hint={<English field={name} />}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The version of a record its translations are edited in: its pending draft's when it has one (the
 * form shows and saves those), else its own. Without this, a post whose translations were completed
 * in a pending draft kept its "Missing" badge until the draft was published.
 */
function latestVersion(record: Record<string, unknown>): Record<string, unknown> {
  const pending = record.pending && typeof record.pending === 'object' ? (record.pending as Record<string, unknown>) : undefined;
  if (!pending || !record.pending_state) return record;
  return { ...record, ...pending, translations: pending.translations ?? record.translations };
}

/** Does the latest version of a record lack a translation of a field it has in English? Which languages. */
const missingLocales = (type: AnyContentType, record: Record<string, unknown>) => localesMissing(type, latestVersion(record));

/** "Missing: sw, fr" on a record that lacks a translation of a field it has in English; nothing otherwise. */
export function MissingTranslations({ type, record }: { type: AnyContentType; record: Record<string, unknown> }): ReactNode {
  const t = useT();
  if (type.localized.length === 0) return null;
  const missing = missingLocales(type, record);
  if (missing.length === 0) return null;
  return (
    <span title={t('content.translations.missingTitle', { languages: missing.map((locale) => LOCALE_NAMES[locale]).join(` ${t('content.or')} `) })}>
      <Badge tone="warning">{t('content.translations.missing', { locales: missing.join(', ') })}</Badge>
    </span>
  );
}

/** The "Missing a translation" filter: a toggle, and the rows it keeps. */
export function useMissingFilter<R extends Record<string, unknown>>(type: AnyContentType) {
  const t = useT();
  const [on, setOn] = useState(false);
  const translated = type.localized.length > 0;
  const apply = (rows: readonly R[]): readonly R[] => (translated && on ? rows.filter((row) => missingLocales(type, row).length > 0) : rows);
  const toggle = translated ? (
    <button type="button" className={styles.filter} aria-pressed={on} onClick={() => setOn(!on)}>
      {t('content.translations.filter')}
    </button>
  ) : null;
  /** A list query with its rows (after `select`, if given) filtered as the toggle says. */
  const query = <Q extends { data?: readonly R[] }>(list: Q, select?: (rows: readonly R[]) => readonly R[]): Q =>
    list.data ? { ...list, data: apply(select ? select(list.data) : list.data) } : list;
  /** The row above a list: `extra` (a section's own controls) and the toggle, when the type is translated. */
  const toolbar = (extra?: ReactNode) =>
    toggle ? (
      <div className={styles.toolbar}>
        {extra}
        {toggle}
      </div>
    ) : (
      (extra ?? null)
    );
  return { on, apply, toggle, query, toolbar };
}
