// /users/my-worlds/new and /admin/templates/new: the wizard in template mode (spec 1 §2), reached
// from My Worlds' create and the admin list's New Template; the drafted World opens in the editor.
import { hasPermission, isAdminUser, SignInRedirect, useAuth } from '../features/auth';
import { SetupPage } from '../features/story-creation';
import { createWorld, createWorldFrom } from '../features/worlds';
import { EditorNotice } from '../features/world-editor';

const USER_MODE = { createWorld: createWorldFrom, createBlank: createWorld, editorPath: (id: string) => `/users/my-worlds/${encodeURIComponent(id)}`, backPath: '/users/my-worlds' };
const ADMIN_MODE = { createWorld: createWorldFrom, createBlank: createWorld, editorPath: (id: string) => `/admin/templates/${encodeURIComponent(id)}`, backPath: '/admin/templates' };

function Gate({ admin }: { admin: boolean }) {
  const auth = useAuth();
  if (auth.status === 'unknown') return <EditorNotice title="Opening…" busy />;
  if (auth.status === 'signed-out') return <SignInRedirect />;
  if (admin && !isAdminUser(auth.user)) return <EditorNotice title="Access Denied" message="You do not have permission to access the admin area." />;
  if (!admin && !hasPermission(auth.user, 'templates_create')) return <EditorNotice title="Template Creation Not Available" message="You don't have permission to create or manage templates." />;
  return <SetupPage templateMode={admin ? ADMIN_MODE : USER_MODE} />;
}

/** /users/my-worlds/new: a new World drafted from an idea. */
export function NewWorldPage() {
  return <Gate admin={false} />;
}

/** /admin/templates/new: the same for the admin list's New Template. */
export function AdminNewWorldPage() {
  return <Gate admin />;
}
