import { failureMessage } from 'remote_shared/data';
import { posts } from 'remote_shared/content';
import { PageMeta } from 'remote_shared/seo';
import { Badge } from 'remote_shared/ui/core';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { Section } from '@/blocks/section/section';
import { QueryList } from '@/blocks/query-state/query-state';
import { useLocalizedList, useT } from '@/i18n';
import { ProjectCard } from './project-card';
import styles from './projects-page.module.css';

/**
 * The portfolio (spec §2). A failed load shows the Loading Error view with Retry rather than the
 * empty view (docs/decisions/0019-failed-loads-are-never-shown-as-empty-pages.md). The API sorts newest first by created_at.
 */
export function ProjectsPage() {
  const t = useT('projects');
  const query = useLocalizedList(posts);
  const { data, isError, error } = query;
  // The API's own message as it came (its words are English); an unreachable server in the page's language.
  const reason = error?.status === 'NETWORK_ERROR' ? t('status.networkError') : failureMessage(error, t('projects.error.later'));
  return (
    <>
      <PageMeta title={t('projects.title')} description={t('projects.meta.description')} path="/projects" />
      <Section eyebrow={t('projects.eyebrow')} title={t('projects.title')} lead={t('projects.lead')}>
        <div className={styles.toolbar}>
          <h3 className={styles.all}>{t('projects.all')}</h3>
          {/* 'N project(s)' of spec §2, plural per language. */}
          {data && !isError && <Badge tone="primary">{t('projects.count', { count: data.length })}</Badge>}
        </div>
        <QueryList
          query={query}
          loading={t('projects.loading')}
          error={{
            title: t('projects.error.title'),
            message: (
              <>
                <p>{t('projects.error.message')}</p>
                <p>{reason}</p>
              </>
            ),
          }}
          empty={{ title: t('projects.empty.title'), message: t('projects.empty.message') }}
          className={styles.grid}
          item={(project, i) => <ProjectCard key={project.id} project={project} eager={i === 0} />}
        />
      </Section>
      <CtaBand title={t('projects.cta.title')} text={t('projects.cta.text')} />
    </>
  );
}
