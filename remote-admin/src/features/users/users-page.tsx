import { useState } from 'react';
import { useDeleteUserMutation, useGetUsersQuery } from 'remote_shared/api';
import type { User } from 'remote_shared/schemas';
import { Badge, Button, Icon, type BadgeTone, type DataTableColumn } from 'remote_shared/ui';
import { ActionButton } from '@/components/action-button';
import { PageHeader } from '@/components/page-header';
import { RowActions } from '@/components/row-actions';
import { TablePanel } from '@/components/table-panel';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useFailureToast } from '@/hooks/use-failure-toast';
import { roleLabel, usePermissions } from '@/hooks/use-permissions';
import { sectionTexts, TABLE_TEXTS, useT } from '@/i18n';
import { ResetPasswordForm } from './reset-password-form';
import { UserForm } from './user-form';
import styles from '@/components/section.module.css';

const ROLE_TONES: Record<string, BadgeTone> = { Admin: 'primary', Publisher: 'info', Content_Creator: 'neutral' };

/** Spec §9: users are searched by full name, email, telephone and role. */
const searchText = (user: User) => [user.full_name, user.email_address, user.telephone_number, user.role, roleLabel(user.role)].join(' ');

function UsersPage() {
  const t = useT();
  const list = useGetUsersQuery();
  const { user: me, can } = usePermissions();
  const [form, setForm] = useState<{ user: User | null } | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [deleteUser] = useDeleteUserMutation();
  const deletion = useConfirmedDelete<User>({
    remove: (user) => deleteUser(user.id).unwrap(),
    title: t('users.delete.title'),
    question: t('users.delete.question'),
    detail: (user) => `${user.full_name} (${user.email_address})`,
    deleted: t('users.delete.done'),
    failed: t('users.delete.failed'),
  });
  useFailureToast(list.error, t('section.users.loadFailed'));

  const canWrite = can('users:write');
  const canDelete = can('users:delete');
  const isSelf = (user: User) => me !== null && String(user.id) === me.id;

  const columns: DataTableColumn<User>[] = [
    { key: 'full_name', header: t('users.field.fullName'), render: (user) => <span className={styles.strong}>{user.full_name}</span> },
    { key: 'email_address', header: t('users.list.email') },
    // A phone number is read as one piece: it never breaks between its groups of digits.
    { key: 'telephone_number', header: t('users.list.telephone'), render: (user) => <span className={styles.nowrap}>{user.telephone_number}</span> },
    {
      key: 'role',
      header: t('users.field.role'),
      render: (user) => (
        <>
          <Badge tone={ROLE_TONES[user.role] ?? 'neutral'}>{roleLabel(user.role, t)}</Badge>
          {user.credentials_expired && <span className={styles.muted}>{t('users.list.passwordDue')}</span>}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('users.list.actions'),
      hideHeader: true,
      align: 'end',
      render: (user) => (
        <RowActions
          name={user.full_name}
          onEdit={canWrite ? () => setForm({ user }) : undefined}
          onDelete={canDelete ? () => deletion.ask(user) : undefined}
          deleteDisabledReason={isSelf(user) ? t('users.delete.self') : undefined}
          extra={
            // One's own password is changed in My account, with the current one.
            canWrite && !isSelf(user) ? (
              <ActionButton icon="key" variant="ghost" onClick={() => setResetting(user)} aria-label={t('users.reset.named', { name: user.full_name })}>
                {t('users.reset.action')}
              </ActionButton>
            ) : undefined
          }
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('section.users.caption')}
        description={t('users.description')}
        actions={
          canWrite && (
            <Button onClick={() => setForm({ user: null })}>
              <Icon name="plus" size={18} />
              {t('users.addNew')}
            </Button>
          )
        }
      />
      {!canWrite && <p className={styles.note}>{t('users.adminOnly')}</p>}
      <TablePanel query={list} texts={sectionTexts(t, 'users', TABLE_TEXTS)} columns={columns} rowKey={(user) => user.id} searchText={searchText} />
      {form && <UserForm user={form.user} isSelf={form.user ? isSelf(form.user) : false} onClose={() => setForm(null)} />}
      {resetting && <ResetPasswordForm user={resetting} onClose={() => setResetting(null)} />}
      {deletion.dialog}
    </>
  );
}

export default UsersPage;
