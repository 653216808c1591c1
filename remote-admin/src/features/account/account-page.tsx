import { useState, type ChangeEvent, type ReactNode } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { useChangePasswordMutation, useGetMeQuery, useGetPreferencesQuery, useUpdateMeMutation, useUpdatePreferencesMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { PASSWORDS_DIFFER, accountInput, fieldErrors, passwordChangeInput, type AccountInput } from 'remote_shared/schemas';
import { handleLoginSuccess } from 'remote_shared/session';
import { Card, FormField, Icon, Spinner } from 'remote_shared/ui';
import { Facts } from '@/components/facts';
import { TextField } from '@/components/form-fields';
import { submitOrFocusError } from '@/components/form-submit';
import { SubmitButton } from '@/components/submit-button';
import { PageHeader } from '@/components/page-header';
import { useFailureToast } from '@/hooks/use-failure-toast';
import { roleLabel, usePermissions } from '@/hooks/use-permissions';
import { submissionErrors, toastFailure } from '@/lib/failures';
import { homePath } from '@/lib/session';
import { LOCALES, LOCALE_NAMES, type Locale } from 'remote_shared/i18n';
import { browserLocale, loadAdminCatalogue, setChosenLanguage, t as tNow, translateText, useT } from '@/i18n';
import styles from './account-page.module.css';

/** One of the page's cards: a section named by its heading. */
function AccountCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Mail: the publishing workflow's mails on or off, saved as soon as it is changed (docs/workflow.md, "People are told"). */
function MailPreferences() {
  const t = useT();
  const preferences = useGetPreferencesQuery();
  const [update, { isLoading }] = useUpdatePreferencesMutation();
  // The box follows the click at once; a refused save puts it back (and says so).
  const [chosen, setChosen] = useState<boolean | null>(null);
  return (
    <AccountCard id="account-mail" title={t('account.mail')}>
      {preferences.isLoading && <Spinner label={t('account.loadingPreferences')} />}
      {preferences.data && (
        <div className={styles.toggle}>
          <input
            id="account-mail-workflow"
            type="checkbox"
            checked={chosen ?? preferences.data.workflow_emails}
            disabled={isLoading}
            aria-describedby="account-mail-hint"
            onChange={(event) => {
              const next = event.target.checked;
              setChosen(next);
              update({ workflow_emails: next })
                .unwrap()
                .then(() => notify.success(t('account.preferencesSaved')))
                .catch((error: unknown) => {
                  setChosen(null);
                  toastFailure(error, t('account.preferencesFailed'));
                });
            }}
          />
          <div>
            <label htmlFor="account-mail-workflow">{t('account.workflowEmails')}</label>
            <span id="account-mail-hint" className={styles.hint}>
              {t('account.workflowEmailsHint')}
            </span>
          </div>
        </div>
      )}
    </AccountCard>
  );
}

/**
 * Language: the back office's interface language, saved with the preferences as soon as it is
 * chosen, and followed at once (docs/i18n.md, "Back office"). The browser's language unless chosen.
 */
function LanguagePreference() {
  const t = useT();
  const preferences = useGetPreferencesQuery();
  const [update, { isLoading }] = useUpdatePreferencesMutation();
  const [chosen, setChosen] = useState<Locale | '' | null>(null);
  const saved = preferences.data ? (preferences.data.language ?? '') : null;
  return (
    <AccountCard id="account-language" title={t('account.language')}>
      {preferences.isLoading && <Spinner label={t('account.loadingPreferences')} />}
      {saved !== null && (
        <div className={styles.form}>
          <FormField
            as="select"
            id="account-language-choice"
            label={t('account.languageLabel')}
            hint={t('account.languageHint')}
            value={chosen ?? saved}
            disabled={isLoading}
            onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
              const next = event.target.value as Locale | '';
              setChosen(next);
              update({ language: next || null })
                .unwrap()
                .then(async (answer) => {
                  const shown = answer.language ?? browserLocale();
                  // Switch once its messages are here, so nothing flashes English on the way.
                  await loadAdminCatalogue(shown).catch(() => undefined);
                  setChosenLanguage(answer.language);
                  notify.success(tNow('account.languageSaved', { language: LOCALE_NAMES[shown] }));
                })
                .catch((error: unknown) => toastFailure(error, t('account.languageFailed')))
                .finally(() => setChosen(null));
            }}
          >
            <option value="">{t('account.browserLanguage', { language: LOCALE_NAMES[browserLocale()] })}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </FormField>
        </div>
      )}
    </AccountCard>
  );
}

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const text = (value: string | undefined) => value ?? '';

