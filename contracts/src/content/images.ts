// Responsive images (docs/performance.md, "Responsive images"): the renditions an image field
// declares, what the API answers of a stored image, and where each rendition lives; shared by the
// API (api/src/lib/renditions.ts makes them) and the pages (remote-public's ResponsiveImage shows
// them). Kept small: every public page loads this module.

/** How a rendition is encoded: AVIF, WebP, and `fallback`, which is JPEG, or PNG for an image with transparency. */
export type RenditionFormat = 'avif' | 'webp' | 'fallback';
/** The encodings the renditions of one stored image actually have. */
export type EncodedFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** One declared rendition: a width in pixels and the encodings made at it. */
export interface Rendition {
  width: number;
  formats: readonly RenditionFormat[];
}

const MODERN: readonly RenditionFormat[] = ['avif', 'webp', 'fallback'];

/** Every public photo: 320 to 1440 px wide (a phone at 390 px with two pixels per point takes 960). */
export const RESPONSIVE: readonly Rendition[] = [320, 640, 960, 1440].map((width) => ({ width, formats: MODERN }));

/** A small image shown at 40 px (a mission/vision icon): the smallest photo width is plenty. */
export const ICON_RENDITIONS: readonly Rendition[] = [{ width: 320, formats: MODERN }];

/**
 * What the API knows of a stored image, answered beside the records that show it, under
 * `images.<field>`: its size, a tiny preview, and the renditions that exist for that field.
 */
export interface ImageInfo {
  width: number;
  height: number;
  /** A preview about 16 px wide, a data: URL, drawn blurred until the image arrives; '' for an image with transparency. */
  placeholder: string;
  /** The widths of its renditions, ascending; empty while they are being made or for an animated image. */
  widths: number[];
  /** Their encodings, most wanted first; the last is the fallback every browser shows. */
  formats: EncodedFormat[];
}

const EXTENSIONS: Record<EncodedFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** Where a rendition of an upload is stored and served: `/uploads/a1b2.jpg` at 640 px in AVIF is `/uploads/a1b2-640w.avif`. */
export function renditionPath(path: string, width: number, format: EncodedFormat): string {
  const dot = path.lastIndexOf('.');
  const stem = dot > path.lastIndexOf('/') ? path.slice(0, dot) : path;
  return `${stem}-${width}w.${EXTENSIONS[format]}`;
}
