import { DEFAULT_POST_STATUS, POST_STATUSES, fieldErrors, postInput, posts, type Post, type PostInput } from 'remote_shared/schemas';
import { SelectField, TextField } from '@/components/form-fields';
import { ImageField } from '@/components/image-field';
import { ModalForm } from '@/components/modal-form';
import { defaultFormTexts, useContentSave } from '@/content/content-form';
import { usePermissions } from '@/hooks/use-permissions';
import { toLongDate, toPickerDate, todayPickerDate } from '@/lib/dates';
import layout from '@/components/modal-form.module.css';

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
export function PostForm({ record: post, onClose }: { record: Post | null; onClose: () => void }) {
  const { can } = usePermissions();
  const texts = { ...defaultFormTexts(posts), created: POST_MESSAGES.created, updated: POST_MESSAGES.updated, failed: POST_MESSAGES.failed, failedInline: POST_MESSAGES.failedInline };
  const save = useContentSave(posts, post, texts, onClose);
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
      onSubmit={(values) => save(postInput.parse(toPostInput(values)))}
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
      <ImageField name="image_url" required canUpload={can('uploads:create')} failureMessage={POST_MESSAGES.uploadFailed} />
    </ModalForm>
  );
}
