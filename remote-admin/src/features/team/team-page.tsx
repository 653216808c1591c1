import { teamMembers, type TeamMember } from 'remote_shared/schemas';
import type { DataTableColumn } from 'remote_shared/ui';
import { ContentForm } from '@/content/content-form';
import { ContentSection, Thumbnail, type EditFormProps } from '@/content/content-section';
import { translateText, useT, type T } from '@/i18n';
import styles from '@/components/section.module.css';

/** The toasts of the member form, in the back office's language at the moment it renders. */
const teamMessages = (t: T) => ({
  created: t('team.created'),
  updated: t('team.updated'),
  failed: t('team.failed'),
  uploadFailed: t('team.uploadFailed'),
});

const columns = (t: T): DataTableColumn<TeamMember>[] => [
  { key: 'image', header: t('common.image'), width: '5rem', render: (member) => <Thumbnail src={member.image_url} alt={member.name} avatar /> },
  { key: 'name', header: t('team.column.name'), render: (member) => <span className={styles.strong}>{member.name}</span> },
  { key: 'position', header: t('team.column.position') },
];

function TeamMemberForm({ record, onClose }: EditFormProps<TeamMember>) {
  const t = useT();
  return (
    <ContentForm
      type={teamMembers}
      record={record}
      onClose={onClose}
      texts={{
        ...teamMessages(t),
        createTitle: t('team.form.createTitle'),
        editTitle: t('team.form.editTitle'),
        createLabel: t('team.form.create'),
        updateLabel: t('team.form.update'),
        creating: t('team.form.creating'),
        updating: t('team.form.updating'),
      }}
      fields={{ name: { autoComplete: 'off' }, position: { placeholder: t('team.form.positionPlaceholder') } }}
    />
  );
}

/** The team of /our-team: Image, Name, Position, Actions, searched by name plus position (spec §2, §9). */
export function TeamPage() {
  const t = useT();
  return (
    <ContentSection<TeamMember>
      type={teamMembers}
      texts={{
        loadFailed: t('team.loadFailed'),
        empty: t('team.empty'),
        noMatch: t('team.noMatch'),
        deleteTitle: t('team.deleteTitle'),
        deleteQuestion: t('team.deleteQuestion'),
        deleted: t('team.deleted'),
        // The API's reason, 'Not found', in the back office's language too.
        deleteFailed: (reason: string) => t('team.deleteFailed', { reason: translateText(reason) }),
        addLabel: t('team.add'),
        caption: t('team.caption'),
        searchLabel: t('team.searchLabel'),
        searchPlaceholder: t('team.searchPlaceholder'),
        loadingLabel: t('team.loading'),
        readOnlyNote: t('team.readOnlyNote'),
      }}
      columns={columns(t)}
      name={(member) => member.name}
      detail={(member) => `${member.name}, ${member.position}`}
      Form={TeamMemberForm}
    />
  );
}

export default TeamPage;
