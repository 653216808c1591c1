import { act, render, screen } from '@testing-library/react';
import errorPlugin, { REMOTE_FAILURE_EVENT, type RemoteLoadFailure } from './error-plugin';
import { ModuleSourceContext, useRemoteModule, type ModuleSource } from './module-source';
import { RemoteBoundary, UNAVAILABLE_TITLE } from './remote-boundary';
import { assertSameSingletons, type FederationInstance } from './singleton-guard';
import { track } from './tracked';

const instance = (name: string, versions: Record<string, string>): FederationInstance => ({
  name,
  options: { shared: Object.fromEntries(Object.entries(versions).map(([pkg, version]) => [pkg, [{ version, shareConfig: { requiredVersion: version } }]])) },
});
const shell = instance('shell', {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  'react-redux': '9.3.1',
  '@reduxjs/toolkit': '2.14.0',
  immer: '11.2.10',
});

describe('the singleton guard', () => {
  it('lets a remote built against the shell’s versions through', () => {
    expect(() =>
      assertSameSingletons(shell, 'remote_public', [shell, instance('remote_public', { react: '19.3.1', 'react-router-dom': '7.18.5' })]),
    ).not.toThrow();
  });

  it('refuses a remote built against another React or Redux Toolkit, naming each', () => {
    const remote = instance('remote_public', { react: '18.3.1', '@reduxjs/toolkit': '2.0.0', immer: '10.0.0' });
    expect(() => assertSameSingletons(shell, 'remote_public', [shell, remote])).toThrow(
      'remote_public is refused: it was built against react 18.3.1 (the shell provides 19.3.1), @reduxjs/toolkit 2.0.0 (the shell provides 2.14.0)',
    );
  });

  it('judges the remote’s required version, not the one it fell back to', () => {
    const remote: FederationInstance = {
      name: 'remote_admin',
      options: { shared: { react: [{ version: '19.3.1', shareConfig: { requiredVersion: '^18.2.0' } }] } },
    };
    expect(() => assertSameSingletons(shell, 'remote_admin', [shell, remote])).toThrow(/react 18\.2\.0/);
  });

  it('runs when a container initialises, through the shell’s runtime plugin', () => {
    const remote = instance('remote_public', { react: '18.3.1' });
    (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = { __INSTANCES__: [shell, remote] };
    try {
      const plugin = errorPlugin();
      const args = { origin: shell, remoteInfo: { name: 'remote_public' } } as unknown as Parameters<NonNullable<typeof plugin.initContainer>>[0];
      expect(() => plugin.initContainer!(args)).toThrow(/remote_public is refused/);
      const fine = { origin: shell, remoteInfo: { name: 'remote_shared' } } as unknown as typeof args;
      expect(plugin.initContainer!(fine)).toBe(fine);
    } finally {
      delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
    }
  });

  it('refuses a remote the page server found breaking its contract, with the page server’s reason', () => {
    const config = {
      remotes: {},
      apiBaseUrl: '',
      upload: { url: '', preset: '', withToken: false },
      refused: { remote_admin: 'remote_admin is refused: it needs Tooltip from remote_shared/ui' },
    };
    window.__RUNTIME_CONFIG__ = config;
    try {
      const plugin = errorPlugin();
      const args = (name: string) => ({ origin: shell, remoteInfo: { name } }) as unknown as Parameters<NonNullable<typeof plugin.initContainer>>[0];
      expect(() => plugin.initContainer!(args('remote_admin'))).toThrow('remote_admin is refused: it needs Tooltip from remote_shared/ui');
      expect(() => plugin.initContainer!(args('remote_public'))).not.toThrow();
    } finally {
      delete window.__RUNTIME_CONFIG__;
    }
  });

  it('a refused remote shows its section’s unavailable view, never a blank page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures: RemoteLoadFailure[] = [];
    window.addEventListener(REMOTE_FAILURE_EVENT, (event) => failures.push((event as CustomEvent<RemoteLoadFailure>).detail));
    const refusal = new Error('remote_public is refused: it was built against react 18.3.1 (the shell provides 19.3.1)');
    // What the runtime does with the hook's error: errorLoadRemote reports it, then it reaches the boundary.
    void errorPlugin().errorLoadRemote!({ id: 'remote_public/pages/home', error: refusal, lifecycle: 'onLoad', from: 'runtime', origin: shell } as never);
    const source: ModuleSource = { get: () => track(Promise.reject(refusal)) as never, reset: () => undefined };
    function Page() {
      useRemoteModule('remote_public/pages/home');
      return <p>Home</p>;
    }
    await act(async () => {
      render(
        <ModuleSourceContext value={source}>
          <RemoteBoundary remote="remote_public" resetKey="/">
            <Page />
          </RemoteBoundary>
        </ModuleSourceContext>,
      );
    });
    expect(await screen.findByRole('heading', { name: UNAVAILABLE_TITLE })).toBeInTheDocument();
    expect(failures[0]).toMatchObject({ id: 'remote_public/pages/home', message: expect.stringContaining('react 18.3.1') });
  });
});
