// Loaded only in the browser, by contact-map.tsx, after the contact page has mounted.
import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { getSite } from 'remote_shared/config';
import { useT } from '@/i18n';
import { MAP_CENTER, MAP_ZOOM } from './map-view';
import styles from './leaflet-map.module.css';

/** A drawn pin (Leaflet's default icon images do not survive bundling). */
const PIN = divIcon({
  className: styles.pin,
  html: '<svg width="36" height="46" viewBox="0 0 36 46" aria-hidden="true"><path d="M18 45S3 28.6 3 17a15 15 0 0 1 30 0c0 11.6-15 28-15 28z" fill="#0b6e69" stroke="#fff" stroke-width="2"/><circle cx="18" cy="17" r="6" fill="#f2a93b"/></svg>',
  iconSize: [36, 46],
  iconAnchor: [18, 45],
  popupAnchor: [0, -40],
});

/** Hard-coded sample content of the marker's popup (spec §2). */
const POPUP = {
  address: 'Westlands Business Park, Waiyaki Way, Nairobi',
  rating: 4.8,
  reviews: 126,
};

export function LeafletMap() {
  const t = useT();
  const { name } = getSite();
  const office = t('contact.map.marker', { name });
  return (
    <MapContainer center={MAP_CENTER} zoom={MAP_ZOOM} scrollWheelZoom={false} className={styles.map}>
      <TileLayer
        className={styles.tiles}
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        maxZoom={19}
      />
      <Marker position={MAP_CENTER} icon={PIN} title={office} alt={office}>
        <Popup>
          <strong className={styles.popupTitle}>{name}</strong>
          <span className={styles.popupLine}>{POPUP.address}</span>
          <span className={styles.popupLine}>
            <span className={styles.stars} aria-hidden="true">
              ★★★★★
            </span>{' '}
            {t('contact.map.rating', { rating: POPUP.rating, reviews: POPUP.reviews })}
          </span>
        </Popup>
      </Marker>
    </MapContainer>
  );
}
