import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';

interface CommonProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
  children: ReactNode;
}

export interface ButtonProps extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Shows a spinner and disables the button while a request runs. */
  busy?: boolean;
}

export function buttonClassName({ variant = 'primary', size = 'medium', block = false }: Partial<CommonProps> = {}, extra?: string) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra].filter(Boolean).join(' ');
}

export function Button({ variant, size, block, busy = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size, block }, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size="small" label={null} />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {}

/** A link that looks like a button (for navigation, never for actions). */
export function ButtonLink({ variant, size, block, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a className={buttonClassName({ variant, size, block }, className)} {...rest}>
      {children}
    </a>
  );
}
