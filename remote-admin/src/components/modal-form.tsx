import { createContext, useContext, useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, Icon, Modal } from 'remote_shared/ui';
import styles from './modal-form.module.css';

/** Lets a field (an image being uploaded) hold the submit button back. */
const UploadingContext = createContext<(uploading: boolean) => void>(() => {});
export const useSetUploading = () => useContext(UploadingContext);

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

export interface ModalFormProps<Values extends object> {
  title: string;
  onClose: () => void;
  initialValues: Partial<Values>;
  validate: (values: Values) => ValidationErrors;
  /** Resolves to nothing on success, or to the errors to show (the form keeps what was typed). */
  onSubmit: (values: Values) => Promise<SubmissionErrors | void>;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
}

/** A create/edit form in a modal: react-final-form state, inline errors, Cancel and the submit label of spec §4. */
export function ModalForm<Values extends object>({
  title,
  onClose,
  initialValues,
  validate,
  onSubmit,
  submitLabel,
  busyLabel,
  children,
  size = 'medium',
}: ModalFormProps<Values>) {
  const formId = useId();
  const [uploading, setUploading] = useState(false);
  return (
    <UploadingContext value={setUploading}>
      <Form<Values>
        onSubmit={async (values) => (await onSubmit(values)) ?? undefined}
        initialValues={initialValues}
        validate={validate}
        subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}
        render={({ handleSubmit, form, submitting, submitError, dirtySinceLastSubmit }) => (
          <Modal
            open
            title={title}
            onClose={onClose}
            busy={submitting}
            size={size}
            footer={
              <>
                <Button variant="secondary" onClick={onClose} disabled={submitting}>
                  Cancel
                </Button>
                <Button type="submit" form={formId} busy={submitting} disabled={uploading} onMouseDown={keepFocus}>
                  {submitting ? busyLabel : submitLabel}
                </Button>
              </>
            }
          >
            <form id={formId} noValidate onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} className={styles.form}>
              {submitError && !dirtySinceLastSubmit && (
                <div className={styles.formError} role="alert">
                  <Icon name="alert" size={18} />
                  <span>{String(submitError)}</span>
                </div>
              )}
              {children}
            </form>
          </Modal>
        )}
      />
    </UploadingContext>
  );
}
