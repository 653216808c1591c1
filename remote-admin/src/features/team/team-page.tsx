import { teamMembers, type TeamMember } from 'remote_shared/schemas';
import type { DataTableColumn } from 'remote_shared/ui';
import { ContentForm } from '@/content/content-form';
import { ContentSection, Thumbnail, type EditFormProps } from '@/content/content-section';
import { FORM_TEXTS, LIST_TEXTS, sectionTexts, translateText, useT, type T } from '@/i18n';
import styles from '@/components/section.module.css';

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
      texts={sectionTexts(t, 'team', FORM_TEXTS)}
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
        ...sectionTexts(t, 'team', LIST_TEXTS),
        // The API's reason, 'Not found', in the back office's language too.
        deleteFailed: (reason: string) => t('team.deleteFailed', { reason: translateText(reason) }),
        addLabel: t('team.add'),
      }}
      columns={columns(t)}
      name={(member) => member.name}
      detail={(member) => `${member.name}, ${member.position}`}
      Form={TeamMemberForm}
    />
  );
}

export default TeamPage;
