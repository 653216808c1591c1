import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES, uploadResult } from '@schemas';
import { HttpError, invalidField } from '../../lib/errors';
import { sniffImage } from '../../lib/image-sniff';
import { bearer, errors, requestOrigin } from '../responses';

/** sharp refuses to even read the header of anything bigger (decompression bombs). */
const MAX_PIXELS = 100_000_000;
const SHARP_FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/**
 * The cloud image service's contract (spec §7, issue 3 point 6): multipart `file` +
 * `upload_preset` → `{ secure_url, width, height, bytes, format }`, answered 200 like the
 * service itself. The type is judged by the bytes, never by the name or Content-Type.
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
      let width: number | undefined;
      let height: number | undefined;
      try {
        const meta = await sharp(file, { limitInputPixels: MAX_PIXELS }).metadata();
        if (SHARP_FORMATS[meta.format ?? ''] !== format) throw new Error('format mismatch');
        width = meta.width;
        height = meta.pageHeight ?? meta.height;
      } catch {
        throw new HttpError(415, IMAGE_TYPE_MESSAGE);
      }
      if (!width || !height) throw new HttpError(415, IMAGE_TYPE_MESSAGE);

      const name = `${randomBytes(16).toString('hex')}.${format}`;
      await writeFile(join(dir, name), file, { flag: 'wx' });
      request.log.info({ file: name, bytes: file.length, format }, 'image uploaded');
      return { secure_url: `${publicUrl ?? requestOrigin(request)}/uploads/${name}`, width, height, bytes: file.length, format };
    },
  );
};

export default uploads;
