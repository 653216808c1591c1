import { promises as fs } from 'node:fs';
import path from 'node:path';
// The pointer's one reader and writer (docs/decisions/0230-one-release-pointer.md).
import { POINTER, parsePointer } from 'federation/release-pointer';
import { dirFiles, httpFiles, type RemoteFiles } from './remote-files';

/**
 * A remote published with `npm run release`: `current.json` names the release folder beside it.
 * Read from a folder on this machine or over http(s), at most every `everyMs`; while it cannot be
 * read, the last release read stays current.
 */
export class ReleasePointer {
  private last: { at: number; release: Promise<string> } | null = null;
  private good: string | null = null;

  constructor(
    private readonly readPointer: () => Promise<string>,
    /** The files of one release. */
    readonly filesOf: (release: string) => RemoteFiles,
    private readonly everyMs: number,
    /** Where the releases are, for messages and the page server's static files. */
    readonly root: string,
  ) {}

  /** `fresh`: read it now (the linker, which keeps its own interval, so a move is seen within one). */
  current(fresh = false): Promise<string> {
    if (!fresh && this.last && Date.now() - this.last.at < this.everyMs) return this.last.release;
    const release = this.readPointer().then(
      (text) => {
        let id: string;
        try {
          id = parsePointer(text).release;
        } catch (error) {
          throw new Error(`${this.root}/${POINTER} is ${(error as Error).message}`);
        }
        this.good = id;
        return id;
      },
      (error: unknown) => {
        throw new Error(`${this.root}/${POINTER} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    const settled = release.catch((error: unknown) => {
      if (this.good) return this.good;
      throw error;
    });
    this.last = { at: Date.now(), release: settled };
    return settled;
  }
}

/** A release root on this machine, its releases served by the page server at `publicPath`. */
export function localPointer(pointerFile: string, publicPath: string, everyMs: number): ReleasePointer {
  const root = path.dirname(pointerFile);
  return new ReleasePointer(
    () => fs.readFile(pointerFile, 'utf8'),
    (release) => dirFiles(path.join(root, release), `${publicPath}${release}/`),
    everyMs,
    root,
  );
}

/** A release root on another origin: browsers load `<root>/<release>/` from there too. */
export function httpPointer(pointerUrl: string, everyMs: number, guard: (files: RemoteFiles, base: string) => RemoteFiles = (f) => f): ReleasePointer {
  const root = new URL('.', pointerUrl).href;
  const read = async () => {
    const response = await fetch(pointerUrl, { cache: 'no-store', signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    return response.text();
  };
  return new ReleasePointer(
    read,
    (release) => {
      const base = new URL(`${release}/`, root).href;
      return guard(httpFiles(base, base), base);
    },
    everyMs,
    root.replace(/\/$/, ''),
  );
}
