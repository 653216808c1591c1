// Exposed as `remote_public/pages/contact`.
export { ContactPage as default } from './contact-page';
