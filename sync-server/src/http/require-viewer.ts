import type { Context } from 'hono';
import { apiError } from './api-error';
import type { AppEnv, Viewer } from './app-env';

/** The signed-in viewer, or 401 with `message`. */
export function requireViewer(c: Context<AppEnv>, message = 'Please sign in to continue.'): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw apiError(401, message);
  return viewer;
}
