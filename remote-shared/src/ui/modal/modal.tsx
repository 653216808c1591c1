import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../icon/icon';
import { useUiTexts } from '../texts';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** The dialog's accessible name (rendered as its heading). */
  title: ReactNode;
  /** Escape, the close button and a backdrop click call this (never while `busy`). */
  onClose: () => void;
  /** A request is running: the dialog cannot be dismissed. */
  busy?: boolean;
  children: ReactNode;
  /** Buttons under the body, e.g. Cancel / Save (a submit button can point at a form with `form="id"`). */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog. */
  describedBy?: string;
  /** Receives focus on open; else an element marked `data-autofocus`, else the body's first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden],[inert]'));
}

// Open dialogs, innermost last: only the top one reacts to keys. The scroll lock is held while any is open.
const stack: HTMLElement[] = [];
let savedOverflow = '';

function lockScroll() {
  if (stack.length === 1) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll() {
  if (stack.length === 0) document.body.style.overflow = savedOverflow;
}

/** A modal dialog: focus moves in, stays in, and returns to the opener on close. */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  title,
  onClose,
  busy = false,
  children,
  footer,
  size = 'medium',
  role = 'dialog',
  describedBy,
  initialFocusRef,
  closeLabel,
}: ModalProps) {
  const texts = useUiTexts();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(dialog);
    lockScroll();
    const body = dialog.querySelector<HTMLElement>('[data-modal-body]');
    const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]') ?? (body && focusables(body)[0]) ?? dialog;
    target.focus();
    return () => {
      stack.splice(stack.indexOf(dialog), 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per opening: the focus target is chosen when the dialog appears
  }, []);

  const close = () => {
    if (!busy) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || stack[stack.length - 1] !== dialog) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    if (items.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
    pressedOnBackdrop.current = false;
  };

  return (
    <div className={styles.backdrop} onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={close} disabled={busy} aria-label={closeLabel ?? texts.close}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <div className={styles.body} data-modal-body="">
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
