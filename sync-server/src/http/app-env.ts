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
    /** The visitor's browser as a caller key (http/caller.ts), set on every request. */
    visitor?: string;
    /** The request's id: the client's requestId, or one the server made (for logs). */
    requestId?: string;
    /** The CSP hashes of the inline styles of the page served (http/spa.ts, issue 31). */
    pageStyleHashes?: string[];
  };
}

/** Whether the viewer is an admin. */
export function isAdmin(viewer: Viewer | null | undefined): boolean {
  return viewer?.roleId === 'role_admin';
}
