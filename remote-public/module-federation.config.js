// remote_public: the public website. Each page is its own exposed module (route-level splitting):
// every folder of src/pages with an index.ts is exposed as ./pages/<folder>, so a new page needs no
// entry here. Its route is in src/routes.ts (or in its content type's declaration), which the shell
// reads at runtime as ./routes.
const fs = require('node:fs');
const path = require('node:path');

const pagesDir = path.join(__dirname, 'src/pages');
const pages = fs
  .readdirSync(pagesDir)
  .filter((name) => fs.existsSync(path.join(pagesDir, name, 'index.ts')))
  .sort();

module.exports = {
  name: 'remote_public',
  cssPrefix: 'rp',
  consumes: ['remote_shared'],
  // The route table and the layout load together on every page: one file, not two
  // (docs/performance.md, "First-load JavaScript").
  vendorGroups: {
    siteCore: {
      chunks: (chunk) => chunk.name === '__federation_expose_routes' || chunk.name === '__federation_expose_layout',
      name: 'site-core',
      enforce: true,
      priority: 10,
    },
  },
  exposes: {
    './routes': './src/routes.ts',
    './layout': './src/layout/index.ts',
    // One catalogue of interface strings per locale, loaded only for the page's (docs/i18n.md).
    './messages/en': './src/i18n/messages-en.ts',
    './messages/sw': './src/i18n/messages-sw.ts',
    './messages/fr': './src/i18n/messages-fr.ts',
    ...Object.fromEntries(pages.map((name) => [`./pages/${name}`, `./src/pages/${name}/index.ts`])),
  },
};
