// Exposed as `remote_public/pages/offline`. Not in the route table: the page server renders it at
// /offline for the service worker, which shows it offline for pages not kept on the device
// (docs/offline.md).
export { OfflinePage as default } from './offline-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = ['offline'] as const;
