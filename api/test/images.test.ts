import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { renditionPath, type ImageInfo } from 'contracts';
import { BACKENDS, TestStore, bearer, eachBackend, eventually, login, sampleTeamMember } from './helpers';

/** Responsive images (docs/performance.md, "Responsive images"): renditions made at upload, answered with the records. */

async function form(file: Buffer, filename: string, type: string) {
  const data = new FormData();
  data.append('file', new Blob([file], { type }), filename);
  data.append('upload_preset', 'site');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** A photo-like picture: a gradient with some grain, so every encoder has real work. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b1f3a"/><stop offset="1" stop-color="#14b8a6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#f59e0b"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

const PHOTO_WIDTHS = [320, 640, 960, 1440];
const TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;
const YEAR = 'public, max-age=31536000, immutable';

eachBackend('responsive images', ({ app, store }) => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(app());
  });
  const upload = async (file: Buffer, filename: string, type: string) => {
    const body = await form(file, filename, type);
    const res = await app().inject({ method: 'POST', url: '/api/uploads', headers: { ...bearer(admin), ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    return {
      ...(res.json() as { secure_url: string; width: number; height: number; bytes: number; format: string }),
      path: new URL(res.json().secure_url).pathname,
    };
  };
  const served = async (path: string) => app().inject({ url: path });

  test('an upload is stored once and made at 320, 640, 960 and 1440 px in AVIF, WebP and JPEG, served like the upload', async () => {
    const answer = await upload(await photo(1600, 900), 'wide.jpg', 'image/jpeg');
    // The upload's answer keeps the cloud service's fields (spec §7), nothing else.
    expect(
      Object.keys(answer)
        .filter((key) => key !== 'path')
        .sort(),
    ).toEqual(['bytes', 'format', 'height', 'secure_url', 'width']);
    for (const width of PHOTO_WIDTHS) {
      for (const format of ['avif', 'webp', 'jpeg'] as const) {
        const res = await served(renditionPath(answer.path, width, format));
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(TYPES[format]);
        expect(res.headers['cache-control']).toBe(YEAR);
        expect(res.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([format, width, Math.round((width * 900) / 1600)]);
        expect(meta.exif).toBeUndefined();
      }
    }
    // Never enlarged, and nothing but the original and its twelve renditions.
    expect((await served(renditionPath(answer.path, 1600, 'avif'))).statusCode).toBe(404);
    const stem = answer.path.slice('/uploads/'.length).replace(/\.jpg$/, '');
    expect(
      readdirSync(join(store().dataDir, 'uploads'))
        .filter((name) => name.startsWith(stem))
        .sort(),
    ).toEqual([`${stem}.jpg`, ...PHOTO_WIDTHS.flatMap((width) => [`${stem}-${width}w.avif`, `${stem}-${width}w.jpg`, `${stem}-${width}w.webp`])].sort());
  });

  test('a picture narrower than 1440 px is made up to its own width; one with transparency falls back to PNG without a preview', async () => {
    const logo = await sharp({ create: { width: 480, height: 360, channels: 4, background: { r: 20, g: 184, b: 166, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const answer = await upload(logo, 'logo.png', 'image/png');
    const created = await app().inject({ method: 'POST', url: '/api/team', headers: bearer(admin), payload: sampleTeamMember({ image_url: answer.path }) });
    const team = (await app().inject({ url: '/api/team' })).json() as { id: number; images?: { image_url?: ImageInfo } }[];
    const info = team.find((member) => member.id === created.json().id)!.images!.image_url!;
    expect(info).toEqual({ width: 480, height: 360, placeholder: '', widths: [320, 480], formats: ['avif', 'webp', 'png'] });
    const png = await served(renditionPath(answer.path, 480, 'png'));
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).hasAlpha).toBe(true);
    expect((await served(renditionPath(answer.path, 640, 'png'))).statusCode).toBe(404);
  });

  test('public reads answer each record with what is known of its images; the spec’s fields are unchanged', async () => {
    const answer = await upload(await photo(1600, 900, 'webp'), 'slide.webp', 'image/webp');
    const with_ = await app().inject({
      method: 'POST',
      url: '/api/team',
      headers: bearer(admin),
      payload: sampleTeamMember({ name: 'With Photo', image_url: answer.secure_url }),
    });
    const without = await app().inject({
      method: 'POST',
      url: '/api/team',
      headers: bearer(admin),
      payload: sampleTeamMember({ name: 'Unknown Photo', image_url: '/uploads/demo/never-made.webp' }),
    });
    const list = (await app().inject({ url: '/api/team' })).json() as Record<string, unknown>[];
    const withPhoto = list.find((member) => member.id === with_.json().id)!;
    expect(withPhoto).toMatchObject({ name: 'With Photo', position: 'CEO', image_url: answer.path });
    expect(withPhoto.images).toEqual({
      image_url: {
        width: 1600,
        height: 900,
        placeholder: expect.stringMatching(/^data:image\/webp;base64,[\w+/=]{20,400}$/),
        widths: PHOTO_WIDTHS,
        formats: ['avif', 'webp', 'jpeg'],
      },
    });
    // A preview is a tiny picture of the same image.
    const preview = await sharp(Buffer.from((withPhoto.images as { image_url: ImageInfo }).image_url.placeholder.split(',')[1]!, 'base64')).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 16, 9]);
    // An image nobody made renditions of is answered as before: no `images`.
    expect(Object.keys(list.find((member) => member.id === without.json().id)!).sort()).toEqual([
      'created_at',
      'id',
      'image_url',
      'name',
      'position',
      'updated_at',
      'version',
    ]);

    const post = await app().inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(admin),
      payload: { title: 'Tax portal', description: 'A portal.', category: 'Web Platform', image_url: answer.path, status: 'Ongoing' },
    });
    const read = (await app().inject({ url: `/api/posts/${post.json().id}` })).json();
    expect(read.images.image_url.widths).toEqual(PHOTO_WIDTHS);
    expect(read.title).toBe('Tax portal');
  });

  test('a mission and vision icon shows one small rendition; a text icon has none', async () => {
    const answer = await upload(await photo(256, 256, 'png'), 'icon.png', 'image/png');
    const items = (await app().inject({ url: '/api/mission-vision' })).json() as { id: number; title: string; text: string; image_url: string | null }[];
    const [first, second] = items;
    for (const [item, icon] of [
      [first!, answer.path],
      [second!, '🎯'],
    ] as const) {
      const res = await app().inject({
        method: 'PUT',
        url: '/api/mission-vision',
        headers: bearer(admin),
        payload: { id: item.id, title: item.title, icon, text: item.text, image_url: answer.path },
      });
      expect(res.statusCode).toBe(200);
    }
    const after = (await app().inject({ url: '/api/mission-vision' })).json() as { id: number; images?: Record<string, ImageInfo> }[];
    expect(after.find((item) => item.id === first!.id)!.images!.icon!.widths).toEqual([256]);
    expect(after.find((item) => item.id === first!.id)!.images!.image_url!.widths).toEqual([256]);
    expect(Object.keys(after.find((item) => item.id === second!.id)!.images!)).toEqual(['image_url']);
  });

  test('an animated GIF keeps its frames: no still renditions, only its size', async () => {
    // Two frames of 40 × 60, stacked.
    const pixels = Buffer.alloc(40 * 120 * 3, 200).fill(30, 40 * 60 * 3);
    const gif = await sharp(pixels, { raw: { width: 40, height: 120, channels: 3, pageHeight: 60 } })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const answer = await upload(gif, 'spinner.gif', 'image/gif');
    const created = await app().inject({
      method: 'POST',
      url: '/api/team',
      headers: bearer(admin),
      payload: sampleTeamMember({ name: 'Animated', image_url: answer.path }),
    });
    const member = ((await app().inject({ url: '/api/team' })).json() as { id: number; images: { image_url: ImageInfo } }[]).find(
      (m) => m.id === created.json().id,
    )!;
    expect(member.images.image_url).toMatchObject({ width: 40, height: 60, widths: [], formats: [] });
    expect((await served(renditionPath(answer.path, 40, 'webp'))).statusCode).toBe(404);
    expect((await served(answer.path)).statusCode).toBe(200);
  });

  test('a rendition that does not exist is a JSON 404; bad uploads are still refused with a 4xx', async () => {
    const missing = await served('/uploads/0123456789abcdef0123456789abcdef-640w.avif');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
    const body = await form(Buffer.from('GIF89a but not really'), 'x.gif', 'image/gif');
    const bad = await app().inject({ method: 'POST', url: '/api/uploads', headers: { ...bearer(admin), ...body.headers }, payload: body.payload });
    expect(bad.statusCode).toBe(415);
  });
});

