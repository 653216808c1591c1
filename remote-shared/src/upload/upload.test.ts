import { HttpResponse, http } from 'msw';
import { server } from 'tools/jest/fake-api';
import { handleLoginSuccess } from '../session/session';
import { checkImageFile, shrunkSize, uploadImage, UploadError } from './upload';

import { File as NodeFile } from 'node:buffer';

// Node's File, like the FormData and fetch the test environment provides (jsdom's File is another class).
const file = (type: string, size: number) => new NodeFile([new Uint8Array(size)], 'photo', { type }) as unknown as File;

/** The image service answers `body` with `status`; resolves to the request it received. */
function imageService(url: string, status: number, body: Record<string, unknown>): () => Request {
  let received: Request | undefined;
  server.use(
    http.post(url, ({ request }) => {
      received = request.clone();
      return HttpResponse.json(body, { status });
    }),
  );
  return () => received!;
}

describe('image upload (spec §7)', () => {
  beforeEach(() => {
    localStorage.clear();
    (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ = {
      upload: { url: 'https://images.example.com/v1/upload', preset: 'site-preset', withToken: true },
    };
  });

  afterEach(() => {
    delete (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__;
  });

  it('refuses files over 5 MB and other types before sending anything', async () => {
    expect(checkImageFile(file('image/png', 5 * 1024 * 1024 + 1))).toBe('Image must be under 5MB');
    expect(checkImageFile(file('image/svg+xml', 10))).toBe('Image must be a JPG, PNG, WebP or GIF file');
    expect(checkImageFile(file('image/webp', 5 * 1024 * 1024))).toBeNull();
    const received = imageService('https://images.example.com/v1/upload', 200, {});
    await expect(uploadImage(file('image/png', 6 * 1024 * 1024))).rejects.toThrow('Image must be under 5MB');
    expect(received()).toBeUndefined();
  });

  it('posts the file and the upload preset to the configured address and resolves to secure_url', async () => {
    handleLoginSuccess('opaque-token');
    const received = imageService('https://images.example.com/v1/upload', 200, {
      secure_url: 'https://images.example.com/a.webp',
      width: 10,
      height: 5,
      bytes: 100,
      format: 'webp',
    });
    const result = await uploadImage(file('image/jpeg', 100));
    expect(result.secure_url).toBe('https://images.example.com/a.webp');
    const request = received();
    expect(request.method).toBe('POST');
    const form = await request.formData();
    expect(form.get('upload_preset')).toBe('site-preset');
    expect((form.get('file') as File).type).toBe('image/jpeg');
    expect(request.headers.get('Authorization')).toBe('Bearer opaque-token');
  });

  it("sends no token to a cloud service, and reports the service's refusal", async () => {
    (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ = { upload: { url: 'https://cloud/upload', preset: 'p', withToken: false } };
    handleLoginSuccess('opaque-token');
    const received = imageService('https://cloud/upload', 400, { error: { message: 'Upload preset not found' } });
    const failure = uploadImage(file('image/png', 10));
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toThrow('Upload preset not found');
    expect(received().headers.get('Authorization')).toBeNull();
  });

  it('sends an upload path to the API origin when the API lives on another origin', async () => {
    (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ = {
      apiBaseUrl: 'https://api.example.com/',
      upload: { url: '/api/uploads', preset: 'site', withToken: true },
    };
    const received = imageService('https://api.example.com/api/uploads', 200, {
      secure_url: 'https://api.example.com/uploads/a.webp',
      width: 10,
      height: 5,
      bytes: 100,
      format: 'webp',
    });
    await uploadImage(file('image/png', 10));
    expect(received().url).toBe('https://api.example.com/api/uploads');
  });

  it('reports progress as the file goes up, ending at 1', async () => {
    imageService('https://images.example.com/v1/upload', 200, {
      secure_url: 'https://images.example.com/b.webp',
      width: 10,
      height: 5,
      bytes: 100,
      format: 'webp',
    });
    const shares: number[] = [];
    await uploadImage(file('image/jpeg', 200_000), { onProgress: (share) => shares.push(share) });
    expect(shares.length).toBeGreaterThan(0);
    expect(shares.at(-1)).toBe(1);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);
  });

  it('a cancelled upload rejects as cancelled, and one cancelled before it starts sends nothing', async () => {
    const received = imageService('https://images.example.com/v1/upload', 200, {
      secure_url: 'https://images.example.com/c.webp',
      width: 1,
      height: 1,
      bytes: 1,
      format: 'webp',
    });
    const controller = new AbortController();
    controller.abort();
    const failure = uploadImage(file('image/png', 10), { signal: controller.signal });
    await expect(failure).rejects.toMatchObject({ name: 'UploadError', cancelled: true, message: 'Upload cancelled' });
    expect(received()).toBeUndefined();
  });
});

describe('shrunkSize: photos go up at most 2560 px on their longer side', () => {
  it.each([
    [4032, 3024, { width: 2560, height: 1920 }],
    [3024, 4032, { width: 1920, height: 2560 }],
    [8000, 100, { width: 2560, height: 32 }],
    [2560, 1440, null],
    [1200, 800, null],
  ])('%i × %i → %p', (width, height, expected) => {
    expect(shrunkSize(width, height)).toEqual(expected);
  });
});
