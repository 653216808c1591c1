import { useState } from 'react';
import { useDeleteTeamMemberMutation, useGetTeamQuery } from 'remote_shared/api';
import { resolveAssetUrl } from 'remote_shared/config';
import { notify } from 'remote_shared/notify';
import type { TeamMember } from 'remote_shared/schemas';
import { Button, ConfirmDialog, Icon, type DataTableColumn } from 'remote_shared/ui';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { TablePanel } from '../../components/table-panel';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { usePermissions } from '../../hooks/use-permissions';
import { failureOf, toastFailure } from '../../lib/failures';
import { TeamMemberForm } from './team-member-form';
import styles from '../../components/section.module.css';

export const TEAM_TEXT = {
  loadFailed: 'Failed to fetch team',
  empty: 'No team members yet.',
  noMatch: 'No matching team members found',
  deleteQuestion: 'Are you sure you want to delete this team member?',
  deleted: 'Deleted',
  deleteFailed: (reason: string) => `Failed to delete: ${reason}`,
} as const;

/** Spec §9: team members are searched by name plus position. */
const searchText = (member: TeamMember) => `${member.name} ${member.position}`;

function Photo({ member }: { member: TeamMember }) {
  const src = resolveAssetUrl(member.image_url);
  return src ? (
    <img src={src} alt={member.name} className={styles.avatar} loading="lazy" />
  ) : (
    <span className={`${styles.noImage} ${styles.avatar}`} aria-label="No photo" role="img">
      <Icon name="users" size={18} />
    </span>
  );
}

export function TeamPage() {
  const list = useGetTeamQuery();
  const { can } = usePermissions();
  const [form, setForm] = useState<{ member: TeamMember | null } | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const [deleteMember, { isLoading: isDeleting }] = useDeleteTeamMemberMutation();
  useFailureToast(list.error, TEAM_TEXT.loadFailed);

  const canWrite = can('team:write');
  const canDelete = can('team:delete');

  const columns: DataTableColumn<TeamMember>[] = [
    { key: 'image', header: 'Image', width: '5rem', render: (member) => <Photo member={member} /> },
    { key: 'name', header: 'Name', render: (member) => <span className={styles.strong}>{member.name}</span> },
    { key: 'position', header: 'Position' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (member) => (
        <RowActions
          name={member.name}
          onEdit={canWrite ? () => setForm({ member }) : undefined}
          onDelete={canDelete ? () => setDeleting(member) : undefined}
        />
      ),
    },
  ];

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteMember(deleting.id).unwrap();
      notify.success(TEAM_TEXT.deleted);
    } catch (failure) {
      toastFailure(failure, TEAM_TEXT.deleteFailed(failureOf(failure).message ?? 'unknown error'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Team"
        description="The leadership team shown on the public Our Team page."
        actions={
          canWrite && (
            <Button onClick={() => setForm({ member: null })}>
              <Icon name="plus" size={18} />
              Add Member
            </Button>
          )
        }
      />
      {!canWrite && <p className={styles.note}>Your role can view the team; changes need an Admin or a Publisher.</p>}
      <TablePanel
        query={list}
        caption="Team members"
        columns={columns}
        rowKey={(member) => member.id}
        searchText={searchText}
        searchLabel="Search team"
        searchPlaceholder="Name or position"
        emptyMessage={TEAM_TEXT.empty}
        noMatchMessage={TEAM_TEXT.noMatch}
        loadFailed={TEAM_TEXT.loadFailed}
        loadingLabel="Loading team..."
      />
      {form && <TeamMemberForm member={form.member} canUpload={can('uploads:create')} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete team member"
        message={TEAM_TEXT.deleteQuestion}
        detail={deleting && `${deleting.name}, ${deleting.position}`}
        busy={isDeleting}
        busyLabel="Deleting..."
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export default TeamPage;
