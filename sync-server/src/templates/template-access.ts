import type { StoredTemplate } from './template-repo';
import { isAdmin, type Viewer } from '../http/app-env';

/** What a viewer may do with a template. */
export type TemplateAccess = 'edit' | 'view' | 'none';

/**
 * Published and Private Worlds can be played by anyone with the link; Draft and Review only by
 * their creator, co-authors and admins, who are also the only editors (spec 2 §4).
 */
export function templateAccess(stored: StoredTemplate, viewer: Viewer | null | undefined): TemplateAccess {
  const editor = !!viewer && (isAdmin(viewer) || viewer.id === stored.creatorId || stored.coauthorIds.includes(viewer.id));
  if (editor) return 'edit';
  const status = stored.template.publicationStatus;
  return status === 'Published' || status === 'Private' ? 'view' : 'none';
}
