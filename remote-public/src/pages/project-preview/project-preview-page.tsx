import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { PreviewRecord } from 'remote_shared/api';
import { previewPath, usePublicRead } from 'remote_shared/data';
import { posts } from 'remote_shared/content';
import type { Post, PreviewFacts } from 'remote_shared/schemas';
import { PageMeta } from 'remote_shared/seo';
import { Icon, buttonClassName } from 'remote_shared/ui/core';
import { Section } from '@/blocks/section/section';
import { StatusView } from '@/blocks/status-view/status-view';
import { ProjectView } from '@/pages/project-detail/project-detail-page';
import { projectId } from '@/pages/project-detail/project-id';
import styles from './project-preview-page.module.css';

export const PREVIEW_TEXT = {
  heading: 'Preview: not public',
  invalid: 'Preview link not valid',
  expired: 'Preview link expired',
  missing: 'Project Not Found',
  failed: 'The preview could not be loaded',
} as const;

/** The offices' zone (UTC+3), as the back office schedules in it. */
const eat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const inEat = (iso: string) => `${eat.format(new Date(iso))} (East Africa Time)`;

/** Where the previewed post stands, in a sentence. */
export function standing({ state, pending_state, publish_at }: PreviewFacts): string {
  const scheduled = publish_at ? ` It is scheduled to go public on ${inEat(publish_at)}.` : '';
  if (pending_state) return `These are changes ${pending_state === 'review' ? 'in review' : 'in draft'}; the public page still shows the live version.${scheduled}`;
  if (state === 'draft') return `This project is a draft.${scheduled}`;
  if (state === 'review') return `This project is waiting for review.${scheduled}`;
  if (state === 'unpublished') return `This project is unpublished.${scheduled}`;
  return 'This is the public version.';
}

/**
 * A post's project page before it is public (docs/workflow.md, "Preview"): the page as it would go
 * live, under a notice of where it stands and until when the link works. Never indexed; an expired
 * or forged link says so with its own status (410, 403), never a blank page.
 */
export function ProjectPreviewPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = projectId(params.id);
  const token = search.get('token') ?? '';
  const { data, error: failure, isLoading, isFetching, refetch } = usePublicRead<PreviewRecord>(id === null || !token ? null : previewPath({ path: posts.path, id, token }));
  const status = id === null ? 404 : !token ? 400 : failure?.status;

  let content;
  if (status === 410 || status === 403 || status === 400 || status === 404) {
    const title = status === 410 ? PREVIEW_TEXT.expired : status === 404 ? PREVIEW_TEXT.missing : PREVIEW_TEXT.invalid;
    content = (
      <>
        <PageMeta title={title} description={`${title}. Ask for a new preview link in the back office.`} noindex status={status} />
        <StatusView
          kind="not-found"
          title={title}
          message={failure?.message ?? 'Ask for a new preview link in the back office.'}
          action={
            <Link to="/projects" className={buttonClassName({ variant: 'primary' })}>
              <Icon name="arrow-left" size={18} />
              Back to Projects
            </Link>
          }
        />
      </>
    );
  } else if (failure && !isFetching) {
    content = (
      <>
        <PageMeta title={PREVIEW_TEXT.failed} description={`${PREVIEW_TEXT.failed}. Please try again.`} noindex />
        <StatusView kind="error" title={PREVIEW_TEXT.failed} message={failure.message} retry={{ label: 'Try Again', onClick: () => void refetch() }} />
      </>
    );
  } else if (isLoading || !data) {
    content = (
      <>
        <PageMeta title="Preview" description="A project before it is public." noindex />
        <StatusView kind="loading" title="Loading the preview..." />
      </>
    );
  } else {
    content = (
      <>
        <aside className={styles.notice} aria-labelledby="preview-heading">
          <Icon name="eye" size={22} />
          <div>
            <h2 id="preview-heading" className={styles.heading}>
              {PREVIEW_TEXT.heading}
            </h2>
            <p className={styles.text}>
              {standing(data.preview)} This link works until {inEat(data.preview.expires_at)}.
            </p>
          </div>
        </aside>
        <ProjectView project={data as unknown as Post} noindex />
      </>
    );
  }
  return <Section>{content}</Section>;
}
