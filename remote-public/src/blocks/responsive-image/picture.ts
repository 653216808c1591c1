import { renditionPath, type EncodedFormat, type ImageInfo, type Rendition } from 'remote_shared/content';

// The <picture> sources of a stored image (docs/performance.md, "Responsive images").

/** A visitor who asks to save data gets nothing wider than this (docs/performance.md, "Save-Data"). */
const SAVE_DATA_MAX_WIDTH = 640;

const TYPES: Record<EncodedFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

// The cloud image service (Cloudinary, docs/performance.md, "Responsive images"): its delivery addresses take transformations
// after /upload/, so the service makes the renditions. `c_limit` never enlarges.
const CLOUD_IMAGE = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;
const CLOUD_STEP = /^[a-z]{1,3}_[^/]*$/;

/** A Cloudinary address it can transform: one that does not carry transformations of its own already. */
function cloudParts(url: string): [base: string, rest: string] | null {
  const match = CLOUD_IMAGE.exec(url);
  if (!match) return null;
  const segments = match[2]!.split('/');
  // A transformation is never the last segment (that is the image), nor a version (v123).
  if (segments.length > 1 && !/^v\d+$/.test(segments[0]!) && segments[0]!.split(',').every((step) => CLOUD_STEP.test(step))) return null;
  return [match[1]!, match[2]!];
}

interface PictureSource {
  type: string;
  srcSet: string;
}

/** Everything a <picture> needs; `sources` is empty for an image without renditions. */
export interface Picture {
  src: string;
  srcSet?: string;
  sources: PictureSource[];
  /** The image's own size, when known. */
  width?: number;
  height?: number;
  placeholder?: string;
}

export interface PictureOptions {
  /** The visitor asks to save data: nothing wider than SAVE_DATA_MAX_WIDTH. */
  saveData?: boolean;
  /** Makes a stored address absolute where needed (`resolveAssetUrl`). */
  resolve?: (path: string) => string;
}

/** The candidates to offer: those up to the Save-Data cap (at least the smallest). */
function offered(widths: readonly number[], saveData: boolean | undefined): number[] {
  if (!saveData) return [...widths];
  const small = widths.filter((width) => width <= SAVE_DATA_MAX_WIDTH);
  return small.length || !widths.length ? small : [Math.min(...widths)];
}

/** The candidate the plain `src` names: the widest up to 960 px, a good size wherever srcset is ignored. */
const fallbackWidth = (widths: readonly number[]) => [...widths].reverse().find((width) => width <= 960) ?? widths[0]!;

/**
 * The sources of one image: our upload with the renditions `info` names, a Cloudinary address
 * transformed to the field's declared widths, or else the address alone.
 */
export function pictureOf(
  url: string,
  info: ImageInfo | undefined,
  declared: readonly Rendition[],
  { saveData, resolve = (path) => path }: PictureOptions = {},
): Picture {
  const cloud = declared.length ? cloudParts(url) : null;
  if (cloud) {
    const widths = offered(
      [...new Set(declared.map((rendition) => rendition.width))].sort((a, b) => a - b),
      saveData,
    );
    const at = (width: number, format?: string) => `${cloud[0]}${format ? `f_${format},` : ''}w_${width},c_limit/${cloud[1]}`;
    const srcSet = (format?: string) => widths.map((width) => `${at(width, format)} ${width}w`).join(', ');
    const formats = declared[0]?.formats.filter((format) => format !== 'fallback') ?? [];
    return { src: at(fallbackWidth(widths)), srcSet: srcSet(), sources: formats.map((format) => ({ type: TYPES[format], srcSet: srcSet(format) })) };
  }
  const size = info ? { width: info.width, height: info.height, ...(info.placeholder ? { placeholder: info.placeholder } : {}) } : {};
  const widths = offered(info?.widths ?? [], saveData);
  const fallback = info?.formats.at(-1);
  if (!info || !widths.length || !fallback) return { src: resolve(url), sources: [], ...size };
  const srcSet = (format: EncodedFormat) => widths.map((width) => `${resolve(renditionPath(url, width, format))} ${width}w`).join(', ');
  return {
    src: resolve(renditionPath(url, fallbackWidth(widths), fallback)),
    srcSet: srcSet(fallback),
    sources: info.formats.slice(0, -1).map((format) => ({ type: TYPES[format], srcSet: srcSet(format) })),
    ...size,
  };
}
