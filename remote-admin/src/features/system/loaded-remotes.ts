/** What the federation runtime keeps per remote container (runtime-core's `Module`). */
interface FederationModule {
  inited?: boolean;
  remoteInfo?: { name?: string; entry?: string };
}

interface FederationGlobal {
  __INSTANCES__?: { moduleCache?: Map<string, FederationModule> }[];
}

/**
 * The remotes whose containers this browser has loaded and initialised, by name, with the
 * remoteEntry.js address each came from. Read from the runtime's global (`__FEDERATION__`), which
 * every container on the page shares, so it answers for the shell and every remote alike.
 */
export function loadedRemotes(global: { __FEDERATION__?: FederationGlobal } = globalThis as never): Map<string, string> {
  const loaded = new Map<string, string>();
  for (const instance of global.__FEDERATION__?.__INSTANCES__ ?? []) {
    for (const module of instance.moduleCache?.values() ?? []) {
      const { name, entry } = module.remoteInfo ?? {};
      if (module.inited && name && entry && !loaded.has(name)) loaded.set(name, entry);
    }
  }
  return loaded;
}
