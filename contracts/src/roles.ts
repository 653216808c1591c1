/** User roles of spec §6; the user form defaults to Admin. */
export const ROLES = ['Admin', 'Publisher', 'Content_Creator'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'Admin';

/**
 * What each role may do besides content: each content type declares who may do what to it
 * (`access` in its declaration, checked with `allows`). The spec leaves enforcement open; these
 * tables are our decision (docs/roles.md), enforced by the API and mirrored by the admin UI.
 */
export type Action =
  | 'dashboard:read'
  | 'users:read'
  | 'contacts:read'
  /** Work the inbox: mark read, archive, spam, reply, export (docs/inbox.md). */
  | 'contacts:write'
  /** Data-protection duties: find, export and erase one person's data; the retention setting. */
  | 'privacy:manage'
  | 'users:write'
  | 'users:delete'
  | 'uploads:create'
  /** The audit trail (docs/workflow.md, "Audit trail"): Admin only. */
  | 'activity:read'
  /** Deleted records: read their history and bring them back (docs/workflow.md, "History"). */
  | 'history:deleted'
  /** What runs: releases of the remotes, the API's version, the database's migration (docs/releases.md, "What runs"). */
  | 'system:read'
  /** The managed redirects from old addresses (docs/redirects.md): Admin and Publisher. */
  | 'redirects:manage'
  /** The search titles, descriptions, sharing images and noindex of the pages (docs/search-appearance.md): Admin and Publisher. */
  | 'search:manage';

/** Personal data (contact messages, other users' emails and phones): Admin and Publisher only. */
const PERSONAL_DATA: Action[] = ['users:read', 'contacts:read', 'contacts:write'];

export const PERMISSIONS: Record<Role, ReadonlySet<Action>> = {
  Admin: new Set<Action>([
    'dashboard:read',
    ...PERSONAL_DATA,
    'privacy:manage',
    'users:write',
    'users:delete',
    'uploads:create',
    'activity:read',
    'history:deleted',
    'system:read',
    'redirects:manage',
    'search:manage',
  ]),
  Publisher: new Set<Action>(['dashboard:read', ...PERSONAL_DATA, 'uploads:create', 'redirects:manage', 'search:manage']),
  Content_Creator: new Set<Action>(['dashboard:read', 'uploads:create']),
};

export function can(role: string | null | undefined, action: Action): boolean {
  return role != null && (ROLES as readonly string[]).includes(role) && PERMISSIONS[role as Role].has(action);
}

/** The roles that may do `action`: a content declaration's access when it follows this table. */
export function rolesThatCan(action: Action): readonly Role[] {
  return ROLES.filter((role) => PERMISSIONS[role].has(action));
}

export const FORBIDDEN_MESSAGE = 'Your role does not allow this action';
