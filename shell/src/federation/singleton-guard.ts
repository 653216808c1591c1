// The runtime half of the singleton guard (docs/releases.md): `npm run release`
// refuses a remote built against other singleton versions than the shell's, and this refuses one
// that reaches the browser anyway (released by hand, or before the shell moved on).
import { singletonMismatches } from 'federation/singletons';

interface SharedEntry {
  version?: string;
  shareConfig?: { requiredVersion?: string | false };
}
/** The parts of a federation instance (runtime-core's ModuleFederation) the guard reads. */
export interface FederationInstance {
  name: string;
  options: { shared?: Record<string, SharedEntry[] | undefined> };
}

/** Package → version a container declared at build: what it requires, else what it provides. */
function versionsOf(instance: FederationInstance, required: boolean): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, entries] of Object.entries(instance.options.shared ?? {})) {
    const entry = entries?.[0];
    const wanted = entry?.shareConfig?.requiredVersion;
    const version = required && typeof wanted === 'string' ? wanted : entry?.version;
    if (version) versions[name] = version;
  }
  return versions;
}

/**
 * Throws when the container `remote` (its own federation instance, created by its init) was built
 * against another version of a guarded singleton than `host` provides. An unknown container passes.
 */
export function assertSameSingletons(host: FederationInstance, remote: string, instances: readonly FederationInstance[]): void {
  const container = instances.find((instance) => instance.name === remote);
  if (!container) return;
  const mismatches = singletonMismatches(versionsOf(container, true), versionsOf(host, false));
  if (mismatches.length) {
    const what = mismatches.map((m) => `${m.name} ${m.declared} (the shell provides ${m.provided})`).join(', ');
    throw new Error(`${remote} is refused: it was built against ${what}`);
  }
}
