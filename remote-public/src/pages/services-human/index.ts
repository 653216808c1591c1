// Exposed as `remote_public/pages/services-human`.
export { ServicesHumanPage as default } from './services-human-page';
