import { useTransitionContentMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { DEFAULT_POST_STATUS, POST_STATUSES, fieldErrors, postInput, postStage, posts, type AdminPost, type PostInput } from 'remote_shared/schemas';
import { SelectField, TextField } from '@/components/form-fields';
import { ImageField } from '@/components/image-field';
import { draftKeyOf } from '@/components/kept-draft';
import { ModalForm } from '@/components/modal-form';
import { defaultFormTexts, useContentSave } from '@/content/content-form';
import { TranslationFields, translationErrors, translationValues, translationsInput } from '@/content/translations';
import { usePermissions } from '@/hooks/use-permissions';
import { toLongDate, toPickerDate, todayPickerDate } from '@/lib/dates';
import layout from '@/components/modal-form.module.css';
import own from './posts-page.module.css';

export const POST_MESSAGES = {
  created: 'Post created successfully',
  updated: 'Post updated successfully',
  failed: 'Failed to submit post',
  failedInline: 'An error occurred. Please try again.',
  uploadFailed: 'Image upload failed',
} as const;

/** A Content_Creator's form saves a draft or submits it for review (docs/workflow.md); the spec's labels stay for the roles that publish. */
export const DRAFT_LABELS = {
  save: 'Save draft',
  saving: 'Saving draft...',
  submit: 'Submit for review',
  submitting: 'Submitting...',
  submitted: 'Submitted for review',
} as const;

export interface PostFormValues {
  /** The translations, as `title@sw` and so on (`translationName`). */
  [translation: `${string}@${string}`]: string;
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
    ...translationsInput(posts, values),
  };
}

/** A stored post as the form's values: its pending draft when it has one (docs/workflow.md). */
function postValues(post: AdminPost): PostFormValues {
  const shown = { ...post, ...(post.pending ?? {}) } as AdminPost;
  return {
    title: shown.title,
    description: shown.description,
    category: shown.category,
    client: shown.client ?? '',
    status: shown.status || DEFAULT_POST_STATUS,
    published: toPickerDate(shown.published),
    image_url: shown.image_url ?? '',
    ...translationValues(posts, post),
  };
}

/**
 * Create (Publish Post) or edit (Update Post) a post; status defaults to Pending (spec §4). For a role
 * that does not publish, the same form saves a draft or submits it for review; an edit of a live
 * post opens its pending draft when there is one.
 */
export function PostForm({ record: post, onClose }: { record: AdminPost | null; onClose: () => void }) {
  const { can, user } = usePermissions();
  const texts = { ...defaultFormTexts(posts), created: POST_MESSAGES.created, updated: POST_MESSAGES.updated, failed: POST_MESSAGES.failed, failedInline: POST_MESSAGES.failedInline };
  const save = useContentSave(posts, post, texts, onClose);
  const [transition] = useTransitionContentMutation();
  const editing = post !== null;
  const drafts = !(posts.workflow!.direct as readonly string[]).includes(user?.role ?? '');
  // A draft (new, or the pending edit of a live post) can be submitted; a post in review or unpublished is only updated.
  const stage = post ? postStage(post) : 'draft';
  const submittable = drafts && (stage === 'draft' || stage === 'published');
  const submit = async (id: number) => {
    await transition({ path: posts.path, tag: posts.typeName, id, transition: 'submit' }).unwrap();
    notify.success(DRAFT_LABELS.submitted);
  };

  return (
    <ModalForm<PostFormValues>
      title={editing ? 'Edit Post' : 'Add New Post'}
      size="large"
      onClose={onClose}
      initialValues={editing ? postValues(post) : { status: DEFAULT_POST_STATUS, published: todayPickerDate() }}
      valuesOf={(stored) => postValues(stored as unknown as AdminPost)}
      draftKey={draftKeyOf(posts, post)}
      validate={(values) => translationErrors(fieldErrors(postInput, toPostInput(values)))}
      onSubmit={(values, saveOnly) => save(postInput.parse(toPostInput(values)), submittable && !saveOnly ? submit : undefined)}
      {...(submittable
        ? { submitLabel: DRAFT_LABELS.submit, busyLabel: DRAFT_LABELS.submitting, alternative: { label: DRAFT_LABELS.save, busyLabel: DRAFT_LABELS.saving } }
        : { submitLabel: editing ? 'Update Post' : 'Publish Post', busyLabel: editing ? 'Updating...' : 'Publishing...' })}
    >
      {post?.review_comment && stage === 'draft' && (
        <p className={own.comment} role="note">
          <strong>Changes requested: </strong>
          {post.review_comment}
        </p>
      )}
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
      <TranslationFields type={posts} />
    </ModalForm>
  );
}
