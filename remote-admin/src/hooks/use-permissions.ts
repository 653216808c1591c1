import { useMemo } from 'react';
import { allows, can, type Action, type AnyContentType, type Operation } from 'remote_shared/schemas';
import { userFromToken, type SessionUser } from 'remote_shared/session';
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

/** 'Content_Creator' → 'Content Creator'. */
export function roleLabel(role: string): string {
  return role.replace(/_/g, ' ');
}
