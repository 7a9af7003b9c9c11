// /admin (spec 2 §2): role_admin only. A visitor goes to sign-in and comes back after; a signed-in
// non-admin sees 'Access Denied' for 5 seconds, then home. Header 'Admin' and the five tabs.
import { NavLink, Outlet } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import { isAdminUser, SignInRedirect, useAuth } from '../auth';
import { AdminAccessDenied } from '../world-editor';

const TABS = [
  { to: '/admin/templates', label: 'Templates' },
  { to: '/admin/carousel', label: 'Template Carousel' },
  { to: '/admin/stories', label: 'Stories' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/feedback', label: 'Feedback' },
] as const;

/** The route component of /admin and its tabs. */
export function AdminLayout() {
  const auth = useAuth();
  if (auth.status === 'unknown') {
    return (
      <div className="grid min-h-[50dvh] place-items-center px-4">
        <Spinner label="Loading the admin area…" />
      </div>
    );
  }
  if (auth.status === 'signed-out') return <SignInRedirect />;
  if (!isAdminUser(auth.user)) return <AdminAccessDenied />;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin</h1>
      <nav aria-label="Admin" className="-mx-4 mt-6 overflow-x-auto border-b border-parchment-300 px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-0.5 sm:gap-1">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className="-mb-px inline-flex min-h-12 items-center border-b-[3px] border-transparent px-2.5 text-sm font-semibold whitespace-nowrap text-ink-700 hover:text-ink-950 aria-[current=page]:border-ember-600 aria-[current=page]:text-ink-950 sm:px-4 sm:text-base"
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
