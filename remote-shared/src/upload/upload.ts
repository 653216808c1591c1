import { apiUrl, getRuntimeConfig } from '../config/runtime';
import { expireSession, getToken } from '../session/session';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  uploadResult,
  type UploadResult,
} from '../schemas';

/** Why an image was refused before or during upload; `message` is what the form shows. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The checks every image form applies before uploading (spec §5, §9: 5 MB; JPG, PNG, WebP, GIF). */
export function checkImageFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * The upload of spec §7: multipart `file` + `upload_preset` to the configured address (our API or
 * the cloud image service); resolves to the answer whose `secure_url` becomes `image_url`. A
 * path (the default `/api/uploads`) is on the API's origin, wherever that is (`apiBaseUrl`).
 */
export async function uploadImage(file: File, options: { signal?: AbortSignal } = {}): Promise<UploadResult> {
  const problem = checkImageFile(file);
  if (problem) throw new UploadError(problem);
  const { url, preset, withToken } = getRuntimeConfig().upload;
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', preset);
  const headers: Record<string, string> = {};
  const token = withToken ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url.startsWith('/') && !url.startsWith('//') ? apiUrl(url) : url, { method: 'POST', body: form, headers, signal: options.signal });
  } catch {
    throw new UploadError('Could not reach the image service');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && token) expireSession();
    const message = (body as { message?: unknown; error?: { message?: unknown } } | null) ?? {};
    const text = typeof message.message === 'string' ? message.message : message.error?.message;
    throw new UploadError(typeof text === 'string' && text ? text : 'Upload failed', response.status);
  }
  const parsed = uploadResult.safeParse(body);
  if (!parsed.success) throw new UploadError('The image service sent an unexpected answer', response.status);
  return parsed.data;
}
