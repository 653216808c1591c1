import { useResetUserPasswordMutation } from 'remote_shared/api';
import { PASSWORDS_DIFFER, fieldErrors, passwordResetInput, type User } from 'remote_shared/schemas';
import { TextField } from '@/components/form-fields';
import { ModalForm } from '@/components/modal-form';
import { translatedErrors, useT } from '@/i18n';
import { saveThenClose } from '@/lib/failures';

interface ResetValues {
  password: string;
  confirm_password: string;
}

/** Admin only: sets another user's password without their current one; they replace it at next sign-in. */
export function ResetPasswordForm({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useT();
  const [resetPassword] = useResetUserPasswordMutation();
  return (
    <ModalForm<ResetValues>
      title={t('users.reset.named', { name: user.full_name })}
      onClose={onClose}
      initialValues={{}}
      size="small"
      validate={(values) => {
        const errors: Record<string, string> = fieldErrors(passwordResetInput, { password: values.password ?? '' });
        if (!errors.password && (values.confirm_password ?? '') !== values.password) errors.confirm_password = PASSWORDS_DIFFER;
        return translatedErrors(errors);
      }}
      onSubmit={(values) =>
        saveThenClose(() => resetPassword({ id: user.id, body: { password: values.password } }).unwrap(), {
          saved: t('users.reset.done'),
          failed: t('users.reset.failed'),
          onClose,
        })
      }
      submitLabel={t('users.reset.action')}
      busyLabel={t('users.reset.busy')}
    >
      <input type="email" name="username" autoComplete="username" value={user.email_address} readOnly hidden />
      <TextField name="password" label={t('users.reset.newPassword')} type="password" required autoComplete="new-password" hint={t('users.reset.hint')} />
      <TextField name="confirm_password" label={t('users.reset.confirmPassword')} type="password" required autoComplete="new-password" />
    </ModalForm>
  );
}
