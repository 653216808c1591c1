import { Link } from 'react-router-dom';
import { posts } from 'remote_shared/content';
import type { Post } from 'remote_shared/schemas';
import { VisuallyHidden } from 'remote_shared/ui/core';
import { ResponsiveImage } from '@/blocks/responsive-image/responsive-image';
import { useLocalePath } from '@/i18n';
import styles from './project-card.module.css';

/** A card's width in the grid of 1 to 4 columns (projects-page.module.css: 1200 px page, 16 px margins, 24 px gaps). */
const CARD_SIZES = '(min-width: 1280px) 274px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)';

/**
 * A project in the portfolio grid (spec §2): its image (a gradient when it has none), title, and
 * the client or else the category. The link carries the title as `name` for the detail page's banner.
 */
export function ProjectCard({
  project,
  eager = false,
}: {
  project: Pick<Post, 'id' | 'title' | 'client' | 'category' | 'image_url' | 'images'>;
  eager?: boolean;
}) {
  const lp = useLocalePath();
  const to = lp(`/projects/${project.id}?${new URLSearchParams({ name: project.title })}`);
  const by = project.client || project.category;
  return (
    <li className={styles.item}>
      <Link to={to} className={styles.card}>
        {project.image_url ? (
          <ResponsiveImage className={styles.image} record={project} type={posts} sizes={CARD_SIZES} alt="" loading={eager ? 'eager' : 'lazy'} />
        ) : (
          <span className={styles.gradient} aria-hidden="true" />
        )}
        <span className={styles.overlay}>
          <span className={styles.title}>{project.title}</span>
          {by && (
            <span className={styles.meta}>
              <VisuallyHidden>, </VisuallyHidden>
              {by}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
