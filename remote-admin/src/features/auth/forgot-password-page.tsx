import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { useForgotPasswordMutation } from 'remote_shared/api';
import { FORGOT_PASSWORD_ANSWER, fieldErrors, forgotPasswordInput, type ForgotPasswordInput } from 'remote_shared/schemas';
import { Button, FormField } from 'remote_shared/ui';
import { fieldError } from '@/components/form-fields';
import { keepFocus, submitOrFocusError } from '@/components/form-submit';
import { LOGIN_PATH } from '@/dashboard/session';
import { failureOf } from '@/lib/failures';
import { AuthCard, AuthNotice } from './auth-card';
import { tooManyAttemptsMessage } from './login-page';
import styles from './login-page.module.css';

export const FORGOT_UNAVAILABLE = 'Password reset by email is not available on this site. Ask an Admin to reset your password.';

/** 'Forgot password?': asks for the address and answers the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const [forgot] = useForgotPasswordMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <AuthCard title="Forgot password" description="Get a link to choose a new password." lead="We will mail a link to choose a new password to the address of your account.">
      {answer ? (
        <AuthNotice tone="done" icon="check">{answer}</AuthNotice>
      ) : (
        <>
          {problem && (
            <AuthNotice tone="problem" icon="alert">{problem}</AuthNotice>
          )}
          <Form<ForgotPasswordInput>
            onSubmit={async (values) => {
              setProblem(null);
              try {
                const result = await forgot({ email: values.email.trim() }).unwrap();
                setAnswer(result.message || FORGOT_PASSWORD_ANSWER);
              } catch (error) {
                const failure = failureOf(error);
                setProblem(failure.status === 429 ? tooManyAttemptsMessage(failure.retryAfter) : failure.status === 503 ? FORGOT_UNAVAILABLE : (failure.message ?? FORGOT_UNAVAILABLE));
              }
            }}
            validate={(values) => fieldErrors(forgotPasswordInput, { email: values.email ?? '' })}
            render={({ handleSubmit, form, submitting }) => (
              <form onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate>
                <Field<string> name="email">
                  {({ input, meta }) => <FormField label="Email Address" type="email" autoComplete="username" required {...input} error={fieldError(meta)} />}
                </Field>
                <Button type="submit" block busy={submitting} onMouseDown={keepFocus}>
                  Send the link
                </Button>
              </form>
            )}
          />
        </>
      )}
      <p className={styles.aside}>
        <Link to={LOGIN_PATH}>Back to sign in</Link>
      </p>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
