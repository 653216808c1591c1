import { CONTRACT, contractGaps, describeGaps, hostGap, type Contract } from 'federation/contracts';
import type { RemoteFiles } from './remote-files';

/** The remotes that import remote_shared/* and are judged against it. */
const CONSUMERS = ['remote_public', 'remote_admin'];

async function contractOf(files: RemoteFiles | undefined): Promise<Contract | null> {
  const file = await files?.read(CONTRACT).catch(() => null);
  if (!file) return null;
  try {
    return JSON.parse(file.body.toString('utf8')) as Contract;
  } catch {
    return null;
  }
}

/**
 * The same check `npm run release` makes, on what is served now (docs/releases.md,
 * "Contracts"): each consumer whose contract needs an export the remote_shared served beside it lacks,
 * with the reason. A build without a contract (made before contracts existed) is not judged.
 */
export async function contractVerdicts(files: Record<string, RemoteFiles | undefined>, sharedRelease: string | null): Promise<Record<string, string>> {
  const shared = await contractOf(files.remote_shared);
  if (!shared) return {};
  const refused: Record<string, string> = {};
  for (const name of CONSUMERS) {
    const contract = await contractOf(files[name]);
    const gaps = contract ? contractGaps(contract.needs, shared.exposes) : [];
    const fromHost = contract ? hostGap(contract) : null;
    if (fromHost) refused[name] = `${name} is refused: ${fromHost}`;
    else if (gaps.length)
      refused[name] = `${name} is refused: it needs ${describeGaps(gaps)}, which remote_shared ${sharedRelease ?? 'as served'} does not export`;
  }
  return refused;
}
