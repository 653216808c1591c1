import { useState } from 'react';
import { useDeletePostMutation, useGetAdminPostsQuery } from 'remote_shared/api';
import { resolveAssetUrl } from 'remote_shared/config';
import { notify } from 'remote_shared/notify';
import { DEFAULT_POST_STATUS, type Post } from 'remote_shared/schemas';
import { Badge, Button, ConfirmDialog, Icon, type DataTableColumn } from 'remote_shared/ui';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { TablePanel } from '../../components/table-panel';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { usePermissions } from '../../hooks/use-permissions';
import { toastFailure } from '../../lib/failures';
import { PostForm } from './post-form';
import { statusTone } from './status-tone';
import styles from '../../components/section.module.css';

export const POSTS_TEXT = {
  loadFailed: 'Failed to fetch posts',
  empty: 'No posts available',
  noMatch: 'No matching posts found',
  deleteQuestion: 'Are you sure you want to delete this post?',
  deleted: 'Post deleted successfully',
  deleteFailed: 'Failed to delete post',
} as const;

/** Spec §9: posts are searched by title and category. */
const searchText = (post: Post) => `${post.title} ${post.category}`;

function Thumbnail({ post }: { post: Post }) {
  const src = resolveAssetUrl(post.image_url);
  return src ? (
    <img src={src} alt="" className={styles.thumb} loading="lazy" />
  ) : (
    <span className={styles.noImage}>
      <Icon name="image" size={18} />
    </span>
  );
}

export function PostsPage() {
  const list = useGetAdminPostsQuery();
  const { can } = usePermissions();
  const [form, setForm] = useState<{ post: Post | null } | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const [deletePost, { isLoading: isDeleting }] = useDeletePostMutation();
  useFailureToast(list.error, POSTS_TEXT.loadFailed);

  const canCreate = can('posts:create');
  const canUpdate = can('posts:update');
  const canDelete = can('posts:delete');

  const columns: DataTableColumn<Post>[] = [
    { key: 'image', header: 'Image', width: '6rem', render: (post) => <Thumbnail post={post} /> },
    {
      key: 'title',
      header: 'Title',
      render: (post) => (
        <>
          <span className={styles.strong}>{post.title}</span>
          {post.client && <span className={styles.muted}>{post.client}</span>}
        </>
      ),
    },
    { key: 'category', header: 'Category' },
    {
      key: 'status',
      header: 'Status',
      render: (post) => <Badge tone={statusTone(post.status)}>{post.status || DEFAULT_POST_STATUS}</Badge>,
    },
    {
      key: 'published',
      header: 'Published',
      render: (post) => (post.published ? <span className={styles.nowrap}>{post.published}</span> : <span className={styles.muted}>Not set</span>),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      render: (post) => (
        <RowActions
          name={post.title}
          onEdit={canUpdate ? () => setForm({ post }) : undefined}
          onDelete={canDelete ? () => setDeleting(post) : undefined}
        />
      ),
    },
  ];

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await deletePost(deleting.id).unwrap();
      notify.success(POSTS_TEXT.deleted);
    } catch (failure) {
      toastFailure(failure, POSTS_TEXT.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Posts"
        description="Projects shown on the public portfolio, newest first."
        actions={
          canCreate && (
            <Button onClick={() => setForm({ post: null })}>
              <Icon name="plus" size={18} />
              Add New
            </Button>
          )
        }
      />
      {canCreate && !canDelete && <p className={styles.note}>Your role can create and edit posts; deleting them needs an Admin or a Publisher.</p>}
      <TablePanel
        query={list}
        caption="Posts"
        columns={columns}
        rowKey={(post) => post.id}
        searchText={searchText}
        searchLabel="Search posts"
        searchPlaceholder="Title or category"
        emptyMessage={POSTS_TEXT.empty}
        noMatchMessage={POSTS_TEXT.noMatch}
        loadFailed={POSTS_TEXT.loadFailed}
        loadingLabel="Loading posts..."
      />
      {form && <PostForm post={form.post} canUpload={can('uploads:create')} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete post"
        message={POSTS_TEXT.deleteQuestion}
        detail={deleting?.title}
        busy={isDeleting}
        busyLabel="Deleting..."
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export default PostsPage;
