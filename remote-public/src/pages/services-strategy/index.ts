// Exposed as `remote_public/pages/services-strategy`.
export { ServicesStrategyPage as default } from './services-strategy-page';
