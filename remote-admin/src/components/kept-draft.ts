// What was typed into a form survives the page being loaded anew (docs/releases.md, "Open
// tabs"): the shell reloads an open tab once for a new release, and a reload or a browser Back may
// catch a form half-filled. Its unsaved values are kept in this tab's sessionStorage when the page
// goes (BEFORE_RELEASE_RELOAD, pagehide) or the form is left without Cancel or a save, and given
// back the next time the same form opens after a reload. Only content forms keep drafts (no
// password is ever stored); a draft names the record's version, so it never lands on a newer one.
import type { AnyContentType } from 'remote_shared/schemas';

const PREFIX = 'admin:draft:';
/** A draft older than this is dropped rather than restored. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** This page load: a draft kept by it is for the next one (inside a page, a form opens empty as before). */
const PAGE_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface Kept {
  values: Record<string, unknown>;
  at: number;
  page: string;
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft key of a content type's form: the record and the version it was opened at, or a new one. */
export function draftKeyOf(type: Pick<AnyContentType, 'name'>, record: { id: number; version?: number } | null): string {
  return `${type.name}:${record ? `${record.id}@${record.version ?? 0}` : 'new'}`;
}

export function keepDraft(key: string, values: Record<string, unknown>): void {
  try {
    store()?.setItem(PREFIX + key, JSON.stringify({ values, at: Date.now(), page: PAGE_LOAD } satisfies Kept));
  } catch {
    // storage full or disabled: the draft is lost, as it was before drafts were kept
  }
}

export function dropDraft(key: string): void {
  store()?.removeItem(PREFIX + key);
}

/** The values an earlier page load of this tab kept for this form, taken out of storage; else null. */
export function takeDraft(key: string): Record<string, unknown> | null {
  const storage = store();
  const text = storage?.getItem(PREFIX + key);
  if (!storage || !text) return null;
  try {
    const kept = JSON.parse(text) as Kept;
    if (kept.page === PAGE_LOAD) return null;
    storage.removeItem(PREFIX + key);
    return Date.now() - kept.at <= MAX_AGE_MS && kept.values && typeof kept.values === 'object' ? kept.values : null;
  } catch {
    storage.removeItem(PREFIX + key);
    return null;
  }
}
