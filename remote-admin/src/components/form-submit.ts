// How every back-office form submits, kept apart from modal-form.tsx: the sign-in pages use these
// two and nothing else of it, and modal-form's conflict notice brings date-fns along
// (docs/performance.md, "The sign-in page").
import type { FormEvent, MouseEvent } from 'react';

/**
 * Pressing the submit button would first blur the field being edited; its error would then appear,
 * push the button down, and the click would land elsewhere. Keeping focus in place avoids that.
 */
export const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Submits; when the values are refused before sending, moves the focus to the first field in error. */
export function submitOrFocusError(
  event: FormEvent<HTMLFormElement>,
  handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown,
  api: { getState: () => { submitting?: boolean } },
) {
  const form = event.currentTarget;
  void handleSubmit(event);
  // A submission that started is `submitting` at once; one blocked by validation is not.
  if (!api.getState().submitting) {
    // After React has rendered the messages.
    setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }
}
