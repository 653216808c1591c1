import { Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { PASSWORDS_DIFFER, RESET_LINK_INVALID, fieldErrors, resetPasswordInput } from 'remote_shared/schemas';
import { submitOrFocusError } from '@/components/form-submit';
import { SubmitButton } from '@/components/submit-button';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '@/lib/session';
import { translateText, useT } from '@/i18n';
import { TextField } from '@/components/form-fields';
import { submissionErrors } from '@/lib/failures';
import { AuthCard, AuthNotice, BackToSignIn } from './auth-card';

interface Values {
  new_password: string;
  confirm_password: string;
}

/** The page a reset link opens: choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [reset] = useResetPasswordMutation();

  return (
    <AuthCard title={t('auth.reset.title')} description={t('auth.reset.description')} lead={t('auth.reset.lead')}>
      {!token ? (
        <AuthNotice tone="problem" icon="alert">
          {translateText(RESET_LINK_INVALID)}
        </AuthNotice>
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
              notify.success(t('auth.reset.done'));
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
                    {translateText(String(submitErrors.token))} <Link to={FORGOT_PASSWORD_PATH}>{t('auth.reset.askNewLink')}</Link>
                  </span>
                </AuthNotice>
              )}
              <TextField
                name="new_password"
                label={t('auth.reset.newPassword')}
                type="password"
                autoComplete="new-password"
                required
                hint={t('auth.reset.hint')}
              />
              <TextField name="confirm_password" label={t('auth.reset.confirmPassword')} type="password" autoComplete="new-password" required />
              <SubmitButton block busy={submitting}>
                {t('auth.reset.submit')}
              </SubmitButton>
            </form>
          )}
        />
      )}
      <BackToSignIn />
    </AuthCard>
  );
}

export default ResetPasswordPage;
