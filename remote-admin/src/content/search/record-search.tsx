import type { SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { recordPagePath, type AnyContentType, type Field, type Locale, type SearchAppearanceSource } from 'remote_shared/schemas';
import { Spinner } from 'remote_shared/ui';
import { usePermissions } from '@/hooks/use-permissions';
import { translatedErrors, useT } from '@/i18n';
import { submissionErrors, toastFailure } from '@/lib/failures';
import { useGetSearchAppearanceQuery, useSaveSearchAppearanceMutation } from './search-appearance-api';
import { SearchAppearanceFields, searchErrors, searchFormValues, searchInput, searchIssues } from './search-appearance-fields';
import styles from './search-appearance.module.css';

/** Which of a type's fields the fallback reads: its title, its description and its first image (by declaration). */
function sourceFields(type: AnyContentType) {
  const fields = type.fields as Record<string, Field>;
  return {
    title: 'title' in fields ? 'title' : (type.columns.find((column) => fields[column]!.kind === 'text') ?? type.columns[0]!),
    description: 'description' in fields ? 'description' : type.columns.find((column) => fields[column]!.kind === 'longText'),
    image: type.columns.find((column) => fields[column]!.kind === 'image'),
  };
}

/** A field's value in `locale` as the form holds it: its translation ('title@fr'), else its English. */
function valueIn(values: Record<string, unknown>, field: string | undefined, locale: Locale): string | null {
  if (!field) return null;
  const english = typeof values[field] === 'string' ? (values[field] as string) : '';
  const own = locale === 'en' ? '' : values[`${field}@${locale}`];
  return typeof own === 'string' && own.trim() !== '' ? own : english;
}

/**
 * The search appearance of a record's own page (`/projects/12`) in its edit form, for the roles that
 * set it (Admin, Publisher): the panel, drawn for any type whose records have a page of their own,
 * and the save, sent before the record's so a refused value keeps the form open with nothing saved.
 * Null for a new record (it has no page yet), a type without record pages, or another role.
 */
export function useRecordSearch(type: AnyContentType, record: { id: number } | null) {
  const t = useT();
  const { can } = usePermissions();
  const path = record ? recordPagePath(type.name, record.id) : null;
  const allowed = path !== null && can('search:manage');
  const query = useGetSearchAppearanceQuery(path ?? '', { skip: !allowed });
  const [save] = useSaveSearchAppearanceMutation();
  const initial = useMemo(() => searchFormValues(query.data), [query.data]);
  const fields = useMemo(() => sourceFields(type), [type]);
  if (!allowed || path === null) return null;
  const sourceOf = (locale: Locale, values: Record<string, unknown>): SearchAppearanceSource => ({
    title: valueIn(values, fields.title, locale) ?? '',
    description: valueIn(values, fields.description, locale),
    image: fields.image && typeof values[fields.image] === 'string' ? (values[fields.image] as string) : null,
  });
  const panel = query.data ? (
    <SearchAppearanceFields path={path} sourceOf={sourceOf} canUpload={can('uploads:create')} initial={initial} />
  ) : query.isError ? (
    <p className={styles.note} role="alert">
      {t('search.loadFailed')}
    </p>
  ) : (
    <Spinner size="small" label={t('search.loading')} />
  );
  return {
    panel,
    errors: searchErrors,
    /** Saves the search appearance when it changed; the form's errors when refused. */
    async save(values: Record<string, unknown>): Promise<SubmissionErrors | undefined> {
      if (!query.data) return undefined;
      const body = searchInput(values);
      if (JSON.stringify(body) === JSON.stringify(searchInput(initial))) return undefined;
      try {
        await save({ path, ...body }).unwrap();
        return undefined;
      } catch (error) {
        toastFailure(error, t('search.saveFailed'));
        return searchIssues(translatedErrors(submissionErrors(error)));
      }
    },
  };
}
