import type { RemoteFiles } from './remote-files';

export interface BuildFacts {
  version: string | null;
  sha: string | null;
  builtAt: string | null;
  /** The API contract the build was made against (its contract.json). */
  api: string | null;
}

const parse = (body: Buffer | undefined): Record<string, unknown> => {
  try {
    return body ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * What a remote's build says about itself: a release's release.json (scripts/release.mjs), else
 * the manifest's package version and file time; a plain build folder has no git sha.
 * `released`: whether `files` are a release's (a release root's folder) rather than a plain build.
 */
export async function buildFactsOf(files: RemoteFiles, released: boolean): Promise<BuildFacts> {
  const info = released ? parse((await files.read('release.json').catch(() => null))?.body) : {};
  const manifestFile = await files.read('mf-manifest.json').catch(() => null);
  const contract = parse((await files.read('contract.json').catch(() => null))?.body);
  const buildInfo = (parse(manifestFile?.body).metaData as { buildInfo?: { buildVersion?: unknown } } | undefined)?.buildInfo;
  return {
    version: text(info.version) ?? text(buildInfo?.buildVersion),
    sha: text(info.sha),
    builtAt: text(info.builtAt) ?? manifestFile?.modifiedAt ?? null,
    api: text(contract.api),
  };
}
