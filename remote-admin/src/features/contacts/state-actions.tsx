import { useEffect, useRef } from 'react';
import { useSetInboxStateMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import type { ContactState } from 'remote_shared/schemas';
import { Button, Icon, type ButtonVariant, type IconName } from 'remote_shared/ui';
import { toastFailure } from '@/lib/failures';

export const STATE_ACTION_FAILED = 'Failed to update the message';

interface StateAction {
  label: string;
  to: ContactState;
  icon: IconName;
  variant: ButtonVariant;
  /** Toasted once the API has moved it. */
  done: string;
  shownIn: (state: ContactState) => boolean;
}

/** Archive and Restore (back to read), Mark as spam and Not spam (new again, and announced as new). */
const ACTIONS: readonly StateAction[] = [
  { label: 'Archive', to: 'archived', icon: 'archive', variant: 'secondary', done: 'Message archived', shownIn: (state) => state !== 'archived' && state !== 'spam' },
  { label: 'Restore', to: 'read', icon: 'refresh', variant: 'secondary', done: 'Message restored', shownIn: (state) => state === 'archived' },
  { label: 'Mark as spam', to: 'spam', icon: 'alert', variant: 'ghost', done: 'Marked as spam', shownIn: (state) => state !== 'spam' },
  { label: 'Not spam', to: 'new', icon: 'check', variant: 'secondary', done: 'Marked as not spam', shownIn: (state) => state === 'spam' },
];

/** The moves this message can make from its state; for roles with `contacts:write` only. */
export function StateActions({ id, state }: { id: number; state: ContactState }) {
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
      notify.success(action.done);
    } catch (error) {
      toastFailure(error, STATE_ACTION_FAILED);
    }
  };
  return (
    <>
      {ACTIONS.filter((action) => action.shownIn(state)).map((action) => (
        <Button
          key={action.label}
          variant={action.variant}
          onClick={(event) => void move(action, event.currentTarget)}
          busy={isLoading && originalArgs?.state === action.to}
          disabled={isLoading}
        >
          <Icon name={action.icon} size={18} />
          {action.label}
        </Button>
      ))}
    </>
  );
}
