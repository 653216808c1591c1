import { handleLoginSuccess } from '../session/session';
import { checkImageFile, uploadImage, UploadError } from './upload';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type });

function answer(status: number, body: unknown) {
  return { ok: status < 400, status, json: async () => body } as unknown as Response;
}

describe('image upload (spec §7)', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
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
    await expect(uploadImage(file('image/png', 6 * 1024 * 1024))).rejects.toThrow('Image must be under 5MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the file and the upload preset to the configured address and resolves to secure_url', async () => {
    handleLoginSuccess('opaque-token');
    fetchMock.mockResolvedValue(answer(200, { secure_url: 'https://images.example.com/a.webp', width: 10, height: 5, bytes: 100, format: 'webp' }));
    const result = await uploadImage(file('image/jpeg', 100));
    expect(result.secure_url).toBe('https://images.example.com/a.webp');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://images.example.com/v1/upload');
    expect(init.method).toBe('POST');
    const form = init.body as FormData;
    expect(form.get('upload_preset')).toBe('site-preset');
    expect((form.get('file') as File).type).toBe('image/jpeg');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer opaque-token');
  });

  it("sends no token to a cloud service, and reports the service's refusal", async () => {
    (window as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ = { upload: { url: 'https://cloud/upload', preset: 'p', withToken: false } };
    handleLoginSuccess('opaque-token');
    fetchMock.mockResolvedValue(answer(400, { error: { message: 'Upload preset not found' } }));
    const failure = uploadImage(file('image/png', 10));
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toThrow('Upload preset not found');
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toEqual({});
  });
});
