import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatPointer, isPointerLocation } from 'federation/release-pointer';
import { fakeApi } from 'tools/jest/fake-api';
import { httpPointer, localPointer } from './release-pointer';

const RELEASED_AT = '2026-01-05T08:00:00.000Z';
/** A pointer as scripts/release.mjs writes it. */
const pointerTo = (release: string) => formatPointer({ release, releasedAt: RELEASED_AT, history: [] });

describe('isPointerLocation', () => {
  it('tells a release root pointer from a remoteEntry.js', () => {
    expect(isPointerLocation('releases/remote-public/current.json')).toBe(true);
    expect(isPointerLocation('https://public.example.com/current.json')).toBe(true);
    expect(isPointerLocation('/remotes/public/remoteEntry.js')).toBe(false);
    expect(isPointerLocation('https://public.example.com/not-current.json')).toBe(false);
  });
});

describe('a release root on this machine', () => {
  it('names the current release, re-read only after its interval, and keeps the last good one', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'pointer-'));
    const pointerFile = path.join(root, 'current.json');
    writeFileSync(pointerFile, pointerTo('0.1.0-aaaaaaa'));
    const pointer = localPointer(pointerFile, '/remotes/public/', 60_000);
    expect(await pointer.current()).toBe('0.1.0-aaaaaaa');
    expect(pointer.filesOf('0.1.0-aaaaaaa').publicBase).toBe('/remotes/public/0.1.0-aaaaaaa/');
    writeFileSync(pointerFile, pointerTo('0.1.0-bbbbbbb'));
    expect(await pointer.current()).toBe('0.1.0-aaaaaaa');

    const eager = localPointer(pointerFile, '/remotes/public/', 0);
    expect(await eager.current()).toBe('0.1.0-bbbbbbb');
    writeFileSync(pointerFile, JSON.stringify({ release: '../../etc', releasedAt: RELEASED_AT, history: [] }));
    expect(await eager.current()).toBe('0.1.0-bbbbbbb');
    writeFileSync(pointerFile, '{ half');
    expect(await eager.current()).toBe('0.1.0-bbbbbbb');
    // Not the one form (the container's script could not read it either): refused as well.
    writeFileSync(pointerFile, JSON.stringify({ release: '0.1.0-ccccccc' }));
    expect(await eager.current()).toBe('0.1.0-bbbbbbb');
    writeFileSync(pointerFile, JSON.stringify({ release: '0.1.0-ccccccc', releasedAt: RELEASED_AT, history: [] }, null, 2));
    expect(await eager.current()).toBe('0.1.0-ccccccc');
  });

  it('fails while it has never been readable', async () => {
    const pointer = localPointer(path.join(os.tmpdir(), 'no-such-root', 'current.json'), '/remotes/public/', 0);
    await expect(pointer.current()).rejects.toThrow(/current\.json cannot be read/);
  });
});

describe('a release root on another origin', () => {
  const base = 'https://public.example.com';

  it('reads current.json over http, and browsers load the release folder beside it', async () => {
    let release = '0.1.0-aaaaaaa';
    fakeApi.answer('GET /current.json', () => ({ body: { release, releasedAt: RELEASED_AT, history: [] } }));
    const pointer = httpPointer(`${base}/current.json`, 0);
    expect(await pointer.current()).toBe('0.1.0-aaaaaaa');
    expect(pointer.filesOf('0.1.0-aaaaaaa').publicBase).toBe(`${base}/0.1.0-aaaaaaa/`);
    release = '0.1.0-bbbbbbb';
    expect(await pointer.current()).toBe('0.1.0-bbbbbbb');
  });

  it('fails while the pointer is missing', async () => {
    fakeApi.answer('GET /current.json', { status: 404, body: { message: 'Not found' } });
    await expect(httpPointer(`${base}/current.json`, 0).current()).rejects.toThrow(/answered 404/);
  });
});
