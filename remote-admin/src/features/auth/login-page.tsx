import { useEffect, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api, useLoginMutation } from 'remote_shared/api';
import { getSite } from 'remote_shared/config';
import { notify } from 'remote_shared/notify';
import { INVALID_CREDENTIALS_MESSAGE, fieldErrors, loginInput, type LoginInput } from 'remote_shared/schemas';
import { PageMeta } from 'remote_shared/seo';
import { handleLoginSuccess } from 'remote_shared/session';
import { Button, FormField, Icon } from 'remote_shared/ui';
import { fieldError } from '../../components/form-fields';
import { keepFocus, submitOrFocusError } from '../../components/modal-form';
import { failureOf } from '../../lib/failures';
import { HOME_PATH, isActiveToken, returnPath, useSessionToken, type LoginState } from '../../dashboard/session';
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
  // Set before the token is stored, so the "already signed in" redirect does not cut the 2 s short.
  const signedIn = useRef(false);
  const [redirecting, setRedirecting] = useState(false);
  const [throttled, setThrottled] = useState<string | null>(null);
  const state = location.state as LoginState | null;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (isActiveToken(token) && !signedIn.current) return <Navigate to={HOME_PATH} replace />;

  const onSubmit = async (values: LoginInput) => {
    setThrottled(null);
    try {
      const { token: newToken } = await login({ email: values.email.trim(), password: values.password }).unwrap();
      signedIn.current = true;
      setRedirecting(true);
      // Nothing cached for a previous user survives a new sign-in.
      dispatch(api.util.resetApiState());
      handleLoginSuccess(newToken);
      notify.success(LOGIN_SUCCESS_MESSAGE);
      const target = returnPath(state);
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
    <main className={styles.page}>
      <PageMeta title="Admin Login" description="Sign in to the back office." noindex />
      <div className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {getSite().shortName.slice(0, 1)}
          </span>
          <span className={styles.brandName}>{getSite().name}</span>
        </div>
        <h1 className={styles.title}>Admin Login</h1>
        <p className={styles.lead}>Sign in to manage the website&apos;s content and accounts.</p>
        {state?.reason === 'expired' && !redirecting && (
          <p className={styles.notice} role="status">
            <Icon name="clock" size={18} />
            {SESSION_EXPIRED_MESSAGE}
          </p>
        )}
        {throttled && (
          <p className={`${styles.notice} ${styles.error}`} role="alert">
            <Icon name="alert" size={18} />
            {throttled}
          </p>
        )}
        <Form<LoginInput>
          onSubmit={onSubmit}
          validate={(values) => fieldErrors(loginInput, { email: values.email ?? '', password: values.password ?? '' })}
          render={({ handleSubmit, form, submitting }) => (
            <form onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate>
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
      </div>
    </main>
  );
}
