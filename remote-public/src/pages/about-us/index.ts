// Exposed as `remote_public/pages/about-us`.
export { AboutUsPage as default } from './about-us-page';
