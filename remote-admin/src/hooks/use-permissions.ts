import { useMemo } from 'react';
import { can, type Action } from 'remote_shared/schemas';
import { userFromToken, type SessionUser } from 'remote_shared/session';
import { useSessionToken } from '../dashboard/session';

/** The signed-in user and what their role may do (the API's role table, `can`). */
export function usePermissions(): { user: SessionUser | null; can: (action: Action) => boolean } {
  const token = useSessionToken();
  return useMemo(() => {
    const user = userFromToken(token);
    return { user, can: (action: Action) => can(user?.role, action) };
  }, [token]);
}

/** 'Content_Creator' → 'Content Creator'. */
export function roleLabel(role: string): string {
  return role.replace(/_/g, ' ');
}
