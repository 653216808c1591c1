import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { PreviewRecord } from 'remote_shared/api';
import { previewPath, usePublicRead } from 'remote_shared/data';
import { posts } from 'remote_shared/content';
import { ENGLISH_MONTHS, formatLongDate, type Locale, type Translator } from 'remote_shared/i18n';
import type { Post, PreviewFacts } from 'remote_shared/schemas';
import { PageMeta } from 'remote_shared/seo';
import { Icon, buttonClassName } from 'remote_shared/ui/core';
import { Section } from '@/blocks/section/section';
import { StatusView } from '@/blocks/status-view/status-view';
import { useLocale, useLocalePath, useT } from '@/i18n';
import { ProjectView } from '@/pages/project-detail/project-detail-page';
import { projectId } from '@/pages/project-detail/project-id';
import styles from './project-preview-page.module.css';

type T = Translator['t'];

/** The offices' zone (UTC+3), as the back office schedules in it: the parts, in numbers, to word per language. */
const eat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment in East Africa Time: '5 March 2030 at 14:30 (East Africa Time)', '5 mars 2030 à 14:30 (heure d’Afrique de l’Est)'. */
function inEat(iso: string, locale: Locale, t: T): string {
  const parts = Object.fromEntries(eat.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  const [year, month, day] = [Number(parts.year), Number(parts.month) - 1, Number(parts.day)];
  const date = locale === 'en' ? `${day} ${ENGLISH_MONTHS[month]} ${year}` : formatLongDate(year, month, day, locale);
  return t('preview.when', { date, time: `${parts.hour}:${parts.minute}` });
}

/** Where the previewed post stands, in a sentence. */
function standing({ state, pending_state, publish_at }: PreviewFacts, locale: Locale, t: T): string {
  const scheduled = publish_at ? ` ${t('preview.scheduled', { when: inEat(publish_at, locale, t) })}` : '';
  if (pending_state) return `${pending_state === 'review' ? t('preview.pending.review') : t('preview.pending.draft')}${scheduled}`;
  if (state === 'draft') return `${t('preview.state.draft')}${scheduled}`;
  if (state === 'review') return `${t('preview.state.review')}${scheduled}`;
  if (state === 'unpublished') return `${t('preview.state.unpublished')}${scheduled}`;
  return t('preview.state.published');
}

/** The API's reasons (remote-shared's PREVIEW_MESSAGES, a missing post) in the page's language; others show as they came. */
const REASON_KEYS: Readonly<Record<string, string>> = {
  'This preview link is not valid. Ask for a new one in the back office.': 'preview.reason.forged',
  'This preview link has expired. Ask for a new one in the back office.': 'preview.reason.expired',
  'A preview link needs its token': 'preview.reason.missingToken',
  'Post not found': 'preview.reason.notFound',
};
const reason = (message: string, t: T) => (REASON_KEYS[message] ? t(REASON_KEYS[message]) : message);

/**
 * A post's project page before it is public (docs/workflow.md, "Preview"): the page as it would go
 * live, under a notice of where it stands and until when the link works. Never indexed; an expired
 * or forged link says so with its own status (410, 403), never a blank page.
 */
export function ProjectPreviewPage() {
  // The project's own page is part of the preview: its messages come too.
  const t = useT('preview', 'project');
  const locale = useLocale();
  const lp = useLocalePath();
  const params = useParams();
  const [search] = useSearchParams();
  const id = projectId(params.id);
  const token = search.get('token') ?? '';
  const {
    data,
    error: failure,
    isLoading,
    isFetching,
    refetch,
  } = usePublicRead<PreviewRecord>(id === null || !token ? null : previewPath({ path: posts.path, id, token }));
  const status = id === null ? 404 : !token ? 400 : failure?.status;

  let content;
  if (status === 410 || status === 403 || status === 400 || status === 404) {
    const title = status === 410 ? t('preview.expired') : status === 404 ? t('project.notFound.title') : t('preview.invalid');
    content = (
      <>
        <PageMeta title={title} description={`${title}. ${t('preview.askNew')}`} noindex status={status} />
        <StatusView
          kind="not-found"
          title={title}
          message={failure?.message ? reason(failure.message, t) : t('preview.askNew')}
          action={
            <Link to={lp('/projects')} className={buttonClassName({ variant: 'primary' })}>
              <Icon name="arrow-left" size={18} />
              {t('project.back')}
            </Link>
          }
        />
      </>
    );
  } else if (failure && !isFetching) {
    content = (
      <>
        <PageMeta title={t('preview.failed')} description={`${t('preview.failed')}. ${t('preview.pleaseRetry')}`} noindex />
        <StatusView
          kind="error"
          title={t('preview.failed')}
          message={reason(failure.message, t)}
          retry={{ label: t('status.tryAgain'), onClick: () => void refetch() }}
        />
      </>
    );
  } else if (isLoading || !data) {
    content = (
      <>
        <PageMeta title={t('preview.loading.title')} description={t('preview.loading.description')} noindex />
        <StatusView kind="loading" title={t('preview.loading.label')} />
      </>
    );
  } else {
    content = (
      <>
        <aside className={styles.notice} aria-labelledby="preview-heading">
          <Icon name="eye" size={22} />
          <div>
            <h2 id="preview-heading" className={styles.heading}>
              {t('preview.heading')}
            </h2>
            <p className={styles.text}>
              {standing(data.preview, locale, t)} {t('preview.until', { when: inEat(data.preview.expires_at, locale, t) })}
            </p>
          </div>
        </aside>
        <ProjectView project={data as unknown as Post} noindex />
      </>
    );
  }
  return <Section>{content}</Section>;
}
