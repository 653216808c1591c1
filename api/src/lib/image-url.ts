import { isIconImage } from 'contracts';

/**
 * Which image addresses may be saved (api/README.md, "Images"): our own uploads as `/uploads/...`
 * paths, absolute URLs on our own public origin (stored as the path, so they survive a change
 * of domain), or https URLs on a configured image host such as res.cloudinary.com.
 * Anything else would be blocked by the Content-Security-Policy anyway.
 */
export const IMAGE_HOST_MESSAGE = 'Image must be an uploaded image or come from an allowed image host';

export function createImagePolicy(publicUrl: string | undefined, imageHosts: string[]) {
  const hosts = new Set(imageHosts.map((h) => h.toLowerCase()));

  const isUploadPath = (path: string) => /^\/uploads\/[\w./-]+$/.test(path) && !path.includes('..') && !path.includes('//');

  /** Returns the address to store, or undefined when it is not allowed. `requestOrigin` is e.g. https://host:port. */
  function normalise(value: string, requestOrigin: string): string | undefined {
    if (value.startsWith('/')) return isUploadPath(value) ? value : undefined;
    for (const base of [publicUrl, requestOrigin]) {
      if (base && value.startsWith(`${base}/uploads/`)) {
        const path = value.slice(base.length);
        return isUploadPath(path) ? path : undefined;
      }
    }
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' && hosts.has(url.hostname) && !url.username && !url.password) return url.href;
    } catch {
      // not a URL: refused below
    }
    return undefined;
  }

  return {
    normalise,
    /** Mission/vision icons are text or an image address (spec §3); only addresses are checked. */
    normaliseIcon(icon: string, requestOrigin: string): string | undefined {
      return isIconImage(icon) ? normalise(icon, requestOrigin) : icon;
    },
  };
}

export type ImagePolicy = ReturnType<typeof createImagePolicy>;
