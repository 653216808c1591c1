// Exposed as `remote_public/pages/why-choose-us`.
export { WhyChooseUsPage as default } from './why-choose-us-page';
