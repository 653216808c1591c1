import type { LinkedRemote } from '../remotes/remote-linker';
import { pageAssets } from './page-assets';

const sheet = (file: string) => ({ body: Buffer.from(`/* ${file} */`) });

/** A remote_public with a page whose blocks below the fold load `later.css` and share `both.css` with the page itself. */
function remotes(): Map<string, LinkedRemote> {
  const expose = (path: string, sync: string[], async: string[]) => ({
    path,
    assets: { js: { sync: [`${path.slice(2)}.js`], async: [] }, css: { sync, async } },
  });
  const remote = {
    name: 'remote_public',
    files: { publicBase: '/remotes/public/', read: async (file: string) => sheet(file) },
    manifest: {
      exposes: [expose('./pages/home', ['home.css', 'both.css'], ['later.css', 'both.css']), expose('./layout', ['layout.css'], ['panel.css'])],
      shared: [],
    },
  };
  return new Map([['remote_public', remote as unknown as LinkedRemote]]);
}

/** A shared library a remote provides itself, in its manifest. */
const library = (name: string, file = 'lib.js') => ({ name, assets: { js: { sync: [file], async: [] }, css: { sync: [], async: [] } } });

describe('pageAssets', () => {
  it('inlines what the modules render at once and links for later what their lazily loaded parts bring, never both', async () => {
    const assets = await pageAssets(
      remotes(),
      ['remote_public/layout', 'remote_public/pages/home'],
      'http://site',
      new Set(),
      new Set(['remote_public/layout', 'remote_public/pages/home']),
    );
    expect(assets.css.map((c) => c.href)).toEqual([
      'http://site/remotes/public/layout.css',
      'http://site/remotes/public/home.css',
      'http://site/remotes/public/both.css',
    ]);
    expect(assets.css[1]!.text).toBe('/* home.css */');
    expect(assets.laterCss).toEqual(['http://site/remotes/public/panel.css', 'http://site/remotes/public/later.css']);
  });

  it('links nothing for modules not named as having parts for later', async () => {
    const assets = await pageAssets(remotes(), ['remote_public/pages/home'], 'http://site', new Set());
    expect(assets.laterCss).toBeUndefined();
    expect(assets.css.map((c) => c.href)).toEqual(['http://site/remotes/public/home.css', 'http://site/remotes/public/both.css']);
  });

  it('lists each script once, though the remote names a shared library twice and two modules need it', async () => {
    const map = remotes();
    const remote = map.get('remote_public') as unknown as { manifest: { shared: unknown[] } };
    remote.manifest.shared = [library('date-fns'), library('date-fns/locale')];
    const assets = await pageAssets(map, ['remote_public/layout', 'remote_public/pages/home'], 'http://site', new Set());
    expect(assets.js).toEqual([
      'http://site/remotes/public/remoteEntry.js',
      'http://site/remotes/public/lib.js',
      'http://site/remotes/public/layout.js',
      'http://site/remotes/public/pages/home.js',
    ]);
  });

  it('preloads no Redux for a public page (docs/performance.md, "First-load JavaScript"), and the back office\'s when asked', async () => {
    const map = remotes();
    const remote = map.get('remote_public') as unknown as { manifest: { shared: unknown[] } };
    remote.manifest.shared = [library('@reduxjs/toolkit/query/react', 'rtk-query.js'), library('react-redux', 'react-redux.js')];
    const page = await pageAssets(map, ['remote_public/layout'], 'http://site', new Set());
    expect(page.js).toEqual(['http://site/remotes/public/remoteEntry.js', 'http://site/remotes/public/layout.js']);
    const backOffice = await pageAssets(map, ['remote_public/layout'], 'http://site', new Set(), new Set(), () => true);
    expect(backOffice.js).toContain('http://site/remotes/public/rtk-query.js');
    expect(backOffice.js).toContain('http://site/remotes/public/react-redux.js');
  });
});
