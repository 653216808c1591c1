import { Navigate } from 'react-router-dom';
import { usePermissions } from '../hooks/use-permissions';
import { homePath } from '@/lib/session';

/** The dashboard's first page for whoever is signed in (see `homePath`). */
export function DashboardHome() {
  const { user } = usePermissions();
  return <Navigate to={homePath(user)} replace />;
}
