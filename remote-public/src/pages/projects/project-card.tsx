import { Link } from 'react-router-dom';
import { resolveAssetUrl } from 'remote_shared/config';
import type { Post } from 'remote_shared/schemas';
import { VisuallyHidden } from 'remote_shared/ui/core';
import styles from './project-card.module.css';

/**
 * A project in the portfolio grid (spec §2): its image (a gradient when it has none), title, and
 * the client or else the category. The link carries the title as `name` for the detail page's banner.
 */
export function ProjectCard({ project, eager = false }: { project: Pick<Post, 'id' | 'title' | 'client' | 'category' | 'image_url'>; eager?: boolean }) {
  const image = resolveAssetUrl(project.image_url);
  const to = `/projects/${project.id}?${new URLSearchParams({ name: project.title })}`;
  const by = project.client || project.category;
  return (
    <li className={styles.item}>
      <Link to={to} className={styles.card}>
        {image ? (
          <img className={styles.image} src={image} alt="" width={1600} height={900} loading={eager ? 'eager' : 'lazy'} />
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
