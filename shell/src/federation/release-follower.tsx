// Open tabs follow a release (docs/decisions/0113-open-tabs-check-on-navigation-not-on-a-timer.md).
// A tab keeps running the releases it loaded: their folders stay on the origins, so its chunks
// still load. After each navigation to another page, and after a remote failed to load, the shell
// asks the page server which releases run now (/runtime-config.json, a few hundred bytes); when they
// differ from the tab's, it loads the page anew, once: the new page names the new releases. The
// releases it reloaded for are kept in sessionStorage, so a configuration that keeps disagreeing
// (a cache in between) costs one reload, never a loop. Just before reloading it dispatches
// BEFORE_RELEASE_RELOAD, so an open form keeps what was typed (the back office restores it).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { RuntimeConfig } from 'remote_shared/config';
import { CODE_LOAD_FAILED } from 'federation/release-events';
import { isPointerLocation } from 'federation/release-pointer-location';
import { REMOTE_FAILURE_EVENT } from './error-plugin';
import type { FollowerOptions } from './release-check';

/** The comparison itself is loaded at the first check (release-check.ts): public pages' first load carries only this. */
const loadCheck = () => import(/* webpackChunkName: "release-check" */ './release-check');

/** A configuration with release pointers among its remotes resolved (release-check.ts); else as it is. */
export async function withPointersResolved(config: RuntimeConfig): Promise<RuntimeConfig> {
  return Object.values(config.remotes).some(isPointerLocation) ? (await loadCheck()).resolvePointers(config) : config;
}

export interface ReleaseFollower {
  /** Compares the releases with the page server's; reloads (once for those releases) when they moved. Resolves whether it reloads. */
  check(): Promise<boolean>;
}

/** Follows the releases for a tab that runs `running`; checks made while one runs share it. */
export function createReleaseFollower(running: RuntimeConfig, options: FollowerOptions = {}): ReleaseFollower {
  let pending: Promise<boolean> | null = null;
  return {
    check() {
      pending ??= loadCheck()
        .then(({ compareReleases }) => compareReleases(running, options))
        .catch(() => false)
        .finally(() => (pending = null));
      return pending;
    },
  };
}

/** Inside the router: checks after every navigation to another page, and after a remote failed to load. */
export function FollowReleases({ follower }: { follower: ReleaseFollower }) {
  const { pathname } = useLocation();
  const opened = useRef(true);
  useEffect(() => {
    // The page the tab opened with names the page server's releases: nothing to compare yet.
    if (opened.current) opened.current = false;
    else void follower.check();
  }, [pathname, follower]);
  useEffect(() => {
    const check = () => void follower.check();
    window.addEventListener(REMOTE_FAILURE_EVENT, check);
    window.addEventListener(CODE_LOAD_FAILED, check);
    return () => {
      window.removeEventListener(REMOTE_FAILURE_EVENT, check);
      window.removeEventListener(CODE_LOAD_FAILED, check);
    };
  }, [follower]);
  return null;
}
