import { useCreatePostMutation, useUpdatePostMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { DEFAULT_POST_STATUS, POST_STATUSES, fieldErrors, postInput, type Post, type PostInput } from 'remote_shared/schemas';
import { SelectField, TextField } from '../../components/form-fields';
import { ImageField } from '../../components/image-field';
import { ModalForm } from '../../components/modal-form';
import { toLongDate, toPickerDate, todayPickerDate } from '../../lib/dates';
import { submissionErrors, toastFailure } from '../../lib/failures';
import layout from '../../components/modal-form.module.css';

export const POST_MESSAGES = {
  created: 'Post created successfully',
  updated: 'Post updated successfully',
  failed: 'Failed to submit post',
  failedInline: 'An error occurred. Please try again.',
  uploadFailed: 'Image upload failed',
} as const;

export interface PostFormValues {
  title: string;
  description: string;
  category: string;
  client: string;
  status: string;
  /** yyyy-MM-dd from the date picker; stored as 'March 5, 2025'. */
  published: string;
  image_url: string;
}

const STATUS_OPTIONS = POST_STATUSES.map((status) => ({ value: status, label: status }));

/** The body the API receives: published as long-form English text (spec §3). */
export function toPostInput(values: Partial<PostFormValues>): PostInput {
  return {
    title: values.title ?? '',
    description: values.description ?? '',
    category: values.category ?? '',
    client: values.client ?? null,
    status: (values.status || DEFAULT_POST_STATUS) as PostInput['status'],
    published: toLongDate(values.published ?? ''),
    image_url: values.image_url ?? '',
  };
}

/** Create (Publish Post) or edit (Update Post) a post; status defaults to Pending (spec §4). */
export function PostForm({ post, canUpload, onClose }: { post: Post | null; canUpload: boolean; onClose: () => void }) {
  const [createPost] = useCreatePostMutation();
  const [updatePost] = useUpdatePostMutation();
  const editing = post !== null;

  return (
    <ModalForm<PostFormValues>
      title={editing ? 'Edit Post' : 'Add New Post'}
      size="large"
      onClose={onClose}
      initialValues={
        editing
          ? {
              title: post.title,
              description: post.description,
              category: post.category,
              client: post.client ?? '',
              status: post.status || DEFAULT_POST_STATUS,
              published: toPickerDate(post.published),
              image_url: post.image_url ?? '',
            }
          : { status: DEFAULT_POST_STATUS, published: todayPickerDate() }
      }
      validate={(values) => fieldErrors(postInput, toPostInput(values))}
      onSubmit={async (values) => {
        const body = postInput.parse(toPostInput(values));
        try {
          if (editing) {
            await updatePost({ id: post.id, body }).unwrap();
            notify.success(POST_MESSAGES.updated);
          } else {
            await createPost(body).unwrap();
            notify.success(POST_MESSAGES.created);
          }
          onClose();
        } catch (error) {
          toastFailure(error, POST_MESSAGES.failed);
          return submissionErrors(error, POST_MESSAGES.failedInline);
        }
      }}
      submitLabel={editing ? 'Update Post' : 'Publish Post'}
      busyLabel={editing ? 'Updating...' : 'Publishing...'}
    >
      <TextField name="title" label="Title" required />
      <div className={layout.row}>
        <TextField name="category" label="Category" required placeholder="e.g. Web Platform" />
        <TextField name="client" label="Client" optional placeholder="Shown on the project card" />
      </div>
      <div className={layout.row}>
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <TextField name="published" label="Published" type="date" hint="Shown as e.g. March 5, 2025." />
      </div>
      <TextField name="description" label="Description" as="textarea" rows={6} required />
      <ImageField name="image_url" required canUpload={canUpload} failureMessage={POST_MESSAGES.uploadFailed} />
    </ModalForm>
  );
}
