import type { Permission } from '@schemas';

/** The signed-in user as routes see it (set by the auth middleware; absent for visitors). */
export interface Viewer {
  id: string;
  username: string;
  roleId: string | null;
  permissions: Permission[];
}

/** Hono environment of the app: per-request variables. */
export interface AppEnv {
  Variables: {
    viewer?: Viewer | null;
  };
}

/** Whether the viewer is an admin. */
export function isAdmin(viewer: Viewer | null | undefined): boolean {
  return viewer?.roleId === 'role_admin';
}
