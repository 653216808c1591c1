import { useState } from 'react';
import { Field, useFormState } from 'react-final-form';
import {
  LIMITS,
  LOCALES,
  SEARCH_GUIDANCE,
  fieldErrors,
  searchAppearanceFields,
  type Locale,
  type SearchAppearanceRecord,
  type SearchAppearanceSource,
} from 'remote_shared/schemas';
import { FormField } from 'remote_shared/ui';
import { fieldError } from '@/components/form-fields';
import { ImageField } from '@/components/image-field';
import { translatedErrors, useT } from '@/i18n';
import { LanguageTabs } from '../translations';
import { SearchPreview } from './search-preview';
import styles from './search-appearance.module.css';

/**
 * A search field's form name, flat ('search-title@fr', not a dotted path): the forms' values
 * and errors are flat maps, and final-form would read a dotted name as nested values.
 */
const searchFieldName = (field: 'title' | 'description' | 'image' | 'noindex', locale: Locale) => `search-${field}@${locale}`;

/** The form values of a stored search appearance. */
export function searchFormValues(record: SearchAppearanceRecord | undefined): Record<string, string | boolean> {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const stored = record?.[locale];
      return [
        [searchFieldName('title', locale), stored?.title ?? ''],
        [searchFieldName('description', locale), stored?.description ?? ''],
        [searchFieldName('image', locale), stored?.image ?? ''],
        [searchFieldName('noindex', locale), stored?.noindex ?? false],
      ];
    }),
  );
}

type SearchLanguage = { title: string | null; description: string | null; image: string | null; noindex: boolean };

/** One language's values from the form (blank text is the fallback, sent as null). */
function languageInput(values: Record<string, unknown>, locale: Locale): SearchLanguage {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return {
    title: text(values[searchFieldName('title', locale)]),
    description: text(values[searchFieldName('description', locale)]),
    image: text(values[searchFieldName('image', locale)]),
    noindex: values[searchFieldName('noindex', locale)] === true,
  };
}

/** The body's languages from the form's values. */
export function searchInput(values: Record<string, unknown>): Record<Locale, SearchLanguage> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, languageInput(values, locale)])) as Record<Locale, SearchLanguage>;
}

/** The form's errors of the search fields ('search-title@fr'), from the same schema as the API's. */
export function searchErrors(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    LOCALES.flatMap((locale) =>
      Object.entries(translatedErrors(fieldErrors(searchAppearanceFields, languageInput(values, locale)))).map(([key, message]) => [
        `search-${key}@${locale}`,
        message,
      ]),
    ),
  );
}

/** The API's issues on `fr.title` shown on the form's 'search-title@fr'. */
export function searchIssues<E>(errors: E): E {
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const match = /^(en|sw|fr)\.([a-z]+)$/.exec(key);
      return [match ? `search-${match[2]}@${match[1]}` : key, message];
    }),
  ) as E;
}

/** "42 / 60": the length against the guidance, marked past it (a warning: only the hard limit is refused). */
function Counter({ length, guidance, id }: { length: number; guidance: number; id: string }) {
  const t = useT();
  const over = length > guidance;
  return (
    <span id={id} className={`${styles.counter} ${over ? styles.over : ''}`}>
      {t('search.counter', { length, guidance })}
      {over && ` — ${t('search.overGuidance', { guidance })}`}
    </span>
  );
}

interface CountedFieldProps {
  name: string;
  label: string;
  guidance: number;
  max: number;
  multiline?: boolean;
  initialValue: string;
}

function CountedField({ name, label, guidance, max, multiline, initialValue }: CountedFieldProps) {
  return (
    <Field<string> name={name} initialValue={initialValue}>
      {({ input, meta }) => (
        <FormField
          label={label}
          as={multiline ? 'textarea' : 'input'}
          rows={multiline ? 3 : undefined}
          optional
          maxLength={max}
          hint={<Counter length={[...(input.value ?? '')].length} guidance={guidance} id={`${name}-count`} />}
          {...input}
          value={input.value ?? ''}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}

interface SearchAppearanceFieldsProps {
  /** The page's English address (`/projects/12`, `/about-us`). */
  path: string;
  /** What the page's own content offers the fallback, per language, from the form as typed. */
  sourceOf: (locale: Locale, values: Record<string, unknown>) => SearchAppearanceSource;
  canUpload: boolean;
  /** The stored values (`searchFormValues`), the fields' initial values: the form around them may have started without them. */
  initial: Record<string, string | boolean>;
}

/** One language's fields and, while its tab is shown, the preview of its search result. */
function LanguageFields({
  locale,
  path,
  sourceOf,
  canUpload,
  initial,
  values,
  shown,
}: SearchAppearanceFieldsProps & { locale: Locale; values: Record<string, unknown>; shown: boolean }) {
  const t = useT();
  const name = (field: 'title' | 'description' | 'image' | 'noindex') => searchFieldName(field, locale);
  const text = (field: 'title' | 'description' | 'image') => String(initial[name(field)] ?? '');
  return (
    <>
      <CountedField name={name('title')} label={t('search.title')} guidance={SEARCH_GUIDANCE.title} max={LIMITS.searchTitle} initialValue={text('title')} />
      <CountedField
        name={name('description')}
        label={t('search.description')}
        guidance={SEARCH_GUIDANCE.description}
        max={LIMITS.searchDescription}
        multiline
        initialValue={text('description')}
      />
      <ImageField name={name('image')} label={t('search.image')} failureMessage={t('search.imageFailed')} canUpload={canUpload} initialValue={text('image')} />
      <Field<boolean> name={name('noindex')} type="checkbox" initialValue={initial[name('noindex')] === true}>
        {({ input }) => (
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              name={input.name}
              checked={Boolean(input.checked)}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
            />
            {t('search.noindex')}
          </label>
        )}
      </Field>
      {shown && <SearchPreview path={path} locale={locale} set={languageInput(values, locale)} source={sourceOf(locale, values)} />}
    </>
  );
}

/**
 * The "Search appearance" panel inside a form: a tab per language (English, Kiswahili, French),
 * each with the search title and description (a counter against 60 and 155, a warning past them,
 * the title refused past 120), the sharing image, the noindex switch, and the live preview of the
 * search result. Each tab's values stay in the form while another is shown.
 */
export function SearchAppearanceFields({ path, sourceOf, canUpload, initial }: SearchAppearanceFieldsProps) {
  const t = useT();
  const [locale, setLocale] = useState<Locale>('en');
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  return (
    <fieldset className={styles.panel}>
      <legend className={styles.legend}>{t('search.legend')}</legend>
      <p className={styles.note}>{t('search.note')}</p>
      <LanguageTabs locales={LOCALES} locale={locale} onChange={setLocale} label={t('search.language')} idPrefix="search" className={styles.tabs} />
      {/* Every language's fields stay mounted (the others hidden), so each keeps what was typed. */}
      {LOCALES.map((each) => (
        <div key={each} role="tabpanel" id={`search-panel-${each}`} aria-labelledby={`search-tab-${each}`} hidden={each !== locale}>
          <LanguageFields locale={each} path={path} sourceOf={sourceOf} canUpload={canUpload} initial={initial} values={values} shown={each === locale} />
        </div>
      ))}
    </fieldset>
  );
}
