import { useResetUserPasswordMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { PASSWORDS_DIFFER, fieldErrors, passwordResetInput, type User } from 'remote_shared/schemas';
import { TextField } from '@/components/form-fields';
import { ModalForm } from '@/components/modal-form';
import { submissionErrors, toastFailure } from '@/lib/failures';

export const RESET_TEXT = {
  done: 'Password reset. They will choose a new one at their next sign-in.',
  failed: 'The password could not be reset. Please try again.',
  hint: 'At least 12 characters, not easy to guess. Share it with them privately; their current sessions end now.',
} as const;

interface ResetValues {
  password: string;
  confirm_password: string;
}

/** Admin only: sets another user's password without their current one; they replace it at next sign-in. */
export function ResetPasswordForm({ user, onClose }: { user: User; onClose: () => void }) {
  const [resetPassword] = useResetUserPasswordMutation();
  return (
    <ModalForm<ResetValues>
      title={`Reset password for ${user.full_name}`}
      onClose={onClose}
      initialValues={{}}
      size="small"
      validate={(values) => {
        const errors: Record<string, string> = fieldErrors(passwordResetInput, { password: values.password ?? '' });
        if (!errors.password && (values.confirm_password ?? '') !== values.password) errors.confirm_password = PASSWORDS_DIFFER;
        return errors;
      }}
      onSubmit={async (values) => {
        try {
          await resetPassword({ id: user.id, body: { password: values.password } }).unwrap();
          notify.success(RESET_TEXT.done);
          onClose();
        } catch (error) {
          toastFailure(error, RESET_TEXT.failed);
          return submissionErrors(error);
        }
      }}
      submitLabel="Reset password"
      busyLabel="Resetting..."
    >
      <input type="email" name="username" autoComplete="username" value={user.email_address} readOnly hidden />
      <TextField name="password" label="New Password" type="password" required autoComplete="new-password" hint={RESET_TEXT.hint} />
      <TextField name="confirm_password" label="Confirm New Password" type="password" required autoComplete="new-password" />
    </ModalForm>
  );
}
