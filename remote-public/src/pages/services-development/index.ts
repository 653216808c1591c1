// Exposed as `remote_public/pages/services-development`.
import content from './content';

export { ServicesDevelopmentPage as default } from './services-development-page';

/** The namespace of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = [content.namespace];
