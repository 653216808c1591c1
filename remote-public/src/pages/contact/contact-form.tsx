import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from 'react-router-dom';
import { sendPublic } from 'remote_shared/data';
import { usePostedForm } from 'remote_shared/config';
import { CONTACT_EMAIL_INVALID, CONTACT_EMAIL_REQUIRED, CONTACT_NAME_REQUIRED, contacts } from 'remote_shared/content';
import type { Translator } from 'remote_shared/i18n';
import { Button, Icon } from 'remote_shared/ui/core';
import { useLocalePath, useT } from '@/i18n';
import { createFormToken } from './form-token';
import styles from './contact-form.module.css';

/** Spec §8, as the English catalogue holds them (`contact.result.*`; the form shows the page's language). */
export const SUCCESS_MESSAGE = 'Thank you! Your message has been sent successfully.';
export const ERROR_MESSAGE = 'Oops! Something went wrong. Please try again.';
/**
 * Ours (the spec is silent): a message written offline is kept by the service worker and sent
 * later; the visitor is told how (docs/offline.md). The spec's success text follows on delivery.
 */
export const KEPT_MESSAGES = {
  background: 'You are offline. Your message is saved on this device and will be sent automatically when the connection returns, even if you close this page.',
  'next-visit':
    'You are offline. Your message is saved on this device and will be sent when the connection returns while this site is open, or on your next visit.',
} as const;
type Delivery = keyof typeof KEPT_MESSAGES;
const KEPT_KEYS: Record<Delivery, string> = { background: 'contact.result.keptBackground', 'next-visit': 'contact.result.keptNextVisit' };

