import { useState } from 'react';
import { Form } from 'react-final-form';
import { useForgotPasswordMutation } from 'remote_shared/api';
import { FORGOT_PASSWORD_ANSWER, fieldErrors, forgotPasswordInput, type ForgotPasswordInput } from 'remote_shared/schemas';
import { submitOrFocusError } from '@/components/form-submit';
import { SubmitButton } from '@/components/submit-button';
import { translateText, useT } from '@/i18n';
import { failureOf } from '@/lib/failures';
import { AuthCard, AuthNotice, BackToSignIn, EmailField } from './auth-card';
import { tooManyAttemptsMessage } from './login-page';

/** Why no link was sent, kept as found so its words follow a change of language: a 429's wait, the API's message, or (null) no mail here. */
type Problem = { throttled: true; retryAfter?: number } | { throttled: false; message: string | null };

/** 'Forgot password?': asks for the address and answers the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const [forgot] = useForgotPasswordMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  return (
    <AuthCard title={t('auth.forgot.title')} description={t('auth.forgot.description')} lead={t('auth.forgot.lead')}>
      {answer ? (
        <AuthNotice tone="done" icon="check">
          {translateText(answer)}
        </AuthNotice>
      ) : (
        <>
          {problem && (
            <AuthNotice tone="problem" icon="alert">
              {problem.throttled
                ? tooManyAttemptsMessage(problem.retryAfter, t)
                : problem.message
                  ? translateText(problem.message)
                  : t('auth.forgot.unavailable')}
            </AuthNotice>
          )}
          <Form<ForgotPasswordInput>
            onSubmit={async (values) => {
              setProblem(null);
              try {
                const result = await forgot({ email: values.email.trim() }).unwrap();
                setAnswer(result.message || FORGOT_PASSWORD_ANSWER);
              } catch (error) {
                const failure = failureOf(error);
                setProblem(
                  failure.status === 429
                    ? { throttled: true, retryAfter: failure.retryAfter }
                    : { throttled: false, message: failure.status === 503 ? null : (failure.message ?? null) },
                );
              }
            }}
            validate={(values) => fieldErrors(forgotPasswordInput, { email: values.email ?? '' })}
            render={({ handleSubmit, form, submitting }) => (
              <form onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate>
                <EmailField />
                <SubmitButton block busy={submitting}>
                  {t('auth.forgot.submit')}
                </SubmitButton>
              </form>
            )}
          />
        </>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}

export default ForgotPasswordPage;
