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
import { t as tNow, translatedErrors, useT } from '@/i18n';
import { toLongDate, toPickerDate, todayPickerDate } from '@/lib/dates';
import layout from '@/components/modal-form.module.css';
import own from './posts-page.module.css';

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

// The statuses are the record's values (spec §4), shown as stored, as the public site shows them.
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
  const t = useT();
  const { can, user } = usePermissions();
  const texts = {
    ...defaultFormTexts(posts, t),
    created: t('posts.form.created'),
    updated: t('posts.form.updated'),
    failed: t('posts.form.failed'),
    failedInline: t('posts.form.failedInline'),
    uploadFailed: t('posts.form.uploadFailed'),
  };
  const save = useContentSave(posts, post, texts, onClose);
  const [transition] = useTransitionContentMutation();
  const editing = post !== null;
  const drafts = !(posts.workflow!.direct as readonly string[]).includes(user?.role ?? '');
  // A draft (new, or the pending edit of a live post) can be submitted; a post in review or unpublished is only updated.
  const stage = post ? postStage(post) : 'draft';
  const submittable = drafts && (stage === 'draft' || stage === 'published');
  const submit = async (id: number) => {
    await transition({ path: posts.path, tag: posts.typeName, id, transition: 'submit' }).unwrap();
    // Toasted once the move is done: the language of that moment.
    notify.success(tNow('posts.workflow.done.submit'));
  };

  return (
    <ModalForm<PostFormValues>
      title={editing ? t('posts.form.editTitle') : t('posts.form.createTitle')}
      size="large"
      onClose={onClose}
      initialValues={editing ? postValues(post) : { status: DEFAULT_POST_STATUS, published: todayPickerDate() }}
      valuesOf={(stored) => postValues(stored as unknown as AdminPost)}
      draftKey={draftKeyOf(posts, post)}
      validate={(values) => translationErrors(translatedErrors(fieldErrors(postInput, toPostInput(values))))}
      onSubmit={(values, saveOnly) => save(postInput.parse(toPostInput(values)), submittable && !saveOnly ? submit : undefined)}
      {...(submittable
        ? {
            submitLabel: t('posts.draft.submit'),
            busyLabel: t('posts.draft.submitting'),
            alternative: { label: t('posts.draft.save'), busyLabel: t('posts.draft.saving') },
          }
        : { submitLabel: editing ? t('posts.form.update') : t('posts.form.publish'), busyLabel: editing ? t('posts.form.updating') : t('posts.form.publishing') })}
    >
      {post?.review_comment && stage === 'draft' && (
        <p className={own.comment} role="note">
          <strong>{`${t('posts.state.changesRequested')} `}</strong>
          {post.review_comment}
        </p>
      )}
      <TextField name="title" label={t('posts.form.title')} required />
      <div className={layout.row}>
        <TextField name="category" label={t('posts.form.category')} required placeholder={t('posts.form.categoryPlaceholder')} />
        <TextField name="client" label={t('posts.form.client')} optional placeholder={t('posts.form.clientPlaceholder')} />
      </div>
      <div className={layout.row}>
        <SelectField name="status" label={t('posts.form.status')} options={STATUS_OPTIONS} />
        <TextField name="published" label={t('posts.form.published')} type="date" hint={t('posts.form.publishedHint')} />
      </div>
      <TextField name="description" label={t('posts.form.description')} as="textarea" rows={6} required />
      <ImageField name="image_url" required canUpload={can('uploads:create')} failureMessage={texts.uploadFailed} />
      <TranslationFields type={posts} />
    </ModalForm>
  );
}
