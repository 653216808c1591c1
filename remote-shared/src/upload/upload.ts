import { apiUrl, getRuntimeConfig } from '../config/runtime';
import { expireSession, getToken } from '../session/session';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, IMAGE_TYPES, MAX_IMAGE_BYTES, uploadResult, type UploadResult } from 'contracts';

/** Why an image was refused before or during upload; `message` is what the form shows. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The person cancelled it: nothing to report. */
    readonly cancelled = false,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const UPLOAD_CANCELLED_MESSAGE = 'Upload cancelled';

/** Photos are sent at most this many pixels on their longer side (docs/performance.md, "Uploads"). */
export const MAX_UPLOAD_EDGE = 2560;

/** The size a picture of `width` × `height` is sent at, or null when it is small enough as it is. */
export function shrunkSize(width: number, height: number, maxEdge = MAX_UPLOAD_EDGE): { width: number; height: number } | null {
  const scale = maxEdge / Math.max(width, height);
  if (!(scale < 1)) return null;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A photo larger than MAX_UPLOAD_EDGE is scaled down and re-encoded in the browser before it is
 * sent (a 5 MB phone photo goes up as about 1 MB): JPEG stays JPEG, PNG and WebP become WebP (it
 * keeps transparency). The camera's orientation is applied to the pixels (`imageOrientation`), so
 * the picture stands as it was taken. GIFs (animation), small pictures, and browsers without
 * `createImageBitmap` send the file as chosen; so does a re-encoding that came out larger.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // the server's checks will say what is wrong with it
  }
  const size = shrunkSize(bitmap.width, bitmap.height);
  if (!size) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, type === 'image/jpeg' ? 0.85 : 0.9));
  if (!blob || blob.size >= file.size) return file;
  const name = file.name.replace(/\.[^.]*$/, '') + (type === 'image/jpeg' ? '.jpg' : '.webp');
  return new File([blob], name, { type, lastModified: file.lastModified });
}

/** The checks every image form applies before uploading (spec §5, §9: 5 MB; JPG, PNG, WebP, GIF). */
export function checkImageFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called as the file goes up, with the share sent (0 to 1). */
  onProgress?: (share: number) => void;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * One multipart POST through XMLHttpRequest: unlike fetch, it reports upload progress. A network
 * failure and a cancel reject with an UploadError; any HTTP answer resolves.
 */
function post(url: string, form: FormData, headers: Record<string, string>, { signal, onProgress }: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const cancelled = () => new UploadError(UPLOAD_CANCELLED_MESSAGE, undefined, true);
    if (signal?.aborted) return reject(cancelled());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
    }
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the status decides
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new UploadError('Could not reach the image service'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(cancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * The upload of spec §7: multipart `file` + `upload_preset` to the configured address (our API or
 * the cloud image service); resolves to the answer whose `secure_url` becomes `image_url`. A
 * path (the default `/api/uploads`) is on the API's origin, wherever that is (`apiBaseUrl`). A
 * large photo is scaled down first (shrinkImage); `onProgress` follows the upload, `signal` cancels it.
 */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<UploadResult> {
  const problem = checkImageFile(file);
  if (problem) throw new UploadError(problem);
  const { url, preset, withToken } = getRuntimeConfig().upload;
  const form = new FormData();
  form.append('file', await shrinkImage(file));
  form.append('upload_preset', preset);
  const headers: Record<string, string> = {};
  const token = withToken ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await post(url.startsWith('/') && !url.startsWith('//') ? apiUrl(url) : url, form, headers, options);
  const { body } = response;
  if (response.status < 200 || response.status > 299) {
    if (response.status === 401 && token) expireSession();
    const message = (body as { message?: unknown; error?: { message?: unknown } } | null) ?? {};
    const text = typeof message.message === 'string' ? message.message : message.error?.message;
    throw new UploadError(typeof text === 'string' && text ? text : 'Upload failed', response.status);
  }
  const parsed = uploadResult.safeParse(body);
  if (!parsed.success) throw new UploadError('The image service sent an unexpected answer', response.status);
  return parsed.data;
}
