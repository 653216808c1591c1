import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleSource } from './module-source';
import { track, type Tracked } from './tracked';

/** Absolute addresses, so every container that names a remote resolves to the same script. */
function absoluteRemotes(remotes: Record<string, string>) {
  return Object.entries(remotes).map(([name, entry]) => ({ name, entry: new URL(entry, document.baseURI).href }));
}

export function createBrowserSource(remotes: Record<string, string>): ModuleSource {
  const registered = absoluteRemotes(remotes);
  registerRemotes(registered);
  const cache = new Map<string, Tracked<unknown>>();
  return {
    get<T>(id: string) {
      let entry = cache.get(id) as Tracked<T> | undefined;
      if (!entry) {
        entry = track(
          loadRemote<T>(id).then((module) => {
            if (!module) throw new Error(`${id} could not be loaded`);
            return module;
          }),
        );
        cache.set(id, entry);
      }
      return entry;
    },
    reset(remote: string) {
      for (const id of [...cache.keys()]) if (id.startsWith(`${remote}/`)) cache.delete(id);
      const entry = registered.find((r) => r.name === remote);
      // `force` drops the failed container so the next load fetches its entry again.
      if (entry) registerRemotes([entry], { force: true });
    },
  };
}
