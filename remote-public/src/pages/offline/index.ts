// Exposed as `remote_public/pages/offline`. Not in the route table: the page server renders it at
// /offline for the service worker, which shows it offline for pages not kept on the device
// (docs/offline.md).
export { OfflinePage as default } from './offline-page';
