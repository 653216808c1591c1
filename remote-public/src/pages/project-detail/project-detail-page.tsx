import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { localeArgOfPath, readArg, usePublicRecord } from 'remote_shared/data';
import { posts } from 'remote_shared/content';
import { resolveAssetUrl } from 'remote_shared/config';
import type { Post } from 'remote_shared/schemas';
import { PageMeta, StructuredData } from 'remote_shared/seo';
import { Badge, Icon, buttonClassName } from 'remote_shared/ui/core';
import { ResponsiveImage, imagePreload, usePicture } from '@/blocks/responsive-image/responsive-image';
import { Section } from '@/blocks/section/section';
import { StatusView } from '@/blocks/status-view/status-view';
import { useLocale, useLocalePath, useT } from '@/i18n';
import { formatPublished, publishedDay } from './format-date';
import { projectId } from './project-id';
import { STATUS_KEYS, statusLabel, statusTone } from './status-tone';
import styles from './project-detail-page.module.css';

/** The image spans the page's column: 1200 px less 16 px margins. */
const DETAIL_SIZES = '(min-width: 1200px) 1168px, calc(100vw - 32px)';

/** Back to Projects goes back in history when the visitor came from within the site, else to /projects. */
function BackToProjects({ variant = 'secondary' }: { variant?: 'secondary' | 'primary' }) {
  const t = useT();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = (event: MouseEvent) => {
    // 'default' is the key of the first page of a visit: there is nothing of ours to go back to.
    if (location.key === 'default' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link to={lp('/projects')} className={buttonClassName({ variant })} onClick={onClick}>
      <Icon name="arrow-left" size={18} />
      {t('project.back')}
    </Link>
  );
}

const excerpt = (text: string) => (text.length > 155 ? `${text.slice(0, 152).trimEnd()}...` : text);

/** One project as its page shows it; also its preview before it is public (`noindex`, pages/project-preview). */
export function ProjectView({ project, noindex = false }: { project: Post; noindex?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const image = resolveAssetUrl(project.image_url);
  // The project's image is the page's largest paint: the page server preloads it.
  const picture = usePicture(project, posts);
  const published = formatPublished(project.published, locale);
  // The machine-readable day beside the shown one (HTML's <time> needs one of them to be).
  const day = publishedDay(project.published);
  const lp = useLocalePath();
  const stored = statusLabel(project.status);
  const statusKey = STATUS_KEYS[stored];
  const status = statusKey ? t(statusKey) : stored;
  const info = [
    { labelKey: 'project.info.published', value: published },
    // Spec §4: a record without a status shows as Pending, here as on the badge.
    { labelKey: 'project.info.status', value: status },
    { labelKey: 'project.info.category', value: project.category },
    { labelKey: 'project.info.client', value: project.client },
  ];
  const summary = project.client
    ? t('project.meta.summaryFor', { category: project.category, client: project.client })
    : t('project.meta.summary', { category: project.category });
  return (
    <article className={styles.project}>
      <PageMeta
        title={project.title}
        description={excerpt(`${summary}. ${project.description}`)}
        path={`/projects/${project.id}`}
        image={image}
        noindex={noindex || undefined}
        preloadImage={imagePreload(picture, DETAIL_SIZES)}
      />
      {/* The description as a search result shows it: the text itself is on the page, not repeated in the head. */}
      {!noindex && (
        <StructuredData
          creativeWork={{
            name: project.title,
            description: excerpt(project.description),
            path: lp(`/projects/${project.id}`),
            image,
            datePublished: day,
            genre: project.category || null,
            status: stored,
          }}
        />
      )}
      <header className={styles.header}>
        <div className={styles.badges}>
          {project.category && <Badge tone="primary">{project.category}</Badge>}
          <Badge tone={statusTone(project.status)}>{status}</Badge>
        </div>
        <h1 className={styles.title}>{project.title}</h1>
        {published && (
          <p className={styles.date}>
            <Icon name="clock" size={18} />
            {day ? <time dateTime={day}>{published}</time> : <span>{published}</span>}
          </p>
        )}
      </header>
      {project.image_url && (
        <div className={styles.media}>
          <ResponsiveImage className={styles.image} record={project} type={posts} sizes={DETAIL_SIZES} alt={project.title} fetchPriority="high" />
        </div>
      )}
      <div className={styles.columns}>
        <section className={styles.description} aria-labelledby="project-description">
          <h2 id="project-description" className={styles.heading}>
            {t('project.description')}
          </h2>
          {project.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
        <aside className={styles.info} aria-labelledby="project-information">
          <h2 id="project-information" className={styles.infoTitle}>
            {t('project.info.title')}
          </h2>
          <dl className={styles.list}>
            {info.map((row) => (
              <div key={row.labelKey} className={styles.row}>
                <dt>{t(row.labelKey)}</dt>
                <dd className={row.value ? undefined : styles.missing}>{row.value || t('project.notSpecified')}</dd>
              </div>
            ))}
          </dl>
          <BackToProjects variant="primary" />
        </aside>
      </div>
    </article>
  );
}

/** Project detail (spec §2): the project, or its loading, error (Try Again) and not-found states. */
export function ProjectDetailPage() {
  const t = useT('project');
  const params = useParams();
  const id = projectId(params.id);
  // The project in the address's locale (docs/i18n.md, "Content"); English reads by the bare id as before.
  const { pathname } = useLocation();
  const { data, isLoading, isError, isFetching, error, refetch } = usePublicRecord(posts, id === null ? null : readArg(id, localeArgOfPath(pathname)));
  // The last failure stays known while a request repeats (as on hydration), so the view does not flicker.
  const status = error?.status;
  const notFound = id === null || status === 404 || status === 400;

  let content;
  if (notFound) {
    content = (
      <>
        <PageMeta title={t('project.notFound.title')} description={t('project.notFound.description')} status={404} />
        <StatusView
          kind="not-found"
          title={t('project.notFound.title')}
          message={t('project.notFound.message')}
          action={<BackToProjects variant="primary" />}
        />
      </>
    );
  } else if (isError && !isFetching) {
    content = (
      <>
        <PageMeta title={t('project.error.title')} description={t('project.error.description')} />
        <StatusView
          kind="error"
          title={t('project.error.title')}
          message={t('project.error.message')}
          retry={{ label: t('status.tryAgain'), onClick: () => void refetch() }}
          action={<BackToProjects />}
        />
      </>
    );
  } else if (isLoading || !data) {
    content = (
      <>
        <PageMeta title={t('project.loading.title')} description={t('project.loading.description')} />
        <StatusView kind="loading" title={t('project.loading.label')} />
      </>
    );
  } else {
    content = <ProjectView project={data} />;
  }
  return <Section>{content}</Section>;
}
