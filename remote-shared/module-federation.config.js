// remote_shared: what every other front end builds on.
const PUBLIC_CORE = new Set(['data', 'ui__core', 'content', 'config', 'seo', 'i18n'].map((expose) => `__federation_expose_${expose}`));

module.exports = {
  name: 'remote_shared',
  cssPrefix: 'rs',
  // RTK Query (provided by this remote, not the shell) ships as one file.
  vendorGroups: {
    query: {
      test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema[\\/]utils)[\\/]/,
      name: 'rtk-query',
      enforce: true,
      priority: 20,
    },
    // The exposes every public page loads ship as one file: six requests were five response headers
    // and copies of the modules they share (the locales, the site settings) more than needed
    // (docs/performance.md, "First-load JavaScript").
    publicCore: {
      chunks: (chunk) => PUBLIC_CORE.has(chunk.name),
      name: 'public-core',
      enforce: true,
      priority: 10,
    },
  },
  exposes: {
    './api': './src/api/index.ts',
    // Public reads without Redux: what a public page's first load carries instead of ./api.
    './data': './src/data/index.ts',
    './session': './src/session/index.ts',
    './ui': './src/ui/index.ts',
    './ui/core': './src/ui/core/index.ts',
    './config': './src/config/index.ts',
    './upload': './src/upload/index.ts',
    // The contracts package (contracts/), as the remotes have always imported it. Its own entry files,
    // not re-exports of them in src/: a re-exporting module made the content declarations' exports
    // a second time in the file every public page loads, and moved the contracts out of the
    // schemas file into a chunk of their own, one request more on the sign-in page
    // (docs/decisions/0320-the-schemas-and-content-exposes-are-the-contracts-entry-files.md).
    './schemas': '../contracts/src/index.ts',
    // The content declarations alone, without zod: what the public pages read.
    './content': '../contracts/src/content/index.ts',
    './seo': './src/seo/index.ts',
    // The languages and the message runtime (intl-messageformat without its parser): public pages load it.
    './i18n': './src/i18n/index.ts',
    './notify': './src/notify/index.ts',
  },
};
