import { useEffect, useRef } from 'react';
import { useSetInboxStateMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import type { ContactState } from 'remote_shared/schemas';
import { Button, Icon, type ButtonVariant, type IconName } from 'remote_shared/ui';
import { useT } from '@/i18n';
import { toastFailure } from '@/lib/failures';

interface StateAction {
  /** The catalogue keys of the button and of the toast once the API has moved it. */
  label: string;
  to: ContactState;
  icon: IconName;
  variant: ButtonVariant;
  done: string;
  shownIn: (state: ContactState) => boolean;
}

/** Archive and Restore (back to read), Mark as spam and Not spam (new again, and announced as new). */
const ACTIONS: readonly StateAction[] = [
  {
    label: 'contacts.actions.archive',
    to: 'archived',
    icon: 'archive',
    variant: 'secondary',
    done: 'contacts.actions.archived',
    shownIn: (state) => state !== 'archived' && state !== 'spam',
  },
  {
    label: 'contacts.actions.restore',
    to: 'read',
    icon: 'refresh',
    variant: 'secondary',
    done: 'contacts.actions.restored',
    shownIn: (state) => state === 'archived',
  },
  {
    label: 'contacts.actions.markSpam',
    to: 'spam',
    icon: 'alert',
    variant: 'ghost',
    done: 'contacts.actions.markedSpam',
    shownIn: (state) => state !== 'spam',
  },
  {
    label: 'contacts.actions.notSpam',
    to: 'new',
    icon: 'check',
    variant: 'secondary',
    done: 'contacts.actions.markedNotSpam',
    shownIn: (state) => state === 'spam',
  },
];

/** The moves this message can make from its state; for roles with `contacts:write` only. */
export function StateActions({ id, state }: { id: number; state: ContactState }) {
  const t = useT();
  const [setState, { isLoading, originalArgs }] = useSetInboxStateMutation();
  const dialog = useRef<HTMLElement | null>(null);
  // The pressed button made way for the opposite move (Archive → Restore): keep the focus in the dialog.
  useEffect(() => {
    if (dialog.current && document.activeElement === document.body) dialog.current.focus();
  }, [state]);
  const move = async (action: StateAction, button: HTMLElement) => {
    dialog.current = button.closest<HTMLElement>('[role="dialog"]');
    try {
      await setState({ id, state: action.to }).unwrap();
      notify.success(t(action.done));
    } catch (error) {
      toastFailure(error, t('contacts.actions.failed'));
    }
  };
  return (
    <>
      {ACTIONS.filter((action) => action.shownIn(state)).map((action) => (
        <Button
          key={action.to}
          variant={action.variant}
          onClick={(event) => void move(action, event.currentTarget)}
          busy={isLoading && originalArgs?.state === action.to}
          disabled={isLoading}
        >
          <Icon name={action.icon} size={18} />
          {t(action.label)}
        </Button>
      ))}
    </>
  );
}
