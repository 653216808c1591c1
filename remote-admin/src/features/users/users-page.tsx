import { useState } from 'react';
import { useDeleteUserMutation, useGetUsersQuery } from 'remote_shared/api';
import type { User } from 'remote_shared/schemas';
import { Badge, Button, Icon, type BadgeTone, type DataTableColumn } from 'remote_shared/ui';
import { PageHeader } from '@/components/page-header';
import { RowActions } from '@/components/row-actions';
import { TablePanel } from '@/components/table-panel';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useFailureToast } from '@/hooks/use-failure-toast';
import { roleLabel, usePermissions } from '@/hooks/use-permissions';
import { ResetPasswordForm } from './reset-password-form';
import { UserForm } from './user-form';
import styles from '@/components/section.module.css';

export const USERS_TEXT = {
  loadFailed: 'Failed to load users',
  empty: 'No users found.',
  deleteQuestion: 'Are you sure you want to delete this user?',
  deleted: 'User deleted',
  deleteFailed: 'Failed to delete user',
} as const;

const ROLE_TONES: Record<string, BadgeTone> = { Admin: 'primary', Publisher: 'info', Content_Creator: 'neutral' };

/** Spec §9: users are searched by full name, email, telephone and role. */
const searchText = (user: User) =>
  [user.full_name, user.email_address, user.telephone_number, user.role, roleLabel(user.role)].join(' ');

export function UsersPage() {
  const list = useGetUsersQuery();
  const { user: me, can } = usePermissions();
  const [form, setForm] = useState<{ user: User | null } | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [deleteUser] = useDeleteUserMutation();
  const deletion = useConfirmedDelete<User>({
    remove: (user) => deleteUser(user.id).unwrap(),
    title: 'Delete user',
    question: USERS_TEXT.deleteQuestion,
    detail: (user) => `${user.full_name} (${user.email_address})`,
    deleted: USERS_TEXT.deleted,
    failed: USERS_TEXT.deleteFailed,
  });
  useFailureToast(list.error, USERS_TEXT.loadFailed);

  const canWrite = can('users:write');
  const canDelete = can('users:delete');
  const isSelf = (user: User) => me !== null && String(user.id) === me.id;

  const columns: DataTableColumn<User>[] = [
    { key: 'full_name', header: 'Full Name', render: (user) => <span className={styles.strong}>{user.full_name}</span> },
    { key: 'email_address', header: 'Email' },
    { key: 'telephone_number', header: 'Telephone' },
    {
      key: 'role',
      header: 'Role',
      render: (user) => (
        <>
          <Badge tone={ROLE_TONES[user.role] ?? 'neutral'}>{roleLabel(user.role)}</Badge>
          {user.credentials_expired && <span className={styles.muted}>New password due at next sign-in</span>}
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      render: (user) => (
        <RowActions
          name={user.full_name}
          onEdit={canWrite ? () => setForm({ user }) : undefined}
          onDelete={canDelete ? () => deletion.ask(user) : undefined}
          deleteDisabledReason={isSelf(user) ? 'You cannot delete your own account' : undefined}
          extra={
            // One's own password is changed in My account, with the current one.
            canWrite && !isSelf(user) ? (
              <Button variant="ghost" size="small" onClick={() => setResetting(user)} aria-label={`Reset password for ${user.full_name}`}>
                <Icon name="key" size={16} />
                Reset password
              </Button>
            ) : undefined
          }
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Users"
        description="People who can sign in to this back office, and their roles."
        actions={
          canWrite && (
            <Button onClick={() => setForm({ user: null })}>
              <Icon name="plus" size={18} />
              Add New
            </Button>
          )
        }
      />
      {!canWrite && <p className={styles.note}>Only an Admin can add, edit or delete users.</p>}
      <TablePanel
        query={list}
        texts={{ ...USERS_TEXT, caption: 'Users', searchLabel: 'Search users', searchPlaceholder: 'Name, email, telephone or role', loadingLabel: 'Loading users...' }}
        columns={columns}
        rowKey={(user) => user.id}
        searchText={searchText}
      />
      {form && <UserForm user={form.user} isSelf={form.user ? isSelf(form.user) : false} onClose={() => setForm(null)} />}
      {resetting && <ResetPasswordForm user={resetting} onClose={() => setResetting(null)} />}
      {deletion.dialog}
    </>
  );
}

export default UsersPage;
