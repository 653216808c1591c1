// How the back office reports a failed call: one toast with the spec's text (§8), a permission
// toast for a 403, nothing for a 401 (the session ends and the login page explains), and the API's
// field issues inline in the form.
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { ApiFailure } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { apiFieldErrors } from 'remote_shared/schemas';
import { translateText, translatedErrors } from '@/i18n';

const FORBIDDEN_TOAST = 'Permission denied: your role does not allow this action.';

export function failureOf(error: unknown): Partial<ApiFailure> {
  return error && typeof error === 'object' ? (error as Partial<ApiFailure>) : {};
}

function failureStatus(error: unknown): ApiFailure['status'] | undefined {
  return failureOf(error).status;
}

/** Toasts `message` (in the back office's language) for a failure, unless the session ended (401) or the role is not allowed (403). */
export function toastFailure(error: unknown, message: string): void {
  const status = failureStatus(error);
  if (status === 401) return;
  notify.error(status === 403 ? translateText(FORBIDDEN_TOAST) : message);
}

/**
 * The errors react-final-form shows after a failed save: the API's issues on their fields, and a
 * form-level message (the given one, or the API's message when no field is to blame).
 */
export function submissionErrors(error: unknown, formMessage?: string): SubmissionErrors {
  const failure = failureOf(error);
  const { _form, ...fields } = apiFieldErrors(failure.issues);
  const status = failure.status;
  const apiMessage = status === 401 ? undefined : status === 403 ? FORBIDDEN_TOAST : failure.message;
  const form = formMessage ?? _form ?? (Object.keys(fields).length ? undefined : apiMessage);
  return form ? { ...fields, [FORM_ERROR]: form } : fields;
}

/**
 * A dialog form's save: on success, its toast and `onClose`; on failure, the failure's toast and
 * the API's issues on their fields in the back office's language, with what was typed kept.
 */
export async function saveThenClose(
  save: () => Promise<unknown>,
  { saved, failed, onClose }: { saved: string; failed: string; onClose: () => void },
): Promise<SubmissionErrors | undefined> {
  try {
    await save();
    notify.success(saved);
    onClose();
    return undefined;
  } catch (error) {
    toastFailure(error, failed);
    return translatedErrors(submissionErrors(error));
  }
}
