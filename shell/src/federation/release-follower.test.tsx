import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RuntimeConfig } from 'remote_shared/config';
import { fakeApi } from 'tools/jest/fake-api';
import { BEFORE_RELEASE_RELOAD, CODE_LOAD_FAILED } from 'federation/release-events';
import { REMOTE_FAILURE_EVENT } from './error-plugin';
import { RELOADED_FOR, resolvePointers } from './release-check';
import { FollowReleases, createReleaseFollower, type ReleaseFollower } from './release-follower';

const config = (publicEntry: string): RuntimeConfig => ({
  remotes: { remote_shared: '/remotes/shared/0.1.0-aaaaaaa/remoteEntry.js', remote_public: publicEntry, remote_admin: '/remotes/admin/remoteEntry.js' },
  apiBaseUrl: '',
  upload: { url: '/api/uploads', preset: 'site', withToken: true },
  site: {},
});
const FIRST = config('/remotes/public/0.1.0-aaaaaaa/remoteEntry.js');
const SECOND = config('/remotes/public/0.1.0-bbbbbbb/remoteEntry.js');

afterEach(() => window.sessionStorage.clear());

describe('createReleaseFollower', () => {
  it('changes nothing while the page server runs the releases this tab runs', async () => {
    const reload = jest.fn();
    const follower = createReleaseFollower(FIRST, { read: async () => structuredClone(FIRST), reload });
    expect(await follower.check()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a release moved, after telling the page to keep what was typed, and never again for the same releases', async () => {
    const reload = jest.fn();
    const kept = jest.fn();
    window.addEventListener(BEFORE_RELEASE_RELOAD, kept);
    try {
      expect(await createReleaseFollower(FIRST, { read: async () => SECOND, reload }).check()).toBe(true);
      expect(kept).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(1);
      // The page after the reload still runs FIRST (a cache answered it): the same releases are not reloaded for twice.
      expect(await createReleaseFollower(FIRST, { read: async () => SECOND, reload }).check()).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
      // A later release is followed again, once.
      const third = config('/remotes/public/0.1.0-ccccccc/remoteEntry.js');
      expect(await createReleaseFollower(FIRST, { read: async () => third, reload }).check()).toBe(true);
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      window.removeEventListener(BEFORE_RELEASE_RELOAD, kept);
    }
  });

  it('keeps running when the page server cannot be asked, or when a reload could not be remembered', async () => {
    const reload = jest.fn();
    expect(await createReleaseFollower(FIRST, { read: () => Promise.reject(new Error('offline')), reload }).check()).toBe(false);
    expect(await createReleaseFollower(FIRST, { read: async () => SECOND, reload, storage: null }).check()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks the page server once for checks made at the same time', async () => {
    const read = jest.fn(async () => FIRST);
    const follower = createReleaseFollower(FIRST, { read, reload: jest.fn() });
    await Promise.all([follower.check(), follower.check()]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads /runtime-config.json by default, resolving release pointers in it', async () => {
    fakeApi.answer('GET /runtime-config.json', { body: { ...FIRST, remotes: { ...FIRST.remotes, remote_public: '/remotes/public/current.json' } } });
    fakeApi.answer('GET /remotes/public/current.json', { body: { release: '0.1.0-bbbbbbb', releasedAt: '2026-11-22T18:10:00.000Z', history: [] } });
    const reload = jest.fn();
    expect(await createReleaseFollower(FIRST, { reload }).check()).toBe(true);
    expect(window.sessionStorage.getItem(RELOADED_FOR)).toContain('http://localhost/remotes/public/0.1.0-bbbbbbb/remoteEntry.js');
  });
});

describe('resolvePointers', () => {
  it("names each pointer's current release, and an address that fails when the pointer cannot be read", async () => {
    fakeApi.answer('GET /remotes/public/current.json', {
      body: { release: '0.1.0-bbbbbbb', releasedAt: '2026-11-22T18:10:00.000Z', history: ['0.1.0-aaaaaaa'] },
    });
    fakeApi.answer('GET /remotes/admin/current.json', { status: 404, body: { message: 'Not found' } });
    const resolved = await resolvePointers({
      ...FIRST,
      remotes: { ...FIRST.remotes, remote_public: '/remotes/public/current.json', remote_admin: 'http://localhost/remotes/admin/current.json' },
    });
    expect(resolved.remotes).toEqual({
      remote_shared: FIRST.remotes.remote_shared,
      remote_public: 'http://localhost/remotes/public/0.1.0-bbbbbbb/remoteEntry.js',
      remote_admin: 'http://localhost/remotes/admin/remoteEntry.js',
    });
  });
});

describe('FollowReleases', () => {
  function renderAt(follower: ReleaseFollower) {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Link to="/projects">Projects</Link>} />
          <Route path="/projects" element={<Link to="/projects?page=2">Next page</Link>} />
        </Routes>
        <FollowReleases follower={follower} />
      </MemoryRouter>,
    );
  }

  it('checks after a navigation to another page, not when the tab opens nor when only the query changes', async () => {
    const follower = { check: jest.fn(async () => false) };
    renderAt(follower);
    expect(follower.check).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Projects' }));
    expect(follower.check).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(follower.check).toHaveBeenCalledTimes(1);
  });

  it('checks when a remote or a chunk of its code failed to load', () => {
    const follower = { check: jest.fn(async () => false) };
    renderAt(follower);
    act(() => {
      window.dispatchEvent(new CustomEvent(REMOTE_FAILURE_EVENT, { detail: {} }));
      window.dispatchEvent(new Event(CODE_LOAD_FAILED));
    });
    expect(follower.check).toHaveBeenCalledTimes(2);
  });
});
