// remote_public: the public website. Each page is its own exposed module (route-level splitting);
// the shell's route table (shell/src/app/route-table.ts) names them.
module.exports = {
  name: 'remote_public',
  cssPrefix: 'rp',
  consumes: ['remote_shared'],
  exposes: {
    './layout': './src/layout/index.ts',
    './pages/home': './src/pages/home/index.ts',
    './pages/about-us': './src/pages/about-us/index.ts',
    './pages/mission-vision': './src/pages/mission-vision/index.ts',
    './pages/why-choose-us': './src/pages/why-choose-us/index.ts',
    './pages/our-team': './src/pages/our-team/index.ts',
    './pages/services-strategy': './src/pages/services-strategy/index.ts',
    './pages/services-human': './src/pages/services-human/index.ts',
    './pages/services-ict': './src/pages/services-ict/index.ts',
    './pages/services-development': './src/pages/services-development/index.ts',
    './pages/contact': './src/pages/contact/index.ts',
    './pages/projects': './src/pages/projects/index.ts',
    './pages/project-detail': './src/pages/project-detail/index.ts',
  },
};
