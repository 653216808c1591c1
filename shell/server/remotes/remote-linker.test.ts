import { cpSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatPointer } from 'federation/release-pointer';
import { RemoteLinker } from './remote-linker';
import { localPointer } from './release-pointer';
import { dirFiles } from './remote-files';

/** A remote's build folder with a server bundle (a CommonJS map of exposed modules) and a manifest. */
function remoteDir(bundle: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'linker-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server/index.js'), bundle);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
  return dir;
}

const SHARED = `
  const state = { calls: 0 };
  module.exports = { './api': () => ({ state, react: require('react') }) };
`;
const PUBLIC = `
  let page;
  module.exports = { './pages/home': () => (page ??= { shared: require('remote_shared/api'), react: require('react') }) };
`;

describe('RemoteLinker', () => {
  it('links remote imports to the other remote and the singletons to the host', async () => {
    const react = { name: 'host react' };
    const linker = new RemoteLinker(
      { remote_shared: dirFiles(remoteDir(SHARED), '/remotes/shared/'), remote_public: dirFiles(remoteDir(PUBLIC), '/remotes/public/') },
      1000,
      // The linker hands bundles Node's require; this test stands in for it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server bundle is CommonJS: it requires what the linker provides
      (request) => (request === 'react' ? react : require(request)),
    );
    const remotes = await linker.current();
    const home = RemoteLinker.module<{ shared: { state: unknown; react: unknown }; react: unknown }>(remotes, 'remote_public/pages/home');
    const api = RemoteLinker.module<{ state: unknown }>(remotes, 'remote_shared/api');
    expect(home.shared).toBe(api);
    expect(home.react).toBe(react);
    expect(home.shared.react).toBe(react);
  });

  it('refuses a remote built against another React than the page server provides, and keeps the last good link', async () => {
    const dir = remoteDir(`module.exports = { './pages/home': () => ({ text: 'old' }) };`);
    const hostRequire = (request: string): unknown => (request === 'react/package.json' ? { version: '19.3.1' } : {});
    const linker = new RemoteLinker({ remote_public: dirFiles(dir, '/remotes/public/') }, 0, hostRequire);
    const good = await linker.current();
    writeFileSync(path.join(dir, 'server/index.js'), `module.exports = { './pages/home': () => ({ text: 'react 18' }) };`);
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ exposes: [], shared: [{ name: 'react', version: '18.3.1', requiredVersion: '18.3.1' }] }),
    );
    expect(await linker.current()).toBe(good);
    const fresh = new RemoteLinker({ remote_public: dirFiles(dir, '/remotes/public/') }, 0, hostRequire);
    await expect(fresh.current()).rejects.toThrow('remote_public is refused: it was built against react 18.3.1 (the page server provides 19.3.1)');
  });

  it('refuses to link remote_public when the linked remote_shared lacks an export its contract needs', async () => {
    const shared = remoteDir(SHARED);
    const pub = remoteDir(PUBLIC);
    writeFileSync(path.join(shared, 'contract.json'), JSON.stringify({ exposes: { './api': ['api'] }, needs: {} }));
    writeFileSync(path.join(pub, 'contract.json'), JSON.stringify({ exposes: {}, needs: { remote_shared: { './api': ['api', 'useGetPostsQuery'] } } }));
    const linker = new RemoteLinker({ remote_shared: dirFiles(shared, '/remotes/shared/'), remote_public: dirFiles(pub, '/remotes/public/') }, 1000, require);
    await expect(linker.current()).rejects.toThrow(
      'remote_public is refused: it needs useGetPostsQuery from remote_shared/api, which remote_shared as served does not export',
    );
  });

  it('refuses a bundle that requires a package the page server does not provide', async () => {
    const linker = new RemoteLinker(
      { remote_public: dirFiles(remoteDir(`module.exports = { './x': () => require('left-pad') };`), '/remotes/public/') },
      1000,
      require,
    );
    await expect(linker.current()).rejects.toThrow('requires left-pad, which the page server does not provide');
  });

  it('relinks when a remote is released, and keeps the last good link when a release is broken', async () => {
    const dir = remoteDir(`module.exports = { './pages/home': () => ({ text: 'old' }) };`);
    const linker = new RemoteLinker({ remote_public: dirFiles(dir, '/remotes/public/') }, 0, require);
    const first = await linker.current();
    expect(RemoteLinker.module<{ text: string }>(first, 'remote_public/pages/home').text).toBe('old');

    writeFileSync(path.join(dir, 'server/index.js'), `module.exports = { './pages/home': () => ({ text: 'new' }) };`);
    const second = await linker.current();
    expect(RemoteLinker.module<{ text: string }>(second, 'remote_public/pages/home').text).toBe('new');
    expect(linker.version).toBe(2);

    writeFileSync(path.join(dir, 'server/index.js'), `throw new Error('half uploaded');`);
    const third = await linker.current();
    expect(RemoteLinker.module<{ text: string }>(third, 'remote_public/pages/home').text).toBe('new');
  });

  it('follows a release root: links the release current.json names, and the next one when the pointer moves', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const release = (id: string, text: string) => {
      cpSync(remoteDir(`module.exports = { './pages/home': () => ({ text: '${text}' }) };`), path.join(root, id), { recursive: true });
      writeFileSync(path.join(root, id, 'release.json'), JSON.stringify({ release: id, builtAt: `2026-11-22T18:0${text.length}:00.000Z` }));
    };
    release('0.1.0-aaaaaaa', 'old');
    release('0.1.0-bbbbbbb', 'newer');
    const point = (id: string) =>
      writeFileSync(path.join(root, 'current.json'), formatPointer({ release: id, releasedAt: '2026-11-22T18:10:00.000Z', history: [] }));
    point('0.1.0-aaaaaaa');
    const linker = new RemoteLinker({ remote_public: localPointer(path.join(root, 'current.json'), '/remotes/public/', 0) }, 0, require);

    const first = await linker.current();
    expect(RemoteLinker.module<{ text: string }>(first, 'remote_public/pages/home').text).toBe('old');
    expect(first.get('remote_public')).toMatchObject({ release: '0.1.0-aaaaaaa', builtAt: '2026-11-22T18:03:00.000Z' });
    expect(first.get('remote_public')!.files.publicBase).toBe('/remotes/public/0.1.0-aaaaaaa/');

    point('0.1.0-bbbbbbb');
    const second = await linker.current();
    expect(RemoteLinker.module<{ text: string }>(second, 'remote_public/pages/home').text).toBe('newer');
    expect(second.get('remote_public')!.files.publicBase).toBe('/remotes/public/0.1.0-bbbbbbb/');

    // A pointer naming something that is not a release keeps the last good link.
    writeFileSync(path.join(root, 'current.json'), JSON.stringify({ release: '../elsewhere', releasedAt: '2026-11-22T18:10:00.000Z', history: [] }));
    expect((await linker.current()).get('remote_public')!.release).toBe('0.1.0-bbbbbbb');
  });
});
