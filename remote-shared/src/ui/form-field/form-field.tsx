import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useUiTexts } from '../texts';
import styles from './form-field.module.css';

/** What a custom control receives so it is labelled, described and marked invalid like the built-in ones. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

type ControlAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement> & SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'id'
>;

export interface FormFieldProps extends ControlAttributes {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  /** Inline error; when set the control is `aria-invalid` and described by it. */
  error?: ReactNode;
  /** Marks the label with an asterisk and the control `aria-required` (no browser validation bubbles). */
  required?: boolean;
  /** Adds '(optional)' to the label. */
  optional?: boolean;
  /** The control to render when no render prop is given. */
  as?: 'input' | 'textarea' | 'select';
  /** A render prop for a custom control, or the options of a select. */
  children?: ReactNode | ((control: FieldControlProps) => ReactNode);
  className?: string;
}

/** The hint and the inline error under a control, with the ids its `aria-describedby` names. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
  classNames,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  classNames: { hint?: string; error?: string };
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className={classNames.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={classNames.error}>
          {error}
        </p>
      )}
    </>
  );
}

/** A label, a control, a hint and an inline error, wired together for assistive technology. */
export function FormField({ label, id, hint, error, required = false, optional = false, as = 'input', children, className, ...rest }: FormFieldProps) {
  const generated = useId();
  const texts = useUiTexts();
  const shownError = typeof error === 'string' ? texts.translate(error) : error;
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = shownError ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    className: [styles.control, as === 'select' && styles.select, as === 'textarea' && styles.textarea].filter(Boolean).join(' '),
    'aria-describedby': describedBy,
    'aria-invalid': shownError ? true : undefined,
    'aria-required': required || undefined,
  };

  let rendered: ReactNode;
  if (typeof children === 'function') rendered = children(control);
  else if (as === 'textarea') rendered = <textarea {...rest} {...control} />;
  else if (as === 'select')
    rendered = (
      <select {...rest} {...control}>
        {children}
      </select>
    );
  else rendered = <input {...rest} {...control} />;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {optional && <span className={styles.optional}> {texts.optional}</span>}
      </label>
      {rendered}
      <FieldMessages hint={hint} hintId={hintId} error={shownError} errorId={errorId} classNames={styles} />
    </div>
  );
}

export const formControlClassName = styles.control;
