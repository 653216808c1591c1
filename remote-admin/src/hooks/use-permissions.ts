import { useMemo } from 'react';
import { allows, can, type Action, type AnyContentType, type Operation } from 'remote_shared/schemas';
import { userFromToken, type SessionUser } from 'remote_shared/session';
import { t as tNow, type T } from '@/i18n';
import { useSessionToken } from '@/lib/session';

export interface Permissions {
  user: SessionUser | null;
  /** The role table of actions besides content (`can`). */
  can: (action: Action) => boolean;
  /** What a content type's declaration lets the role do (`allows`). */
  allows: (type: AnyContentType, operation: Operation) => boolean;
}

/** The signed-in user and what their role may do: the same tables the API enforces. */
export function usePermissions(): Permissions {
  const token = useSessionToken();
  return useMemo(() => {
    const user = userFromToken(token);
    return {
      user,
      can: (action: Action) => can(user?.role, action),
      // Signed in is not 'public': the dashboard shows an action only to a role that may do it.
      allows: (type: AnyContentType, operation: Operation) => type.access[operation] !== 'public' && allows(type, operation, user?.role),
    };
  }, [token]);
}

/** The roles' names as people read them, as catalogue keys ('Content_Creator' → 'Content Creator', 'Mwandishi wa Maudhui'). */
const ROLE_LABELS: Record<string, string> = { Admin: 'role.Admin', Publisher: 'role.Publisher', Content_Creator: 'role.Content_Creator' };

/** A role's name in the language of `t`; a role the catalogue does not know, as stored without its underscores. */
export function roleLabel(role: string, t: T = tNow): string {
  return ROLE_LABELS[role] ? t(ROLE_LABELS[role]) : role.replace(/_/g, ' ');
}
