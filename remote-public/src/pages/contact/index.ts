// Exposed as `remote_public/pages/contact`.
export { ContactPage as default } from './contact-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = ['contact'] as const;
