import type { EventEmitter } from 'node:events';
import { CONTENT_TYPES } from 'contracts';

/**
 * The resources whose changes are signalled on `app.contentEvents` ('change', resource): every
 * content type by its name, users, and the managed redirects (the page server reads them again).
 */
export const RESOURCES: readonly string[] = [...CONTENT_TYPES.map((type) => type.resource), 'users', 'redirects'];
export type Resource = string;

/** Emits `'change'` with a Resource after every committed write, in this instance or another one. */
export type ContentEvents = EventEmitter<{ change: [resource: Resource] }>;
