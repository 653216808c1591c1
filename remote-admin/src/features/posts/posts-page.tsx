import { DEFAULT_POST_STATUS, posts, type Post } from 'remote_shared/schemas';
import { Badge, type DataTableColumn } from 'remote_shared/ui';
import { ContentSection, Thumbnail } from '@/content/content-section';
import { PostForm } from './post-form';
import { statusTone } from './status-tone';
import styles from '@/components/section.module.css';

export const POSTS_TEXT = {
  loadFailed: 'Failed to fetch posts',
  empty: 'No posts available',
  noMatch: 'No matching posts found',
  deleteQuestion: 'Are you sure you want to delete this post?',
  deleted: 'Post deleted successfully',
  deleteFailed: 'Failed to delete post',
} as const;

const columns: DataTableColumn<Post>[] = [
  { key: 'image', header: 'Image', width: '6rem', render: (post) => <Thumbnail src={post.image_url} /> },
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
  { key: 'status', header: 'Status', render: (post) => <Badge tone={statusTone(post.status)}>{post.status || DEFAULT_POST_STATUS}</Badge> },
  {
    key: 'published',
    header: 'Published',
    render: (post) => (post.published ? <span className={styles.nowrap}>{post.published}</span> : <span className={styles.muted}>Not set</span>),
  },
];

/** Posts, shown publicly as projects (spec §2): searched by title and category (spec §9). */
export function PostsPage() {
  return (
    <ContentSection<Post>
      type={posts}
      texts={{
        ...POSTS_TEXT,
        caption: 'Posts',
        searchLabel: 'Search posts',
        searchPlaceholder: 'Title or category',
        loadingLabel: 'Loading posts...',
        deleteTitle: 'Delete post',
        readOnlyNote: 'Your role can create and edit posts; deleting them needs an Admin or a Publisher.',
      }}
      columns={columns}
      name={(post) => post.title}
      Form={PostForm}
      hideActionsHeader
    />
  );
}

export default PostsPage;
