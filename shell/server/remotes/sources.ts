import path from 'node:path';
import { REMOTE_DIRS, REMOTE_PATHS, REPO_ROOT, type WebConfig } from '../config';
import { httpPointer, localPointer, type ReleasePointer } from './release-pointer';
import { remoteCodeOrigin } from './remote-origin';
import { dirFiles, httpFiles, type RemoteFiles } from './remote-files';

export const REMOTE_NAMES = ['remote_shared', 'remote_public', 'remote_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isHttp = (location: string) => /^https?:\/\//.test(location);

/** Where each remote is configured: a remoteEntry.js address, or a release root's current.json. */
export function remoteLocations(config: WebConfig): Record<RemoteName, string> {
  return { remote_shared: config.REMOTE_SHARED_URL, remote_public: config.REMOTE_PUBLIC_URL, remote_admin: config.REMOTE_ADMIN_URL };
}

/**
 * A release root's pointer (docs/decisions/0099-the-pointer-is-named-where-a-remote-is-configured.md): over http(s) as it is; otherwise a
 * file on this machine (relative to the repository), whose releases are served at /remotes/<name>/.
 */
export function releasePointer(config: WebConfig, name: RemoteName, location: string, warn: (message: string) => void): ReleasePointer {
  if (isHttp(location)) {
    return httpPointer(location, config.REMOTE_REFRESH_MS, (files, base) => guardedFiles(files, `${base}remoteEntry.js`, config.REMOTE_HTTP_ALLOW, name, warn));
  }
  // A local folder is re-read every second, as a local dist/ is checked (README, "Configuration").
  return localPointer(path.resolve(REPO_ROOT, location), REMOTE_PATHS[name]!, 1000);
}

/** Where the page server reads a remote's build: its folder on one origin, else its own address. */
export function remoteFiles(config: WebConfig, name: string, entry: string, warn: (message: string) => void): RemoteFiles {
  if (isHttp(entry)) return guardedFiles(httpFiles(entry, new URL('.', entry).href), entry, config.REMOTE_HTTP_ALLOW, name, warn);
  return dirFiles(REMOTE_DIRS[name]!, new URL('.', new URL(entry, 'http://same-origin')).pathname);
}

/** How long a verdict on a remote's address is kept (its host name may resolve elsewhere later). */
const ORIGIN_CHECK_MS = 60_000;

/**
 * A remote's files, read only when its address passes `remoteCodeOrigin`. Refused, the remote
 * reads as absent: its pages are then rendered in the browser, and the reason is logged once.
 */
function guardedFiles(files: RemoteFiles, entry: string, allowHosts: string[], name: string, warn: (message: string) => void): RemoteFiles {
  let verdict: { at: number; allowed: Promise<boolean> } | undefined;
  let warned = false;
  const allowed = () => {
    if (!verdict || Date.now() - verdict.at > ORIGIN_CHECK_MS) {
      verdict = {
        at: Date.now(),
        allowed: remoteCodeOrigin(entry, allowHosts).then((v) => {
          if (!v.allowed && !warned) {
            warned = true;
            warn(`${name}: not loading its server bundle from ${entry}: ${v.reason}. Its pages render in the browser instead.`);
          }
          return v.allowed;
        }),
      };
    }
    return verdict.allowed;
  };
  return {
    publicBase: files.publicBase,
    validator: async (file) => ((await allowed()) ? files.validator(file) : null),
    read: async (file) => ((await allowed()) ? files.read(file) : null),
  };
}
