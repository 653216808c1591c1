import { useCreateUserMutation, useUpdateUserMutation } from 'remote_shared/api';
import { DEFAULT_ROLE, ROLES, fieldErrors, userCreateInput, userUpdateInput, type User } from 'remote_shared/schemas';
import { SelectField, TextField } from '@/components/form-fields';
import { ModalForm } from '@/components/modal-form';
import { roleLabel } from '@/hooks/use-permissions';
import { translatedErrors, useT } from '@/i18n';
import { saveThenClose } from '@/lib/failures';

export interface UserFormValues {
  full_name: string;
  email_address: string;
  telephone_number: string;
  password: string;
  role: string;
}

// react-final-form leaves emptied fields undefined; the schemas expect text.
const normalize = (values: Partial<UserFormValues>): UserFormValues => ({
  full_name: values.full_name ?? '',
  email_address: values.email_address ?? '',
  telephone_number: values.telephone_number ?? '',
  password: values.password ?? '',
  role: values.role ?? '',
});

/** Create (Save) or edit (Update) a user; the password is asked only when creating (spec §4, §5). */
export function UserForm({ user, isSelf = false, onClose }: { user: User | null; isSelf?: boolean; onClose: () => void }) {
  const t = useT();
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const editing = user !== null;

  return (
    <ModalForm<UserFormValues>
      title={editing ? t('users.form.editTitle') : t('users.form.addTitle')}
      onClose={onClose}
      initialValues={
        editing
          ? { full_name: user.full_name, email_address: user.email_address, telephone_number: user.telephone_number, role: user.role }
          : { role: DEFAULT_ROLE }
      }
      validate={(values) => translatedErrors(fieldErrors(editing ? userUpdateInput : userCreateInput, normalize(values)))}
      onSubmit={(values) =>
        saveThenClose(
          async () => {
            if (editing) await updateUser({ id: user.id, body: userUpdateInput.parse({ ...normalize(values), password: '' }) }).unwrap();
            else await createUser(userCreateInput.parse(normalize(values))).unwrap();
          },
          { saved: editing ? t('users.form.updated') : t('users.form.created'), failed: t('users.form.failed'), onClose },
        )
      }
      submitLabel={editing ? t('users.form.update') : t('users.form.save')}
      busyLabel={editing ? t('users.form.updating') : t('users.form.saving')}
    >
      <TextField name="full_name" label={t('users.field.fullName')} required autoComplete="name" />
      <TextField name="email_address" label={t('users.form.email')} type="email" required autoComplete="email" />
      <TextField name="telephone_number" label={t('users.form.telephone')} type="tel" required autoComplete="tel" />
      {!editing && (
        <TextField name="password" label={t('users.form.password')} type="password" required autoComplete="new-password" hint={t('users.form.passwordHint')} />
      )}
      <SelectField
        name="role"
        label={t('users.field.role')}
        required
        options={ROLES.map((role) => ({ value: role, label: roleLabel(role, t) }))}
        disabled={isSelf}
        hint={isSelf ? t('users.form.ownRole') : undefined}
      />
    </ModalForm>
  );
}
