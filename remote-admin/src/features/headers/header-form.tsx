import { useCreateHeaderMutation, useUpdateHeaderMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { fieldErrors, headerInput, type Header, type HeaderInput } from 'remote_shared/schemas';
import { TextField } from '../../components/form-fields';
import { ImageField } from '../../components/image-field';
import { ModalForm } from '../../components/modal-form';
import { submissionErrors, toastFailure } from '../../lib/failures';

export const HEADER_MESSAGES = {
  created: 'Header created',
  updated: 'Header updated',
  failed: 'Failed to save header',
  uploaded: 'Uploaded',
  uploadFailed: 'Upload failed',
} as const;

interface HeaderFormValues {
  title: string;
  subtitle: string;
  description: string;
  image_url: string;
}

const toInput = (values: Partial<HeaderFormValues>): HeaderInput => ({
  title: values.title ?? '',
  subtitle: values.subtitle ?? null,
  description: values.description ?? '',
  image_url: values.image_url ?? null,
});

/** Create Header / Update Header, with 'Creating...' / 'Updating...' while saving (spec §4). */
export function HeaderForm({ header, canUpload, onClose }: { header: Header | null; canUpload: boolean; onClose: () => void }) {
  const [createHeader] = useCreateHeaderMutation();
  const [updateHeader] = useUpdateHeaderMutation();
  const editing = header !== null;
  return (
    <ModalForm<HeaderFormValues>
      title={editing ? 'Edit Header' : 'Create Header'}
      size="large"
      onClose={onClose}
      initialValues={
        editing
          ? { title: header.title, subtitle: header.subtitle ?? '', description: header.description, image_url: header.image_url ?? '' }
          : {}
      }
      validate={(values) => fieldErrors(headerInput, toInput(values))}
      onSubmit={async (values) => {
        const body = headerInput.parse(toInput(values));
        try {
          if (editing) {
            await updateHeader({ id: header.id, body }).unwrap();
            notify.success(HEADER_MESSAGES.updated);
          } else {
            await createHeader(body).unwrap();
            notify.success(HEADER_MESSAGES.created);
          }
          onClose();
        } catch (error) {
          toastFailure(error, HEADER_MESSAGES.failed);
          return submissionErrors(error);
        }
      }}
      submitLabel={editing ? 'Update Header' : 'Create Header'}
      busyLabel={editing ? 'Updating...' : 'Creating...'}
    >
      <TextField name="title" label="Title" required hint="Type \n where the slide title should break onto a new line." />
      <TextField name="subtitle" label="Subtitle" optional />
      <TextField name="description" label="Description" as="textarea" rows={4} required />
      <ImageField
        name="image_url"
        label="Background image"
        canUpload={canUpload}
        successMessage={HEADER_MESSAGES.uploaded}
        failureMessage={HEADER_MESSAGES.uploadFailed}
      />
    </ModalForm>
  );
}
