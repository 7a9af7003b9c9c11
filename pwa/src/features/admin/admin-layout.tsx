// /admin (spec 2 §2): role_admin only. A visitor goes to sign-in and comes back after; a signed-in
// non-admin sees 'Access Denied' for 5 seconds, then home. Header 'Admin' and the five tabs. The
// tabs, headings and buttons say 'World' as the rest of the app does (issue 27); the paths, the API
// and spec 2's exact messages ('No templates found', the carousel's failures) keep 'template'.
import { Outlet } from 'react-router';
import { AreaLoading, TabNav } from '../../shared/ui/tab-nav';
import { isAdminUser, SignInRedirect, useAuth } from '../auth';
import { AdminAccessDenied } from '../world-editor';

const TABS = [
  { to: '/admin/templates', label: 'Worlds' },
  { to: '/admin/carousel', label: 'World Carousel' },
  { to: '/admin/stories', label: 'Stories' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/feedback', label: 'Feedback' },
] as const;

/** The route component of /admin and its tabs. */
export function AdminLayout() {
  const auth = useAuth();
  if (auth.status === 'unknown') return <AreaLoading label="Loading the admin area…" />;
  if (auth.status === 'signed-out') return <SignInRedirect />;
  if (!isAdminUser(auth.user)) return <AdminAccessDenied />;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin</h1>
      <TabNav label="Admin" tabs={TABS} />
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
