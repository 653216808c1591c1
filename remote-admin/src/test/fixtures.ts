// Pieces every section's tests build their records and uploads from.

/** The timestamps every record carries; no test looks at them. */
export const stamp = { created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };

/** A PNG of `bytes` bytes for the image fields (only type and size are checked before upload). */
export const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });

/** jsdom has no object URLs, which the image fields preview a chosen file through: `beforeAll(stubObjectUrls)`. */
export function stubObjectUrls() {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
}
