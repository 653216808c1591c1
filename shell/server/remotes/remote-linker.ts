import { isBuiltin } from 'node:module';
import vm from 'node:vm';
import { GUARDED_SINGLETONS, isSingletonRequest, singletonMismatches } from 'federation/singletons';
import { contractVerdicts } from './contract-verdicts';
import type { ReleasePointer } from './release-pointer';
import type { RemoteFiles } from './remote-files';

const SERVER_BUNDLE = 'server/index.js';
const MANIFEST = 'mf-manifest.json';
/** What scripts/release.mjs writes into each release folder. */
const RELEASE_INFO = 'release.json';
const REMOTE_REQUEST = /^(remote_[a-z]+)\/(.+)$/;

type ExposeMap = Record<string, () => unknown>;

interface ManifestExpose {
  name: string;
  path: string;
  assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
}
export interface Manifest {
  exposes: ManifestExpose[];
  shared?: { name: string; version?: string; requiredVersion?: string; assets: { js: { sync: string[] } } }[];
  remotes?: { federationContainerName: string; moduleName: string; usedIn?: string[] }[];
}

/** A remote's build: one folder or origin, or the release a release root's pointer names. */
export type RemoteSource = RemoteFiles | ReleasePointer;

export interface LinkedRemote {
  name: string;
  /** The release this link runs (null: a plain build folder, not a release root). */
  release: string | null;
  /** When that build was made, as its release.json or its manifest's file time says. */
  builtAt: string | null;
  files: RemoteFiles;
  manifest: Manifest;
  exposes: ExposeMap;
  /** Exposed modules evaluated once per link, so every importer gets the same instance. */
  modules: Map<string, unknown>;
}

function loadExposed(remote: LinkedRemote | undefined, modulePath: string): unknown {
  const key = `./${modulePath}`;
  if (!remote?.exposes[key]) return undefined;
  if (!remote.modules.has(key)) remote.modules.set(key, remote.exposes[key]());
  return remote.modules.get(key);
}

/** The files to link now: a release root's current release, or the one build folder. */
async function resolve(source: RemoteSource): Promise<{ release: string | null; files: RemoteFiles }> {
  if (!('current' in source)) return { release: null, files: source };
  const release = await source.current(true);
  return { release, files: source.filesOf(release) };
}

function builtAtOf(body: Buffer | undefined): string | null {
  if (!body) return null;
  try {
    const { builtAt } = JSON.parse(body.toString('utf8')) as { builtAt?: unknown };
    return typeof builtAt === 'string' ? builtAt : null;
  } catch {
    return null;
  }
}

/**
 * Loads each remote's server bundle and links them the way federation links the browser
 * containers: `remote_shared/api` inside remote_public resolves to remote_shared's module, and
 * React and the other singletons to the host's single copy. Relinks when a remote is released.
 */
export class RemoteLinker {
  private linked: Map<string, LinkedRemote> | null = null;
  private validators = new Map<string, string | null>();
  private linking: Promise<Map<string, LinkedRemote>> | null = null;
  private lastCheck = 0;
  /** Bumped on every relink; the page cache keys on it. */
  version = 0;

  constructor(
    private readonly sources: Record<string, RemoteSource>,
    private readonly checkEveryMs: number,
    /** Node's own require in the page server: the singletons come from its node_modules, so every bundle shares one React. */
    private readonly hostRequire: (request: string) => unknown,
  ) {}

  /** The singleton versions the page server itself provides (its node_modules), read once. */
  private provided: Record<string, string> | null = null;

  /**
   * A remote built against other singleton versions than the host's is not linked (README,
   * "Releasing one remote alone"): the last good link keeps serving, as for a broken release.
   */
  private assertSameSingletons(name: string, manifest: Manifest): void {
    this.provided ??= Object.fromEntries(
      GUARDED_SINGLETONS.flatMap((pkg) => {
        try {
          return [[pkg, (this.hostRequire(`${pkg}/package.json`) as { version: string }).version]];
        } catch {
          return [];
        }
      }),
    );
    const declared = Object.fromEntries((manifest.shared ?? []).map((shared) => [shared.name, shared.requiredVersion || shared.version]));
    const mismatches = singletonMismatches(declared, this.provided);
    if (mismatches.length) {
      throw new Error(
        `${name} is refused: it was built against ${mismatches.map((m) => `${m.name} ${m.declared} (the page server provides ${m.provided})`).join(', ')}`,
      );
    }
  }

