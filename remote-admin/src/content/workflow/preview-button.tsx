import { useRef, useState } from 'react';
import { useCreatePreviewLinkMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import type { AnyContentType, PreviewLink } from 'remote_shared/schemas';
import { Button, ButtonLink, FormField, Icon, Modal } from 'remote_shared/ui';
import { ActionButton } from '@/components/action-button';
import { t as tNow, useT } from '@/i18n';
import { displayEat } from '@/lib/dates';
import { toastFailure } from '@/lib/failures';
import styles from './workflow.module.css';

/**
 * Preview of a draft, scheduled or pending record of a type that declares `preview` (docs/workflow.md,
 * "Preview"): asks the API for a signed link, then shows it with when it stops working, Open preview
 * (a new tab) and Copy link, so it can be opened here or sent to a reviewer who has no account.
 */
export function PreviewButton({ type, id, name: title }: { type: AnyContentType; id: number; name: string }) {
  const t = useT();
  const [create, { isLoading }] = useCreatePreviewLinkMutation();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const address = link ? new URL(link.url, window.location.origin).href : '';
  const ask = async () => {
    try {
      setLink(await create({ path: type.path, id }).unwrap());
    } catch (error) {
      toastFailure(error, tNow('posts.preview.failed'));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify.success(tNow('posts.preview.copied'));
    } catch {
      field.current?.select();
      notify.error(tNow('posts.preview.copyFailed'));
    }
  };
  return (
    <>
      <ActionButton icon="eye" variant="secondary" busy={isLoading} onClick={() => void ask()} aria-label={t('posts.preview.buttonNamed', { title })}>
        {t('posts.preview.button')}
      </ActionButton>
      <Modal
        open={link !== null}
        title={t('posts.preview.title')}
        size="small"
        onClose={() => setLink(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              {t('posts.preview.copy')}
            </Button>
            <ButtonLink href={address} target="_blank" rel="noopener noreferrer" data-autofocus="">
              <Icon name="external" size={18} />
              {t('posts.preview.open')}
            </ButtonLink>
          </>
        }
      >
        <p className={styles.dialogNote}>{t('posts.preview.note', { title, until: link ? displayEat(link.expires_at) : '' })}</p>
        <FormField label={t('posts.preview.link')}>
          {(control) => <input ref={field} {...control} value={address} readOnly onFocus={(event) => event.currentTarget.select()} />}
        </FormField>
      </Modal>
    </>
  );
}
