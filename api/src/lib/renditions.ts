import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { renditionPath, type EncodedFormat, type ImageInfo, type Rendition, type RenditionFormat } from 'contracts';

/** sharp refuses to even read the header of anything bigger (decompression bombs). */
export const MAX_PIXELS = 100_000_000;
/** The preview's width: about 100 bytes of WebP, inlined into the page (docs/performance.md). */
const PLACEHOLDER_WIDTH = 16;

/**
 * How each encoding is written, for little CPU (every start of a new site makes the demo's 26
 * images) and files smaller than the next encoding's. AVIF at effort 2 with 4:2:0 chroma, like
 * WebP's and JPEG's: at effort 0, or with sharp's default 4:4:4, the demo's smooth drawings came
 * out larger in AVIF than in WebP. WebP at effort 2, half the CPU of the default for 10 % more;
 * the JPEG fallback, which hardly any browser still takes, a plain progressive one
 * (docs/performance.md, "Responsive images").
 */
const ENCODERS: Record<EncodedFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
};

/**
 * The widths made of an image `original` pixels wide: each declared width below it, and the
 * original's own width in place of the larger ones (never upscaled): 1600 → 320…1440, 480 → 320, 480.
 */
export function renditionWidths(original: number, declared: readonly number[]): number[] {
  const sorted = [...new Set(declared)].sort((a, b) => a - b);
  const widths = sorted.filter((width) => width < original);
  const largest = Math.min(original, sorted.at(-1) ?? original);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

/**
 * What a field shows of an image's renditions: the widths up to its own largest declared one (at
 * least the smallest made) in the encodings it declares.
 */
export function forField(info: ImageInfo, declared: readonly Rendition[]): ImageInfo {
  const largest = Math.max(...declared.map((rendition) => rendition.width));
  const shown = info.widths.filter((width) => width <= largest);
  const wanted = new Set(declared.flatMap((rendition) => rendition.formats));
  return {
    ...info,
    widths: shown.length || !info.widths.length ? shown : [Math.min(...info.widths)],
    formats: info.formats.filter((format) => wanted.has(format === 'jpeg' || format === 'png' ? 'fallback' : format)),
  };
}

/** The widths and encodings every upload is made in: all that the given declarations' image fields ask for. */
export function declaredRenditions(types: readonly { fields: Record<string, { kind: string; renditions?: readonly Rendition[] }> }[]): {
  widths: number[];
  formats: RenditionFormat[];
} {
  const all = types.flatMap((type) => Object.values(type.fields).flatMap((field) => field.renditions ?? []));
  return {
    widths: [...new Set(all.map((rendition) => rendition.width))].sort((a, b) => a - b),
    formats: (['avif', 'webp', 'fallback'] as const).filter((format) => all.some((rendition) => rendition.formats.includes(format))),
  };
}

/** Written aside and renamed into place: a visitor never gets half a file. */
async function writeInPlace(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Makes the renditions of one stored image (`path`, the `/uploads/...` address records hold, under
 * `dataDir`) beside it, in the widths and encodings of `plan`, never wider than the image, and
 * answers what to record of it. An animated image keeps only its size and preview: its frames
 * would be lost in a still rendition. `fallback` is JPEG, or PNG when the image has transparency.
 */
export async function makeRenditions(dataDir: string, path: string, input: Buffer, plan: { widths: number[]; formats: RenditionFormat[] }): Promise<ImageInfo> {
  const open = () => sharp(input, { limitInputPixels: MAX_PIXELS });
  const meta = await open().metadata();
  const width = meta.width;
  const height = meta.pageHeight ?? meta.height;
  if (!width || !height) throw new Error(`${path}: no dimensions`);
  const opaque = !meta.hasAlpha || (await open().stats()).isOpaque;
  // Drawn under the image until it arrives; under a transparent one it would stay visible.
  const placeholder = opaque
    ? `data:image/webp;base64,${(await open().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer()).toString('base64')}`
    : '';
  if ((meta.pages ?? 1) > 1) return { width, height, placeholder, widths: [], formats: [] };

  const formats = plan.formats.map((format): EncodedFormat => (format === 'fallback' ? (opaque ? 'jpeg' : 'png') : format));
  const widths = renditionWidths(width, plan.widths);
  for (const target of widths) {
    // Resized once, encoded from the pixels in each format.
    const { data, info } = await open().resize({ width: target }).raw().toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    await Promise.all(
      formats.map(async (format) => writeInPlace(join(dataDir, renditionPath(path, target, format)), await ENCODERS[format](pixels()).toBuffer())),
    );
  }
  return { width, height, placeholder, widths, formats };
}
