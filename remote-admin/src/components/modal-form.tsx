import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors, type ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import { Button, Icon, Modal } from 'remote_shared/ui';
import { BEFORE_RELEASE_RELOAD } from 'federation/release-events';
import { translateText, useT } from '@/i18n';
import { ConflictNotice, STALE_SAVE, type StaleSave } from './conflict-notice';
import { submitOrFocusError } from './form-submit';
import { SubmitButton } from './submit-button';
import { dropDraft, keepDraft, takeDraft } from './kept-draft';
import styles from './modal-form.module.css';

/** Above a form given back what was typed before the page was loaded anew (kept-draft.ts). */
export const DRAFT_RESTORED = 'Restored what you typed before the page was reloaded.';

/** Lets a field (an image being uploaded) hold the submit button back. */
const UploadingContext = createContext<(uploading: boolean) => void>(() => {});
export const useSetUploading = () => useContext(UploadingContext);

export interface ModalFormProps<Values extends object> {
  title: string;
  onClose: () => void;
  initialValues: Partial<Values>;
  validate: (values: Values) => ValidationErrors;
  /** Resolves to nothing on success, or to the errors to show (the form keeps what was typed). */
  onSubmit: (values: Values, alternative?: boolean) => Promise<SubmissionErrors | void>;
  submitLabel: string;
  busyLabel: string;
  /** A second way to submit, before the main one (a post's 'Save draft' beside 'Submit for review'); `onSubmit` gets `true` for it. */
  alternative?: { label: string; busyLabel: string };
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** The form's values for a stored record: what Reload puts in after a stale save (docs/workflow.md, "Conflicts"). */
  valuesOf?: (record: Record<string, unknown>) => Partial<Values>;
  /** Keeps unsaved values across a reload of the page under this name (`draftKeyOf`); never for passwords. */
  draftKey?: string;
}

/**
 * Keeps a form's unsaved values when the page goes or the form is left without Cancel or a save,
 * and puts back the ones an earlier page load kept (kept-draft.ts). Returns those, and what marks
 * the form settled (closed on purpose, or saved): nothing to keep then.
 */
function useKeptDraft<Values extends object>(draftKey: string | undefined, formApi: { current: FormApi<Values> | null }) {
  const [restored] = useState(() => (draftKey ? takeDraft(draftKey) : null));
  const settled = useRef(false);
  useEffect(() => {
    if (!draftKey) return;
    const api = formApi.current;
    if (restored && api) api.batch(() => Object.entries(restored).forEach(([name, value]) => api.change(name as keyof Values, value as Values[keyof Values])));
    const keep = () => {
      const state = formApi.current?.getState();
      if (!settled.current && state?.dirty && !state.submitting && !state.submitSucceeded) keepDraft(draftKey, state.values as Record<string, unknown>);
    };
    window.addEventListener(BEFORE_RELEASE_RELOAD, keep);
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener(BEFORE_RELEASE_RELOAD, keep);
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [draftKey, restored, formApi]);
  const settle = () => {
    settled.current = true;
    if (draftKey) dropDraft(draftKey);
  };
  return { restored, settle };
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
  alternative,
  children,
  size = 'medium',
  valuesOf,
  draftKey,
}: ModalFormProps<Values>) {
  const t = useT();
  const formId = useId();
  const formApi = useRef<FormApi<Values> | null>(null);
  const draft = useKeptDraft(draftKey, formApi);
  const close = () => {
    draft.settle();
    onClose();
  };
  // Kept apart from final-form's submit errors, so typing does not hide it: the comparison stays on offer.
  const [stale, setStale] = useState<StaleSave | null>(null);
  const submit = async (values: Values) => {
    const errors = (await (alternative ? onSubmit(values, chosen.current) : onSubmit(values))) ?? undefined;
    if (!errors) draft.settle();
    const conflict = valuesOf && errors ? ((errors as Record<string, unknown>)[STALE_SAVE] as StaleSave | undefined) : undefined;
    setStale(conflict ?? null);
    if (!conflict) return errors;
    // The notice says it all; the generic form error would repeat it.
    const { [STALE_SAVE]: _stale, [FORM_ERROR]: _message, ...fields } = errors as Record<string, unknown>;
    return Object.keys(fields).length ? fields : undefined;
  };
  const [uploading, setUploading] = useState(false);
  // Which submit button was pressed (Enter in a field presses the first: the alternative).
  const chosen = useRef(false);
  const [viaAlternative, setViaAlternative] = useState(false);
  const choose = (alternativeChosen: boolean) => {
    chosen.current = alternativeChosen;
    setViaAlternative(alternativeChosen);
  };
  return (
    <UploadingContext value={setUploading}>
      <Form<Values>
        onSubmit={submit}
        initialValues={initialValues}
        validate={validate}
        subscription={{ submitting: true, submitError: true, dirtySinceLastSubmit: true }}
        render={({ handleSubmit, form, submitting, submitError, dirtySinceLastSubmit }) => {
          formApi.current = form;
          return (
            <Modal
              open
              title={title}
              onClose={close}
              busy={submitting}
              size={size}
              footer={
                <>
                  <Button variant="secondary" onClick={close} disabled={submitting}>
                    {t('common.cancel')}
                  </Button>
                  {alternative && (
                    <SubmitButton variant="secondary" form={formId} disabled={uploading || submitting} onClick={() => choose(true)}>
                      {submitting && viaAlternative ? alternative.busyLabel : alternative.label}
                    </SubmitButton>
                  )}
                  <SubmitButton
                    form={formId}
                    busy={submitting && !viaAlternative}
                    disabled={uploading || (submitting && viaAlternative)}
                    onClick={() => choose(false)}
                  >
                    {submitting && !viaAlternative ? busyLabel : submitLabel}
                  </SubmitButton>
                </>
              }
            >
              <form id={formId} noValidate onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} className={styles.form}>
                {draft.restored && (
                  <p className={styles.restored} role="status">
                    <Icon name="refresh" size={18} />
                    <span>{translateText(DRAFT_RESTORED)}</span>
                  </p>
                )}
                {stale && valuesOf && <ConflictNotice<Values> conflict={stale} theirs={valuesOf(stale.current)} onReloaded={() => setStale(null)} />}
                {submitError && !dirtySinceLastSubmit && (
                  <div className={styles.formError} role="alert">
                    <Icon name="alert" size={18} />
                    <span>{translateText(String(submitError))}</span>
                  </div>
                )}
                {children}
              </form>
            </Modal>
          );
        }}
      />
    </UploadingContext>
  );
}
