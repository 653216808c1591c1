import { useCreateRedirectMutation, useUpdateRedirectMutation } from 'remote_shared/api';
import { fieldErrors, redirectInput, type RedirectInput, type RedirectRecord } from 'remote_shared/schemas';
import { SelectField, TextField } from '@/components/form-fields';
import { ModalForm } from '@/components/modal-form';
import { translatedErrors, useT } from '@/i18n';
import { saveThenClose } from '@/lib/failures';

export interface RedirectFormValues {
  from: string;
  to: string;
  status: string;
}

// react-final-form leaves emptied fields undefined and the select's value is text; the schema wants text and 301 or 307.
const normalize = (values: Partial<RedirectFormValues>): RedirectInput => ({
  from: values.from ?? '',
  to: values.to ?? '',
  status: values.status === '307' ? 307 : 301,
});

/**
 * Add or edit a redirect. The form checks what the shared schema checks; the API checks the rest
 * against every other redirect (a loop, a chain, another site, a page of the site) and its message
 * is shown on the field it is about, with what was typed kept.
 */
export function RedirectForm({ redirect, onClose }: { redirect: RedirectRecord | null; onClose: () => void }) {
  const t = useT();
  const [createRedirect] = useCreateRedirectMutation();
  const [updateRedirect] = useUpdateRedirectMutation();
  const editing = redirect !== null;

  return (
    <ModalForm<RedirectFormValues>
      title={editing ? t('redirects.form.editTitle') : t('redirects.form.addTitle')}
      onClose={onClose}
      initialValues={editing ? { from: redirect.from, to: redirect.to, status: String(redirect.status) } : { status: '301' }}
      validate={(values) => translatedErrors(fieldErrors(redirectInput, normalize(values)))}
      onSubmit={(values) =>
        saveThenClose(
          async () => {
            const body = redirectInput.parse(normalize(values));
            if (editing) await updateRedirect({ id: redirect.id, body }).unwrap();
            else await createRedirect(body).unwrap();
          },
          { saved: editing ? t('redirects.form.updated') : t('redirects.form.created'), failed: t('redirects.form.failed'), onClose },
        )
      }
      submitLabel={editing ? t('redirects.form.update') : t('redirects.form.save')}
      busyLabel={editing ? t('redirects.form.updating') : t('redirects.form.saving')}
    >
      <TextField name="from" label={t('redirects.field.from')} required autoComplete="off" placeholder="/old-team" hint={t('redirects.form.fromHint')} />
      <TextField name="to" label={t('redirects.field.to')} required autoComplete="off" placeholder="/our-team" hint={t('redirects.form.toHint')} />
      <SelectField
        name="status"
        label={t('redirects.field.kind')}
        required
        options={[
          { value: '301', label: t('redirects.kind.permanent') },
          { value: '307', label: t('redirects.kind.temporary') },
        ]}
        hint={t('redirects.form.kindHint')}
      />
    </ModalForm>
  );
}
