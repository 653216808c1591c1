import { Fragment, useState } from 'react';
import { useDeleteHeaderMutation, useGetHeadersQuery } from 'remote_shared/api';
import { resolveAssetUrl } from 'remote_shared/config';
import { notify } from 'remote_shared/notify';
import type { Header } from 'remote_shared/schemas';
import { Button, Card, ConfirmDialog, Icon, Spinner } from 'remote_shared/ui';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { usePermissions } from '../../hooks/use-permissions';
import { toastFailure } from '../../lib/failures';
import { HeaderForm } from './header-form';
import section from '../../components/section.module.css';
import styles from './headers-page.module.css';

export const HEADERS_TEXT = {
  loadFailed: 'Failed to load headers',
  empty: 'No headers created',
  deleteQuestion: 'Are you sure you want to delete this header?',
  deleted: 'Header deleted',
  deleteFailed: 'Delete failed',
} as const;

/** A literal backslash-n in a slide title is a line break (spec §2). */
export function SlideTitle({ title }: { title: string }) {
  const lines = title.split('\\n');
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

const plainTitle = (title: string) => title.replace(/\\n/g, ' ');

function HeaderCard({ header, onEdit, onDelete }: { header: Header; onEdit?: () => void; onDelete?: () => void }) {
  const src = resolveAssetUrl(header.image_url);
  return (
    <Card as="li" flush className={styles.card}>
      <div className={styles.media}>{src ? <img src={src} alt="" className={styles.image} loading="lazy" /> : <Icon name="image" size={32} />}</div>
      <div className={styles.body}>
        {header.subtitle && <p className={styles.subtitle}>{header.subtitle}</p>}
        <h2 className={styles.title}>
          <SlideTitle title={header.title} />
        </h2>
        <p className={styles.description}>{header.description}</p>
        <div className={styles.actions}>
          <RowActions name={plainTitle(header.title)} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </Card>
  );
}

/** The hero slides of the home page as a card grid: create, edit, delete (spec §2). */
export function HeadersPage() {
  const { data: headers, error, isFetching, refetch } = useGetHeadersQuery();
  const { can } = usePermissions();
  const [form, setForm] = useState<{ header: Header | null } | null>(null);
  const [deleting, setDeleting] = useState<Header | null>(null);
  const [deleteHeader, { isLoading: isDeleting }] = useDeleteHeaderMutation();
  useFailureToast(error, HEADERS_TEXT.loadFailed);

  const canWrite = can('headers:write');
  const canDelete = can('headers:delete');
  const addButton = canWrite && (
    <Button onClick={() => setForm({ header: null })}>
      <Icon name="plus" size={18} />
      Add Header
    </Button>
  );

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteHeader(deleting.id).unwrap();
      notify.success(HEADERS_TEXT.deleted);
    } catch (failure) {
      toastFailure(failure, HEADERS_TEXT.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  let content;
  if (headers && headers.length > 0) {
    content = (
      <ul className={styles.grid} aria-label="Headers">
        {headers.map((header) => (
          <HeaderCard
            key={header.id}
            header={header}
            onEdit={canWrite ? () => setForm({ header }) : undefined}
            onDelete={canDelete ? () => setDeleting(header) : undefined}
          />
        ))}
      </ul>
    );
  } else if (headers) {
    content = (
      <Card>
        <EmptyState icon="image" title={HEADERS_TEXT.empty} text="Slides you create appear in the home page's hero slider." action={addButton} />
      </Card>
    );
  } else if (error) {
    content = (
      <Card>
        <LoadError title={HEADERS_TEXT.loadFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </Card>
    );
  } else {
    content = (
      <Card>
        <Spinner centered label="Loading headers..." />
      </Card>
    );
  }

  return (
    <>
      <PageHeader title="Header" description="The slides of the home page's hero slider, in the order they are shown." actions={addButton} />
      {!canWrite && <p className={section.note}>Your role can view the slides; changes need an Admin or a Publisher.</p>}
      {content}
      {form && <HeaderForm header={form.header} canUpload={can('uploads:create')} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete header"
        message={HEADERS_TEXT.deleteQuestion}
        detail={deleting && plainTitle(deleting.title)}
        busy={isDeleting}
        busyLabel="Deleting..."
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export default HeadersPage;
