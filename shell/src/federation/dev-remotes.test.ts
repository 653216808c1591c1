import type { RuntimeConfig } from 'remote_shared/config';
import { isLoopbackAddress, withDevRemotes } from './dev-remotes';

const config = {
  remotes: { remote_shared: '/remotes/shared/remoteEntry.js', remote_admin: '/remotes/admin/remoteEntry.js' },
  apiBaseUrl: '',
  upload: { url: '/api/uploads', preset: 'site', withToken: true },
  site: {},
} as RuntimeConfig;
const quiet = { info: jest.fn(), warn: jest.fn() };

beforeEach(() => window.sessionStorage.clear());

test('only addresses on this machine count as loopback', () => {
  for (const address of [
    'http://localhost:8114/remoteEntry.js',
    'http://127.0.0.1:8114/remoteEntry.js',
    'https://admin.localhost/remoteEntry.js',
    'http://[::1]:8114/remoteEntry.js',
    'http://127.1.2.3/x.js',
  ]) {
    expect(isLoopbackAddress(address)).toBe(true);
  }
  for (const address of [
    'http://evil.example/remoteEntry.js',
    'http://localhost.evil.example/x.js',
    'http://10.0.0.5/x.js',
    'javascript:alert(1)',
    'file:///etc/passwd',
    '/remotes/admin/remoteEntry.js',
    'http://127.0.0.1.evil.example/x.js',
  ]) {
    expect(isLoopbackAddress(address)).toBe(false);
  }
});

test('a tab points a remote at a dev server on this machine, keeps the choice, and goes back with an empty address', () => {
  const pointed = withDevRemotes(config, '?dev-remote=remote_admin@http://localhost:8114/remoteEntry.js', window.sessionStorage, quiet);
  expect(pointed.remotes).toEqual({ ...config.remotes, remote_admin: 'http://localhost:8114/remoteEntry.js' });
  // The next page of the tab, without the parameter.
  expect(withDevRemotes(config, '', window.sessionStorage, quiet).remotes.remote_admin).toBe('http://localhost:8114/remoteEntry.js');
  expect(withDevRemotes(config, '?dev-remote=remote_admin@', window.sessionStorage, quiet).remotes).toEqual(config.remotes);
});

test('an address elsewhere or an unknown remote is refused, saying so', () => {
  const warn = jest.fn();
  const result = withDevRemotes(
    config,
    '?dev-remote=remote_admin@http://evil.example/remoteEntry.js&dev-remote=remote_nope@http://localhost:1/x.js',
    window.sessionStorage,
    { info: jest.fn(), warn },
  );
  expect(result.remotes).toEqual(config.remotes);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('loopback addresses only'));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no remote is named remote_nope'));
  // A choice stored by hand with an address elsewhere is not taken either.
  window.sessionStorage.setItem('shell:dev-remotes', JSON.stringify({ remote_admin: 'http://evil.example/remoteEntry.js' }));
  expect(withDevRemotes(config, '', window.sessionStorage, quiet).remotes).toEqual(config.remotes);
});