const { name: NAME, email_address: EMAIL } = contacts.fields;
/** The shared schema's words for a text over its limit (contracts/src/common.ts). */
const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters`;

/**
 * A field's message in the page's language. The checks (the shared schema here, the API's 400 after
 * a post without scripts) answer in English; a message this form does not know shows as it came.
 */
function errorText(message: string, t: Translator['t']): string {
  switch (message) {
    case CONTACT_NAME_REQUIRED:
      return t('contact.errors.nameRequired');
    case CONTACT_EMAIL_REQUIRED:
      return t('contact.errors.emailRequired');
    case CONTACT_EMAIL_INVALID:
      return t('contact.errors.emailInvalid');
    case tooLong(NAME.label, NAME.max):
      return t('contact.errors.nameTooLong', { max: NAME.max });
    case tooLong(EMAIL.label, EMAIL.max):
      return t('contact.errors.emailTooLong', { max: EMAIL.max });
    case `${NAME.label} must be on one line, without control characters`:
      return t('contact.errors.nameOneLine');
    default:
      return message;
  }
}

/** The service worker's answer to a message it kept (shell/sw/protocol.ts `ContactQueued`). */
function keptDelivery(answer: unknown): Delivery | null {
  const body = answer as { queued?: unknown; delivery?: unknown } | null;
  if (!body || body.queued !== true) return null;
  return body.delivery === 'background' ? 'background' : 'next-visit';
}

type Values = { name: string; email_address: string; message: string; website: string };
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { name: '', email_address: '', message: '', website: '' };

// The messages come from the shared schema the API validates with; zod is loaded only once the
// visitor starts on the form, not with the page.
let schemas: Promise<typeof import('remote_shared/schemas')> | null = null;
const loadSchemas = () =>
  (schemas ??= import('remote_shared/schemas')
    .then((loaded) => {
      // A module whose files could not be fetched (offline) can arrive empty rather than fail.
      if (typeof loaded.fieldErrors !== 'function') throw new Error('remote_shared/schemas did not load');
      return loaded;
    })
    .catch((error: unknown) => {
      schemas = null; // asked again next time
      throw error;
    }));

async function validate(values: Values): Promise<Errors> {
  let loaded: typeof import('remote_shared/schemas');
  try {
    loaded = await loadSchemas();
  } catch {
    // Offline before the checks were ever loaded: the API checks the message when it is sent.
    return {};
  }
  return loaded.fieldErrors(loaded.contactInput, values) as Errors;
}

/** Where the form posts when scripts are not running; the page server answers (docs/security.md). */
const CONTACT_FORM_ACTION = '/contact';

/**
 * The contact form (spec §2, §4, §5, §8): name and email required with inline messages, email format
 * checked, message optional, an invisible honeypot; SENDING... while the request runs; fields
 * cleared on success and kept on error. Without scripts it is a plain form post: the page server
 * sends it and answers with `?sent=1` (success) or this page with what was typed and the error.
 */
export function ContactForm() {
  const t = useT();
  const lp = useLocalePath();
  const posted = usePostedForm('contact');
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Values>(() => (posted ? { ...EMPTY, ...posted.values } : EMPTY));
  const [errors, setErrors] = useState<Errors>(() => (posted?.errors ?? {}) as Errors);
  const [result, setResult] = useState<'success' | 'error' | Delivery | null>(() =>
    posted?.failed ? 'error' : searchParams.get('sent') === '1' && !posted ? 'success' : null,
  );
  const [isLoading, setLoading] = useState(false);
  const submitted = useRef(Boolean(posted));
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();
  // The page server fills the hidden field with a fresh token for each page it sends; it is read
  // before hydration renders over it. A page built in the browser asks the API for one.
  const [serverToken] = useState(readServerToken);
  const formToken = useRef<ReturnType<typeof createFormToken> | null>(null);
  useEffect(() => {
    formToken.current = createFormToken(serverToken);
    formToken.current.ensure();
  }, [serverToken]);

  // A kept message was sent by the service worker (shell/sw/protocol.ts `DeliveredMessage`).
  const waiting = result === 'background' || result === 'next-visit';
  useEffect(() => {
    if (!waiting || !('serviceWorker' in navigator)) return;
    const delivered = (event: MessageEvent) => {
      const message = event.data as { type?: unknown; status?: unknown } | null;
      if (message?.type === 'contact-delivered') setResult(message.status === 201 ? 'success' : 'error');
    };
    navigator.serviceWorker.addEventListener('message', delivered);
    return () => navigator.serviceWorker.removeEventListener('message', delivered);
  }, [waiting]);

  // A page the offline service worker answers may be used offline later (docs/offline.md): the
  // checks are fetched while the browser is idle, so the form still checks what is typed then.
  useEffect(() => {
    if (!navigator.serviceWorker?.controller) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    idle(() => void loadSchemas().catch(() => undefined));
  }, []);

  const update = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first attempt, messages follow the typing.
    if (submitted.current) void validate(next).then(setErrors);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    submitted.current = true;
    setResult(null);
    const found = await validate(values);
    // Rendered before the focus moves, so the field is already marked and described by its message.
    flushSync(() => setErrors(found));
    if (found.name) return nameRef.current?.focus();
    if (found.email_address) return emailRef.current?.focus();
    try {
      const form_token = await formToken.current?.forSending();
      setLoading(true);
      const answer = await sendPublic(contacts.path, {
        name: values.name,
        email_address: values.email_address,
        message: values.message,
        website: values.website || undefined,
        form_token,
      });
      setValues(EMPTY);
      submitted.current = false;
      setResult(keptDelivery(answer) ?? 'success');
    } catch {
      setResult('error');
    } finally {
      setLoading(false);
    }
  };

  const field = (name: 'name' | 'email_address') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] && `${id}-${name}-error`, name === 'email_address' && `${id}-email-note`].filter(Boolean).join(' ') || undefined,
    className: [styles.input, errors[name] && styles.invalid].filter(Boolean).join(' '),
  });
  /** A required input, wired to the form's values and errors; `props` are what differ between them. */
  const input = (
    name: 'name' | 'email_address',
    props: { ref: RefObject<HTMLInputElement | null>; name: string; type: string; autoComplete: string; placeholder: string },
  ) => <input {...field(name)} {...props} required value={values[name]} onChange={update(name)} />;

  return (
    <form
      className={styles.form}
      method="post"
      action={lp(CONTACT_FORM_ACTION)}
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas().catch(() => undefined)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <div>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('contact.form.title')}
        </h2>
        <p className={styles.note}>
          {t('contact.form.required.before')} <span aria-hidden="true">*</span>
          <span className={styles.srOnly}>{t('contact.form.required.sr')}</span> {t('contact.form.required.after')}
        </p>
      </div>
      <div className={styles.row}>
        <RequiredField id={id} name="name" label={t('contact.form.name')} error={errors.name && errorText(errors.name, t)}>
          {input('name', { ref: nameRef, name: 'name', type: 'text', autoComplete: 'name', placeholder: t('contact.form.namePlaceholder') })}
        </RequiredField>
        <RequiredField
          id={id}
          name="email_address"
          label={t('contact.form.email')}
          error={errors.email_address && errorText(errors.email_address, t)}
          note={
            <p id={`${id}-email-note`} className={styles.hint}>
              {t('contact.form.emailNote')}
            </p>
          }
        >
          {input('email_address', { ref: emailRef, name: 'email', type: 'email', autoComplete: 'email', placeholder: t('contact.form.emailPlaceholder') })}
        </RequiredField>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`} className={styles.label}>
          {t('contact.form.message')} <span className={styles.optional}>{t('contact.form.optional')}</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          className={`${styles.input} ${styles.textarea}`}
          placeholder={t('contact.form.messagePlaceholder')}
          rows={6}
          value={values.message}
          onChange={update('message')}
        />
      </div>
      {/* The honeypot: invisible to people and skipped by keyboards; bots fill it and the API drops them. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('contact.form.trap')}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={update('website')} />
      </div>
      <input type="hidden" name="form_token" value={serverToken ?? ''} />
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={isLoading} className={styles.submit}>
          {isLoading ? t('contact.form.sending') : t('contact.form.send')}
          {!isLoading && <Icon name="arrow-right" size={18} />}
        </Button>
        <div role="status">
          {result === 'success' && (
            <p className={`${styles.result} ${styles.success}`}>
              <Icon name="check" size={20} />
              {t('contact.result.success')}
            </p>
          )}
          {waiting && (
            <p className={`${styles.result} ${styles.kept}`}>
              <Icon name="clock" size={20} />
              {t(KEPT_KEYS[result])}
            </p>
          )}
        </div>
        {result === 'error' && (
          <p className={`${styles.result} ${styles.failure}`} role="alert">
            <Icon name="alert" size={20} />
            {t('contact.result.error')}
          </p>
        )}
      </div>
      <p className={styles.hint}>
        {t('contact.form.privacy.before')} <Link to={lp('/privacy')}>{t('contact.form.privacy.link')}</Link>.
      </p>
    </form>
  );
}

/** The token the page server put in the page, while the page is still the server's. */
function readServerToken(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLInputElement>('input[name="form_token"]')?.value || null;
}

/** A required field: its label with the asterisk, the input (`children`), its error, then `note`. */
function RequiredField({
  id,
  name,
  label,
  error,
  note,
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {children}
      {/* An alert, so the message is heard even when the focus is already in the field. */}
      {error && (
        <p id={`${id}-${name}-error`} className={styles.error} role="alert">
          <Icon name="alert" size={16} />
          {error}
        </p>
      )}
      {note}
    </div>
  );
}
