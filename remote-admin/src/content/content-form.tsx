import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useRef, type ReactNode } from 'react';
import { notify } from 'remote_shared/notify';
import { fieldErrors, inputSchema, type AnyContentType, type Field } from 'remote_shared/schemas';
import { SelectField, TextField } from '../components/form-fields';
import { STALE_SAVE, type StaleSave } from '../components/conflict-notice';
import { ImageField } from '../components/image-field';
import { draftKeyOf } from '../components/kept-draft';
import { ModalForm } from '../components/modal-form';
import { usePermissions } from '../hooks/use-permissions';
import { t as tNow, translateText, translatedErrors, useT, type T } from '@/i18n';
import { failureOf, submissionErrors, toastFailure } from '../lib/failures';
import { contentHooks } from './endpoints';
import { TranslationFields, translationErrors, translationValues, translationsInput } from './translations';

export interface ContentFormTexts {
  createTitle: string;
  editTitle: string;
  createLabel: string;
  updateLabel: string;
  creating: string;
  updating: string;
  created: string;
  updated: string;
  /** Toasted when a save fails (spec §8); `failedInline` is also shown above the form. */
  failed: string;
  failedInline?: string;
  uploaded?: string;
  uploadFailed: string;
}

/**
 * The texts of a type's form when its section gives none (a new type): from its label, which the
 * declaration gives in English ('Team member'). `t`: a component's, so they follow its language.
 */
export function defaultFormTexts(type: AnyContentType, t: T = tNow): ContentFormTexts {
  const one = translateText(type.label.one);
  return {
    createTitle: t('content.form.createTitle', { one }),
    editTitle: t('common.editNamed', { name: one }),
    createLabel: t('content.form.create'),
    updateLabel: t('content.form.update'),
    creating: t('content.form.creating'),
    updating: t('content.form.updating'),
    created: t('content.form.created', { one }),
    updated: t('content.form.updated', { one }),
    failed: t('content.form.failed'),
    uploadFailed: t('content.form.uploadFailed'),
  };
}

/** Extra presentation of one field in a section's form. */
export interface FieldOptions {
  hint?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
}

type Values = Record<string, string | undefined>;

/** The fields a person edits: every input field but the ones the system sets (the form's, the history's). */
export const editable = (type: AnyContentType) => Object.entries(type.fields as Record<string, Field>).filter(([, field]) => field.kind !== 'generated' && field.kind !== 'id');

/** react-final-form leaves emptied fields undefined: required text is '', optional values null. */
export function toInput(type: AnyContentType, values: Values): Record<string, unknown> {
  return { ...Object.fromEntries(editable(type).map(([name, field]) => [name, values[name] ?? (field.required ? '' : null)])), ...translationsInput(type, values) };
}

export const fromRecord = (type: AnyContentType, record: Record<string, unknown>): Values => ({
  ...Object.fromEntries(editable(type).map(([name]) => [name, record[name] == null ? '' : String(record[name])])),
  ...translationValues(type, record),
});

/**
 * Saves a form of a content type: create or update, the section's toasts, and on failure the
 * errors the form shows (the API's field issues inline; what was typed is kept). An update sends
 * the version the form opened (If-Match); a stale one comes back under `STALE_SAVE` for the
 * form's conflict notice (docs/workflow.md, "Conflicts").
 */
export function useContentSave(type: AnyContentType, record: { id: number; version?: number } | null, texts: ContentFormTexts, onSaved: () => void) {
  const { useCreate, useUpdate } = contentHooks(type);
  const [create] = useCreate();
  const [update] = useUpdate();
  const version = useRef(record?.version);
  /** `then`: a further step on the saved record before the form closes (submitting a post for review). */
  return async (body: Record<string, unknown>, then?: (id: number) => Promise<unknown>): Promise<SubmissionErrors | void> => {
    try {
      if (record) {
        const arg = { ...(type.updateBy === 'body' ? { ...body, id: record.id } : { id: record.id, body }), version: version.current };
        await update(arg as never).unwrap();
        notify.success(texts.updated);
        await then?.(record.id);
      } else {
        const created = (await create(body as never).unwrap()) as { id: number };
        notify.success(texts.created);
        await then?.(created.id);
      }
      onSaved();
    } catch (error) {
      toastFailure(error, texts.failed);
      const { conflict, message = '' } = failureOf(error);
      if (conflict) {
        const stale: StaleSave = { ...conflict, message, accept: () => (version.current = conflict.version) };
        return { [FORM_ERROR]: message, [STALE_SAVE]: stale };
      }
      return translationErrors(translatedErrors(submissionErrors(error, texts.failedInline)));
    }
  };
}

export interface ContentFormProps {
  type: AnyContentType;
  record: ({ id: number } & Record<string, unknown>) | null;
  texts?: Partial<ContentFormTexts>;
  fields?: Record<string, FieldOptions>;
  size?: 'small' | 'medium' | 'large';
  onClose: () => void;
}

/** The create/edit form of a content type, one input per declared field (spec §4 labels from `texts`). */
export function ContentForm({ type, record, texts: given, fields = {}, size, onClose }: ContentFormProps) {
  const t = useT();
  const { can } = usePermissions();
  const texts = { ...defaultFormTexts(type, t), ...given };
  const save = useContentSave(type, record, texts, onClose);
  const editing = record !== null;
  return (
    <ModalForm<Values>
      title={editing ? texts.editTitle : texts.createTitle}
      size={size}
      onClose={onClose}
      initialValues={editing ? fromRecord(type, record) : {}}
      validate={(values) => translationErrors(translatedErrors(fieldErrors(inputSchema(type), toInput(type, values))))}
      valuesOf={(stored) => fromRecord(type, stored)}
      draftKey={draftKeyOf(type, record as { id: number; version?: number } | null)}
      onSubmit={(values) => save(inputSchema(type).parse(toInput(type, values)))}
      submitLabel={editing ? texts.updateLabel : texts.createLabel}
      busyLabel={editing ? texts.updating : texts.creating}
    >
      {editable(type).map(([name, field]) => {
        const options = fields[name] ?? {};
        // The declaration's label arrives in English ('Position').
        const label = translateText(field.label);
        if (field.kind === 'image') {
          return (
            <ImageField
              key={name}
              name={name}
              label={label}
              required={Boolean(field.required)}
              canUpload={can('uploads:create')}
              successMessage={texts.uploaded}
              failureMessage={texts.uploadFailed}
            />
          );
        }
        if (field.kind === 'choice') {
          // The choices are the record's values, shown as stored.
          const choices = (field.options ?? []).map((value) => ({ value, label: value }));
          return <SelectField key={name} name={name} label={label} options={choices} required={Boolean(field.required)} hint={options.hint} />;
        }
        return (
          <TextField
            key={name}
            name={name}
            label={label}
            type={field.kind === 'email' ? 'email' : 'text'}
            as={field.kind === 'longText' ? 'textarea' : 'input'}
            rows={field.kind === 'longText' ? 4 : undefined}
            required={Boolean(field.required)}
            optional={!field.required}
            {...options}
          />
        );
      })}
      <TranslationFields type={type} />
    </ModalForm>
  );
}
