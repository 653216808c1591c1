import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { server as fakeHost } from 'tools/jest/fake-api';
import { httpFiles } from './remote-files';

// Real connections to real servers here: the suites' fake {host} (Mock Service Worker) steps aside.
beforeAll(() => fakeHost.close());

/** A remote's origin whose first request finds its connection closed before any answer. */
async function flakyOrigin() {
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    if (requests === 1) return request.socket.destroy();
    response.setHeader('etag', '"v1"');
    response.end(request.method === 'HEAD' ? undefined : 'module.exports = {};');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes/public/`;
  return { base, requests: () => requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('httpFiles', () => {
  test('reads a file when the first connection is closed before any answer', async () => {
    const origin = await flakyOrigin();
    try {
      const file = await httpFiles(origin.base, origin.base).read('server/index.js');
      expect(file?.body.toString()).toBe('module.exports = {};');
      expect(origin.requests()).toBe(2);
    } finally {
      await origin.close();
    }
  });

  test("asks for a file's validator again the same way", async () => {
    const origin = await flakyOrigin();
    try {
      expect(await httpFiles(origin.base, origin.base).validator('mf-manifest.json')).toBe('"v1"');
    } finally {
      await origin.close();
    }
  });

  test('a file the remote does not have is missing, asked once', async () => {
    let requests = 0;
    const server = http.createServer((_request, response) => {
      requests += 1;
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      expect(await httpFiles(base, base).read('server/index.js')).toBeNull();
      expect(requests).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
