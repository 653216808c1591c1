// Exposed as `remote_public/pages/why-choose-us`.
export { WhyChooseUsPage as default } from './why-choose-us-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = ['whyUs'] as const;
