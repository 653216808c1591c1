import { useLocation } from 'react-router-dom';
import { failureMessage, localeArgOfPath, usePublicList } from 'remote_shared/data';
import { posts } from 'remote_shared/content';
import { PageMeta } from 'remote_shared/seo';
import { Badge } from 'remote_shared/ui/core';
import { CtaBand } from '@/blocks/cta-band/cta-band';
import { Section } from '@/blocks/section/section';
import { QueryList } from '@/blocks/query-state/query-state';
import { ProjectCard } from './project-card';
import { projectCount } from './project-count';
import styles from './projects-page.module.css';

/**
 * The portfolio (spec §2). A failed load shows the Loading Error view with Retry rather than the
 * empty view (docs/decisions.md). The API sorts newest first by created_at.
 */
export function ProjectsPage() {
  // Content in the address's locale (docs/i18n.md, "Content"): English sends today's request.
  const query = usePublicList(posts, localeArgOfPath(useLocation().pathname));
  const { data, isError, error } = query;
  return (
    <>
      <PageMeta
        title="Our Project Portfolio"
        description="Case studies of software and ICT projects we have delivered for public institutions across Africa: web platforms, mobile apps, infrastructure and consultancy."
        path="/projects"
      />
      <Section
        eyebrow="LATEST CASE STUDIES"
        title="Our Project Portfolio"
        lead="We have delivered successfully several projects across Africa and the listed below are some of them"
      >
        <div className={styles.toolbar}>
          <h3 className={styles.all}>All Projects</h3>
          {data && !isError && <Badge tone="primary">{projectCount(data.length)}</Badge>}
        </div>
        <QueryList
          query={query}
          loading="Loading projects..."
          error={{
            title: 'Loading Error',
            message: (
              <>
                <p>We couldn't load the projects.</p>
                <p>{failureMessage(error, 'Please try again later.')}</p>
              </>
            ),
          }}
          empty={{ title: 'No Projects Found', message: 'There are currently no projects available. Check back later!' }}
          className={styles.grid}
          item={(project, i) => <ProjectCard key={project.id} project={project} eager={i === 0} />}
        />
      </Section>
      <CtaBand title="Your project could be next" text="Tell us what you want to deliver and we will show you how we would do it." action={{ label: 'Hire Us', to: '/contact' }} />
    </>
  );
}
