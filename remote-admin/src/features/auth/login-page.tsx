import { useEffect, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api, useGetAuthOptionsQuery, useLoginMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { INVALID_CREDENTIALS_MESSAGE, fieldErrors, loginInput, type LoginInput } from 'remote_shared/schemas';
import { handleLoginSuccess, userFromToken } from 'remote_shared/session';
import { Button, FormField } from 'remote_shared/ui';
import { fieldError } from '@/components/form-fields';
import { keepFocus, submitOrFocusError } from '@/components/form-submit';
import { failureOf } from '@/lib/failures';
import { loadDashboard } from '@/dashboard/load-dashboard';
import { FORGOT_PASSWORD_PATH, homePath, isActiveToken, returnPath, useSessionToken, type LoginState } from '@/dashboard/session';
import { AuthCard, AuthNotice } from './auth-card';
import { readPrepaintedLogin, refocus } from './prepaint';
import styles from './login-page.module.css';

export const LOGIN_SUCCESS_MESSAGE = 'Login successful! Redirecting...';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again to continue where you left off.';
/** Spec §9: the login redirect waits 2 s (the success toast's time). */
export const REDIRECT_DELAY_MS = 2000;

/** The 429 answer in plain words, with the wait from Retry-After (decisions.md, "Admin"). */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (!retryAfterSeconds) return 'Too many sign-in attempts. Please wait a few minutes and try again.';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function LoginPage() {
  const token = useSessionToken();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [login] = useLoginMutation();
  // 'Forgot password?' is offered only when the API can mail a link.
  const options = useGetAuthOptionsQuery();
  // Set before the token is stored, so the "already signed in" redirect does not cut the 2 s short.
  const signedIn = useRef(false);
  const [redirecting, setRedirecting] = useState(false);
  const [throttled, setThrottled] = useState<string | null>(null);
  const state = location.state as LoginState | null;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Typed into the page server's copy of this form before the scripts ran: kept, focus included.
  const [prepainted] = useState(readPrepaintedLogin);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => refocus(formRef.current, prepainted?.focus ?? null), [prepainted]);

  if (isActiveToken(token) && !signedIn.current) return <Navigate to={homePath(userFromToken(token))} replace />;

  const onSubmit = async (values: LoginInput) => {
    setThrottled(null);
    try {
      const { token: newToken } = await login({ email: values.email.trim(), password: values.password }).unwrap();
      signedIn.current = true;
      setRedirecting(true);
      // Nothing cached for a previous user survives a new sign-in.
      dispatch(api.util.resetApiState());
      handleLoginSuccess(newToken);
      // Fetched during the 2 s the toast shows; a failure here is met again, and shown, by the route itself.
      loadDashboard().catch(() => {});
      notify.success(LOGIN_SUCCESS_MESSAGE);
      const target = returnPath(state, userFromToken(newToken));
      timer.current = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.status === 429) {
        const message = tooManyAttemptsMessage(failure.retryAfter);
        setThrottled(message);
        notify.error(message);
      } else if (failure.status === 'NETWORK_ERROR') {
        notify.error(failure.message ?? INVALID_CREDENTIALS_MESSAGE);
      } else {
        // Spec §8: the server's message if present, else 'Invalid credentials' ('Request failed' is
        // what the API slice says when an answer carried no message and no status text).
        const message = failure.message && failure.message !== 'Request failed' ? failure.message : INVALID_CREDENTIALS_MESSAGE;
        notify.error(message);
      }
    }
  };

  return (
    <AuthCard title="Admin Login" description="Sign in to the back office." lead="Sign in to manage the website's content and accounts.">
        {state?.reason === 'expired' && !redirecting && (
          <AuthNotice tone="info" icon="clock">{SESSION_EXPIRED_MESSAGE}</AuthNotice>
        )}
        {throttled && (
          <AuthNotice tone="problem" icon="alert">{throttled}</AuthNotice>
        )}
        <Form<LoginInput>
          initialValues={prepainted?.values}
          onSubmit={onSubmit}
          validate={(values) => fieldErrors(loginInput, { email: values.email ?? '', password: values.password ?? '' })}
          render={({ handleSubmit, form, submitting }) => (
            <form ref={formRef} onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate>
              <Field<string> name="email">
                {({ input, meta }) => (
                  <FormField label="Email Address" type="email" autoComplete="username" required {...input} error={fieldError(meta)} />
                )}
              </Field>
              <Field<string> name="password">
                {({ input, meta }) => (
                  <FormField
                    label="Password"
                    type="password"
                    autoComplete="current-password"
                    required
                    {...input}
                    error={fieldError(meta)}
                  />
                )}
              </Field>
              <Button type="submit" block busy={submitting || redirecting} onMouseDown={keepFocus}>
                Sign In
              </Button>
            </form>
          )}
        />
        {options.data?.forgotPassword && (
          <p className={styles.aside}>
            <Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link>
          </p>
        )}
    </AuthCard>
  );
}
