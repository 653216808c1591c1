import { promises as fs } from 'node:fs';
import path from 'node:path';

/** A file of a remote's build, with a validator that changes when the file does. */
interface RemoteFile {
  body: Buffer;
  etag: string;
  /** When the file was last written, where known (the build time operators see). */
  modifiedAt?: string;
}

/** Where a remote's build is read from: a folder on this machine, or the remote's own origin. */
export interface RemoteFiles {
  /** Base address the browser loads the remote's files from (ends with /). */
  readonly publicBase: string;
  read(file: string): Promise<RemoteFile | null>;
  /** A cheap validator of `file`, to notice a new release without reading it. */
  validator(file: string): Promise<string | null>;
}

export function dirFiles(dir: string, publicBase: string): RemoteFiles {
  const resolve = (file: string) => {
    const full = path.resolve(dir, file);
    if (!full.startsWith(path.resolve(dir) + path.sep)) throw new Error(`${file} is outside ${dir}`);
    return full;
  };
  const validator = async (file: string) => {
    try {
      const stat = await fs.stat(resolve(file));
      return `${stat.size}-${stat.mtimeMs}`;
    } catch {
      return null;
    }
  };
  return {
    publicBase,
    validator,
    async read(file) {
      const etag = await validator(file);
      if (!etag) return null;
      const modifiedAt = new Date(Number(etag.slice(etag.indexOf('-') + 1))).toISOString();
      return { body: await fs.readFile(resolve(file)), etag, modifiedAt };
    },
  };
}

/**
 * fetch, asked once more when the connection fails before an answer: a kept-alive connection the
 * remote's server has just closed fails the next request at once ("other side closed"), and the
 * pages would then be left to the browser for want of a file that is there. A timeout or an
 * answer, whatever its status, is not asked again.
 */
async function fetchWithRetry(address: string, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  try {
    return await fetch(address, init);
  } catch (error) {
    if (init.signal.aborted) throw error;
    return fetch(address, init);
  }
}

export function httpFiles(base: string, publicBase: string): RemoteFiles {
  const url = (file: string) => new URL(file, base).href;
  return {
    publicBase,
    async validator(file) {
      try {
        const response = await fetchWithRetry(url(file), { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(3000) });
        if (!response.ok) return null;
        return response.headers.get('etag') ?? response.headers.get('last-modified') ?? response.headers.get('content-length');
      } catch {
        return null;
      }
    },
    async read(file) {
      try {
        const response = await fetchWithRetry(url(file), { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
        if (!response.ok) return null;
        const body = Buffer.from(await response.arrayBuffer());
        const modified = response.headers.get('last-modified');
        return {
          body,
          etag: response.headers.get('etag') ?? String(body.length),
          modifiedAt: modified && !Number.isNaN(Date.parse(modified)) ? new Date(modified).toISOString() : undefined,
        };
      } catch {
        return null;
      }
    },
  };
}
