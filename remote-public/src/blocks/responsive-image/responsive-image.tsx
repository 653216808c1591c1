import type { ImgHTMLAttributes } from 'react';
import { resolveAssetUrl, useSaveData } from 'remote_shared/config';
import type { Field, ImageInfo } from 'remote_shared/content';
import type { PageMetaData } from 'remote_shared/seo';
import { pictureOf, type Picture } from './picture';
import styles from './responsive-image.module.css';

/** A record that shows images: its fields, and what the API knows of its uploads (`images`). */
export type WithImages = { [field: string]: unknown; images?: Partial<Record<string, ImageInfo>> };
/** A content declaration, for its image fields' renditions. */
export type WithRenditions = { fields: Record<string, Pick<Field, 'kind' | 'renditions'>> };

/**
 * The sources of a record's image field (`image_url` unless named) as this page offers them:
 * smaller for a visitor who saves data. Null when the field is empty.
 */
export function usePicture(record: WithImages | undefined, type: WithRenditions, field = 'image_url'): Picture | null {
  const saveData = useSaveData();
  const src = record?.[field];
  if (typeof src !== 'string' || !src) return null;
  return pictureOf(src, record!.images?.[field], type.fields[field]?.renditions ?? [], { saveData, resolve: (path) => resolveAssetUrl(path) ?? path });
}

/** The preload of a page's largest image (`<PageMeta preloadImage>`): exactly what its <picture> picks first. */
export function imagePreload(picture: Picture | null, sizes: string): PageMetaData['preloadImage'] {
  if (!picture) return undefined;
  const [first] = picture.sources;
  if (first) return { srcSet: first.srcSet, sizes, type: first.type };
  return picture.srcSet ? { srcSet: picture.srcSet, sizes } : { href: picture.src };
}

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  /** The record whose image it shows, with the `images` the API answered. */
  record: WithImages;
  /** Its content declaration, whose field declares the renditions. */
  type: WithRenditions;
  /** The image field, `image_url` unless named. */
  field?: string;
  /** How wide the image is drawn, as `sizes`: the browser picks the rendition from it. */
  sizes: string;
  /** The size to reserve when the image's own is not known (a cloud address, or before its renditions exist): a 16:9 banner unless given. */
  width?: number;
  height?: number;
}

/**
 * A public image (docs/performance.md, "Responsive images"): a <picture> with AVIF and WebP
 * sources and a JPEG or PNG fallback, at the widths the record's `images` says exist (a cloud
 * image service's through its URL transformations), with its own dimensions and an inline blurred
 * preview underneath until it arrives. A visitor who asks to save data is offered only the small
 * widths. Without renditions it is the plain image; without an address, nothing.
 */
export function ResponsiveImage({ record, type, field, sizes, width = 1600, height = 900, className, style, ...rest }: ResponsiveImageProps) {
  const picture = usePicture(record, type, field);
  if (!picture) return null;
  const image = (
    <img
      {...rest}
      className={[className, picture.placeholder && styles.placeholder].filter(Boolean).join(' ') || undefined}
      style={picture.placeholder ? { ...style, backgroundImage: `url("${picture.placeholder}")` } : style}
      width={picture.width ?? width}
      height={picture.height ?? height}
      // The candidates before the address, so no browser starts on `src` first.
      sizes={picture.srcSet ? sizes : undefined}
      srcSet={picture.srcSet}
      src={picture.src}
    />
  );
  if (!picture.sources.length) return image;
  return (
    <picture className={styles.picture}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