describe.each(BACKENDS)('renditions made in the background after start [%s]', (backend) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await new TestStore(backend).init();
  });
  afterAll(async () => {
    await store.destroy();
  });

  test('images records show without renditions (older uploads) are made after start, and the public reads then carry them', async () => {
    // A record whose upload predates renditions, and one whose file is gone.
    let app = await store.app();
    const admin = await login(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/team',
      headers: bearer(admin),
      payload: sampleTeamMember({ name: 'Old Upload', image_url: '/uploads/old/portrait.jpg' }),
    });
    const gone = await app.inject({
      method: 'POST',
      url: '/api/team',
      headers: bearer(admin),
      payload: sampleTeamMember({ name: 'Gone', image_url: '/uploads/old/gone.jpg' }),
    });
    await app.close();
    mkdirSync(join(store.dataDir, 'uploads', 'old'), { recursive: true });
    writeFileSync(join(store.dataDir, 'uploads', 'old', 'portrait.jpg'), await photo(1200, 800));

    app = await store.app();
    try {
      // The site answers at once; the renditions arrive, and the cached reads are refreshed with them.
      expect((await app.inject({ url: '/api/team' })).statusCode).toBe(200);
      const info = await eventually(async () => {
        const member = ((await app.inject({ url: '/api/team' })).json() as { id: number; images?: { image_url?: ImageInfo } }[]).find(
          (m) => m.id === created.json().id,
        )!;
        expect(member.images?.image_url).toBeDefined();
        return member.images!.image_url!;
      }, 60_000);
      expect(info).toMatchObject({ width: 1200, height: 800, widths: [320, 640, 960, 1200], formats: ['avif', 'webp', 'jpeg'] });
      expect((await app.inject({ url: '/uploads/old/portrait-1200w.avif' })).headers['content-type']).toBe('image/avif');
      await app.images.settled();
      const goneMember = ((await app.inject({ url: '/api/team' })).json() as { id: number; images?: unknown }[]).find((m) => m.id === gone.json().id)!;
      expect(goneMember.images).toBeUndefined();
    } finally {
      await app.close();
    }
  }, 120_000);
});
