import { resolveAssetUrl } from 'remote_shared/config';
import { isIconImage } from 'remote_shared/schemas';
import styles from './content-card.module.css';

/** An icon field's value as it shows: text (an emoji) or the address of an image (spec §3). */
export function IconPreview({ icon }: { icon: string }) {
  if (!icon) return <span className={styles.icon} aria-hidden="true" />;
  if (isIconImage(icon)) return <img src={resolveAssetUrl(icon) ?? ''} alt="" className={styles.iconImage} />;
  return (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  );
}
