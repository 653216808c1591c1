// Exposed as `remote_public/pages/services-human`.
import content from './content';

export { ServicesHumanPage as default } from './services-human-page';

/** The namespace of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = [content.namespace];
