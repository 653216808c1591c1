import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES, uploadResult } from 'contracts';
import { HttpError, invalidField } from '../../lib/errors';
import { sniffImage } from '../../lib/image-sniff';
import { MAX_PIXELS } from '../../lib/renditions';
import { bearer, errors, requestOrigin } from '../responses';

const SHARP_FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/**
 * Decodes the image and encodes it again in its own format, with its orientation applied to the
 * pixels: what is stored carries no EXIF, GPS, XMP, comment or other metadata, only pixels
 * (docs/security.md, "Uploads"). Animated GIF and WebP keep their frames.
 */
async function reencode(file: Buffer, format: string): Promise<{ data: Buffer; width: number; height: number }> {
  const input = sharp(file, { limitInputPixels: MAX_PIXELS, animated: format === 'gif' || format === 'webp' });
  const meta = await input.metadata();
  if (SHARP_FORMATS[meta.format ?? ''] !== format) throw new Error('format mismatch');
  const image = input.clone().rotate();
  const encoded =
    format === 'jpg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : format === 'png'
        ? image.png({ compressionLevel: 9 })
        : format === 'webp'
          ? image.webp({ quality: 90 })
          : image.gif();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const height = info.pageHeight ?? meta.pageHeight ?? info.height;
  if (!info.width || !height) throw new Error('no dimensions');
  return { data, width: info.width, height };
}

/**
 * The cloud image service's contract (spec §7; api/README.md, "Images"): multipart `file` +
 * `upload_preset` → `{ secure_url, width, height, bytes, format }`, answered 200 like the
 * service itself. The type is judged by the bytes, never by the name or Content-Type. The image
 * is stored once; its renditions are written beside it (docs/performance.md, "Responsive images").
 */
const uploads: FastifyPluginAsyncZod = async (app) => {
  const { dataDir, uploadPreset, publicUrl } = app.config;
  const dir = join(dataDir, 'uploads');
  await mkdir(dir, { recursive: true });

  // Registered here only, so other routes pay nothing for multipart.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  app.post(
    '/uploads',
    {
      onRequest: app.authorize('uploads:create'),
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart: file, upload_preset)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResult, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data with a file field');
      let file: Buffer | undefined;
      let preset: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const content = await part.toBuffer(); // throws 413 past MAX_IMAGE_BYTES
            if (part.fieldname === 'file') file = content;
          } else if (part.fieldname === 'upload_preset') {
            preset = String(part.value);
          }
        }
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status < 500) throw error;
        throw new HttpError(400, 'The upload is not a valid multipart form');
      }

      if (preset === undefined) throw invalidField('upload_preset', 'Upload preset is required');
      if (preset !== uploadPreset) throw invalidField('upload_preset', 'Unknown upload preset');
      if (!file || file.length === 0) throw invalidField('file', 'Choose an image to upload');

      const format = sniffImage(file);
      if (!format) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
      const clean = await reencode(file, format).catch(() => {
        throw new HttpError(415, IMAGE_TYPE_MESSAGE);
      });

      const name = `${randomBytes(16).toString('hex')}.${format}`;
      await writeFile(join(dir, name), clean.data, { flag: 'wx' });
      // Its renditions are made before the answer, so a record saved with it shows them at once.
      await app.images.store(`/uploads/${name}`, clean.data);
      request.log.info({ file: name, bytes: clean.data.length, format }, 'image uploaded');
      const { width, height } = clean;
      return { secure_url: `${publicUrl ?? requestOrigin(request)}/uploads/${name}`, width, height, bytes: clean.data.length, format };
    },
  );
};

export default uploads;
