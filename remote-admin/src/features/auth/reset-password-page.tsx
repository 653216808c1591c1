import { Field, Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { PASSWORDS_DIFFER, RESET_LINK_INVALID, fieldErrors, resetPasswordInput } from 'remote_shared/schemas';
import { Button, FormField } from 'remote_shared/ui';
import { fieldError } from '@/components/form-fields';
import { keepFocus, submitOrFocusError } from '@/components/form-submit';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '@/dashboard/session';
import { submissionErrors } from '@/lib/failures';
import { AuthCard, AuthNotice } from './auth-card';
import styles from './login-page.module.css';

export const PASSWORD_SET_MESSAGE = 'Your new password is set. Sign in with it.';
const HINT = 'At least 12 characters. Avoid common words, names and patterns; a few unrelated words work well.';

interface Values {
  new_password: string;
  confirm_password: string;
}

/** The page a reset link opens: choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [reset] = useResetPasswordMutation();

  return (
    <AuthCard title="Choose a new password" description="Choose a new password for the back office." lead="The link you followed works once, for 30 minutes.">
      {!token ? (
        <AuthNotice tone="problem" icon="alert">{RESET_LINK_INVALID}</AuthNotice>
      ) : (
        <Form<Values>
          validate={(values) => {
            const errors: Record<string, string> = fieldErrors(resetPasswordInput, { token, new_password: values.new_password ?? '' });
            delete errors.token;
            if (!errors.new_password && (values.confirm_password ?? '') !== values.new_password) errors.confirm_password = PASSWORDS_DIFFER;
            return errors;
          }}
          onSubmit={async (values) => {
            try {
              await reset({ token, new_password: values.new_password }).unwrap();
              notify.success(PASSWORD_SET_MESSAGE);
              navigate(LOGIN_PATH, { replace: true });
            } catch (error) {
              return submissionErrors(error);
            }
          }}
          render={({ handleSubmit, form, submitting, submitErrors }) => (
            <form onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate>
              {submitErrors?.token && (
                <AuthNotice tone="problem" icon="alert">
                  <span>
                    {String(submitErrors.token)} <Link to={FORGOT_PASSWORD_PATH}>Ask for a new link</Link>
                  </span>
                </AuthNotice>
              )}
              <Field<string> name="new_password">
                {({ input, meta }) => (
                  <FormField label="New Password" type="password" autoComplete="new-password" required hint={HINT} {...input} error={fieldError(meta)} />
                )}
              </Field>
              <Field<string> name="confirm_password">
                {({ input, meta }) => <FormField label="Confirm New Password" type="password" autoComplete="new-password" required {...input} error={fieldError(meta)} />}
              </Field>
              <Button type="submit" block busy={submitting} onMouseDown={keepFocus}>
                Set the new password
              </Button>
            </form>
          )}
        />
      )}
      <p className={styles.aside}>
        <Link to={LOGIN_PATH}>Back to sign in</Link>
      </p>
    </AuthCard>
  );
}

export default ResetPasswordPage;
