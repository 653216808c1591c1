import { useState } from 'react';
import { Form } from 'react-final-form';
import { notify } from 'remote_shared/notify';
import { SEARCH_FIXED_PAGES, localizePath } from 'remote_shared/schemas';
import { Card, FormField, Spinner } from 'remote_shared/ui';
import { submitOrFocusError } from '@/components/form-submit';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SubmitButton } from '@/components/submit-button';
import { useGetSearchAppearanceQuery, useSaveSearchAppearanceMutation } from '@/content/search/search-appearance-api';
import { SearchAppearanceFields, searchErrors, searchFormValues, searchInput, searchIssues } from '@/content/search/search-appearance-fields';
import { usePermissions } from '@/hooks/use-permissions';
import { translateText, translatedErrors, useT, type T } from '@/i18n';
import { submissionErrors, toastFailure } from '@/lib/failures';
import { usePageFallbacks } from './page-fallback';
import styles from './search-appearance-page.module.css';

/** Each fixed page by the name editors know it by. */
const PAGE_NAMES: Record<string, string> = {
  '/': 'search.page.home',
  '/about-us': 'search.page.aboutUs',
  '/why-choose-us': 'search.page.whyChooseUs',
  '/services/strategy': 'search.page.strategy',
  '/services/human': 'search.page.human',
  '/services/ict': 'search.page.ict',
  '/services/development': 'search.page.development',
  '/contact': 'search.page.contact',
  '/privacy': 'search.page.privacy',
  '/projects': 'search.page.projects',
  '/our-team': 'search.page.team',
  '/mission-vision': 'search.page.missionVision',
};

const pageName = (path: string, t: T) => (PAGE_NAMES[path] ? `${t(PAGE_NAMES[path])} (${path})` : path);

/** One fixed page's search appearance: its panel with the preview, saved on its own. */
function PageForm({ path }: { path: string }) {
  const t = useT();
  const { can } = usePermissions();
  const stored = useGetSearchAppearanceQuery(path);
  const fallbacks = usePageFallbacks(path);
  const [save] = useSaveSearchAppearanceMutation();
  if (stored.isError)
    return <LoadError title={t('search.loadFailed')} error={stored.error} onRetry={() => void stored.refetch()} retrying={stored.isFetching} />;
  if (!stored.data || !fallbacks) return <Spinner label={t('search.loading')} />;
  const initial = searchFormValues(stored.data);
  return (
    <Form<Record<string, unknown>>
      initialValues={initial}
      validate={searchErrors}
      onSubmit={async (values) => {
        try {
          await save({ path, ...searchInput(values) }).unwrap();
          notify.success(t('search.saved'));
        } catch (error) {
          toastFailure(error, t('search.saveFailed'));
          return searchIssues(translatedErrors(submissionErrors(error)));
        }
      }}
      render={({ handleSubmit, form, submitting, submitError }) => (
        <form onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate className={styles.form}>
          <SearchAppearanceFields path={path} sourceOf={(locale) => fallbacks[locale]} canUpload={can('uploads:create')} initial={initial} />
          {submitError && (
            <p className={styles.formError} role="alert">
              {translateText(String(submitError))}
            </p>
          )}
          <SubmitButton busy={submitting}>{submitting ? t('search.saving') : t('search.save')}</SubmitButton>
        </form>
      )}
    />
  );
}

/**
 * Search appearance of the fixed pages (docs/search-appearance.md): the home page, about, the
 * services, contact and the list pages, each per language; records' pages are set in their own
 * edit form. Admin and Publisher.
 */
function SearchAppearancePage() {
  const t = useT();
  const [path, setPath] = useState(SEARCH_FIXED_PAGES[0]!);
  return (
    <>
      <PageHeader title={t('search.pageTitle')} description={t('search.pageDescription')} />
      <Card className={styles.card}>
        <FormField label={t('search.pageLabel')} as="select" value={path} onChange={(event) => setPath(event.target.value)} hint={t('search.pageHint')}>
          {SEARCH_FIXED_PAGES.map((each) => (
            <option key={each} value={each}>
              {pageName(each, t)}
            </option>
          ))}
        </FormField>
        <p className={styles.address}>
          <a href={localizePath('en', path)} target="_blank" rel="noreferrer">
            {t('search.openPage')}
          </a>
        </p>
        {/* Keyed by page: another page is another form, with its own values. */}
        <PageForm key={path} path={path} />
      </Card>
    </>
  );
}

export default SearchAppearancePage;
