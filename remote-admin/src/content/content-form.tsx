import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useRef } from 'react';
import { useTransitionContentMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { fieldErrors, inputSchema, type AnyContentType } from 'remote_shared/schemas';
import { STALE_SAVE, type StaleSave } from '@/components/conflict-notice';
import { draftKeyOf } from '@/components/kept-draft';
import { ModalForm } from '@/components/modal-form';
import { usePermissions } from '@/hooks/use-permissions';
import { t as tNow, translatedErrors, useT } from '@/i18n';
import { failureOf, submissionErrors, toastFailure } from '@/lib/failures';
import { useRecordSearch } from './search/record-search';
import { ContentField } from './content-field';
import { contentHooks } from './endpoints';
import { fieldsOf, formLines, formSize, marksOptional, type Row } from './fields';
import { fromRecord, initialValues, toInput, type Values } from './form-values';
import type { FormWords } from './section-words';
import { TranslationFields, translationErrors } from './translations';
import { ReviewComment, reviewCommentOf } from './workflow/workflow-view';
import { publishesDirectly, stageOf, type WorkflowRow } from './workflow/workflow-states';
import layout from '@/components/modal-form.module.css';

/**
 * Saves a form of a content type: create or update, the section's toasts, and on failure the
 * errors the form shows (the API's field issues inline; what was typed is kept). An update sends
 * the version the form opened (If-Match); a stale one comes back under `STALE_SAVE` for the
 * form's conflict notice (docs/workflow.md, "Conflicts").
 */
function useContentSave(type: AnyContentType, record: ({ id: number; version?: number } & Partial<WorkflowRow>) | null, words: FormWords, onSaved: () => void) {
  const { useCreate, useUpdate } = contentHooks(type);
  const [create] = useCreate();
  const [update] = useUpdate();
  const { user } = usePermissions();
  const version = useRef(record?.version);
  // An edit of a live record by a role that does not publish waits beside it as a pending draft
  // (docs/workflow.md, "Pending drafts"): the same rule the API applies, from the same declaration.
  const pending = Boolean(record && type.workflow && (record.state ?? type.workflow.live) === type.workflow.live && !publishesDirectly(type, user?.role));
  /** `then`: a further step on the saved record before the form closes (submitting a draft for review); it says what it did. */
  return async (body: Record<string, unknown>, then?: (id: number, pending: boolean) => Promise<unknown>): Promise<SubmissionErrors | void> => {
    try {
      if (record) {
        const arg = { ...(type.updateBy === 'body' ? { ...body, id: record.id } : { id: record.id, body }), version: version.current };
        await update(arg as never).unwrap();
        // Say what happened: a pending change is not on the site yet. Submitting it says so itself.
        if (!pending) notify.success(words.updated);
        else if (!then) notify.success(tNow(record.pending_state === 'review' ? 'posts.pending.inReview' : 'posts.pending.savedDraft'));
        await then?.(record.id, pending);
      } else {
        const created = (await create(body as never).unwrap()) as { id: number };
        notify.success(words.created);
        await then?.(created.id, false);
      }
      onSaved();
    } catch (error) {
      toastFailure(error, words.failed);
      const { conflict, message = '' } = failureOf(error);
      if (conflict) {
        const stale: StaleSave = { ...conflict, message, accept: () => (version.current = conflict.version) };
        return { [FORM_ERROR]: message, [STALE_SAVE]: stale };
      }
      return translationErrors(translatedErrors(submissionErrors(error, words.failedInline)));
    }
  };
}

/**
 * For a role that does not publish directly (docs/workflow.md), the form saves a draft or submits
 * it for review: a new record or a draft (a live record's pending edit included) can be submitted;
 * one in review or unpublished is only saved. Null for a type without a workflow, or a role that publishes.
 */
function useDraftSubmit(type: AnyContentType, record: Row | null) {
  const { user } = usePermissions();
  const [transition] = useTransitionContentMutation();
  if (!type.workflow || publishesDirectly(type, user?.role)) return null;
  const stage = record ? stageOf(type, record) : type.workflow.initial;
  if (stage !== type.workflow.initial && stage !== type.workflow.live) return null;
  return async (id: number, pending: boolean) => {
    await transition({ path: type.path, tag: type.typeName, id, transition: 'submit' }).unwrap();
    // Toasted once the move is done: the language of that moment. A live record's change says the site keeps the live version.
    notify.success(tNow(pending ? 'posts.pending.inReview' : 'posts.workflow.done.submit'));
  };
}

export interface ContentFormProps {
  type: AnyContentType;
  record: Row | null;
  words: FormWords;
  /** What the record is called, for a title that names it. */
  name?: string;
  onClose: () => void;
}

/**
 * The create/edit form of a content type: one input per field a person edits, by its kind, in the
 * declared lines (`admin.form`), then the translations and, for a record with a page of its own,
 * its search appearance (docs/search-appearance.md); the section's titles, buttons and toasts
 * (spec §4, §8); for a role that writes drafts, Save draft beside Submit for review.
 */
export function ContentForm({ type, record, words, name = '', onClose }: ContentFormProps) {
  const t = useT();
  const save = useContentSave(type, record, words, onClose);
  const submit = useDraftSubmit(type, record);
  const search = useRecordSearch(type, record);
  const editing = record !== null;
  const fields = fieldsOf(type);
  const optional = marksOptional(type);
  const comment = reviewCommentOf(type, record);
  const input = (values: Values) => toInput(type, values, record);
  const field = (each: string) => <ContentField key={each} name={each} field={fields[each]!} words={words} marksOptional={optional} />;
  const labels = submit
    ? {
        submitLabel: t('posts.draft.submit'),
        busyLabel: t('posts.draft.submitting'),
        alternative: { label: t('posts.draft.save'), busyLabel: t('posts.draft.saving') },
      }
    : { submitLabel: editing ? words.updateLabel : words.createLabel, busyLabel: editing ? words.updating : words.creating };
  return (
    <ModalForm<Values>
      title={editing ? (typeof words.editTitle === 'function' ? words.editTitle(name) : words.editTitle) : words.createTitle}
      size={formSize(type)}
      onClose={onClose}
      initialValues={editing ? fromRecord(type, record) : initialValues(type)}
      validate={(values) => ({ ...translationErrors(translatedErrors(fieldErrors(inputSchema(type), input(values)))), ...search?.errors(values) })}
      valuesOf={(stored) => fromRecord(type, stored)}
      draftKey={draftKeyOf(type, record as { id: number; version?: number } | null)}
      onSubmit={async (values, saveOnly) => {
        // The page's search appearance first: refused, nothing is saved and the form stays as typed.
        const refused = await search?.save(values);
        if (refused) return refused;
        return save(inputSchema(type).parse(input(values)) as Record<string, unknown>, submit && !saveOnly ? submit : undefined);
      }}
      {...labels}
    >
      {comment && <ReviewComment comment={comment} role="note" />}
      {formLines(type).map((line) =>
        line.length === 1 ? (
          field(line[0]!)
        ) : (
          <div key={line.join()} className={layout.row}>
            {line.map(field)}
          </div>
        ),
      )}
      <TranslationFields type={type} />
      {search?.panel}
    </ModalForm>
  );
}
