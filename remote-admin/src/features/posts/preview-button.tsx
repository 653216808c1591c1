import { useRef, useState } from 'react';
import { useCreatePreviewLinkMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { posts, type PreviewLink } from 'remote_shared/schemas';
import { Button, ButtonLink, FormField, Icon, Modal } from 'remote_shared/ui';
import { displayEat } from '@/lib/dates';
import { toastFailure } from '@/lib/failures';
import type { PostRow } from './post-states';
import styles from './posts-page.module.css';

export const PREVIEW_TEXT = {
  failed: 'The preview link could not be made',
  copied: 'Preview link copied',
  copyFailed: 'Copy the link from the field',
} as const;

/** A post worth previewing: not public as it is, or with changes (or a time) still to come. */
export const previewable = (row: Partial<PostRow>) => (row.state ?? 'published') !== posts.workflow!.live || Boolean(row.pending_state) || Boolean(row.publish_at);

/**
 * Preview of a draft, scheduled or pending post (docs/workflow.md, "Preview"): asks the API for a
 * signed link, then shows it with when it stops working, Open preview (a new tab) and Copy link,
 * so it can be opened here or sent to a reviewer who has no account.
 */
export function PreviewButton({ row }: { row: PostRow }) {
  const [create, { isLoading }] = useCreatePreviewLinkMutation();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const address = link ? new URL(link.url, window.location.origin).href : '';
  const ask = async () => {
    try {
      setLink(await create({ path: posts.path, id: row.id }).unwrap());
    } catch (error) {
      toastFailure(error, PREVIEW_TEXT.failed);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify.success(PREVIEW_TEXT.copied);
    } catch {
      field.current?.select();
      notify.error(PREVIEW_TEXT.copyFailed);
    }
  };
  return (
    <>
      <Button size="small" variant="secondary" busy={isLoading} onClick={() => void ask()} aria-label={`Preview: ${row.title}`}>
        <Icon name="eye" size={16} />
        Preview
      </Button>
      <Modal
        open={link !== null}
        title="Preview link"
        size="small"
        onClose={() => setLink(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              Copy link
            </Button>
            <ButtonLink href={address} target="_blank" rel="noopener noreferrer" data-autofocus="">
              <Icon name="external" size={18} />
              Open preview
            </ButtonLink>
          </>
        }
      >
        <p className={styles.dialogNote}>
          {`Anyone with this link sees "${row.title}" on the site as it would go live, until ${link ? displayEat(link.expires_at) : ''}. It is not public, and search engines do not index it.`}
        </p>
        <FormField label="Link">{(control) => <input ref={field} {...control} value={address} readOnly onFocus={(event) => event.currentTarget.select()} />}</FormField>
      </Modal>
    </>
  );
}
