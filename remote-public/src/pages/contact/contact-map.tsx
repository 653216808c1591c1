import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Icon } from 'remote_shared/ui/core';
import { whenNearScreen } from '@/blocks/deferred/deferred-block';
import { useT } from '@/i18n';
import styles from './contact-map.module.css';

// Spec §9: 400 px high (contact-map.module.css), zoom 15, centred on the Nairobi head office.
export { MAP_CENTER, MAP_ZOOM } from './map-view';

/**
 * The map of the contact page. Leaflet needs `window` when it loads, so the server and the first
 * browser render show a placeholder of the same 400 px; Leaflet, react-leaflet and Leaflet's CSS are
 * fetched on this page only, when the map is about to come into view (it sits below the form).
 */
export function ContactMap() {
  const t = useT();
  const [Map, setMap] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let active = true;
    const stop = whenNearScreen(
      frame.current!,
      () => {
        import('./leaflet-map').then((module) => active && setMap(() => module.LeafletMap)).catch(() => active && setFailed(true));
      },
      '300px',
    );
    return () => {
      active = false;
      stop();
    };
  }, []);
  return (
    <div ref={frame} className={styles.frame}>
      {Map ? (
        <Map />
      ) : (
        <div className={styles.placeholder} role="img" aria-label={t('contact.map.label')}>
          <Icon name="pin" size={36} />
          <span>{failed ? t('contact.map.failed') : t('contact.map.loading')}</span>
        </div>
      )}
    </div>
  );
}
