// remote_admin: the back office, loaded by the shell only on /admin routes.
module.exports = {
  name: 'remote_admin',
  cssPrefix: 'ra',
  consumes: ['remote_shared'],
  exposes: {
    './app': './src/app.tsx',
  },
  // The back office is rendered in the browser only.
  skipServer: true,
};
