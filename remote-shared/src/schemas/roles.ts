import { z } from 'zod';

/** User roles of spec §6; the user form defaults to Admin. */
export const ROLES = ['Admin', 'Publisher', 'Content_Creator'] as const;
export const roleSchema = z.enum(ROLES, { error: 'Role is required' });
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'Admin';

/**
 * What each role may do. The spec leaves enforcement open; this table is our decision
 * (README "Roles"), enforced by the API and mirrored by the admin UI.
 */
export type Action =
  | 'dashboard:read'
  | 'users:write'
  | 'users:delete'
  | 'posts:create'
  | 'posts:update'
  | 'posts:delete'
  | 'team:write'
  | 'team:delete'
  | 'headers:write'
  | 'headers:delete'
  | 'missionVision:update'
  | 'uploads:create';

const CONTENT: Action[] = [
  'posts:create',
  'posts:update',
  'posts:delete',
  'team:write',
  'team:delete',
  'headers:write',
  'headers:delete',
  'missionVision:update',
  'uploads:create',
];

export const PERMISSIONS: Record<Role, ReadonlySet<Action>> = {
  Admin: new Set<Action>(['dashboard:read', 'users:write', 'users:delete', ...CONTENT]),
  Publisher: new Set<Action>(['dashboard:read', ...CONTENT]),
  Content_Creator: new Set<Action>(['dashboard:read', 'posts:create', 'posts:update', 'uploads:create']),
};

export function can(role: string | null | undefined, action: Action): boolean {
  return role != null && (ROLES as readonly string[]).includes(role) && PERMISSIONS[role as Role].has(action);
}

export const FORBIDDEN_MESSAGE = 'Your role does not allow this action';
