import { useCreateUserMutation, useUpdateUserMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { DEFAULT_ROLE, ROLES, fieldErrors, userCreateInput, userUpdateInput, type User } from 'remote_shared/schemas';
import { SelectField, TextField } from '@/components/form-fields';
import { ModalForm } from '@/components/modal-form';
import { roleLabel } from '@/hooks/use-permissions';
import { submissionErrors, toastFailure } from '@/lib/failures';

export const USER_MESSAGES = {
  created: 'User created successfully',
  updated: 'User updated successfully',
  failed: 'Something went wrong. Please try again.',
} as const;

export interface UserFormValues {
  full_name: string;
  email_address: string;
  telephone_number: string;
  password: string;
  role: string;
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

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
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const editing = user !== null;

  return (
    <ModalForm<UserFormValues>
      title={editing ? 'Edit User' : 'Add New User'}
      onClose={onClose}
      initialValues={
        editing
          ? { full_name: user.full_name, email_address: user.email_address, telephone_number: user.telephone_number, role: user.role }
          : { role: DEFAULT_ROLE }
      }
      validate={(values) => fieldErrors(editing ? userUpdateInput : userCreateInput, normalize(values))}
      onSubmit={async (values) => {
        try {
          if (editing) {
            await updateUser({ id: user.id, body: userUpdateInput.parse({ ...normalize(values), password: '' }) }).unwrap();
            notify.success(USER_MESSAGES.updated);
          } else {
            await createUser(userCreateInput.parse(normalize(values))).unwrap();
            notify.success(USER_MESSAGES.created);
          }
          onClose();
        } catch (error) {
          toastFailure(error, USER_MESSAGES.failed);
          return submissionErrors(error);
        }
      }}
      submitLabel={editing ? 'Update' : 'Save'}
      busyLabel={editing ? 'Updating...' : 'Saving...'}
    >
      <TextField name="full_name" label="Full Name" required autoComplete="name" />
      <TextField name="email_address" label="Email Address" type="email" required autoComplete="email" />
      <TextField name="telephone_number" label="Telephone Number" type="tel" required autoComplete="tel" />
      {!editing && (
        <TextField name="password" label="Password" type="password" required autoComplete="new-password" hint="At least 12 characters, not easy to guess." />
      )}
      <SelectField
        name="role"
        label="Role"
        required
        options={ROLE_OPTIONS}
        disabled={isSelf}
        hint={isSelf ? 'You cannot change your own role.' : undefined}
      />
    </ModalForm>
  );
}
