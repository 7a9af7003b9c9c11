import { apiError } from '../http/api-error';
import { isAdmin, type Viewer } from '../http/app-env';
import type { ClassRow } from './class-repo';

/** What a class that is gone answers. */
export const CLASS_GONE = 'This class no longer exists.';
/** What anyone but its teacher (or an admin) is told. */
export const CLASS_NOT_YOURS = 'Only the teacher who made this class can open it.';
/** What a visitor is told. */
export const CLASS_SIGN_IN = 'Please sign in to see your classes.';

/**
 * A class its caller may see: its teacher, or an admin. 401 for a visitor, 404 for a class that
 * does not exist, 403 for anyone else. Learners never reach a class: they hold only their code.
 */
export function requireClassAccess(row: ClassRow | undefined, viewer: Viewer | null | undefined): ClassRow {
  if (!viewer) throw apiError(401, CLASS_SIGN_IN);
  if (!row) throw apiError(404, CLASS_GONE);
  if (row.teacher_id !== viewer.id && !isAdmin(viewer)) throw apiError(403, CLASS_NOT_YOURS);
  return row;
}
