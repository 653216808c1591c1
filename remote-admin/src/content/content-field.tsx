// One input of a content form for each kind of field a declaration has (content-type.ts,
// `FieldKind`): text, long text and email as text boxes, an image with its upload, an icon with
// its preview, a date with the date picker, a choice as a list. Ids and generated values have none.
import { useField } from 'react-final-form';
import type { Field } from 'remote_shared/schemas';
import { SelectField, TextField } from '@/components/form-fields';
import { ImageField } from '@/components/image-field';
import { usePermissions } from '@/hooks/use-permissions';
import { translateText } from '@/i18n';
import { IconPreview } from './icon-preview';
import type { FormWords } from './section-words';
import styles from './content-card.module.css';

function IconField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  return (
    <div className={styles.iconRow}>
      <IconPreview icon={input.value ?? ''} />
      <TextField name={name} label={label} hint={hint} autoComplete="off" />
    </div>
  );
}

export function ContentField({ name, field, words, marksOptional }: { name: string; field: Field; words: FormWords; marksOptional: boolean }) {
  const { can } = usePermissions();
  // The declaration's words arrive in English ('Position', 'e.g. Web Platform').
  const label = translateText(field.label);
  const hint = field.admin?.hint ? translateText(field.admin.hint) : undefined;
  const placeholder = field.admin?.placeholder ? translateText(field.admin.placeholder) : undefined;
  const required = Boolean(field.required);
  switch (field.kind) {
    case 'image':
      return (
        <ImageField
          name={name}
          label={label}
          required={required}
          canUpload={can('uploads:create')}
          successMessage={words.uploaded}
          failureMessage={words.uploadFailed}
        />
      );
    case 'icon':
      return <IconField name={name} label={label} hint={hint} />;
    case 'choice':
      // The choices are the record's values, shown as stored (spec §4: Pending, Ongoing, Completed).
      return (
        <SelectField name={name} label={label} options={(field.options ?? []).map((value) => ({ value, label: value }))} required={required} hint={hint} />
      );
    case 'date':
      return <TextField name={name} label={label} type="date" required={required} hint={hint} />;
    case 'id':
    case 'generated':
      return null;
    default:
      return (
        <TextField
          name={name}
          label={label}
          type={field.kind === 'email' ? 'email' : 'text'}
          as={field.kind === 'longText' ? 'textarea' : 'input'}
          rows={field.kind === 'longText' ? (field.admin?.lines ?? 4) : undefined}
          required={required}
          optional={marksOptional && !required}
          hint={hint}
          placeholder={placeholder}
          // Content, not the editor's own details: the browser's suggestions would only get in the way.
          autoComplete="off"
        />
      );
  }
}
