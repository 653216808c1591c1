// Runtime plugin for containers that import other remotes (remote_public and remote_admin import
// remote_shared/*): the address in their build is only a placeholder; the real one comes from the
// runtime configuration the shell loaded (window.__RUNTIME_CONFIG__), so every container points at
// the same remote_shared the shell registered and no remote URL is fixed at build time.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RuntimeRemotes = Record<string, string>;

function configuredRemotes(): RuntimeRemotes {
  const config = (globalThis as { __RUNTIME_CONFIG__?: { remotes?: RuntimeRemotes } }).__RUNTIME_CONFIG__;
  return config?.remotes ?? {};
}

export default function runtimeRemotes(): ModuleFederationRuntimePlugin {
  const rewrite = <T extends { name: string; entry?: string }>(remote: T): T => {
    const entry = configuredRemotes()[remote.name];
    return entry ? { ...remote, entry: new URL(entry, document.baseURI).href } : remote;
  };
  return {
    name: 'runtime-remotes',
    beforeInit(args) {
      args.userOptions.remotes = (args.userOptions.remotes ?? []).map((remote) => ('entry' in remote ? rewrite(remote) : remote));
      return args;
    },
  };
}
