import sharp from 'sharp';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from 'contracts';
import { bearer, eachBackend, login } from './helpers';

/** A multipart body built the way a browser's FormData is. */
async function form(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const data = new FormData();
  for (const p of parts) {
    if (p.filename !== undefined) data.append(p.name, new Blob([p.value], { type: p.type ?? 'application/octet-stream' }), p.filename);
    else data.append(p.name, String(p.value));
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 30, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: '#14b8a6' } })
    [format]()
    .toBuffer();

eachBackend('uploads', ({ app }) => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(app());
  });
  const upload = async (file: Buffer, filename: string, type: string, preset = 'site', token = admin) => {
    const body = await form([
      { name: 'file', value: file, filename, type },
      { name: 'upload_preset', value: preset },
    ]);
    return app().inject({ method: 'POST', url: '/api/uploads', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };

  test.each([
    ['png', 'png', 'image/png'],
    ['jpeg', 'jpg', 'image/jpeg'],
    ['webp', 'webp', 'image/webp'],
    ['gif', 'gif', 'image/gif'],
  ] as const)('%s: 200 with the cloud service answer; the file is served with a long-lived cache', async (format, ext, type) => {
    const file = await image(format, 30, 20);
    const res = await upload(file, `photo.${ext}`, type);
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({
      secure_url: expect.stringMatching(new RegExp(`^http://localhost:80/uploads/[0-9a-f]{32}\\.${ext}$`)),
      width: 30,
      height: 20,
      bytes: expect.any(Number),
      format: ext,
    });
    const served = await app().inject({ url: new URL(body.secure_url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
    // What is stored is the re-encoded image (no metadata), and `bytes` is its size.
    expect(served.rawPayload.length).toBe(body.bytes);
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.format === 'jpeg' ? 'jpg' : stored.format, stored.width, stored.pageHeight ?? stored.height]).toEqual([ext, 30, 20]);
    // The address the upload answered is accepted as an image_url, stored as a path.
    const post = await app().inject({
      method: 'POST',
      url: '/api/team',
      headers: bearer(admin),
      payload: { name: 'N', position: 'P', image_url: body.secure_url },
    });
    expect(post.json().image_url).toBe(new URL(body.secure_url).pathname);
  });

  test('the type is judged by content: a PNG named .txt is accepted as png', async () => {
    const res = await upload(await image('png'), 'notes.txt', 'text/plain');
    expect(res.statusCode).toBe(200);
    expect(res.json().format).toBe('png');
  });

  test.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'],
    ['text named .png', Buffer.from('this is not an image at all'), 'photo.png', 'image/png'],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), 'broken.png', 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj'), 'doc.jpg', 'image/jpeg'],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.gif', 'image/gif'],
  ])('%s answers 415', async (_name, file, filename, type) => {
    const res = await upload(file, filename, type);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: IMAGE_TYPE_MESSAGE });
  });

  test('over 5 MB answers 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    (await image('png')).copy(big);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: IMAGE_TOO_LARGE_MESSAGE });
  });

  test('exactly 5 MB is accepted', async () => {
    const png = await image('png');
    const exact = Buffer.alloc(5 * 1024 * 1024, 0);
    png.copy(exact); // trailing bytes after IEND are ignored by decoders
    const res = await upload(exact, 'exact.png', 'image/png');
    expect(res.statusCode).toBe(200);
    // Stored re-encoded: the trailing padding is gone.
    expect(res.json().bytes).toBeLessThan(5 * 1024 * 1024);
  });

  test('EXIF, GPS and other metadata are removed; the orientation is applied to the pixels first', async () => {
    // 40×20 pixels, left half red, right half blue, tagged "rotate 90° clockwise" and with a GPS position.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0000ff' } })
      .composite([
        {
          input: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Savanna test' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' } })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const res = await upload(photo, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: 20, height: 40 });
    const served = (await app().inject({ url: new URL(res.json().secure_url).pathname })).rawPayload;
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.includes(Buffer.from('Savanna test'))).toBe(false);
    // Rotated clockwise: the red half is now on top.
    const { data } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const top = [data[0]!, data[1]!, data[2]!];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
  });

  test('the preset must be the configured one; the file is required', async () => {
    const wrong = await upload(await image('png'), 'x.png', 'image/png', 'other');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Unknown upload preset', issues: [{ path: 'upload_preset', message: 'Unknown upload preset' }] });
    const noPreset = await form([{ name: 'file', value: await image('png'), filename: 'x.png', type: 'image/png' }]);
    expect(
      (await app().inject({ method: 'POST', url: '/api/uploads', headers: { ...bearer(admin), ...noPreset.headers }, payload: noPreset.payload })).json()
        .issues[0].path,
    ).toBe('upload_preset');
    const noFile = await form([{ name: 'upload_preset', value: 'site' }]);
    const res = await app().inject({ method: 'POST', url: '/api/uploads', headers: { ...bearer(admin), ...noFile.headers }, payload: noFile.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'file', message: 'Choose an image to upload' }]);
  });

  test('a token is required; JSON or a broken multipart body is refused without a 5xx', async () => {
    const body = await form([
      { name: 'file', value: await image('png'), filename: 'x.png', type: 'image/png' },
      { name: 'upload_preset', value: 'site' },
    ]);
    expect((await app().inject({ method: 'POST', url: '/api/uploads', headers: body.headers, payload: body.payload })).statusCode).toBe(401);
    expect((await app().inject({ method: 'POST', url: '/api/uploads', headers: bearer(admin), payload: { file: 'x' } })).statusCode).toBe(415);
    const broken = await app().inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(admin), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const two = await form([
      { name: 'file', value: await image('png'), filename: 'a.png', type: 'image/png' },
      { name: 'file', value: await image('png'), filename: 'b.png', type: 'image/png' },
      { name: 'upload_preset', value: 'site' },
    ]);
    expect((await app().inject({ method: 'POST', url: '/api/uploads', headers: { ...bearer(admin), ...two.headers }, payload: two.payload })).statusCode).toBe(
      413,
    );
  });

  test('unknown files under /uploads answer a JSON 404; no path escapes the folder', async () => {
    const res = await app().inject({ url: '/uploads/nothing-here.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    for (const url of ['/uploads/../jwt-secret', '/uploads/%2e%2e/jwt-secret', '/uploads/..%2fjwt-secret', '/uploads/.hidden']) {
      const r = await app().inject({ url });
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.body).not.toMatch(/^[A-Za-z0-9_-]{40,}\s*$/);
    }
  });
});

eachBackend(
  'uploads with PUBLIC_URL',
  ({ app }) => {
    test('secure_url is built from PUBLIC_URL', async () => {
      const admin = await login(app());
      const body = await form([
        { name: 'file', value: await image('png'), filename: 'x.png', type: 'image/png' },
        { name: 'upload_preset', value: 'hero' },
      ]);
      const res = await app().inject({ method: 'POST', url: '/api/uploads', headers: { ...bearer(admin), ...body.headers }, payload: body.payload });
      expect(res.statusCode).toBe(200);
      expect(res.json().secure_url).toMatch(/^https:\/\/cdn\.example\.com\/site\/uploads\/[0-9a-f]{32}\.png$/);
    });
  },
  { publicUrl: 'https://cdn.example.com/site', uploadPreset: 'hero' },
);
