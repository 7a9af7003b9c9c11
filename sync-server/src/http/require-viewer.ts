import type { Context } from 'hono';
import { apiError } from './api-error';
import { isAdmin, type AppEnv, type Viewer } from './app-env';

/** The signed-in viewer, or 401 with `message`. */
export function requireViewer(c: Context<AppEnv>, message = 'Please sign in to continue.'): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw apiError(401, message);
  return viewer;
}

/** The admin area's refusal for a signed-in non-admin (spec 2 §8), word for word. */
export const ADMIN_ONLY_MESSAGE = 'You do not have permission to access the admin area.';

/** The signed-in admin: 401 for a visitor, 403 with {@link ADMIN_ONLY_MESSAGE} for anyone else. */
export function requireAdmin(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (!isAdmin(viewer)) throw apiError(403, ADMIN_ONLY_MESSAGE);
  return viewer;
}