  private async link(): Promise<Map<string, LinkedRemote>> {
    const remotes = new Map<string, LinkedRemote>();
    const requireFor =
      (name: string) =>
      (request: string): unknown => {
        const match = REMOTE_REQUEST.exec(request);
        if (match) {
          const remote = remotes.get(match[1]!);
          if (!remote?.exposes[`./${match[2]}`]) throw new Error(`${name} imports ${request}, which no linked remote exposes`);
          return loadExposed(remote, match[2]!);
        }
        if (isSingletonRequest(request) || isBuiltin(request)) {
          return this.hostRequire(request);
        }
        throw new Error(`${name}'s server bundle requires ${request}, which the page server does not provide`);
      };
    for (const [name, source] of Object.entries(this.sources)) {
      const { release, files } = await resolve(source);
      const [bundle, manifestFile, info] = await Promise.all([files.read(SERVER_BUNDLE), files.read(MANIFEST), release ? files.read(RELEASE_INFO) : null]);
      if (!bundle || !manifestFile) throw new Error(`${name}: server bundle or manifest not found at ${files.publicBase}`);
      this.validators.set(name, `${release}:${bundle.etag}${manifestFile.etag}`);
      const builtAt = builtAtOf(info?.body) ?? manifestFile.modifiedAt ?? null;
      const manifest = JSON.parse(manifestFile.body.toString('utf8')) as Manifest;
      this.assertSameSingletons(name, manifest);
      const module = { exports: {} as { default?: ExposeMap } & ExposeMap };
      const filename = `${name}/${SERVER_BUNDLE}`;
      const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${bundle.body.toString('utf8')}\n})`, {
        filename,
      }) as (...args: unknown[]) => void;
      wrapper(module.exports, requireFor(name), module, filename, name);
      const exposes = (module.exports.default ?? module.exports) as ExposeMap;
      remotes.set(name, { name, release, builtAt, files, manifest, exposes, modules: new Map() });
    }
    // A server bundle whose contract the linked remote_shared does not meet would fail while rendering.
    const refused = await contractVerdicts(
      Object.fromEntries([...remotes].map(([name, remote]) => [name, remote.files])),
      remotes.get('remote_shared')?.release ?? null,
    );
    if (Object.keys(refused).length) throw new Error(Object.values(refused).join('; '));
    // Modules are evaluated on first use; fail now rather than on a visitor's request.
    for (const remote of remotes.values()) for (const key of Object.keys(remote.exposes)) requireFor('page server')(`${remote.name}/${key.slice(2)}`);
    this.version += 1;
    return remotes;
  }

  private async changed(): Promise<boolean> {
    const entries = await Promise.all(
      Object.entries(this.sources).map(async ([name, source]) => {
        const { release, files } = await resolve(source);
        const [bundle, manifest] = await Promise.all([files.validator(SERVER_BUNDLE), files.validator(MANIFEST)]);
        return bundle !== null && manifest !== null && this.validators.get(name) !== `${release}:${bundle}${manifest}`;
      }),
    );
    return entries.some(Boolean);
  }

  /** The linked remotes, relinked first when a remote has a new build (checked at most every `checkEveryMs`). */
  async current(): Promise<Map<string, LinkedRemote>> {
    if (this.linking) return this.linking;
    const now = Date.now();
    if (this.linked && now - this.lastCheck < this.checkEveryMs) return this.linked;
    this.lastCheck = now;
    if (this.linked && !(await this.changed().catch(() => false))) return this.linked;
    this.linking = this.link()
      .then((remotes) => (this.linked = remotes))
      .catch((error: unknown) => {
        // Keep serving the last good link (if any) when a release is half-uploaded or unreachable.
        if (this.linked) return this.linked;
        throw error;
      })
      .finally(() => {
        this.linking = null;
      });
    return this.linking;
  }

  /** A linked module by its federated id (`remote_public/pages/home`). */
  static module<T>(remotes: Map<string, LinkedRemote>, id: string): T {
    const match = REMOTE_REQUEST.exec(id);
    const module = match ? loadExposed(remotes.get(match[1]!), match[2]!) : undefined;
    if (module === undefined) throw new Error(`${id} is not exposed by any linked remote`);
    return module as T;
  }
}
