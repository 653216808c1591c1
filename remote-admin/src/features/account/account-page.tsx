import { useState, type ReactNode } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { useChangePasswordMutation, useGetMeQuery, useGetPreferencesQuery, useUpdateMeMutation, useUpdatePreferencesMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import {
  PASSWORDS_DIFFER,
  accountInput,
  fieldErrors,
  passwordChangeInput,
  type AccountInput,
} from 'remote_shared/schemas';
import { handleLoginSuccess } from 'remote_shared/session';
import { Button, Card, Icon, Spinner } from 'remote_shared/ui';
import { Facts } from '@/components/facts';
import { TextField } from '@/components/form-fields';
import { keepFocus, submitOrFocusError } from '@/components/form-submit';
import { PageHeader } from '@/components/page-header';
import { useFailureToast } from '@/hooks/use-failure-toast';
import { roleLabel, usePermissions } from '@/hooks/use-permissions';
import { submissionErrors, toastFailure } from '@/lib/failures';
import { homePath } from '@/dashboard/session';
import styles from './account-page.module.css';

export const ACCOUNT_TEXT = {
  loadFailed: 'Failed to load your account',
  saved: 'Your details were saved',
  saveFailed: 'Your details could not be saved. Please try again.',
  passwordChanged: 'Your password was changed',
  passwordFailed: 'Your password could not be changed. Please try again.',
  mustChange: 'Your password was set by an administrator. Choose a new one to continue.',
  passwordHint: 'At least 12 characters. Avoid common words, names and patterns; a few unrelated words work well.',
  workflowEmails: 'Email me about the publishing workflow',
  workflowEmailsHint: 'Publishers: when a post awaits review. Authors: when changes are requested to your post, or it is published.',
  preferencesSaved: 'Your mail preference was saved',
  preferencesFailed: 'Your mail preference could not be saved. Please try again.',
} as const;

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
  const preferences = useGetPreferencesQuery();
  const [update, { isLoading }] = useUpdatePreferencesMutation();
  // The box follows the click at once; a refused save puts it back (and says so).
  const [chosen, setChosen] = useState<boolean | null>(null);
  return (
    <AccountCard id="account-mail" title="Mail">
      {preferences.isLoading && <Spinner label="Loading your preferences..." />}
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
                .then(() => notify.success(ACCOUNT_TEXT.preferencesSaved))
                .catch((error: unknown) => {
                  setChosen(null);
                  toastFailure(error, ACCOUNT_TEXT.preferencesFailed);
                });
            }}
          />
          <div>
            <label htmlFor="account-mail-workflow">{ACCOUNT_TEXT.workflowEmails}</label>
            <span id="account-mail-hint" className={styles.hint}>
              {ACCOUNT_TEXT.workflowEmailsHint}
            </span>
          </div>
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
          {submitError}
        </p>
      )}
      <Button type="submit" busy={submitting} onMouseDown={keepFocus}>
        {submitting ? busyLabel : label}
      </Button>
    </>
  );
}

/** My account: one's own name and phone, one's own password (the current one required) and mail. */
export function AccountPage() {
  const me = useGetMeQuery();
  const { user } = usePermissions();
  const navigate = useNavigate();
  const [updateMe] = useUpdateMeMutation();
  const [changePassword] = useChangePasswordMutation();
  useFailureToast(me.error, ACCOUNT_TEXT.loadFailed);
  const mustChange = user?.credentialsExpired ?? false;

  return (
    <>
      <PageHeader title="My account" description="Your name, phone, password and mail." />
      {mustChange && (
        <p className={styles.notice} role="alert">
          <Icon name="alert" size={18} />
          {ACCOUNT_TEXT.mustChange}
        </p>
      )}
      <div className={styles.grid}>
        <AccountCard id="account-profile" title="Profile">
          {me.isLoading && <Spinner label="Loading your account..." />}
          {me.data && (
            <>
              <Facts
                className={styles.facts}
                items={[
                  ['Email', me.data.email_address],
                  ['Role', roleLabel(me.data.role)],
                ]}
              />
              <Form<AccountInput>
                initialValues={{ full_name: me.data.full_name, telephone_number: me.data.telephone_number }}
                validate={(values) => fieldErrors(accountInput, { full_name: text(values.full_name), telephone_number: text(values.telephone_number) })}
                onSubmit={async (values) => {
                  try {
                    await updateMe(accountInput.parse({ full_name: text(values.full_name), telephone_number: text(values.telephone_number) })).unwrap();
                    notify.success(ACCOUNT_TEXT.saved);
                  } catch (error) {
                    toastFailure(error, ACCOUNT_TEXT.saveFailed);
                    return submissionErrors(error);
                  }
                }}
                render={({ handleSubmit, form, submitting, submitError }) => (
                  <form onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate className={styles.form}>
                    <TextField name="full_name" label="Full Name" required autoComplete="name" />
                    <TextField name="telephone_number" label="Telephone Number" type="tel" required autoComplete="tel" />
                    <FormEnd submitError={submitError} submitting={submitting} label="Save" busyLabel="Saving..." />
                  </form>
                )}
              />
            </>
          )}
        </AccountCard>

        <AccountCard id="account-password" title="Change password">
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
                notify.success(ACCOUNT_TEXT.passwordChanged);
                setTimeout(() => form.restart(), 0);
                if (mustChange) navigate(homePath({ ...user!, credentialsExpired: false }), { replace: true });
              } catch (error) {
                toastFailure(error, ACCOUNT_TEXT.passwordFailed);
                const errors = submissionErrors(error);
                return errors && Object.keys(errors).length ? errors : { [FORM_ERROR]: ACCOUNT_TEXT.passwordFailed };
              }
            }}
            render={({ handleSubmit, form, submitting, submitError }) => (
              <form onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate className={styles.form}>
                {/* Lets password managers tie the new password to this account. */}
                <input type="email" name="username" autoComplete="username" value={me.data?.email_address ?? ''} readOnly hidden />
                <TextField name="current_password" label="Current Password" type="password" required autoComplete="current-password" />
                <TextField name="new_password" label="New Password" type="password" required autoComplete="new-password" hint={ACCOUNT_TEXT.passwordHint} />
                <TextField name="confirm_password" label="Confirm New Password" type="password" required autoComplete="new-password" />
                <FormEnd submitError={submitError} submitting={submitting} label="Change password" busyLabel="Changing..." />
              </form>
            )}
          />
        </AccountCard>
        <MailPreferences />
      </div>
    </>
  );
}

export default AccountPage;
