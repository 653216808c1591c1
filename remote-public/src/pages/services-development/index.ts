// Exposed as `remote_public/pages/services-development`.
export { ServicesDevelopmentPage as default } from './services-development-page';
