// Exposed as `remote_public/pages/services-strategy`.
import content from './content';

export { ServicesStrategyPage as default } from './services-strategy-page';

/** The namespace of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = [content.namespace];
