import { teamMembers, type TeamMember } from 'remote_shared/schemas';
import type { DataTableColumn } from 'remote_shared/ui';
import { ContentForm } from '@/content/content-form';
import { ContentSection, Thumbnail, type EditFormProps } from '@/content/content-section';
import styles from '@/components/section.module.css';

export const TEAM_TEXT = {
  loadFailed: 'Failed to fetch team',
  empty: 'No team members yet.',
  noMatch: 'No matching team members found',
  deleteQuestion: 'Are you sure you want to delete this team member?',
  deleted: 'Deleted',
  deleteFailed: (reason: string) => `Failed to delete: ${reason}`,
} as const;

export const TEAM_MESSAGES = {
  created: 'Team member created',
  updated: 'Team member updated',
  failed: 'Something went wrong',
  uploadFailed: 'Image upload failed',
} as const;

const columns: DataTableColumn<TeamMember>[] = [
  { key: 'image', header: 'Image', width: '5rem', render: (member) => <Thumbnail src={member.image_url} alt={member.name} avatar /> },
  { key: 'name', header: 'Name', render: (member) => <span className={styles.strong}>{member.name}</span> },
  { key: 'position', header: 'Position' },
];

function TeamMemberForm({ record, onClose }: EditFormProps<TeamMember>) {
  return (
    <ContentForm
      type={teamMembers}
      record={record}
      onClose={onClose}
      texts={{ ...TEAM_MESSAGES, createTitle: 'Add Team Member', editTitle: 'Edit Team Member' }}
      fields={{ name: { autoComplete: 'off' }, position: { placeholder: 'e.g. Chief Technology Officer' } }}
    />
  );
}

/** The team of /our-team: Image, Name, Position, Actions, searched by name plus position (spec §2, §9). */
export function TeamPage() {
  return (
    <ContentSection<TeamMember>
      type={teamMembers}
      texts={{
        ...TEAM_TEXT,
        addLabel: 'Add Member',
        caption: 'Team members',
        searchPlaceholder: 'Name or position',
        loadingLabel: 'Loading team...',
        readOnlyNote: 'Your role can view the team; changes need an Admin or a Publisher.',
      }}
      columns={columns}
      name={(member) => member.name}
      detail={(member) => `${member.name}, ${member.position}`}
      Form={TeamMemberForm}
    />
  );
}

export default TeamPage;
