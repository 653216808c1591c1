// Exposed as `remote_public/layout`: header, footer and banner around every public page.
export { PublicLayout as default } from './public-layout';
