import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Form, useForm } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api, NETWORK_ERROR_MESSAGE, useGetAuthOptionsQuery, useLoginMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { INVALID_CREDENTIALS_MESSAGE, fieldErrors, loginInput, type LoginInput } from 'remote_shared/schemas';
import { handleLoginSuccess, userFromToken } from 'remote_shared/session';
import { submitOrFocusError } from '@/components/form-submit';
import { SubmitButton } from '@/components/submit-button';
import { t as tNow, translateText, useT, type T } from '@/i18n';
import { failureOf } from '@/lib/failures';
import { FORGOT_PASSWORD_PATH, homePath, isActiveToken, returnPath, useSessionToken, type LoginState } from '@/lib/session';
import { TextField } from '@/components/form-fields';
import { AuthCard, AuthNotice, EmailField } from './auth-card';
import { readPrepaintedLogin, refocus, takeLateTyping, type PrepaintedLogin } from './prepaint';
import styles from './login-page.module.css';

/** Spec §9: the login redirect waits 2 s (the success toast's time). */
const REDIRECT_DELAY_MS = 2000;

/** The 429 answer in plain words, with the wait from Retry-After (docs/decisions/0031-login-messages-for-a-network-failure-and-throttling.md); in the language of the moment by default. */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined, t: T = tNow): string {
  if (!retryAfterSeconds) return t('auth.tooMany.wait');
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return t('auth.tooMany.minutes', { minutes });
}

type LoginField = 'email' | 'password';

/**
 * Hands over what was typed into the painted form while the back office arrives:
 * - its values as read at the first render (the form's initial values);
 * - what was typed in it after that render and before the commit that replaced it (takeLateTyping);
 * - what was typed in the back office's own fields between the commit and the moment the fields
 *   subscribe to the form (their effects): react-final-form would not see that typing and React
 *   would put the field's old value back after each key, so until then the typing is kept from
 *   React and handed to the form once the fields listen.
 * The field the visitor was in gets the focus back in the commit itself, so no keystroke falls
 * between the two forms (docs/performance.md, "The sign-in page").
 */
function CarryOver({ read }: { read: PrepaintedLogin | null }) {
  const form = useForm<LoginInput>();
  const marker = useRef<HTMLSpanElement>(null);
  const typed = useRef<{ values: Partial<Record<LoginField, string>>; stop: () => void }>(null);
  useLayoutEffect(() => {
    const element = marker.current?.closest('form') ?? null;
    const late = takeLateTyping();
    const values: Partial<Record<LoginField, string>> = {};
    for (const name of ['email', 'password'] as const) if (late && late.values[name] !== (read?.values[name] ?? '')) values[name] = late.values[name];
    // Kept from React until the fields listen: it would put the field's old value back after each key.
    const catchTyping = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !element?.contains(input) || (input.name !== 'email' && input.name !== 'password')) return;
      values[input.name] = input.value;
      event.stopImmediatePropagation();
    };
    document.addEventListener('input', catchTyping, true);
    typed.current = { values, stop: () => document.removeEventListener('input', catchTyping, true) };
    refocus(element, late ? late.focus : (read?.focus ?? null));
    return () => typed.current?.stop();
  }, [read]);
  // The fields' effects have run (they come first): they now follow the form's changes.
  useEffect(() => {
    const caught = typed.current;
    if (!caught) return;
    caught.stop();
    for (const [name, value] of Object.entries(caught.values) as [LoginField, string][]) {
      if ((form.getState().values[name] ?? '') !== value) form.change(name, value);
    }
  }, [form]);
  return <span ref={marker} hidden />;
}

/**
 * `preload`: fetches what the sign-in leads to (the dashboard's chunk, given by the app, which sits
 * above both), started once a sign-in succeeds.
 */
export function LoginPage({ preload }: { preload?: () => Promise<unknown> }) {
  const t = useT();
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
  // The wait of a 429, kept so its message follows a change of language.
  const [throttled, setThrottled] = useState<{ retryAfter?: number } | null>(null);
  const state = location.state as LoginState | null;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Typed into the page server's copy of this form before the scripts ran: kept, focus included.
  const [prepainted] = useState(readPrepaintedLogin);

  useEffect(() => () => clearTimeout(timer.current), []);

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
      preload?.().catch(() => {});
      notify.success(t('auth.login.success'));
      const target = returnPath(state, userFromToken(newToken));
      timer.current = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.status === 429) {
        setThrottled({ retryAfter: failure.retryAfter });
        notify.error(tooManyAttemptsMessage(failure.retryAfter, t));
      } else if (failure.status === 'NETWORK_ERROR') {
        notify.error(failure.message === NETWORK_ERROR_MESSAGE ? t('auth.login.unreachable') : translateText(failure.message ?? INVALID_CREDENTIALS_MESSAGE));
      } else {
        // Spec §8: the server's message if present, else 'Invalid credentials' ('Request failed' is
        // what the API slice says when an answer carried no message and no status text).
        const message = failure.message && failure.message !== 'Request failed' ? failure.message : INVALID_CREDENTIALS_MESSAGE;
        notify.error(translateText(message));
      }
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} description={t('auth.login.description')} lead={t('auth.login.lead')}>
      {state?.reason === 'expired' && !redirecting && (
        <AuthNotice tone="info" icon="clock">
          {t('auth.login.sessionExpired')}
        </AuthNotice>
      )}
      {throttled && (
        <AuthNotice tone="problem" icon="alert">
          {tooManyAttemptsMessage(throttled.retryAfter, t)}
        </AuthNotice>
      )}
      <Form<LoginInput>
        initialValues={prepainted?.values}
        onSubmit={onSubmit}
        validate={(values) => fieldErrors(loginInput, { email: values.email ?? '', password: values.password ?? '' })}
        render={({ handleSubmit, form, submitting }) => (
          <form onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} noValidate>
            <EmailField />
            <TextField name="password" label={t('auth.login.password')} type="password" autoComplete="current-password" required />
            <SubmitButton block busy={submitting || redirecting}>
              {t('auth.login.submit')}
            </SubmitButton>
            {/* Last: its effects run after the fields have subscribed to the form. */}
            <CarryOver read={prepainted} />
          </form>
        )}
      />
      {options.data?.forgotPassword && (
        <p className={styles.aside}>
          <Link to={FORGOT_PASSWORD_PATH}>{t('auth.login.forgot')}</Link>
        </p>
      )}
    </AuthCard>
  );
}
