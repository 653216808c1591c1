import { useState } from 'react';
import { useDeleteUserMutation, useGetUsersQuery } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import type { User } from 'remote_shared/schemas';
import { Badge, Button, ConfirmDialog, Icon, type BadgeTone, type DataTableColumn } from 'remote_shared/ui';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { TablePanel } from '../../components/table-panel';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { roleLabel, usePermissions } from '../../hooks/use-permissions';
import { toastFailure } from '../../lib/failures';
import { UserForm } from './user-form';
import styles from '../../components/section.module.css';

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
  const [deleting, setDeleting] = useState<User | null>(null);
  const [deleteUser, { isLoading: isDeleting }] = useDeleteUserMutation();
  useFailureToast(list.error, USERS_TEXT.loadFailed);

  const canWrite = can('users:write');
  const canDelete = can('users:delete');
  const isSelf = (user: User) => me !== null && String(user.id) === me.id;

  const columns: DataTableColumn<User>[] = [
    { key: 'full_name', header: 'Full Name', render: (user) => <span className={styles.strong}>{user.full_name}</span> },
    { key: 'email_address', header: 'Email' },
    { key: 'telephone_number', header: 'Telephone' },
    { key: 'role', header: 'Role', render: (user) => <Badge tone={ROLE_TONES[user.role] ?? 'neutral'}>{roleLabel(user.role)}</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      render: (user) => (
        <RowActions
          name={user.full_name}
          onEdit={canWrite ? () => setForm({ user }) : undefined}
          onDelete={canDelete ? () => setDeleting(user) : undefined}
          deleteDisabledReason={isSelf(user) ? 'You cannot delete your own account' : undefined}
        />
      ),
    },
  ];

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteUser(deleting.id).unwrap();
      notify.success(USERS_TEXT.deleted);
    } catch (failure) {
      toastFailure(failure, USERS_TEXT.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

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
        caption="Users"
        columns={columns}
        rowKey={(user) => user.id}
        searchText={searchText}
        searchLabel="Search users"
        searchPlaceholder="Name, email, telephone or role"
        emptyMessage={USERS_TEXT.empty}
        noMatchMessage={USERS_TEXT.empty}
        loadFailed={USERS_TEXT.loadFailed}
        loadingLabel="Loading users..."
      />
      {form && <UserForm user={form.user} isSelf={form.user ? isSelf(form.user) : false} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        message={USERS_TEXT.deleteQuestion}
        detail={deleting && `${deleting.full_name} (${deleting.email_address})`}
        busy={isDeleting}
        busyLabel="Deleting..."
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export default UsersPage;
