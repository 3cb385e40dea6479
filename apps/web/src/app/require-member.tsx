import { PAGE_ROUTES } from '@la-meute/shared';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { PageSpinner } from './layout/page-spinner';

/** SPEC §4 auth gate: loading, then redirect to /auth if no user. */
export function RequireMember() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={PAGE_ROUTES.auth} replace />;
  return <Outlet />;
}
