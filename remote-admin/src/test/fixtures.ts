// Pieces every section's tests build their records and uploads from.
import type { AdminPost } from 'remote_shared/schemas';

/** The timestamps every record carries; no test looks at them. */
export const stamp = { created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };

/** A PNG of `bytes` bytes for the image fields (only type and size are checked before upload). */
export const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });

/** jsdom has no object URLs, which the image fields preview a chosen file through: `beforeAll(stubObjectUrls)`. */
export function stubObjectUrls() {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
}

/** A post as the back office reads it: published and without a pending draft unless told otherwise. */
export const adminPost = (id: number, overrides: Partial<AdminPost> = {}): AdminPost => ({
  id,
  title: `Project ${id}`,
  description: 'A description',
  published: 'March 5, 2025',
  category: 'Web Platform',
  image_url: `/uploads/p${id}.png`,
  status: 'Ongoing',
  client: null,
  state: 'published',
  pending: null,
  pending_state: null,
  review_comment: null,
  author_id: 7,
  author_name: 'Content Creator',
  publish_at: null,
  ...stamp,
  ...overrides,
});
