// The `remotes` service, decorated once (docs/page-server.md): where each remote's build is read
// from (its release root's pointer or its plain folder or address), the linker that runs their
// server bundles here, the runtime configuration a page goes out with, and the contract verdicts
// in it. Every other plugin asks it; none keeps remote state of its own.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RuntimeConfig } from 'remote_shared/config';
import type { WebConfig } from '../config';
import { buildFactsOf, type BuildFacts } from './build-facts';
import { isPointerLocation } from 'federation/release-pointer';
import type { ReleasePointer } from './release-pointer';
import { RemoteLinker, type LinkedRemote, type RemoteSource } from './remote-linker';
import type { RemoteFiles } from './remote-files';
import { runtimeConfigFrom, runtimeConfigs, type RuntimeConfigFor } from './runtime-config';
import { REMOTE_NAMES, releasePointer, remoteFiles, remoteLocations, type RemoteName } from './sources';

interface Remotes {
  /** The server bundles linked now (relinked when a build or a pointer moves); rejects while remote_public cannot be linked. */
  linked(): Promise<Map<string, LinkedRemote>>;
  /** The runtime configuration for a page rendered with `remotes` (null: not rendered, the pointers' releases now). */
  runtimeConfigFor(remotes: Map<string, LinkedRemote> | null): Promise<RuntimeConfigFor>;
  /** What a remote's build (`release`, for a release root) says about itself. */
  buildFacts(name: RemoteName, release: string | undefined): Promise<BuildFacts>;
  /** A remote's release root, when it is configured by its pointer. */
  pointerOf(name: RemoteName): ReleasePointer | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    remotes: Remotes;
  }
}

export interface RemotesOptions {
  config: WebConfig;
  /** Node's require (not the bundler's): remote bundles get React and the other singletons from it. */
  hostRequire: (request: string) => unknown;
}

export const remotesService = fp<RemotesOptions>(
  async (app: FastifyInstance, { config, hostRequire }) => {
    // The server-side copies of remote_shared read the same configuration as the browser's.
    (globalThis as { __RUNTIME_CONFIG__?: RuntimeConfig }).__RUNTIME_CONFIG__ = runtimeConfigFrom(config);
    const warn = (message: string) => app.log.warn(message);
    const locations = remoteLocations(config);
    const pointers = new Map<RemoteName, ReleasePointer>();
    for (const name of REMOTE_NAMES) if (isPointerLocation(locations[name])) pointers.set(name, releasePointer(config, name, locations[name], warn));
    // A plain build folder or address per remote, made once and shared by the linker, the contracts
    // and /health, so an address's origin verdict (and its one warning) is cached in one place.
    const plain = new Map<RemoteName, RemoteFiles>();
    const plainFiles = (name: RemoteName) => plain.get(name) ?? plain.set(name, remoteFiles(config, name, locations[name], warn)).get(name)!;
    const sourceOf = (name: RemoteName): RemoteSource => pointers.get(name) ?? plainFiles(name);
    const linker = new RemoteLinker(
      { remote_shared: sourceOf('remote_shared'), remote_public: sourceOf('remote_public') },
      config.REMOTE_PUBLIC_URL.startsWith('http') ? config.REMOTE_REFRESH_MS : 1000,
      hostRequire,
    );

    app.decorate('remotes', {
      linked: () => linker.current(),
      runtimeConfigFor: runtimeConfigs({ config, pointers, plainFiles }),
      buildFacts: (name, release) => {
        const pointer = pointers.get(name);
        return pointer && release ? buildFactsOf(pointer.filesOf(release), true) : buildFactsOf(plainFiles(name), false);
      },
      pointerOf: (name) => pointers.get(name),
    } satisfies Remotes);
  },
  { name: 'remotes' },
);
