// Exposed as `remote_public/pages/about-us`.
export { AboutUsPage as default } from './about-us-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = ['about'] as const;
