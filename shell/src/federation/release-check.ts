// What an open tab runs compared with what the page server runs now, and the one reload (the
// why is in release-follower.tsx). Loaded at the first check, so a page's first load carries none of it.
import type { RuntimeConfig } from 'remote_shared/config';
import { BEFORE_RELEASE_RELOAD } from 'federation/release-events';
// The pointer's one reader and writer (docs/decisions/0230-one-release-pointer.md).
import { isPointerLocation, parsePointer } from 'federation/release-pointer';
/** sessionStorage: the releases this tab last reloaded for. */
export const RELOADED_FOR = 'shell:reloaded-for-release';

/**
 * A configuration whose remotes may name a release root's current.json (the shell's own origin
 * writes it that way when the page server is down, deploy/nginx/shell-runtime.sh): each becomes
 * its current release's remoteEntry.js. An unreadable pointer becomes an address that fails, so
 * that remote's boundary says it is unavailable.
 */
export async function resolvePointers(config: RuntimeConfig, base = document.baseURI): Promise<RuntimeConfig> {
  const remotes = await Promise.all(
    Object.entries(config.remotes).map(async ([name, entry]) => {
      if (!isPointerLocation(entry)) return [name, entry] as const;
      const pointer = new URL(entry, base);
      try {
        const response = await fetch(pointer, { cache: 'no-cache' });
        if (response.ok) return [name, new URL(`${parsePointer(await response.text()).release}/remoteEntry.js`, pointer).href] as const;
      } catch {
        // below: unavailable
      }
      return [name, new URL('remoteEntry.js', pointer).href] as const;
    }),
  );
  return { ...config, remotes: Object.fromEntries(remotes) };
}

/** The remotes a configuration names, as absolute addresses in one comparable string. */
function releasesOf(config: RuntimeConfig): string {
  return JSON.stringify(
    Object.entries(config.remotes)
      .map(([name, entry]) => [name, new URL(entry, document.baseURI).href])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface FollowerOptions {
  /** The page server's configuration now. */
  read?: () => Promise<RuntimeConfig>;
  reload?: () => void;
  storage?: Storage | null;
}

async function readCurrent(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return resolvePointers((await response.json()) as RuntimeConfig);
}

/**
 * Compares the releases a tab runs with the page server's; when they moved, and this tab has not
 * reloaded for those very releases yet, tells the page and reloads. Resolves whether it reloads.
 */
export async function compareReleases(
  running: RuntimeConfig,
  { read = readCurrent, reload = () => window.location.reload(), storage = sessionStore() }: FollowerOptions = {},
): Promise<boolean> {
  let latest: RuntimeConfig;
  try {
    latest = await read();
  } catch {
    return false; // the page server is away: this tab's releases keep running
  }
  const theirs = releasesOf(latest);
  // Without storage a reload could not be remembered, so there is none: the old releases keep working.
  if (theirs === releasesOf(running) || !storage || storage.getItem(RELOADED_FOR) === theirs) return false;
  storage.setItem(RELOADED_FOR, theirs);
  window.dispatchEvent(new Event(BEFORE_RELEASE_RELOAD));
  reload();
  return true;
}
