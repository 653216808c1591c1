import type { RuntimeConfig } from 'remote_shared/config';
import { REMOTE_PATHS, type WebConfig } from '../config';
import { contractVerdicts } from './contract-verdicts';
import type { ReleasePointer } from './release-pointer';
import type { LinkedRemote } from './remote-linker';
import type { RemoteFiles } from './remote-files';
import { REMOTE_NAMES, isHttp, remoteLocations, type RemoteName } from './sources';

/** `entries`: the remoteEntry.js each remote is loaded from (a release root's resolved to its current release). */
export function runtimeConfigFrom(config: WebConfig, entries: Partial<Record<RemoteName, string>> = {}): RuntimeConfig {
  return {
    remotes: { ...remoteLocations(config), ...entries },
    apiBaseUrl: config.PUBLIC_API_URL,
    upload: { url: config.UPLOAD_URL, preset: config.UPLOAD_PRESET, withToken: config.UPLOAD_WITH_TOKEN },
    site: { ...config.siteOverrides, ...(config.SITE_URL ? { siteUrl: config.SITE_URL } : {}) },
  };
}

export interface RuntimeConfigFor {
  config: RuntimeConfig;
  /** The release each remote on a release root runs in that configuration. */
  releases: Record<string, string>;
}

interface Sources {
  config: WebConfig;
  pointers: ReadonlyMap<RemoteName, ReleasePointer>;
  plainFiles: (name: RemoteName) => RemoteFiles;
}

/**
 * The runtime configuration a page goes out with. A server-rendered page names the releases it
 * was rendered with (`remotes`), so its hydration loads exactly those, whatever the pointers
 * say by the time the browser asks; other remotes are resolved from their pointers now.
 */
export function runtimeConfigs({ config, pointers, plainFiles }: Sources): (remotes: Map<string, LinkedRemote> | null) => Promise<RuntimeConfigFor> {
  // Contracts are compared per combination of builds, re-read as often as the builds are checked
  // (every second on this machine, every REMOTE_REFRESH_MS from other origins), not on every page.
  const contractEveryMs = Object.values(remoteLocations(config)).some(isHttp) ? Math.max(1000, config.REMOTE_REFRESH_MS) : 1000;
  let verdicts: { key: string; at: number; value: Promise<Record<string, string>> } | null = null;
  const verdictsFor = (files: Partial<Record<RemoteName, RemoteFiles>>, sharedRelease: string | null) => {
    const key = REMOTE_NAMES.map((name) => files[name]?.publicBase ?? '').join(' ');
    if (!verdicts || verdicts.key !== key || Date.now() - verdicts.at > contractEveryMs) {
      verdicts = { key, at: Date.now(), value: contractVerdicts(files, sharedRelease).catch(() => ({})) };
    }
    return verdicts.value;
  };

  return async (remotes) => {
    const entries: Partial<Record<RemoteName, string>> = {};
    const releases: Record<string, string> = {};
    const files: Partial<Record<RemoteName, RemoteFiles>> = {};
    for (const name of REMOTE_NAMES) {
      const pointer = pointers.get(name);
      const linked = remotes?.get(name);
      if (!pointer) {
        files[name] = linked?.files ?? plainFiles(name);
        continue;
      }
      const release = linked?.release ?? (await pointer.current().catch(() => null));
      if (!release) {
        // Never read yet: an address that fails, so the browser's boundary says the remote is unavailable.
        entries[name] = `${isHttp(pointer.root) ? `${pointer.root}/` : REMOTE_PATHS[name]}remoteEntry.js`;
        continue;
      }
      releases[name] = release;
      files[name] = linked?.files ?? pointer.filesOf(release);
      entries[name] = `${files[name].publicBase}remoteEntry.js`;
    }
    const refused = await verdictsFor(files, releases.remote_shared ?? null);
    return { config: { ...runtimeConfigFrom(config, entries), ...(Object.keys(refused).length ? { refused } : {}) }, releases };
  };
}
