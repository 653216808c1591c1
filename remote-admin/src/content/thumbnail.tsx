import { resolveAssetUrl } from 'remote_shared/config';
import { Icon } from 'remote_shared/ui';
import { useT } from '@/i18n';
import styles from '@/components/section.module.css';

/** A row's image in a table; a person's photo (`avatar`) is round and named, a missing one says so. */
export function Thumbnail({ src, alt = '', avatar = false }: { src: string | null | undefined; alt?: string; avatar?: boolean }) {
  const t = useT();
  const url = resolveAssetUrl(src);
  if (url) return <img src={url} alt={alt} className={avatar ? styles.avatar : styles.thumb} loading="lazy" />;
  return avatar ? (
    <span className={`${styles.noImage} ${styles.avatar}`} aria-label={t('content.noPhoto')} role="img">
      <Icon name="users" size={18} />
    </span>
  ) : (
    <span className={styles.noImage}>
      <Icon name="image" size={18} />
    </span>
  );
}