/** The end of both forms: the error the API answered, if any, and the submit button. */
function FormEnd({ submitError, submitting, label, busyLabel }: { submitError: ReactNode; submitting?: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {submitError && (
        <p className={styles.formError} role="alert">
          {translateText(String(submitError))}
        </p>
      )}
      <SubmitButton busy={submitting}>{submitting ? busyLabel : label}</SubmitButton>
    </>
  );
}

/** My account: one's own name and phone, one's own password (the current one required) and mail. */
function AccountPage() {
  const t = useT();
  const me = useGetMeQuery();
  const { user } = usePermissions();
  const navigate = useNavigate();
  const [updateMe] = useUpdateMeMutation();
  const [changePassword] = useChangePasswordMutation();
  useFailureToast(me.error, t('account.loadFailed'));
  const mustChange = user?.credentialsExpired ?? false;

  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      {mustChange && (
        <p className={styles.notice} role="alert">
          <Icon name="alert" size={18} />
          {t('account.mustChange')}
        </p>
      )}
      <div className={styles.grid}>
        <AccountCard id="account-profile" title={t('account.profile')}>
          {me.isLoading && <Spinner label={t('account.loading')} />}
          {me.data && (
            <>
              <Facts
                className={styles.facts}
                items={[
                  [t('account.email'), me.data.email_address],
                  [t('account.role'), roleLabel(me.data.role, t)],
                ]}
              />
              <Form<AccountInput>
                initialValues={{ full_name: me.data.full_name, telephone_number: me.data.telephone_number }}
                validate={(values) => fieldErrors(accountInput, { full_name: text(values.full_name), telephone_number: text(values.telephone_number) })}
                onSubmit={async (values) => {
                  try {
                    await updateMe(accountInput.parse({ full_name: text(values.full_name), telephone_number: text(values.telephone_number) })).unwrap();
                    notify.success(t('account.saved'));
                  } catch (error) {
                    toastFailure(error, t('account.saveFailed'));
                    return submissionErrors(error);
                  }
                }}
                render={({ handleSubmit, form, submitting, submitError }) => (
                  <form onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate className={styles.form}>
                    <TextField name="full_name" label={t('account.fullName')} required autoComplete="name" />
                    <TextField name="telephone_number" label={t('account.telephone')} type="tel" required autoComplete="tel" />
                    <FormEnd submitError={submitError} submitting={submitting} label={t('account.save')} busyLabel={t('account.saving')} />
                  </form>
                )}
              />
            </>
          )}
        </AccountCard>

        <AccountCard id="account-password" title={t('account.changePassword')}>
          <Form<PasswordValues>
            validate={(values) => {
              const errors: Record<string, string> = fieldErrors(passwordChangeInput, {
                current_password: text(values.current_password),
                new_password: text(values.new_password),
              });
              if (!errors.new_password && text(values.confirm_password) !== text(values.new_password)) errors.confirm_password = PASSWORDS_DIFFER;
              return errors;
            }}
            onSubmit={async (values, form) => {
              try {
                const { token } = await changePassword({ current_password: values.current_password, new_password: values.new_password }).unwrap();
                // Every earlier token ended with the change: this session continues with the new one.
                handleLoginSuccess(token);
                notify.success(t('account.passwordChanged'));
                setTimeout(() => form.restart(), 0);
                if (mustChange) navigate(homePath({ ...user!, credentialsExpired: false }), { replace: true });
              } catch (error) {
                toastFailure(error, t('account.passwordFailed'));
                const errors = submissionErrors(error);
                return errors && Object.keys(errors).length ? errors : { [FORM_ERROR]: t('account.passwordFailed') };
              }
            }}
            render={({ handleSubmit, form, submitting, submitError }) => (
              <form onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate className={styles.form}>
                {/* Lets password managers tie the new password to this account. */}
                <input type="email" name="username" autoComplete="username" value={me.data?.email_address ?? ''} readOnly hidden />
                <TextField name="current_password" label={t('account.currentPassword')} type="password" required autoComplete="current-password" />
                <TextField
                  name="new_password"
                  label={t('account.newPassword')}
                  type="password"
                  required
                  autoComplete="new-password"
                  hint={t('account.passwordHint')}
                />
                <TextField name="confirm_password" label={t('account.confirmPassword')} type="password" required autoComplete="new-password" />
                <FormEnd submitError={submitError} submitting={submitting} label={t('account.changePassword')} busyLabel={t('account.changing')} />
              </form>
            )}
          />
        </AccountCard>
        <MailPreferences />
        <LanguagePreference />
      </div>
    </>
  );
}

export default AccountPage;
