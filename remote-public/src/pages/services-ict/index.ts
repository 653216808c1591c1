// Exposed as `remote_public/pages/services-ict`.
import content from './content';

export { ServicesIctPage as default } from './services-ict-page';

/** The namespace of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = [content.namespace];
