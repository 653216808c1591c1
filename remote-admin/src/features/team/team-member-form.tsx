import { useCreateTeamMemberMutation, useUpdateTeamMemberMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { fieldErrors, teamMemberInput, type TeamMember, type TeamMemberInput } from 'remote_shared/schemas';
import { TextField } from '../../components/form-fields';
import { ImageField } from '../../components/image-field';
import { ModalForm } from '../../components/modal-form';
import { submissionErrors, toastFailure } from '../../lib/failures';

export const TEAM_MESSAGES = {
  created: 'Team member created',
  updated: 'Team member updated',
  failed: 'Something went wrong',
  uploadFailed: 'Image upload failed',
} as const;

interface TeamMemberFormValues {
  name: string;
  position: string;
  image_url: string;
}

const toInput = (values: Partial<TeamMemberFormValues>): TeamMemberInput => ({
  name: values.name ?? '',
  position: values.position ?? '',
  image_url: values.image_url ?? null,
});

/** Create or Update a team member; the image is optional (spec §5). */
export function TeamMemberForm({ member, canUpload, onClose }: { member: TeamMember | null; canUpload: boolean; onClose: () => void }) {
  const [createMember] = useCreateTeamMemberMutation();
  const [updateMember] = useUpdateTeamMemberMutation();
  const editing = member !== null;
  return (
    <ModalForm<TeamMemberFormValues>
      title={editing ? 'Edit Team Member' : 'Add Team Member'}
      onClose={onClose}
      initialValues={editing ? { name: member.name, position: member.position, image_url: member.image_url ?? '' } : {}}
      validate={(values) => fieldErrors(teamMemberInput, toInput(values))}
      onSubmit={async (values) => {
        const body = teamMemberInput.parse(toInput(values));
        try {
          if (editing) {
            await updateMember({ id: member.id, body }).unwrap();
            notify.success(TEAM_MESSAGES.updated);
          } else {
            await createMember(body).unwrap();
            notify.success(TEAM_MESSAGES.created);
          }
          onClose();
        } catch (error) {
          toastFailure(error, TEAM_MESSAGES.failed);
          return submissionErrors(error);
        }
      }}
      submitLabel={editing ? 'Update' : 'Create'}
      busyLabel={editing ? 'Updating...' : 'Creating...'}
    >
      <TextField name="name" label="Name" required autoComplete="off" />
      <TextField name="position" label="Position" required placeholder="e.g. Chief Technology Officer" />
      <ImageField name="image_url" label="Photo" canUpload={canUpload} failureMessage={TEAM_MESSAGES.uploadFailed} />
    </ModalForm>
  );
}
