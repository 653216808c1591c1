// Exposed as `remote_public/pages/services-ict`.
export { ServicesIctPage as default } from './services-ict-page';
